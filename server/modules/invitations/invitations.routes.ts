import * as api from '@domain/contracts/invitations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf, viewerOf } from '../../platform/access';
import { route } from '../../platform/route';
import * as acceptance from './acceptance.service';
import type { InvitationsDeps } from './invitations.service';
import * as service from './invitations.service';
import * as signUp from './sign-up.service';

const perCompany = (request: FastifyRequest) => request.member?.companyId ?? null;
const perUser = (request: FastifyRequest) => request.viewer?.userId ?? null;

export async function invitationsRoutes(app: FastifyInstance, deps: InvitationsDeps) {
  route(app, api.listInvitations, (request) => service.listInvitations(deps.db, memberOf(request).companyId));

  route(app, api.getSeatSummary, (request) => service.seatSummary(deps.db, memberOf(request).companyId));

  route(
    app,
    api.createInvitation,
    async (request, reply) => {
      const created = await service.createInvitation(deps, memberOf(request), request.body);
      return reply.status(201).send(created);
    },
    // A quota against mass mailing from a compromised admin account.
    { rateLimits: [{ rule: { name: 'invite:company', max: 50, windowSeconds: 3600 }, subject: perCompany }] },
  );

  route(app, api.deleteInvitation, async (request) => {
    await service.deleteInvitation(deps.db, memberOf(request).companyId, request.params.id);
    return { ok: true as const };
  });

  route(app, api.validateInvitation, (request) => acceptance.validateInvitation(deps.db, request.body.code), {
    // Codes have 128 bits, and guessing is also slowed down per address.
    rateLimits: [{ rule: { name: 'invite-validate:ip', max: 30, windowSeconds: 900 }, subject: 'ip' }],
  });

  route(
    app,
    api.acceptInvitation,
    (request) => acceptance.acceptInvitation(deps, viewerOf(request), request.body.code),
    {
      rateLimits: [
        { rule: { name: 'invite-accept:ip', max: 30, windowSeconds: 900 }, subject: 'ip' },
        { rule: { name: 'invite-accept:user', max: 20, windowSeconds: 900 }, subject: perUser },
      ],
    },
  );

  route(app, api.getPendingJoin, (request) => signUp.pendingJoin(deps.db, viewerOf(request).userId));

  route(app, api.retryPendingJoin, (request) => signUp.retryPendingJoin(deps, viewerOf(request)), {
    rateLimits: [{ rule: { name: 'invite-retry:user', max: 20, windowSeconds: 900 }, subject: perUser }],
  });
}
