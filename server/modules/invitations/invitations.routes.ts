import { idParams, okResponse } from '@domain/contracts/common';
import {
  acceptInvitationRequest,
  acceptInvitationResponse,
  createInvitationRequest,
  invitation,
  invitationListResponse,
  pendingJoinResponse,
  seatSummaryResponse,
  validateInvitationRequest,
  validateInvitationResponse,
} from '@domain/contracts/invitations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, viewerOf } from '../../platform/access';
import type { InvitationsDeps } from './invitations.service';
import * as service from './invitations.service';

const perCompany = (request: FastifyRequest) => request.member?.companyId ?? null;
const perUser = (request: FastifyRequest) => request.viewer?.userId ?? null;

export async function invitationsRoutes(app: FastifyInstance, deps: InvitationsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/invitations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invitations'],
        summary: "The company's invitations, newest first",
        response: { 200: invitationListResponse },
      },
    },
    async (request) => service.listInvitations(deps.db, memberOf(request).companyId),
  );

  r.get(
    '/api/invitations/seats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invitations'],
        summary: 'Team size: members, active invitations and seats used',
        response: { 200: seatSummaryResponse },
      },
    },
    async (request) => service.seatSummary(deps.db, memberOf(request).companyId),
  );

  r.post(
    '/api/invitations',
    {
      config: {
        access: 'admin',
        // A quota against mass mailing from a compromised admin account.
        rateLimits: [{ rule: { name: 'invite:company', max: 50, windowSeconds: 3600 }, subject: perCompany }],
      },
      schema: {
        tags: ['invitations'],
        summary: 'Invite someone: takes a seat, e-mails the one-time link (valid 7 days)',
        body: createInvitationRequest,
        response: { 201: invitation },
      },
    },
    async (request, reply) => {
      const created = await service.createInvitation(deps, memberOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  r.delete(
    '/api/invitations/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invitations'],
        summary: 'Delete an invitation (its link stops working)',
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await service.deleteInvitation(deps.db, memberOf(request).companyId, request.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/invitations/validate',
    {
      config: {
        access: 'public',
        // Codes have 128 bits, and guessing is also slowed down per address.
        rateLimits: [{ rule: { name: 'invite-validate:ip', max: 30, windowSeconds: 900 }, subject: 'ip' }],
      },
      schema: {
        tags: ['invitations'],
        summary: 'Whether an invitation code can be used, and for which company (the code is in the body)',
        body: validateInvitationRequest,
        response: { 200: validateInvitationResponse },
      },
    },
    async (request) => service.validateInvitation(deps.db, request.body.code),
  );

  r.post(
    '/api/invitations/accept',
    {
      config: {
        access: 'signedIn',
        rateLimits: [
          { rule: { name: 'invite-accept:ip', max: 30, windowSeconds: 900 }, subject: 'ip' },
          { rule: { name: 'invite-accept:user', max: 20, windowSeconds: 900 }, subject: perUser },
        ],
      },
      schema: {
        tags: ['invitations'],
        summary: 'Join the company of an invitation (signed in, without a company)',
        body: acceptInvitationRequest,
        response: { 200: acceptInvitationResponse },
      },
    },
    async (request) => service.acceptInvitation(deps, viewerOf(request), request.body.code),
  );

  r.get(
    '/api/invitations/pending-join',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['invitations'],
        summary:
          'Whether an account created through an invitation is still waiting to join, or why it could not',
        response: { 200: pendingJoinResponse },
      },
    },
    async (request) => service.pendingJoin(deps.db, viewerOf(request).userId),
  );

  r.post(
    '/api/invitations/pending-join',
    {
      config: {
        access: 'signedIn',
        rateLimits: [{ rule: { name: 'invite-retry:user', max: 20, windowSeconds: 900 }, subject: perUser }],
      },
      schema: {
        tags: ['invitations'],
        summary: 'Try again to join the company of the invitation this account was created with',
        response: { 200: pendingJoinResponse },
      },
    },
    async (request) => service.retryPendingJoin(deps, viewerOf(request)),
  );
}
