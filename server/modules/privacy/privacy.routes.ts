import { okResponse } from '@domain/contracts/common';
import {
  deleteAccountResponse,
  deletionRequestResponse,
  deletionRequestsResponse,
  memberIdParams,
  myDeletionRequestResponse,
  requestDeletionRequest,
} from '@domain/contracts/privacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { Audit } from '../../platform/audit';
import type { PrivacyDeps } from './privacy.service';
import * as service from './privacy.service';

const tags = ['privacy'];

/**
 * Account deletion (spec 6: requested through the company administrator). Members ask and may withdraw
 * their own request (no user id in those routes); admins see the company's requests and delete members'
 * accounts.
 */
export async function privacyRoutes(app: FastifyInstance, deps: PrivacyDeps & { audit: Audit }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/privacy/deletion-request',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'My pending account deletion request, if any',
        response: { 200: myDeletionRequestResponse },
      },
    },
    async (request) => service.myRequest(deps, memberOf(request)),
  );

  r.post(
    '/api/privacy/deletion-request',
    {
      config: {
        access: 'member',
        rateLimits: [
          {
            rule: { name: 'deletion-request:user', max: 10, windowSeconds: 3600 },
            subject: (req) => req.member?.userId ?? null,
          },
        ],
      },
      schema: {
        tags,
        summary: 'Ask the company administrators to delete my account (the pending one if it exists)',
        body: requestDeletionRequest,
        response: { 200: deletionRequestResponse, 201: deletionRequestResponse },
      },
    },
    async (request, reply) => {
      const result = await service.requestDeletion(deps, memberOf(request));
      if (result.created) deps.audit(request, 'privacy.deletion-requested', 'success');
      return reply
        .status(result.created ? 201 : 200)
        .send({ message: result.message, request: result.request });
    },
  );

  r.delete(
    '/api/privacy/deletion-request',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Withdraw my pending account deletion request',
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await service.withdrawDeletion(deps, memberOf(request));
      deps.audit(request, 'privacy.deletion-withdrawn', 'success');
      return { ok: true as const };
    },
  );

  r.get(
    '/api/privacy/deletion-requests',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Members' pending account deletion requests, oldest first",
        response: { 200: deletionRequestsResponse },
      },
    },
    async (request) => service.pendingRequests(deps, memberOf(request).companyId),
  );

  r.delete(
    '/api/privacy/members/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Delete a member's account: access ends at once, personal data purged within 30 days, time records kept pseudonymised",
        params: memberIdParams,
        response: { 200: deleteAccountResponse },
      },
    },
    async (request) => {
      const result = await service.deleteMemberAccount(deps, memberOf(request), request.params.userId);
      deps.audit(request, 'privacy.account-deleted', 'success', {
        memberId: request.params.userId,
        pseudonym: result.reference,
      });
      return result;
    },
  );
}
