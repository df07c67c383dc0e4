import { and, eq, inArray, isNotNull, isNull, like, lt, sql } from 'drizzle-orm';
import {
  calendarFeedTokens,
  companies,
  companyAllowanceDefaults,
  invitationCodes,
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
      language: companies.language,
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

export async function setLanguage(db: Db, companyId: string, language: string): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ language, updatedAt: sql`now()` })
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .returning({ id: companies.id });
  return rows.length > 0;
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
        set: { days: values.defaultHolidayAllowance, updatedAt: sql`excluded.updated_at` },
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
        tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.activeCompanyId, companyId)),
      ),
    );
}

/** Deleted companies due for the purge: deleted before `before` and not purged (archived) yet. */
export async function companiesDeletedBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(isNotNull(companies.deletedAt), lt(companies.deletedAt, before), isNull(companies.archivedAt)),
    );
  return rows.map((r) => r.id);
}

/**
 * The tables that make the archive of a purged company: the working-time records the law keeps (RDL 8/2019,
 * 4 years) and the memberships that say from when to when each person belonged to the company. A table that
 * references one of them (e.g. the breaks of a time entry) belongs to the archive too: see purgeableTables.
 */
export const ARCHIVE_TABLES = [
  'time_entries',
  'time_entry_history',
  'timesheet_approvals',
  'time_entry_corrections',
  'memberships',
] as const;

/**
 * Every table with a foreign key to companies (its company column), except the archive's and profiles (people
 * are released, not deleted, here): what the purge deletes. Read from the catalogue, so a table added later
 * is purged without anyone remembering to list it, and a child of an archive table is kept.
 */
async function purgeableTables(tx: Tx) {
  const keep = sql.join(
    ARCHIVE_TABLES.map((t) => sql`${t}::regclass`),
    sql`, `,
  );
  const result = await tx.execute<{ table_name: string; column_name: string }>(sql`
    with recursive kept(oid) as (
      select unnest(array[${keep}]::oid[])
      union
      select c.conrelid from pg_constraint c join kept k on c.confrelid = k.oid
      where c.contype = 'f' and c.conrelid <> k.oid
    )
    select cl.relname as table_name, a.attname as column_name
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'companies'::regclass and cardinality(c.conkey) = 1
      and c.conrelid not in (select oid from kept) and cl.relname <> 'profiles'
    order by cl.relname`);
  return result.rows;
}

/**
 * Everyone the company's working-time records name: the owner of an entry, a history row, a correction or a
 * timesheet approval, or whoever changed an entry or decided a month or a correction.
 */
async function peopleNamedInRecords(tx: Tx, companyId: string): Promise<Set<string>> {
  const result = await tx.execute<{ id: string }>(sql`
    select user_id as id from time_entries where company_id = ${companyId}
    union select user_id from time_entry_history where company_id = ${companyId}
    union select actor_id from time_entry_history where company_id = ${companyId}
    union select user_id from time_entry_corrections where company_id = ${companyId}
    union select decided_by from time_entry_corrections where company_id = ${companyId} and decided_by is not null
    union select user_id from timesheet_approvals where company_id = ${companyId}
    union select approved_by from timesheet_approvals where company_id = ${companyId} and approved_by is not null`);
  return new Set(result.rows.map((r) => r.id));
}

/** What the company purge asks the privacy module to do with the accounts it would delete (see purgeCompany). */
export type RetainAccounts = (
  tx: Tx,
  accounts: { archived: string[]; others: string[] },
) => Promise<string[]>;

/**
 * Purges a deleted company: its people are released, every row of it but the archive's is deleted (and the
 * memberships of people no record names), and the company row stays, marked archived and without its logo
 * (its name and time zone say whose the records are and how to read their times); with no record at all, the
 * row goes too. Then the accounts that belonged only to it go, except those `retain` keeps: the people the
 * archive names (`archived`, kept with their names) and those another company's records name. No API route
 * reads a deleted company: the archive is reachable only through the operator's `npm run archive:export`.
 */
export async function purgeCompany(tx: Tx, companyId: string, retain?: RetainAccounts) {
  const locked = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNotNull(companies.deletedAt), isNull(companies.archivedAt)))
    .for('update');
  if (locked.length === 0) return { purged: false, users: 0 };

  // Its members when it was deleted: the people whose active company it still is (leaving or removal
  // releases the pointer; deleting the company does not).
  const members = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.activeCompanyId, companyId));
  const waiting = await tx
    .select({ id: invitationSignUps.userId })
    .from(invitationSignUps)
    .innerJoin(profiles, eq(profiles.id, invitationSignUps.userId))
    .where(and(eq(invitationSignUps.companyId, companyId), isNull(profiles.activeCompanyId)));
  const userIds = [...new Set([...members, ...waiting].map((r) => r.id))];

  // People who left the company earlier point nowhere already; release the rest.
  await tx.update(profiles).set({ activeCompanyId: null }).where(eq(profiles.activeCompanyId, companyId));
  // Sign-ups waiting to join it and the routing look-ups of its codes and feeds are global rows, without a
  // foreign key to the company.
  await tx.delete(invitationSignUps).where(eq(invitationSignUps.companyId, companyId));
  await tx.delete(invitationCodes).where(eq(invitationCodes.companyId, companyId));
  await tx.delete(calendarFeedTokens).where(eq(calendarFeedTokens.companyId, companyId));
  // People who left earlier may still point at a picture stored with this company; its files are gone.
  await tx
    .update(profiles)
    .set({ avatarUrl: null })
    .where(like(profiles.avatarUrl, `/api/files/companies/${companyId}/%`));
  for (const { table_name, column_name } of await purgeableTables(tx)) {
    await tx.execute(
      sql`delete from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${companyId}`,
    );
  }
  const named = await peopleNamedInRecords(tx, companyId);
  const keepIds = sql.join(
    [...named].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(
    named.size > 0
      ? sql`delete from memberships where company_id = ${companyId} and user_id <> all(array[${keepIds}])`
      : sql`delete from memberships where company_id = ${companyId}`,
  );
  if (named.size > 0) {
    await tx
      .update(companies)
      .set({ archivedAt: sql`now()`, logoUrl: null, updatedAt: sql`now()` })
      .where(eq(companies.id, companyId));
  } else {
    await tx.delete(companies).where(eq(companies.id, companyId));
  }
  const accounts = {
    archived: userIds.filter((id) => named.has(id)),
    others: userIds.filter((id) => !named.has(id)),
  };
  const kept = new Set(retain ? await retain(tx, accounts) : accounts.archived);
  const doomed = userIds.filter((id) => !kept.has(id));
  if (doomed.length > 0) await tx.delete(users).where(inArray(users.id, doomed));
  return { purged: true, users: doomed.length };
}

/**
 * Deletes the archives of companies deleted before `cutoff` (4 years ago): the company row, and with it
 * (company_id … on delete cascade) every record it kept. The accounts kept only for them are tombstones the
 * privacy purge removes once no record points at them.
 */
export async function deleteArchivesDeletedBefore(tx: Tx, cutoff: Date): Promise<string[]> {
  const rows = await tx
    .delete(companies)
    .where(and(isNotNull(companies.archivedAt), lt(companies.deletedAt, cutoff)))
    .returning({ id: companies.id });
  return rows.map((r) => r.id);
}
