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
  type Entitlements,
  firstMembershipYear,
  type HolidayBalance,
  holidayBalance,
  LOOKBACK_YEARS,
  requestShortfall,
  type Shortfall,
  type VacationDays,
  vacationUsage,
  withYearEdit,
  type YearEdit,
} from '@domain/allowance';
import { type IsoDate, isoDate, yearOf } from '@domain/calendar';
import type { AllowanceSummary } from '@domain/contracts/absences';
import { AppError, conflict, notFound } from '@domain/errors';
import { dayCount } from '@domain/plural';
import { daysMessage } from '../../i18n/common';
import type { Member } from '../../platform/access';
import type { Database, Db } from '../../platform/db';
import { type CompanyContext, loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import * as repo from './allowance.repository';

/**
 * Someone whose balance is computed. Their yearly entitlements and membership periods (where the carry-over
 * starts, what is pro-rated) are read with the balance.
 */
export interface BalanceMember {
  id: string;
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

/**
 * The first year of someone's carry-over chain for `year`: the year they first joined, at most 10 back; the
 * year itself when the company carries nothing over (the years before cannot change it, so are not read).
 */
const firstYearOf = (ctx: CompanyContext, entitlements: Entitlements, year: number) =>
  ctx.policy.carryOverMaxDays > 0
    ? chainFirstYear(firstMembershipYear(entitlements.periods) ?? year, year)
    : year;

/**
 * Everything the balances of some people for the years `fromYear` to `toYear` read, in one statement
 * (allowance.repository.ts `balanceRows`): their entitlements up to `toYear`, their membership periods of the ten
 * years before it, and their vacations from the first day any of those balances can count (a carry-over chain
 * starts at most LOOKBACK_YEARS back, domain/allowance.ts `chainFirstYear`; the year itself when the company
 * carries nothing over). Each balance then keeps the vacations of its own span.
 */
function readBalanceRows(db: Db, ctx: CompanyContext, userIds: string[], fromYear: number, toYear: number) {
  const firstYear = ctx.policy.carryOverMaxDays > 0 ? fromYear - LOOKBACK_YEARS : fromYear;
  return repo.balanceRows(db, ctx.companyId, userIds, {
    toYear,
    periods: { from: isoDate(toYear - LOOKBACK_YEARS, 1, 1), to: isoDate(toYear, 12, 31) },
    vacations: { from: isoDate(firstYear, 1, 1), to: isoDate(toYear, 12, 31) },
  });
}

/**
 * One person's yearly entitlements up to `toYear` out of what was read (for `toYear` or a later year): the
 * rows up to it, the company's defaults, their membership periods of the ten years before it and the
 * company's rounding.
 */
function entitlementsFor(
  ctx: CompanyContext,
  read: repo.BalanceRows,
  userId: string,
  toYear: number,
): Entitlements {
  const from = isoDate(toYear - LOOKBACK_YEARS, 1, 1);
  const to = isoDate(toYear, 12, 31);
  return {
    rows: read.rows.filter((r) => r.userId === userId && r.year <= toYear),
    defaults: read.defaults,
    periods: read.periods.filter(
      (p) => p.userId === userId && p.joinedOn <= to && (p.leftOn === null || p.leftOn >= from),
    ),
    rounding: ctx.policy.allowanceRounding,
    startYear: ctx.startYear,
  };
}

interface BalanceReads {
  entitlements: Entitlements;
  vacations: readonly VacationDays[];
  counting: CountingRules;
  excludeId?: string | undefined;
}

/** The balance input of one person for one year, from what was read (which must cover its span). */
function balanceOf(ctx: CompanyContext, year: number, read: BalanceReads) {
  const firstYear = firstYearOf(ctx, read.entitlements, year);
  const usage = vacationUsage(read.vacations, read.counting, balanceSpan(firstYear, year), read.excludeId);
  return balanceInput({
    year,
    today: ctx.today,
    firstYear,
    entitlements: read.entitlements,
    policy: carryOver(ctx),
    usage,
  });
}

/** The balance of `userId` for the years `year` to `toYear` (a request's years). */
interface BalanceAsk {
  userId: string;
  year: number;
  toYear: number;
}

/**
 * Everything the balances of some people read, in one pass however many they are: their entitlements and
 * vacations in one statement, then the company's holidays over all the spans (kept by the context, with the work
 * schedules). Each answer holds what the same ask alone would have read (the rows of its person and span), so a
 * balance never depends on which other balances were computed with it.
 */
async function readsOfAll(db: Db, ctx: CompanyContext, asks: readonly BalanceAsk[]): Promise<BalanceReads[]> {
  if (asks.length === 0) return [];
  const ids = [...new Set(asks.map((a) => a.userId))];
  const read = await readBalanceRows(
    db,
    ctx,
    ids,
    Math.min(...asks.map((a) => a.year)),
    Math.max(...asks.map((a) => a.toYear)),
  );
  const spans = asks.map((ask) => {
    const entitlements = entitlementsFor(ctx, read, ask.userId, ask.toYear);
    const span = balanceSpan(firstYearOf(ctx, entitlements, ask.year), ask.year);
    return { ask, entitlements, from: span.from, to: isoDate(ask.toYear, 12, 31) };
  });
  const from = spans.map((s) => s.from).sort()[0]!;
  const to = spans
    .map((s) => s.to)
    .sort()
    .at(-1)!;
  // The holidays of all the spans, read once (the context keeps them by year): the counting rules below read
  // nothing more.
  await ctx.holidayDates(from, to);
  return Promise.all(
    spans.map(async (s) => ({
      entitlements: s.entitlements,
      vacations: read.vacations.filter(
        (v) => v.userId === s.ask.userId && v.startDate <= s.to && v.endDate >= s.from,
      ),
      counting: await countingRules(ctx, s.ask.userId, s.from, s.to),
    })),
  );
}

/** Everything the balance of one person for `year` reads (and, with `toYear`, the years up to it). */
async function readsOf(db: Db, ctx: CompanyContext, userId: string, year: number, toYear = year) {
  return (await readsOfAll(db, ctx, [{ userId, year, toYear }]))[0]!;
}

async function balanceOfYear(db: Db, ctx: CompanyContext, person: BalanceMember, year: number) {
  return holidayBalance(balanceOf(ctx, year, await readsOf(db, ctx, person.id, year)));
}

const summaryOf = (ctx: CompanyContext, balance: HolidayBalance): AllowanceSummary => ({
  year: balance.year,
  totalAllowance: balance.allowance,
  annualAllowance: balance.annualAllowance,
  proRata: balance.proRata,
  adjustment: balance.adjustment,
  carriedOver: balance.carriedOver,
  carriedOverExpiresOn: balance.carriedOverExpiresOn,
  carriedOverExpired: balance.carriedOverExpired,
  usedDays: balance.usedDays,
  pendingDays: balance.pendingDays,
  remainingDays: balance.remainingDays,
  availableDays: balance.availableDays,
  countingMode: ctx.policy.vacationCounting,
});

/** The balance of one person for one year (the dashboard card and the absences side panel). */
export async function allowanceSummary(
  db: Db,
  ctx: CompanyContext,
  userId: string,
  year?: number,
): Promise<AllowanceSummary> {
  const person = await people.findMember(db, ctx.companyId, userId);
  if (!person) throw notFound(/*i18n*/ { id: 'errors.absences.memberNotFound', message: 'Member not found' });
  return memberAllowanceSummary(ctx, db, person.id, year);
}

/**
 * The same balance for someone the caller knows to be a current member (the dashboard's viewer: the session's
 * statement read their open membership), without looking the membership up again.
 */
export async function memberAllowanceSummary(
  ctx: CompanyContext,
  db: Db,
  userId: string,
  year?: number,
): Promise<AllowanceSummary> {
  return summaryOf(ctx, await balanceOfYear(db, ctx, { id: userId }, year ?? yearOf(ctx.today)));
}

/**
 * The viewer's own balance (GET /api/absences/allowance): the session's statement read their open membership, so
 * it is not looked up again.
 */
export async function myAllowance(db: Db, member: Member, year?: number) {
  const ctx = await loadCompanyContext(db, member.companyId, { countedYears: true });
  return memberAllowanceSummary(ctx, db, member.userId, year);
}

/** Approved vacation days of a member in a year, by the company's counting rule; 0 for a non-member. */
export async function usedVacationDays(db: Db, companyId: string, userId: string, year: number) {
  const ctx = await loadCompanyContext(db, companyId);
  const person = await people.findMember(db, companyId, userId);
  return person ? (await balanceOfYear(db, ctx, person, year)).usedDays : 0;
}

/**
 * The holiday balance of several members for one year, by the same rule as `allowanceSummary` (carry-over
 * chained from the year each joined, at most 10 years back), everything read once for the whole list
 * (`readsOfAll`). For the reports.
 */
export async function balancesOfMembers(
  db: Db,
  ctx: CompanyContext,
  members: readonly BalanceMember[],
  year: number,
): Promise<Map<string, HolidayBalance>> {
  const reads = await readsOfAll(
    db,
    ctx,
    members.map((m) => ({ userId: m.id, year, toYear: year })),
  );
  return new Map(members.map((m, i) => [m.id, holidayBalance(balanceOf(ctx, year, reads[i]!))]));
}

/**
 * Whether each vacation request fits in the allowance of every year it touches (domain/allowance.ts
 * `requestShortfall`); the requesters' entitlements and vacations and the company's holidays are read once
 * for all the requests and their years (Pending Approvals computes them all in one pass).
 * `withPending`: other pending requests count too (when requesting); at approval only what is approved.
 */
export async function vacationShortfalls(
  db: Db,
  ctx: CompanyContext,
  requests: readonly { person: BalanceMember; request: AbsenceDates & { id?: string } }[],
  withPending: boolean,
) {
  const asks = requests.map(({ person, request }) => ({
    userId: person.id,
    year: yearOf(request.startDate),
    toYear: yearOf(request.endDate),
  }));
  const reads = await readsOfAll(db, ctx, asks);
  return requests.map(({ request }, i) => {
    const read = { ...reads[i]!, excludeId: request.id };
    const inputOf = (year: number) => balanceOf(ctx, year, read);
    return requestShortfall(daysUsedByDate(request, read.counting), inputOf, withPending);
  });
}

/** Whether one vacation request fits in the allowance of every year it touches (`vacationShortfalls`). */
export async function vacationShortfall(
  db: Db,
  ctx: CompanyContext,
  person: BalanceMember,
  request: AbsenceDates & { id?: string },
  withPending: boolean,
) {
  return (await vacationShortfalls(db, ctx, [{ person, request }], withPending))[0]!;
}

export function shortfallError(shortfall: Shortfall) {
  return conflict(
    /*i18n*/ {
      id: 'errors.absences.notEnoughDays',
      message:
        'Not enough vacation days left: this request needs {needed} in {year} but only {available, plural, one {# day is} other {# days are}} available.',
      values: {
        needed: daysMessage(shortfall.needed),
        year: shortfall.year,
        available: Number(dayCount(shortfall.available)),
      },
    },
  );
}

export const NEGATIVE_REMAINING = /*i18n*/ {
  id: 'errors.absences.negativeRemaining',
  message: 'Remaining days cannot be negative. Lower the manual adjustment or raise the allowance.',
};

/**
 * Sets one year's allowance (null: the company's default) and manual adjustment of a member (Settings →
 * Team). Checked with the balance itself: refused when the year's remaining days, carry-over included,
 * would be negative. Earlier years are never touched; later years without their own allowance continue
 * with this one. Under the member's lock, so two edits (or an edit and a request) run one after the other.
 */
export async function setYearEntitlement(
  db: Database,
  actor: Member,
  userId: string,
  year: number,
  edit: YearEdit,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await people.lockMember(tx, actor.companyId, userId))) return false;
    const ctx = await loadCompanyContext(tx, actor.companyId);
    const reads = await readsOf(tx, ctx, userId, year);
    const edited = { ...reads, entitlements: withYearEdit(reads.entitlements, year, edit) };
    if (holidayBalance(balanceOf(ctx, year, edited)).remainingDays < 0) {
      throw new AppError('VALIDATION_FAILED', NEGATIVE_REMAINING, [
        { field: 'manualHolidayAdjustment', message: NEGATIVE_REMAINING },
      ]);
    }
    await repo.saveEntitlement(tx, actor.companyId, userId, year, {
      allowance: edit.allowance,
      adjustment: edit.adjustment,
      ...(edit.proRata === undefined ? {} : { proRata: edit.proRata }),
      updatedBy: actor.userId,
    });
    return true;
  });
}
