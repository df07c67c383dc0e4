// The allowance engine: how many vacation days people have used and have left, by the company's counting
// rule and carry-over (domain/absences.ts and domain/allowance.ts), for the absences pages, the dashboard,
// Settings → Team and the reports. Reads the people's vacations; the company's rules and holidays come
// from its context, so one request reads them once however many balances it computes.

import { type AbsenceDates, type CountingRules, countAbsenceDays, daysUsedByDate } from '@domain/absences';
import {
  balanceInput,
  balanceSpan,
  type CarryOverPolicy,
  chainFirstYear,
  type Entitlement,
  type HolidayBalance,
  holidayBalance,
  requestShortfall,
  type Shortfall,
  type VacationDays,
  vacationUsage,
} from '@domain/allowance';
import { type IsoDate, isoDate, todayIn, yearOf, yearRange } from '@domain/calendar';
import type { AllowanceSummary } from '@domain/contracts/absences';
import { conflict, notFound } from '@domain/errors';
import type { Member } from '../../platform/access';
import type { Db } from '../../platform/db';
import { readAll } from '../../platform/reads';
import { type CompanyContext, loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import * as repo from './allowance.repository';

/** Someone whose balance is computed: their allowance, and when they joined (where the carry-over starts). */
export interface BalanceMember extends Entitlement {
  id: string;
  createdAt: Date;
}

/**
 * The counting rule of one person for a range of dates: the company's mode and holidays, and the person's
 * work schedule (working days are the days they work).
 */
export async function countingRules(
  ctx: CompanyContext,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<CountingRules> {
  const [holidays, schedule] = await Promise.all([ctx.holidayDates(from, to), ctx.scheduleOf(userId)]);
  return { mode: ctx.policy.vacationCounting, holidays, schedule };
}

/** Days of allowance a person's absence uses (shown on the request and in its e-mails). */
export async function daysOf(ctx: CompanyContext, userId: string, absence: AbsenceDates): Promise<number> {
  return countAbsenceDays(absence, await countingRules(ctx, userId, absence.startDate, absence.endDate));
}

const carryOver = (ctx: CompanyContext): CarryOverPolicy => ({
  maxDays: ctx.policy.carryOverMaxDays,
  expiry: ctx.policy.carryOverExpiry,
});

/** The first year of someone's carry-over chain for `year` (the year they joined, in the company's zone). */
const firstYearOf = (ctx: CompanyContext, person: BalanceMember, year: number) =>
  chainFirstYear(yearOf(todayIn(ctx.timeZone, person.createdAt)), year);

/** The vacations of one person that touch a range, and their counting rule of that range, side by side. */
function vacationsAndCounting(db: Db, ctx: CompanyContext, userId: string, from: IsoDate, to: IsoDate) {
  return readAll(db, [
    () => repo.vacationsOf(db, ctx.companyId, [userId], from, to),
    () => countingRules(ctx, userId, from, to),
  ]);
}

/** The balance of one person for one year, from the vacations read (which must cover its span). */
function balanceOf(
  ctx: CompanyContext,
  person: BalanceMember,
  year: number,
  read: { vacations: readonly VacationDays[]; counting: CountingRules; excludeId?: string | undefined },
) {
  const firstYear = firstYearOf(ctx, person, year);
  const usage = vacationUsage(read.vacations, read.counting, balanceSpan(firstYear, year), read.excludeId);
  return balanceInput({ year, today: ctx.today, firstYear, person, policy: carryOver(ctx), usage });
}

async function balanceOfYear(db: Db, ctx: CompanyContext, person: BalanceMember, year: number) {
  const span = balanceSpan(firstYearOf(ctx, person, year), year);
  const [vacations, counting] = await vacationsAndCounting(db, ctx, person.id, span.from, span.to);
  return holidayBalance(balanceOf(ctx, person, year, { vacations, counting }));
}

/** The balance of one person for one year (the dashboard card and the absences side panel). */
export async function allowanceSummary(
  db: Db,
  ctx: CompanyContext,
  userId: string,
  year?: number,
): Promise<AllowanceSummary> {
  const person = await people.findMember(db, ctx.companyId, userId);
  if (!person) throw notFound('Member not found');
  const balance = await balanceOfYear(db, ctx, person, year ?? yearOf(ctx.today));
  return {
    year: balance.year,
    totalAllowance: balance.allowance,
    adjustment: balance.adjustment,
    carriedOver: balance.carriedOver,
    carriedOverExpiresOn: balance.carriedOverExpiresOn,
    carriedOverExpired: balance.carriedOverExpired,
    usedDays: balance.usedDays,
    pendingDays: balance.pendingDays,
    remainingDays: balance.remainingDays,
    availableDays: balance.availableDays,
    countingMode: ctx.policy.vacationCounting,
  };
}

/** The viewer's own balance (GET /api/absences/allowance). */
export async function myAllowance(db: Db, member: Member, year?: number) {
  return allowanceSummary(db, await loadCompanyContext(db, member.companyId), member.userId, year);
}

/**
 * Approved vacation days of a member in a year, by the company's counting rule (remaining = allowance −
 * used − adjustment). 0 for someone who is not a member of the company.
 */
export async function usedVacationDays(db: Db, companyId: string, userId: string, year: number) {
  const ctx = await loadCompanyContext(db, companyId);
  const person = await people.findMember(db, companyId, userId);
  return person ? (await balanceOfYear(db, ctx, person, year)).usedDays : 0;
}

/**
 * Approved vacation days each member used in `year` (half days 0.5, the company's counting mode), in two
 * steps for the whole list: Settings → Team shows remaining = allowance − used − adjustment.
 */
export async function usedVacationDaysOfMembers(db: Db, companyId: string, userIds: string[], year: number) {
  const ctx = await loadCompanyContext(db, companyId);
  const { start, end } = yearRange(year);
  const [vacations, holidays] = await readAll(db, [
    () => repo.vacationsOf(db, companyId, userIds, start, end, ['approved']),
    () => ctx.holidayDates(start, end),
  ]);
  const used = new Map(userIds.map((id) => [id, 0]));
  for (const v of vacations) {
    const counting = {
      mode: ctx.policy.vacationCounting,
      holidays,
      schedule: await ctx.scheduleOf(v.userId),
    };
    const days = daysUsedByDate(v, counting).filter((d) => d.date >= start && d.date <= end);
    used.set(v.userId, (used.get(v.userId) ?? 0) + days.reduce((sum, d) => sum + d.days, 0));
  }
  return used;
}

/**
 * The holiday balance of several members for one year, by the same rule as `allowanceSummary` (carry-over
 * chained from the year each joined, at most 10 years back), reading the vacations and the company's
 * holidays side by side, once for the whole list. For the reports.
 */
export async function balancesOfMembers(
  db: Db,
  ctx: CompanyContext,
  members: readonly BalanceMember[],
  year: number,
): Promise<Map<string, HolidayBalance>> {
  const out = new Map<string, HolidayBalance>();
  if (members.length === 0) return out;
  const from = isoDate(Math.min(year, ...members.map((m) => firstYearOf(ctx, m, year))), 1, 1);
  const ids = members.map((m) => m.id);
  const to = isoDate(year, 12, 31);
  const [vacations, holidays] = await readAll(db, [
    () => repo.vacationsOf(db, ctx.companyId, ids, from, to),
    () => ctx.holidayDates(from, to),
  ]);
  const byMember = new Map<string, VacationDays[]>(ids.map((id) => [id, []]));
  for (const v of vacations) byMember.get(v.userId)?.push(v);
  for (const m of members) {
    const counting = { mode: ctx.policy.vacationCounting, holidays, schedule: await ctx.scheduleOf(m.id) };
    const read = { vacations: byMember.get(m.id) ?? [], counting };
    out.set(m.id, holidayBalance(balanceOf(ctx, m, year, read)));
  }
  return out;
}

/**
 * Whether a vacation request fits in the allowance of every year it touches (domain/allowance.ts
 * `requestShortfall`); the person's vacations and the company's holidays are read once for all those years.
 * `withPending`: other pending requests count too (when requesting); at approval only what is approved.
 */
export async function vacationShortfall(
  db: Db,
  ctx: CompanyContext,
  person: BalanceMember,
  request: AbsenceDates & { id?: string },
  withPending: boolean,
) {
  const startYear = yearOf(request.startDate);
  const { from } = balanceSpan(firstYearOf(ctx, person, startYear), startYear);
  const to = isoDate(yearOf(request.endDate), 12, 31);
  const [vacations, counting] = await vacationsAndCounting(db, ctx, person.id, from, to);
  const read = { vacations, counting, excludeId: request.id };
  const inputOf = (year: number) => balanceOf(ctx, person, year, read);
  return requestShortfall(daysUsedByDate(request, counting), inputOf, withPending);
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);
export const daysText = (n: number) => `${fmt(n)} ${n === 1 ? 'day' : 'days'}`;

export function shortfallError(shortfall: Shortfall) {
  return conflict(
    `Not enough vacation days left: this request needs ${daysText(shortfall.needed)} in ${shortfall.year} but only ${daysText(shortfall.available)} ${shortfall.available === 1 ? 'is' : 'are'} available.`,
  );
}
