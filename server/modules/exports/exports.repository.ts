import type { ExportKind } from '@domain/contracts/exports';
import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  absenceEvents,
  absences,
  accountDeletionRequests,
  calendarFeeds,
  companies,
  dataExports,
  holidayEntitlements,
  memberships,
  memberWorkSchedules,
  notificationPreferences,
  profiles,
  sessions,
  timeEntries,
  timeEntryCorrections,
  timeEntryHistory,
  timesheetApprovals,
  userConsents,
  users,
} from '../../db/schema';
import type { Db, Tx } from '../../platform/db';

export type ExportRow = typeof dataExports.$inferSelect;

/** A running export older than this is taken as lost (its worker died) and no longer blocks a new one. */
const STALE_AFTER = sql`interval '1 hour'`;

/**
 * The person's running export of a kind, or a new queued one: the partial unique index allows one queued or
 * running export per person and kind, so two clicks (or two tabs) at once get the same row.
 */
export async function createOrRunning(
  tx: Tx,
  values: { companyId: string; userId: string; kind: ExportKind },
): Promise<{ row: ExportRow; created: boolean }> {
  const active = and(
    eq(dataExports.companyId, values.companyId),
    eq(dataExports.userId, values.userId),
    eq(dataExports.kind, values.kind),
    inArray(dataExports.status, ['queued', 'running']),
  );
  await tx
    .update(dataExports)
    .set({ status: 'failed', finishedAt: sql`now()` })
    .where(and(active, lt(dataExports.createdAt, sql`now() - ${STALE_AFTER}`)));
  const inserted = await tx
    .insert(dataExports)
    .values(values)
    .onConflictDoNothing({
      target: [dataExports.companyId, dataExports.userId, dataExports.kind],
      where: sql`status in ('queued', 'running')`,
    })
    .returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const [running] = await tx.select().from(dataExports).where(active).limit(1);
  return { row: running!, created: false };
}

/** One export of the person in the company (another person's, or another company's, is not found). */
export async function findOwn(db: Db, companyId: string, userId: string, id: string) {
  const rows = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.companyId, companyId), eq(dataExports.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function latestOwn(db: Db, companyId: string, userId: string, kind: ExportKind) {
  const rows = await db
    .select()
    .from(dataExports)
    .where(
      and(eq(dataExports.companyId, companyId), eq(dataExports.userId, userId), eq(dataExports.kind, kind)),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The job takes the export: queued, or running after a crash (pg-boss retried the job). */
export async function start(db: Db, id: string) {
  const rows = await db
    .update(dataExports)
    .set({ status: 'running', startedAt: sql`now()`, progress: 0 })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'running'])))
    .returning();
  return rows[0] ?? null;
}

export async function setProgress(db: Db, id: string, progress: number) {
  await db
    .update(dataExports)
    .set({ progress })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')));
}

export async function finish(
  db: Db,
  id: string,
  file: { fileKey: string; fileName: string; sizeBytes: number; expiresAt: Date },
) {
  const rows = await db
    .update(dataExports)
    .set({ ...file, status: 'ready', progress: 100, finishedAt: sql`now()` })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function fail(db: Db, id: string) {
  await db
    .update(dataExports)
    .set({ status: 'failed', finishedAt: sql`now()` })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'running'])));
}

/** Exports whose download time is over and whose file is still stored. */
export async function expiredFiles(db: Db, now: Date) {
  return db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.fileKey), lt(dataExports.expiresAt, now)));
}

export async function forgetFile(db: Db, id: string) {
  await db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, id));
}

/** Rows a month past their expiry (or failed a month ago) go; until then an old link answers 410. */
export async function deleteOld(db: Db, now: Date) {
  const monthAgo = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  await db
    .delete(dataExports)
    .where(
      and(
        or(
          lt(dataExports.expiresAt, monthAgo),
          and(eq(dataExports.status, 'failed'), lt(dataExports.createdAt, monthAgo)),
        ),
        sql`${dataExports.fileKey} is null`,
      ),
    );
}

/** Running or queued exports older than an hour: their worker is gone. */
export async function failStale(db: Db) {
  await db
    .update(dataExports)
    .set({ status: 'failed', finishedAt: sql`now()` })
    .where(
      and(
        inArray(dataExports.status, ['queued', 'running']),
        lt(dataExports.createdAt, sql`now() - ${STALE_AFTER}`),
      ),
    );
}

/** Who asked, for the "ready" e-mail and the file name. */
export async function requester(db: Db, companyId: string, userId: string) {
  const rows = await db
    .select({
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyName: companies.name,
      language: profiles.language,
      companyLanguage: companies.language,
    })
    .from(profiles)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------
// What goes into the files

export interface Section {
  /** File name without extension. */
  name: string;
  columns: string[];
  rows: Record<string, unknown>[];
}

/** Columns that are credentials, never exported (session tokens, feed token hashes, storage keys). */
const SECRET_COLUMN = /(^|_)(token|secret|password)(_|$)|token_?hash|tokenHash|fileKey|file_key/;

function columnsOf(table: PgTable, skip: string[] = []) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([key]) => !skip.includes(key) && !SECRET_COLUMN.test(key)),
  );
}

async function own(name: string, db: Db, table: PgTable, where: SQL | undefined, skip: string[] = []) {
  const columns = columnsOf(table, skip);
  const rows = (await db.select(columns).from(table).where(where)) as Record<string, unknown>[];
  return { name, columns: Object.keys(columns), rows } satisfies Section;
}

/**
 * The person's own data in the company, one section per file: what GDPR's right of access and portability
 * cover. Each read is scoped by the company and the person, or (account-level data) by the person.
 */
export function personalSections(db: Db, companyId: string, userId: string) {
  const mine = (t: { companyId: AnyPgColumn; userId: AnyPgColumn }) =>
    and(eq(t.companyId, companyId), eq(t.userId, userId));
  return [
    async (): Promise<Section> => {
      const rows = await db
        .select({
          id: profiles.id,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          email: profiles.email,
          accountName: users.name,
          emailVerified: users.emailVerified,
          twoFactorEnabled: users.twoFactorEnabled,
          role: memberships.role,
          company: companies.name,
          avatarUrl: profiles.avatarUrl,
          createdAt: profiles.createdAt,
          updatedAt: profiles.updatedAt,
        })
        .from(memberships)
        .innerJoin(profiles, eq(profiles.id, memberships.userId))
        .innerJoin(users, eq(users.id, profiles.id))
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(
          and(
            eq(memberships.companyId, companyId),
            eq(memberships.userId, userId),
            isNull(memberships.leftOn),
          ),
        );
      return { name: 'profile', columns: rows[0] ? Object.keys(rows[0]) : [], rows };
    },
    () => own('absences', db, absences, mine(absences)),
    () => own('absence-history', db, absenceEvents, mine(absenceEvents)),
    () => own('holiday-entitlements', db, holidayEntitlements, mine(holidayEntitlements)),
    () => own('time-entries', db, timeEntries, mine(timeEntries)),
    () => own('time-entry-history', db, timeEntryHistory, mine(timeEntryHistory)),
    () => own('timesheet-decisions', db, timesheetApprovals, mine(timesheetApprovals)),
    () => own('work-schedules', db, memberWorkSchedules, mine(memberWorkSchedules)),
    () => own('time-corrections', db, timeEntryCorrections, mine(timeEntryCorrections)),
    () => own('consents', db, userConsents, eq(userConsents.userId, userId)),
    () => own('email-preferences', db, notificationPreferences, eq(notificationPreferences.userId, userId)),
    () => own('signed-in-devices', db, sessions, eq(sessions.userId, userId)),
    () => own('calendar-feeds', db, calendarFeeds, mine(calendarFeeds)),
    () => own('account-deletion-requests', db, accountDeletionRequests, mine(accountDeletionRequests)),
  ];
}

/** Every table of the database that has a company_id column, with its columns (secrets left out). */
export async function companyTables(db: Db) {
  const result = await db.execute<{ table_name: string; columns: string[] }>(sql`
    select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public'
      and exists (
        select 1 from information_schema.columns k
        where k.table_schema = 'public' and k.table_name = c.table_name and k.column_name = 'company_id')
    group by c.table_name
    order by c.table_name`);
  return result.rows.map((r) => ({
    table: r.table_name,
    columns: r.columns.filter((col) => !SECRET_COLUMN.test(col) && !HIDDEN[r.table_name]?.includes(col)),
  }));
}

/** Per-table columns that are secrets under a plain name. */
const HIDDEN: Record<string, string[]> = { invitations: ['code'] };

/** One table's rows of the company (the table and columns come from companyTables, never from a request). */
export async function companyTableRows(db: Db, companyId: string, table: string, columns: string[]) {
  const cols = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const result = await db.execute<Record<string, unknown>>(
    sql`select ${cols} from ${sql.identifier(table)} where company_id = ${companyId}`,
  );
  return result.rows;
}

export async function companyRow(db: Db, companyId: string) {
  const result = await db.execute<Record<string, unknown>>(
    sql`select * from companies where id = ${companyId}`,
  );
  return result.rows;
}

/**
 * Everyone who was ever a member of the company, with the name their profile carries and their membership
 * periods: what turns the user ids of the time records into people (also former members and, in a deleted
 * company's archive, everyone).
 */
export async function companyPeople(db: Db, companyId: string) {
  const result = await db.execute<Record<string, unknown>>(sql`
    select m.user_id, p.first_name, p.last_name,
      case when p.email like '%@deleted.invalid' then null else p.email end as email,
      m.joined_on, m.left_on
    from memberships m join profiles p on p.id = m.user_id
    where m.company_id = ${companyId}
    order by p.first_name, p.last_name, m.user_id, m.joined_on`);
  return {
    columns: ['user_id', 'first_name', 'last_name', 'email', 'joined_on', 'left_on'],
    rows: result.rows,
  };
}

/** Whether the company is deleted (awaiting its purge, or an archive after it); null when there is no such row. */
export async function companyDeleted(db: Db, companyId: string): Promise<boolean | null> {
  const rows = await db
    .select({ deletedAt: companies.deletedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0] ? rows[0].deletedAt !== null : null;
}

/** Files of a person's exports (the account purge removes them). */
export async function fileKeysOfUser(db: Db, userId: string) {
  const rows = await db
    .select({ fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.fileKey)));
  return rows.map((r) => r.fileKey!);
}
