import {
  meResponse,
  resetPasswordRequest,
  resetTokenCheckRequest,
  resetTokenCheckResponse,
  signUpRequest,
  signUpResponse,
} from '@domain/contracts/accounts';
import { okResponse } from '@domain/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/access';
import type { AccountsDeps } from './accounts.service';
import * as service from './accounts.service';

const headersOf = (raw: Record<string, string | string[] | undefined>, ip: string) => {
  const h = new Headers();
  for (const [k, v] of Object.entries(raw))
    if (v !== undefined && k !== 'content-length') h.set(k, String(v));
  h.set('x-forwarded-for', ip);
  return h;
};

export async function accountsRoutes(app: FastifyInstance, deps: AccountsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/accounts/sign-up',
    {
      config: {
        access: 'public',
        rateLimits: [{ rule: { name: 'sign-up:ip', max: 10, windowSeconds: 3600 }, subject: 'ip' }],
      },
      schema: {
        tags: ['accounts'],
        summary: 'Create a company account: user, company and admin profile in one transaction',
        body: signUpRequest,
        response: { 201: signUpResponse },
      },
    },
    async (request, reply) => {
      const message = await service.signUp(deps, request.body, headersOf(request.headers, request.ip));
      return reply.status(201).send({ message });
    },
  );

  r.get(
    '/api/me',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, profile and company',
        response: { 200: meResponse },
      },
    },
    async (request) => service.getMe(deps.db, viewerOf(request).userId),
  );

  r.post(
    '/api/accounts/password-reset/check',
    {
      config: {
        access: 'public',
        rateLimits: [{ rule: { name: 'reset-check:ip', max: 30, windowSeconds: 3600 }, subject: 'ip' }],
      },
      schema: {
        tags: ['accounts'],
        summary: 'Whether a password-reset link is still valid',
        body: resetTokenCheckRequest,
        response: { 200: resetTokenCheckResponse },
      },
    },
    async (request) => {
      return { valid: await service.checkResetToken(deps.db, request.body.token) };
    },
  );

  r.post(
    '/api/accounts/password-reset',
    {
      config: {
        access: 'public',
        rateLimits: [{ rule: { name: 'reset:ip', max: 20, windowSeconds: 3600 }, subject: 'ip' }],
      },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password from a reset link; ends every other session and signs in here',
        body: resetPasswordRequest,
        response: { 200: okResponse },
      },
    },
    async (request, reply) => {
      const cookies = await service.resetPassword(deps, request.body, headersOf(request.headers, request.ip));
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { ok: true as const };
    },
  );
}
