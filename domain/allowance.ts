// Holiday allowance balance of one person for one year, with carry-over. Pure: the caller hands in the
// days each approved (and pending) vacation request uses, per date (see absences.ts daysUsedByDate).
//
// Computed on read, never stored: the balance is always consistent with the requests as they are now,
// and a change to the company's carry-over settings applies at once.
//
// - remaining = allowance − adjustment + carried over − used − carried days that expired
//   (the spec's "allowance minus used minus adjustment", plus carry-over).
// - Carried over into a year = min(max days carried, the previous year's closing balance), never below 0.
//   The chain starts in the person's first year (no carry-over into it).
// - Carried days are used first; those not used by their expiry date (inclusive) are lost.

import { type AbsenceDates, type CountingRules, daysUsedByDate } from './absences';
import { type IsoDate, isoDate, yearOf } from './calendar';

export interface CarryOverPolicy {
  /** 0 = nothing is carried into the next year. */
  maxDays: number;
  /** `MM-dd` in the new year when carried days expire (e.g. '03-31'), or null: they never expire. */
  expiry: string | null;
}

export const NO_CARRY_OVER: CarryOverPolicy = { maxDays: 0, expiry: null };

export interface DayUsage {
  date: IsoDate;
  days: number;
}

export interface BalanceInput {
  year: number;
  /** The company's today: carried days expire only after their expiry date has passed. */
  today: IsoDate;
  allowance: number;
  adjustment: number;
  /** First year of the chain (the person joined): nothing is carried into it. */
  firstYear: number;
  policy: CarryOverPolicy;
  /** Approved vacation, per date, for every year from firstYear to year. */
  approved: readonly DayUsage[];
  /** Pending vacation, per date (only `year` is read). */
  pending?: readonly DayUsage[];
}

export interface HolidayBalance {
  year: number;
  allowance: number;
  adjustment: number;
  carriedOver: number;
  /** When the carried days expire (null when nothing is carried or they never expire). */
  carriedOverExpiresOn: IsoDate | null;
  /** Carried days lost because they were not used by their expiry date (0 before it). */
  carriedOverExpired: number;
  usedDays: number;
  pendingDays: number;
  remainingDays: number;
  /** What can still be requested: remaining minus pending. */
  availableDays: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

function sumByYear(usage: readonly DayUsage[]): Map<number, DayUsage[]> {
  const byYear = new Map<number, DayUsage[]>();
  for (const u of usage) {
    const y = yearOf(u.date);
    const list = byYear.get(y);
    if (list) list.push(u);
    else byYear.set(y, [u]);
  }
  return byYear;
}

const total = (usage: readonly DayUsage[] | undefined, until?: IsoDate) =>
  (usage ?? []).reduce((sum, u) => (until === undefined || u.date <= until ? sum + u.days : sum), 0);

export function holidayBalance(input: BalanceInput): HolidayBalance {
  const { policy } = input;
  const approvedByYear = sumByYear(input.approved);
  const pendingDays = round(total(sumByYear(input.pending ?? []).get(input.year)));

  let carry = 0;
  const start = Math.min(input.firstYear, input.year);
  for (let year = start; ; year++) {
    const carried = year === start ? 0 : carry;
    const usage = approvedByYear.get(year);
    const used = total(usage);
    const expiresOn = carried > 0 && policy.expiry ? `${year}-${policy.expiry}` : null;
    let expired = 0;
    if (expiresOn && (year < input.year || input.today > expiresOn)) {
      // Carried days are used first: what was not used by the expiry date is lost.
      expired = Math.max(0, carried - total(usage, expiresOn));
    }
    const remaining = input.allowance - input.adjustment + carried - used - expired;
    if (year === input.year) {
      return {
        year,
        allowance: input.allowance,
        adjustment: input.adjustment,
        carriedOver: round(carried),
        carriedOverExpiresOn: expiresOn,
        carriedOverExpired: round(expired),
        usedDays: round(used),
        pendingDays,
        remainingDays: round(remaining),
        availableDays: round(remaining - pendingDays),
      };
    }
    carry = Math.min(Math.max(policy.maxDays, 0), Math.max(0, remaining));
  }
}

/**
 * The balance at the end of `year` if the pending requests and `extra` were approved: what a new or
 * changed request is checked against. Counting at year end makes carried days cover only the dates
 * up to their expiry.
 */
export function projectedYearEndBalance(input: BalanceInput, extra: readonly DayUsage[] = []): number {
  const inYear = (u: DayUsage) => yearOf(u.date) === input.year;
  const balance = holidayBalance({
    ...input,
    today: isoDate(input.year, 12, 31),
    approved: [...input.approved, ...(input.pending ?? []).filter(inYear), ...extra.filter(inYear)],
    pending: [],
  });
  return balance.remainingDays;
}

/** `MM-dd` that exists in every year (29 February does not). */
export function isValidExpiry(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

// ---------------------------------------------------------------------------------------------------
// What a balance reads: the span of the chain, the days of the person's vacations, the input of one year

/** Carry-over chains start at most this many years back. */
export const LOOKBACK_YEARS = 10;

/** The first year of a person's carry-over chain for `year`: the year they joined, at most 10 years back. */
export function chainFirstYear(joinedYear: number, year: number): number {
  return Math.max(joinedYear, year - LOOKBACK_YEARS);
}

/** The dates the balance of `year` reads: from 1 January of the chain's first year to 31 December. */
export function balanceSpan(firstYear: number, year: number): { from: IsoDate; to: IsoDate } {
  return { from: isoDate(Math.min(firstYear, year), 1, 1), to: isoDate(year, 12, 31) };
}

/** A vacation request as the balance sees it. */
export interface VacationDays extends AbsenceDates {
  id: string;
  status: string;
}

export interface VacationUsage {
  approved: DayUsage[];
  pending: DayUsage[];
}

/**
 * The days the approved and the pending vacations use, by date, within a span (days outside it are left
 * out); `excludeId` leaves out the request being changed.
 */
export function vacationUsage(
  vacations: readonly VacationDays[],
  counting: CountingRules,
  span: { from: IsoDate; to: IsoDate },
  excludeId?: string,
): VacationUsage {
  const usage = (status: 'approved' | 'pending') =>
    vacations
      .filter((v) => v.status === status && v.id !== excludeId)
      .flatMap((v) => daysUsedByDate(v, counting))
      .filter((d) => d.date >= span.from && d.date <= span.to);
  return { approved: usage('approved'), pending: usage('pending') };
}

/** A person's allowance, as their profile holds it. */
export interface Entitlement {
  holidayAllowance: number;
  manualHolidayAdjustment: number;
}

/** What `holidayBalance` needs for one person and one year. */
export function balanceInput(args: {
  year: number;
  today: IsoDate;
  firstYear: number;
  person: Entitlement;
  policy: CarryOverPolicy;
  usage: VacationUsage;
}): BalanceInput {
  return {
    year: args.year,
    today: args.today,
    allowance: args.person.holidayAllowance,
    adjustment: args.person.manualHolidayAdjustment,
    firstYear: args.firstYear,
    policy: args.policy,
    approved: args.usage.approved,
    pending: args.usage.pending,
  };
}

export interface Shortfall {
  year: number;
  needed: number;
  available: number;
}

/**
 * Whether a vacation request (the days it uses, by date) fits in the allowance of every year it touches,
 * counted at the end of the year, so carried days only cover the dates up to their expiry. `inputOf(year)`:
 * the person's balance of that year without the request. `withPending`: other pending requests count too
 * (when requesting); at approval only what is approved counts. `available`: what is left in the first year
 * the request touches, never below 0 (null when it uses no day).
 */
export function requestShortfall(
  request: readonly DayUsage[],
  inputOf: (year: number) => BalanceInput,
  withPending: boolean,
): { shortfall: Shortfall | null; available: number | null } {
  const byYear = new Map<number, number>();
  for (const { date, days } of request) byYear.set(yearOf(date), (byYear.get(yearOf(date)) ?? 0) + days);
  let shortfall: Shortfall | null = null;
  let firstAvailable: number | null = null;
  for (const [year, needed] of byYear) {
    const input = inputOf(year);
    const base = withPending ? input : { ...input, pending: [] };
    const available = projectedYearEndBalance(base);
    firstAvailable ??= Math.max(0, available);
    if (!shortfall && projectedYearEndBalance(base, request) < 0) {
      shortfall = { year, needed, available: Math.max(0, available) };
    }
  }
  return { shortfall, available: firstAvailable };
}
