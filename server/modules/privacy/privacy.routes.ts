import * as api from '@domain/contracts/privacy';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/access';
import type { Audit } from '../../platform/audit';
import { route } from '../../platform/route';
import type { PrivacyDeps } from './privacy.service';
import * as service from './privacy.service';

/**
 * Account deletion (spec 6: requested through the company administrator). Members ask and may withdraw
 * their own request (no user id in those routes); admins see the company's requests and delete members'
 * accounts.
 */
export async function privacyRoutes(app: FastifyInstance, deps: PrivacyDeps & { audit: Audit }) {
  route(app, api.getMyDeletionRequest, (request) => service.myRequest(deps, memberOf(request)));

  route(
    app,
    api.requestAccountDeletion,
    async (request, reply) => {
      const result = await service.requestDeletion(deps, memberOf(request));
      if (result.created) deps.audit(request, 'privacy.deletion-requested', 'success');
      return reply
        .status(result.created ? 201 : 200)
        .send({ message: result.message, request: result.request });
    },
    {
      rateLimits: [
        {
          rule: { name: 'deletion-request:user', max: 10, windowSeconds: 3600 },
          subject: (req) => req.member?.userId ?? null,
        },
      ],
    },
  );

  route(app, api.withdrawAccountDeletion, async (request) => {
    await service.withdrawDeletion(deps, memberOf(request));
    deps.audit(request, 'privacy.deletion-withdrawn', 'success');
    return { ok: true as const };
  });

  route(app, api.listDeletionRequests, (request) =>
    service.pendingRequests(deps, memberOf(request).companyId),
  );

  route(app, api.deleteMemberAccount, async (request) => {
    const result = await service.deleteMemberAccount(deps, memberOf(request), request.params.userId);
    deps.audit(request, 'privacy.account-deleted', 'success', {
      memberId: request.params.userId,
      pseudonym: result.reference,
    });
    return result;
  });
}
