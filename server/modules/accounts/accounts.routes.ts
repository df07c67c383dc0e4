import * as api from '@domain/contracts/accounts';
import { isLocale } from '@domain/i18n/locales';
import type { FastifyInstance } from 'fastify';
import { translate } from '../../i18n/i18n';
import { viewerOf } from '../../platform/access';
import { route } from '../../platform/route';
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
  route(
    app,
    api.signUp,
    async (request, reply) => {
      const message = await service.signUp(deps, request.body, headersOf(request.headers, request.ip));
      const { language } = request.body;
      const locale = isLocale(language) ? language : await request.locale();
      return reply.status(201).send({ message: translate(locale, message) });
    },
    { rateLimits: [{ rule: { name: 'sign-up:ip', max: 10, windowSeconds: 3600 }, subject: 'ip' }] },
  );

  route(app, api.getMe, (request) => service.getMe(deps.db, viewerOf(request), request.member));

  route(
    app,
    api.checkPasswordResetToken,
    async (request) => ({ valid: await service.checkResetToken(deps.db, request.body.token) }),
    { rateLimits: [{ rule: { name: 'reset-check:ip', max: 30, windowSeconds: 3600 }, subject: 'ip' }] },
  );

  route(
    app,
    api.resetPassword,
    async (request, reply) => {
      const cookies = await service.resetPassword(deps, request.body, headersOf(request.headers, request.ip));
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { ok: true as const };
    },
    { rateLimits: [{ rule: { name: 'reset:ip', max: 20, windowSeconds: 3600 }, subject: 'ip' }] },
  );
}
