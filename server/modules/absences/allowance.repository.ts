import { type SQL, sql } from 'drizzle-orm';
import { absences, companyAllowanceDefaults, holidayEntitlements, memberships } from '../../db/schema';
import type { Db } from '../../platform/db';
import { type MembershipPeriod, membershipDuring } from '../context/people.repository';
import type { AbsenceSnapshot } from './absences.repository';

/** A range of dates, both ends included. */
interface DateRange {
  from: string;
  to: string;
}

/** What the balances of some people are computed from (allowance.service.ts), as `balanceRows` reads it. */
export interface BalanceRows {
  /** Their entitlement rows up to a year (the rows after it never count for it). */
  rows: {
    userId: string;
    year: number;
    allowance: number | null;
    adjustment: number;
    proRata: boolean | null;
  }[];
  /** The company's default allowances by year. */
  defaults: { fromYear: number; days: number }[];
  /** Their membership periods that touch a range, oldest first: where the carry-over starts, what is pro-rated. */
  periods: MembershipPeriod[];
  /** Their vacations, approved and pending, that touch a range. */
  vacations: (Pick<
    AbsenceSnapshot,
    'startDate' | 'endDate' | 'halfDayStart' | 'halfDayEnd' | 'hours' | 'status'
  > & {
    id: string;
    userId: string;
  })[];
}

const jsonList = (select: SQL) => sql`coalesce((${select}), '[]'::json)`;

/**
 * Everything the balances of some people read, in one statement (a round trip is what a request pays most for):
 * their entitlement rows up to `toYear`, the company's defaults, their membership periods of `periods` and their
 * vacations of `vacations`. Every subquery names the company as a value, so that on Citus the statement is
 * routed to the company's shard.
 */
export async function balanceRows(
  db: Db,
  companyId: string,
  userIds: readonly string[],
  range: { toYear: number; periods: DateRange; vacations: DateRange },
): Promise<BalanceRows> {
  if (userIds.length === 0) return { rows: [], defaults: [], periods: [], vacations: [] };
  const people = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  type Vacation = BalanceRows['vacations'][number];
  const result = await db.execute<
    Omit<BalanceRows, 'vacations'> & {
      // As arrays, not objects: a person's years of vacations are the statement's largest part (Reports: 73 KB
      // for 20 people as objects, 46 KB as arrays, a third less of PostgreSQL's and Node's time on it).
      vacations: [
        Vacation['id'],
        Vacation['userId'],
        Vacation['startDate'],
        Vacation['endDate'],
        Vacation['halfDayStart'],
        Vacation['halfDayEnd'],
        Vacation['hours'],
        Vacation['status'],
      ][];
    } & Record<string, unknown>
  >(sql`
    select
      ${jsonList(sql`
        select json_agg(json_build_object('userId', e.user_id, 'year', e.year, 'allowance', e.allowance,
                                          'adjustment', e.adjustment, 'proRata', e.pro_rata))
        from ${holidayEntitlements} e
        where e.company_id = ${companyId} and e.user_id in (${people}) and e.year <= ${range.toYear}`)} as "rows",
      ${jsonList(sql`
        select json_agg(json_build_object('fromYear', d.from_year, 'days', d.days))
        from ${companyAllowanceDefaults} d
        where d.company_id = ${companyId}`)} as "defaults",
      ${jsonList(sql`
        select json_agg(json_build_object('userId', ${memberships.userId}, 'joinedOn', ${memberships.joinedOn},
                                          'leftOn', ${memberships.leftOn})
                        order by ${memberships.joinedOn}, ${memberships.userId})
        from ${memberships}
        where ${memberships.companyId} = ${companyId} and ${memberships.userId} in (${people})
          and ${membershipDuring(range.periods.from, range.periods.to)}`)} as "periods",
      ${jsonList(sql`
        select json_agg(json_build_array(a.id, a.user_id, a.start_date, a.end_date, a.half_day_start,
                                         a.half_day_end, a.hours, a.status))
        from ${absences} a
        where a.company_id = ${companyId} and a.user_id in (${people}) and a.absence_type = 'vacation'
          and a.status in ('approved', 'pending')
          and a.start_date <= ${range.vacations.to} and a.end_date >= ${range.vacations.from}`)} as "vacations"`);
  const row = result.rows[0];
  return row
    ? {
        rows: row.rows,
        defaults: row.defaults,
        periods: row.periods,
        vacations: row.vacations.map(
          ([id, userId, startDate, endDate, halfDayStart, halfDayEnd, hours, status]) => ({
            id,
            userId,
            startDate,
            endDate,
            halfDayStart,
            halfDayEnd,
            hours,
            status,
          }),
        ),
      }
    : { rows: [], defaults: [], periods: [], vacations: [] };
}

/** Sets one year's allowance and adjustment of a member (pro-rata left out: as it was; new rows follow the default rule). */
export async function saveEntitlement(
  db: Db,
  companyId: string,
  userId: string,
  year: number,
  values: { allowance: number | null; adjustment: number; proRata?: boolean; updatedBy: string },
) {
  await db
    .insert(holidayEntitlements)
    .values({ companyId, userId, year, ...values })
    .onConflictDoUpdate({
      target: [holidayEntitlements.companyId, holidayEntitlements.userId, holidayEntitlements.year],
      set: { ...values, updatedAt: sql`excluded.updated_at` },
    });
}
