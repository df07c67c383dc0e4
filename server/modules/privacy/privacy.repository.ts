import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { accountDeletionRequests, accountDeletions, memberships, profiles, sessions } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { openMembershipOf } from '../context/people.repository';

// ---------------------------------------------------------------------------------------------------
// Deletion requests (a member asks the admins)

const requestColumns = {
  id: accountDeletionRequests.id,
  status: accountDeletionRequests.status,
  requestedAt: accountDeletionRequests.requestedAt,
};

export async function findPendingRequest(db: Db, companyId: string, userId: string) {
  const rows = await db
    .select(requestColumns)
    .from(accountDeletionRequests)
    .where(
      and(
        eq(accountDeletionRequests.companyId, companyId),
        eq(accountDeletionRequests.userId, userId),
        eq(accountDeletionRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The pending request, new or existing (the partial unique index keeps one per person). */
export async function createRequest(tx: Tx, companyId: string, userId: string) {
  const inserted = await tx
    .insert(accountDeletionRequests)
    .values({ companyId, userId })
    .onConflictDoNothing({
      target: [accountDeletionRequests.companyId, accountDeletionRequests.userId],
      where: sql`status = 'pending'`,
    })
    .returning(requestColumns);
  if (inserted[0]) return { request: inserted[0], created: true };
  return { request: (await findPendingRequest(tx, companyId, userId))!, created: false };
}

export async function withdrawRequest(db: Db, companyId: string, userId: string) {
  const rows = await db
    .update(accountDeletionRequests)
    .set({ status: 'withdrawn', decidedAt: sql`now()`, decidedBy: userId })
    .where(
      and(
        eq(accountDeletionRequests.companyId, companyId),
        eq(accountDeletionRequests.userId, userId),
        eq(accountDeletionRequests.status, 'pending'),
      ),
    )
    .returning({ id: accountDeletionRequests.id });
  return rows.length > 0;
}

/** Pending requests of the company's current members, oldest first (the one due soonest on top). */
export async function listPendingRequests(db: Db, companyId: string) {
  return db
    .select({
      ...requestColumns,
      userId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      avatarUrl: profiles.avatarUrl,
      role: memberships.role,
    })
    .from(accountDeletionRequests)
    .innerJoin(
      memberships,
      openMembershipOf(accountDeletionRequests.companyId, accountDeletionRequests.userId),
    )
    .innerJoin(profiles, eq(profiles.id, accountDeletionRequests.userId))
    .where(
      and(eq(accountDeletionRequests.companyId, companyId), eq(accountDeletionRequests.status, 'pending')),
    )
    .orderBy(asc(accountDeletionRequests.requestedAt));
}

export async function completeRequests(tx: Tx, companyId: string, userId: string, decidedBy: string) {
  await tx
    .update(accountDeletionRequests)
    .set({ status: 'completed', decidedAt: sql`now()`, decidedBy })
    .where(
      and(
        eq(accountDeletionRequests.companyId, companyId),
        eq(accountDeletionRequests.userId, userId),
        eq(accountDeletionRequests.status, 'pending'),
      ),
    );
}

export async function companyName(db: Db, companyId: string) {
  const result = await db.execute<{ name: string }>(sql`select name from companies where id = ${companyId}`);
  return result.rows[0]?.name ?? '';
}

// ---------------------------------------------------------------------------------------------------
// Deletion: access ends at once

export async function isDeleted(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export async function markDeleted(
  tx: Tx,
  values: { userId: string; reference: string; deletedBy: string | null; purgeAfterDays: number },
) {
  await tx
    .insert(accountDeletions)
    .values({
      userId: values.userId,
      reference: values.reference,
      deletedBy: values.deletedBy,
      purgeAfter: sql`now() + make_interval(days => ${values.purgeAfterDays})`,
    })
    .onConflictDoNothing();
}

export async function deleteSessions(tx: Tx, userId: string) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Of these accounts, the ones with working-time records (in any company): the law keeps those records, so
 * the accounts are pseudonymised instead of deleted.
 */
export async function withTimeRecords(tx: Tx, userIds: string[]): Promise<string[]> {
  return namedByRecords(tx, userIds, { deciders: false });
}

/**
 * Of these people, those a working-time record names as its owner (and, with `deciders`, as who approved a month
 * or decided a correction). One look-up a table, by the person and not the company (any company's records count),
 * joined by union: on a Citus cluster a correlated subquery on tenant tables by a column other than company_id
 * is refused ("complex joins are only supported when all distributed tables are co-located and joined on their
 * distribution columns").
 */
async function namedByRecords(tx: Tx, userIds: string[], opts: { deciders: boolean }): Promise<string[]> {
  if (userIds.length === 0) return [];
  const ids = sql`array[${sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const result = await tx.execute<{ id: string }>(sql`
    select user_id as id from time_entries where user_id = any(${ids})
    union select user_id from time_entry_history where user_id = any(${ids})
    union select user_id from time_entry_corrections where user_id = any(${ids})
    union select user_id from timesheet_approvals where user_id = any(${ids})
    ${
      opts.deciders
        ? sql`union select approved_by from timesheet_approvals where approved_by = any(${ids})
              union select decided_by from time_entry_corrections where decided_by = any(${ids})`
        : sql``
    }`);
  return result.rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------------
// The purge

export async function duePurges(db: Db, now: Date) {
  return db
    .select({ userId: accountDeletions.userId, reference: accountDeletions.reference })
    .from(accountDeletions)
    .where(and(isNull(accountDeletions.purgedAt), lte(accountDeletions.purgeAfter, now)));
}

/** What the purge must remove from storage before it scrubs the rows: the picture and export files. */
export async function filesOf(db: Db, userId: string) {
  const result = await db.execute<{ url: string | null }>(sql`
    select avatar_url as url from profiles where id = ${userId}
    union all
    select file_key from data_exports where user_id = ${userId} and file_key is not null`);
  return result.rows.map((r) => r.url).filter((u): u is string => !!u);
}

/**
 * Scrubs one deleted account to a tombstone, in one transaction: no-op when another run holds or has done
 * it (`for update skip locked`, `purged_at is null`). What stays: the user and profile rows under the
 * pseudonym, so the time records the company must keep (entries, their history, timesheet decisions,
 * corrections) keep their ids and show "Deleted user #reference". Everything else personal goes.
 * `keepName` (a deleted company's archive): the name stays on the profile and the history, because it is what
 * says whose the archived records are; the rest is scrubbed the same way.
 */
export async function purgeAccount(
  tx: Tx,
  userId: string,
  name: string,
  reference: string,
  options: { keepName?: boolean } = {},
) {
  const locked = await tx.execute<{ email: string }>(sql`
    select u.email from account_deletions d join users u on u.id = d.user_id
    where d.user_id = ${userId} and d.purged_at is null
    for update of d skip locked`);
  const oldEmail = locked.rows[0]?.email;
  if (oldEmail === undefined) return false;
  const email = `deleted-${userId}@deleted.invalid`;
  const keepName = options.keepName === true;
  const statements = [
    // The account: no way in, no address, no name (unless an archive keeps it).
    keepName
      ? sql`update users set email = ${email}, email_verified = false, image = null,
          two_factor_enabled = false, updated_at = now() where id = ${userId}`
      : sql`update users set name = ${name}, email = ${email}, email_verified = false, image = null,
          two_factor_enabled = false, updated_at = now() where id = ${userId}`,
    sql`delete from accounts where user_id = ${userId}`,
    sql`delete from sessions where user_id = ${userId}`,
    sql`delete from two_factors where user_id = ${userId}`,
    sql`delete from verifications where value = ${userId}::text`,
    keepName
      ? sql`update profiles set email = ${email}, avatar_url = null, active_company_id = null, updated_at = now()
          where id = ${userId}`
      : sql`update profiles set first_name = 'Deleted user', last_name = ${`#${reference}`}, email = ${email},
          avatar_url = null, active_company_id = null, updated_at = now() where id = ${userId}`,
    // Personal data the law does not ask anyone to keep.
    sql`delete from user_consents where user_id = ${userId}`,
    sql`delete from notification_preferences where user_id = ${userId}`,
    sql`delete from absences where user_id = ${userId}`,
    sql`delete from absence_events where user_id = ${userId}`,
    sql`delete from calendar_feed_tokens where token_hash in (select token_hash from calendar_feeds where user_id = ${userId})`,
    sql`delete from calendar_feeds where user_id = ${userId}`,
    sql`delete from data_exports where user_id = ${userId}`,
    sql`delete from timesheet_reminders where user_id = ${userId}`,
    sql`delete from invitation_sign_ups where user_id = ${userId}`,
    sql`update invitations set invitee_name = ${name}, invitee_email = null, invitee_position = null
          where used_by = ${userId} or lower(invitee_email) = lower(${oldEmail})`,
    sql`update audit_events set details = jsonb_set(details, '{email}', to_jsonb(${email}::text))
          where details->>'email' = ${oldEmail}`,
    // Sign-in counters are keyed by the address (they would expire within the hour anyway).
    sql`delete from rate_limits where strpos(key, ${`:${oldEmail.toLowerCase()}|`}) > 0`,
    // The kept records: names replaced by the pseudonym, ids unchanged.
    ...(keepName
      ? []
      : [
          sql`update time_entry_history set owner_name = ${name} where user_id = ${userId}`,
          sql`update time_entry_history set actor_name = ${name} where actor_id = ${userId}`,
          sql`update absence_events set actor_name = ${name} where actor_id = ${userId}`,
        ]),
    sql`update account_deletions set purged_at = now() where user_id = ${userId}`,
  ];
  for (const statement of statements) await tx.execute(statement);
  return true;
}

/**
 * The records of deleted people older than the legal retention go (their time entries, history, decisions
 * and corrections before `cutoff`), then every tombstone no kept record names any more (as its owner, or as
 * who approved a month or decided a correction).
 */
export async function expireRecords(tx: Tx, cutoff: string) {
  const tombstones = sql`(select user_id from account_deletions where purged_at is not null)`;
  await tx.execute(
    sql`delete from time_entry_history where user_id in ${tombstones} and work_date < ${cutoff}`,
  );
  await tx.execute(
    sql`delete from time_entry_corrections where user_id in ${tombstones} and work_date < ${cutoff}`,
  );
  await tx.execute(sql`delete from time_entries where user_id in ${tombstones} and work_date < ${cutoff}`);
  await tx.execute(sql`delete from timesheet_approvals where user_id in ${tombstones}
    and (make_date(year, month, 1) + interval '1 month' - interval '1 day')::date < ${cutoff}::date`);
  // The tombstones, then those no kept record names (as owner, or as who approved a month or decided a
  // correction), then the delete: in steps, as Citus refuses a DELETE of a reference table (users) whose
  // conditions read distributed tables.
  const purged = await tx.execute<{ id: string }>(
    sql`select user_id as id from account_deletions where purged_at is not null`,
  );
  const named = new Set(
    await namedByRecords(
      tx,
      purged.rows.map((r) => r.id),
      { deciders: true },
    ),
  );
  const gone = purged.rows.map((r) => r.id).filter((id) => !named.has(id));
  if (gone.length === 0) return 0;
  const deleted = await tx.execute<{ id: string }>(sql`delete from users where id in ${gone} returning id`);
  return deleted.rows.length;
}
