import { z } from 'zod';
import { ROLES } from '../roles';

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
