import { z } from 'zod';
import { ROLES } from '../roles';
import { okResponse } from './common';
import { defineEndpoint } from './endpoint';

/** A member's request to have their account deleted by the company's admins (spec 6). */
export const deletionRequest = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'completed', 'withdrawn']),
  requestedAt: z.iso.datetime({ offset: true }),
  /** The date by which the admins should answer (30 days after the request). */
  answerBy: z.iso.datetime({ offset: true }),
});
export type DeletionRequest = z.infer<typeof deletionRequest>;

export const myDeletionRequestResponse = z.object({
  /** The person's pending request, if any. */
  request: deletionRequest.nullable(),
  /** The only admin of the company cannot be deleted by anyone else: they delete the company instead. */
  soleAdmin: z.boolean(),
});

export const pendingDeletionRequest = deletionRequest.extend({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
});
export type PendingDeletionRequest = z.infer<typeof pendingDeletionRequest>;

export const deletionRequestsResponse = z.object({ requests: z.array(pendingDeletionRequest) });

/** Asking takes no input: the person is the session's (a user id in the body is refused). */
export const requestDeletionRequest = z.strictObject({}).optional();

export const deletionRequestResponse = z.object({ message: z.string(), request: deletionRequest });

export const memberIdParams = z.strictObject({ userId: z.uuid('Team member not found') });

export const deleteAccountResponse = z.object({
  message: z.string(),
  /** The pseudonym ("Deleted user #reference") the company's kept time records will show. */
  reference: z.string(),
});

// Endpoints. Account deletion (spec 6: requested through the company administrator): members ask and may
// withdraw their own request (no user id in those routes); admins see the company's requests and delete
// members' accounts.
const tags = ['privacy'];

export const getMyDeletionRequest = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/deletion-request',
  access: 'member',
  tags,
  summary: 'My pending account deletion request, if any',
  responses: { 200: myDeletionRequestResponse },
});

export const requestAccountDeletion = defineEndpoint({
  method: 'POST',
  path: '/api/privacy/deletion-request',
  access: 'member',
  tags,
  summary: 'Ask the company administrators to delete my account (the pending one if it exists)',
  body: requestDeletionRequest,
  responses: { 200: deletionRequestResponse, 201: deletionRequestResponse },
});

export const withdrawAccountDeletion = defineEndpoint({
  method: 'DELETE',
  path: '/api/privacy/deletion-request',
  access: 'member',
  tags,
  summary: 'Withdraw my pending account deletion request',
  responses: { 200: okResponse },
});

export const listDeletionRequests = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/deletion-requests',
  access: 'admin',
  tags,
  summary: "Members' pending account deletion requests, oldest first",
  responses: { 200: deletionRequestsResponse },
});

export const deleteMemberAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/privacy/members/:userId',
  access: 'admin',
  tags,
  summary:
    "Delete a member's account: access ends at once, personal data purged within 30 days, time records kept pseudonymised",
  params: memberIdParams,
  responses: { 200: deleteAccountResponse },
});
