import { AppError, notFound } from '@domain/errors';
import { TEAM_SIZE_LIMIT_MESSAGE } from '@domain/invitations';
import type { Db, Tx } from '../../platform/db';
import { lockLiveCompany } from '../company/company.repository';
import { seatCounts } from './invitations.repository';

/**
 * How many seats the company may use; null = no limit. Until billing exists every company is unlimited;
 * the billing module replaces this with the seats paid (the free plan's 2 included).
 */
export async function seatLimit(_db: Db, _companyId: string): Promise<number | null> {
  return null;
}

/**
 * The one seat check. Call it inside the transaction that takes a seat (creating an invitation, accepting
 * one), before writing: it locks the company row, so concurrent callers for one company run one after the
 * other and cannot together exceed the limit. Seats used = members + active (unused, unexpired) invitations;
 * when accepting, that invitation's seat becomes the member's, so it is not counted twice.
 */
export async function assertSeatAvailable(
  tx: Tx,
  companyId: string,
  opts: { acceptingInvitationId?: string } = {},
): Promise<{ seatsUsed: number; limit: number | null }> {
  if (!(await lockLiveCompany(tx, companyId))) throw notFound('User profile or company not found');
  const counts = await seatCounts(tx, companyId, opts.acceptingInvitationId);
  const seatsUsed = counts.members + counts.activeInvitations;
  const limit = await seatLimit(tx, companyId);
  if (limit !== null && seatsUsed + 1 > limit) throw new AppError('SEAT_LIMIT', TEAM_SIZE_LIMIT_MESSAGE);
  return { seatsUsed, limit };
}
