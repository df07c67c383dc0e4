import { and, count, eq, inArray, isNotNull, isNull, like, lt, sql } from 'drizzle-orm';
import {
  companies,
  companyAllowanceDefaults,
  invitationSignUps,
  profiles,
  sessions,
  users,
} from '../../db/schema';
import type { Database, Db, Tx } from '../../platform/db';

/**
 * Locks a live company's row until the transaction ends: the one serialisation point for a company's
 * membership invariants (seats, "at least one admin", deletion). Returns false when the company is gone.
 */
export async function lockLiveCompany(tx: Tx, companyId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .for('update');
  return rows.length > 0;
}

export async function findCompany(db: Db, companyId: string) {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      logoUrl: companies.logoUrl,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** The company's default allowances by year (Settings → Company). */
export async function allowanceDefaults(db: Db, companyId: string) {
  return db
    .select({ fromYear: companyAllowanceDefaults.fromYear, days: companyAllowanceDefaults.days })
    .from(companyAllowanceDefaults)
    .where(eq(companyAllowanceDefaults.companyId, companyId));
}

export async function countMembers(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.companyId, companyId));
  return row?.n ?? 0;
}

/** Renames the company and sets its default allowance from `fromYear` on, in one transaction. */
export async function updateCompany(
  db: Database,
  companyId: string,
  values: { name: string; defaultHolidayAllowance: number; fromYear: number },
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(companies)
      .set({ name: values.name, updatedAt: sql`now()` })
      .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
      .returning({ id: companies.id });
    if (rows.length === 0) return false;
    await tx
      .insert(companyAllowanceDefaults)
      .values({ companyId, fromYear: values.fromYear, days: values.defaultHolidayAllowance })
      .onConflictDoUpdate({
        target: [companyAllowanceDefaults.companyId, companyAllowanceDefaults.fromYear],
        set: { days: values.defaultHolidayAllowance, updatedAt: sql`now()` },
      });
    return true;
  });
}

/** Sets the logo and returns the previous URL (the caller deletes its file once this has committed). */
export async function replaceLogo(tx: Tx, companyId: string, logoUrl: string) {
  const [before] = await tx
    .select({ logoUrl: companies.logoUrl })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .for('update');
  if (!before) return { found: false as const };
  await tx.update(companies).set({ logoUrl, updatedAt: sql`now()` }).where(eq(companies.id, companyId));
  return { found: true as const, previous: before.logoUrl };
}

/** Soft delete: the access policy treats the members as having no company from now on. */
export async function markDeleted(tx: Tx, companyId: string): Promise<boolean> {
  const rows = await tx
    .update(companies)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .returning({ id: companies.id });
  return rows.length > 0;
}

/** Signs every member out at once. */
export async function deleteMemberSessions(tx: Tx, companyId: string) {
  await tx
    .delete(sessions)
    .where(
      inArray(
        sessions.userId,
        tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.companyId, companyId)),
      ),
    );
}

export async function companiesDeletedBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(isNotNull(companies.deletedAt), lt(companies.deletedAt, before)));
  return rows.map((r) => r.id);
}

/**
 * Removes a deleted company for good: the accounts that belonged only to it (its members at deletion, and
 * people who signed up through one of its invitations and never joined a company), then the company row,
 * which takes every tenant table with it (company_id … on delete cascade).
 */
export async function purgeCompany(
  tx: Tx,
  companyId: string,
  retain?: (tx: Tx, userIds: string[]) => Promise<string[]>,
) {
  const locked = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNotNull(companies.deletedAt)))
    .for('update');
  if (locked.length === 0) return { purged: false, users: 0 };

  const members = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.companyId, companyId));
  const waiting = await tx
    .select({ id: invitationSignUps.userId })
    .from(invitationSignUps)
    .innerJoin(profiles, eq(profiles.id, invitationSignUps.userId))
    .where(and(eq(invitationSignUps.companyId, companyId), isNull(profiles.companyId)));
  const userIds = [...new Set([...members, ...waiting].map((r) => r.id))];

  // Profiles of people who left the company earlier point nowhere already; release the rest before the row goes.
  await tx.update(profiles).set({ companyId: null }).where(eq(profiles.companyId, companyId));
  // People who left earlier may still point at a picture stored with this company; its files are gone.
  await tx
    .update(profiles)
    .set({ avatarUrl: null })
    .where(like(profiles.avatarUrl, `/api/files/companies/${companyId}/%`));
  await tx.delete(companies).where(eq(companies.id, companyId));
  // Accounts whose working-time records another company must keep are pseudonymised instead of deleted.
  const kept = new Set(retain ? await retain(tx, userIds) : []);
  const doomed = userIds.filter((id) => !kept.has(id));
  if (doomed.length > 0) await tx.delete(users).where(inArray(users.id, doomed));
  return { purged: true, users: doomed.length };
}
