import { canTakeSeat, PAYMENT_FAILED_LIMIT_MESSAGE, type SeatLimit } from '@domain/billing';
import { AppError, notFound } from '@domain/errors';
import { TEAM_SIZE_LIMIT_MESSAGE } from '@domain/invitations';
import type { Db, Tx } from '../../platform/db';
import { lockLiveCompany } from '../company/company.repository';
import { seatCounts } from './invitations.repository';

/**
 * Where the seat limit comes from: the billing module (the seats paid, the free plan's 2, or no limit with
 * BILLING_PROVIDER=none). Read inside the caller's transaction, after the company lock.
 */
export interface SeatLimits {
  limitFor(db: Db, companyId: string): Promise<SeatLimit>;
}

export const UNLIMITED_SEATS: SeatLimits = { limitFor: async () => ({ kind: 'unlimited' }) };

/**
 * The one seat check. Call it inside the transaction that takes a seat (creating an invitation, accepting
 * one), before writing: it locks the company row, so concurrent callers for one company run one after the
 * other and cannot together exceed the limit (the billing module takes the same lock when seats change).
 * Seats used = members + active (unused, unexpired) invitations. Creating an invitation needs room for one
 * more seat; accepting turns that invitation's seat into a member, so it needs room for one more member
 * (invitations beyond a lowered limit are first come, first served). A failed renewal blocks both.
 */
export async function assertSeatAvailable(
  tx: Tx,
  companyId: string,
  seats: SeatLimits,
  opts: { acceptingInvitationId?: string } = {},
): Promise<{ seatsUsed: number; limit: SeatLimit }> {
  if (!(await lockLiveCompany(tx, companyId)))
    throw notFound(
      /*i18n*/ { id: 'errors.profileOrCompanyNotFound', message: 'User profile or company not found' },
    );
  const counts = await seatCounts(tx, companyId, opts.acceptingInvitationId);
  const limit = await seats.limitFor(tx, companyId);
  const purpose = opts.acceptingInvitationId ? 'accept' : 'invite';
  if (!canTakeSeat(limit, counts, purpose)) {
    throw new AppError(
      'SEAT_LIMIT',
      limit.kind === 'blocked' ? PAYMENT_FAILED_LIMIT_MESSAGE : TEAM_SIZE_LIMIT_MESSAGE,
    );
  }
  return { seatsUsed: counts.members + counts.activeInvitations, limit };
}
