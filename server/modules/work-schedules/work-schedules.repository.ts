import type { CompanyScheduleRow, MemberScheduleRow, WorkScheduleHistory } from '@domain/work-schedule';
import { and, desc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import { companyWorkSchedules, memberWorkSchedules, timesheetApprovals } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';

// The weekly patterns of a company and its people. Every query is scoped by the company.

const week = (hours: readonly (number | string)[]) => hours.map(Number);

/** One pattern as `scheduleRowsColumn` gives it: the company's when `userId` is null. */
interface ScheduleJsonRow {
  userId: string | null;
  startsOn: string;
  hours: (number | string)[] | null;
}

/**
 * A select-list column with the company's rows and those of some people (all the company's when `userIds` is
 * omitted), oldest first, as one JSON array: a query that reads the company brings its work schedules along
 * (the company context does), and `scheduleRows` reads it alone. The company is a value, never a column of the
 * query it joins, so that on Citus the subquery is routed to the company's shard (holidayRowsColumns).
 */
export function scheduleRowsColumn(companyId: string | Placeholder, userIds?: readonly string[]) {
  const people =
    userIds === undefined
      ? sql``
      : userIds.length === 0
        ? sql` and false`
        : sql` and ms.user_id in (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  return sql<ScheduleJsonRow[]>`coalesce((
      select json_agg(json_build_object('userId', s.user_id, 'startsOn', s.starts_on, 'hours', s.hours)
                      order by s.starts_on)
      from (
        select null::uuid as user_id, cs.starts_on::text as starts_on, cs.hours::text[] as hours
        from ${companyWorkSchedules} cs
        where cs.company_id = ${companyId}
        union all
        select ms.user_id, ms.starts_on::text, ms.hours::text[]
        from ${memberWorkSchedules} ms
        where ms.company_id = ${companyId}${people}
      ) s
    ), '[]'::json)`;
}

/** The rows of `scheduleRowsColumn`, the company's apart from the people's. */
export function decodeScheduleRows(rows: readonly ScheduleJsonRow[]): {
  company: CompanyScheduleRow[];
  member: (MemberScheduleRow & { userId: string })[];
} {
  const company: CompanyScheduleRow[] = [];
  const member: (MemberScheduleRow & { userId: string })[] = [];
  for (const r of rows) {
    if (r.userId === null) company.push({ startsOn: r.startsOn, hours: week(r.hours ?? []) });
    else member.push({ userId: r.userId, startsOn: r.startsOn, hours: r.hours ? week(r.hours) : null });
  }
  return { company, member };
}

/**
 * The company's rows and those of some people (all the company's when `userIds` is omitted), oldest first, in one
 * statement (each screen that counts working days reads both: one round trip instead of two).
 */
export async function scheduleRows(db: Db, companyId: string, userIds?: readonly string[]) {
  const result = await db.execute<{ rows: ScheduleJsonRow[] }>(
    sql`select ${scheduleRowsColumn(companyId, userIds)} as rows`,
  );
  return decodeScheduleRows(result.rows[0]?.rows ?? []);
}

/** Every pattern of the company (`scheduleRows` without people): `of(userId)` gives one person's history. */
export function schedulesOf({ company, member }: ReturnType<typeof decodeScheduleRows>) {
  const byUser = new Map<string, MemberScheduleRow[]>();
  for (const { userId, ...row } of member) byUser.set(userId, [...(byUser.get(userId) ?? []), row]);
  return {
    /** The company default alone (for the company's own business days). */
    company: { company, member: [] } as WorkScheduleHistory,
    of: (userId: string): WorkScheduleHistory => ({ company, member: byUser.get(userId) ?? [] }),
  };
}

export type CompanySchedules = ReturnType<typeof schedulesOf>;

/** A new company pattern from a date; a row that starts the same day is replaced. */
export async function putCompanyRow(tx: Tx, companyId: string, startsOn: string, hours: readonly number[]) {
  await tx
    .insert(companyWorkSchedules)
    .values({ companyId, startsOn, hours: [...hours] })
    .onConflictDoUpdate({
      target: [companyWorkSchedules.companyId, companyWorkSchedules.startsOn],
      set: { hours: [...hours], createdAt: sql`excluded.created_at` },
    });
}

export async function putMemberRow(
  tx: Tx,
  companyId: string,
  userId: string,
  startsOn: string,
  hours: readonly number[] | null,
) {
  const value = hours ? [...hours] : null;
  await tx
    .insert(memberWorkSchedules)
    .values({ companyId, userId, startsOn, hours: value })
    .onConflictDoUpdate({
      target: [memberWorkSchedules.companyId, memberWorkSchedules.userId, memberWorkSchedules.startsOn],
      set: { hours: value, createdAt: sql`excluded.created_at` },
    });
}

/**
 * The latest month that is submitted or approved, of one person or (without `userId`) of anyone in the
 * company: a pattern may not start inside or before it, as that would change its figures.
 */
export async function latestClosedMonth(
  db: Db,
  companyId: string,
  userId?: string,
): Promise<{ year: number; month: number; status: 'submitted' | 'approved' } | null> {
  const rows = await db
    .select({
      year: timesheetApprovals.year,
      month: timesheetApprovals.month,
      status: timesheetApprovals.status,
    })
    .from(timesheetApprovals)
    .where(
      and(
        eq(timesheetApprovals.companyId, companyId),
        userId ? eq(timesheetApprovals.userId, userId) : undefined,
        inArray(timesheetApprovals.status, ['submitted', 'approved']),
      ),
    )
    .orderBy(desc(timesheetApprovals.year), desc(timesheetApprovals.month))
    .limit(1);
  const row = rows[0];
  return row ? { year: row.year, month: row.month, status: row.status as 'submitted' | 'approved' } : null;
}
