// Holiday allowance balance of one person for one year, with carry-over. Pure: the caller hands in the
// days each approved (and pending) vacation request uses, per date (see absences.ts daysUsedByDate).
//
// Computed on read, never stored: the balance is always consistent with the requests as they are now,
// and a change to the company's carry-over settings applies at once.
//
// - remaining = allowance − adjustment + carried over − used − carried days that expired
//   (the spec's "allowance minus used minus adjustment", plus carry-over), each year with its own allowance
//   (pro-rated to the days of membership) and its own adjustment (issue 14: one value no longer covers
//   every year, and the adjustment is taken off in its own year only).
// - Carried over into a year = min(max days carried, the previous year's closing balance), never below 0.
//   The chain starts in the person's first year (no carry-over into it).
// - Carried days are used first; those not used by their expiry date (inclusive) are lost.

import { type AbsenceDates, type CountingRules, daysUsedByDate } from './absences';
import { daysInclusive, type IsoDate, isoDate, yearOf } from './calendar';

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
  /** Where each year's allowance and adjustment come from. */
  entitlements: Entitlements;
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
  /** The allowance of the year: the annual allowance, pro-rated when the person was a member part of it. */
  allowance: number;
  /** The annual allowance before pro-rata. */
  annualAllowance: number;
  /** The share of the year the person was a member, and whether the allowance was pro-rated to it (null: all year). */
  proRata: ProRataShare | null;
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
    const entitlement = yearEntitlement(input.entitlements, year);
    const remaining = entitlement.allowance - entitlement.adjustment + carried - used - expired;
    if (year === input.year) {
      return {
        year,
        allowance: entitlement.allowance,
        annualAllowance: entitlement.annualAllowance,
        proRata: entitlement.proRata,
        adjustment: entitlement.adjustment,
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

/** What `holidayBalance` needs for one person and one year. */
export function balanceInput(args: {
  year: number;
  today: IsoDate;
  firstYear: number;
  entitlements: Entitlements;
  policy: CarryOverPolicy;
  usage: VacationUsage;
}): BalanceInput {
  return {
    year: args.year,
    today: args.today,
    entitlements: args.entitlements,
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

// ---------------------------------------------------------------------------------------------------
// Yearly entitlements and pro-rata (issue 14)

export const ALLOWANCE_ROUNDINGS = ['nearest', 'up'] as const;
/** How a pro-rata allowance is rounded to half days: to the nearest half day, or up to the next one. */
export type AllowanceRounding = (typeof ALLOWANCE_ROUNDINGS)[number];

/** The allowance when neither the person nor the company set one. */
export const FALLBACK_ALLOWANCE = 25;

/** A person's entitlement row of one year (allowance null: the company's default for that year). */
export interface EntitlementRow {
  year: number;
  allowance: number | null;
  adjustment: number;
  /** Pro-rate that year to the days of membership: true, false (the full allowance), null: the default rule. */
  proRata: boolean | null;
}

/** The company's default allowance from a year on. */
export interface AllowanceDefault {
  fromYear: number;
  days: number;
}

/** A period of membership (inclusive; leftOn null while a member). */
export interface MembershipSpan {
  joinedOn: IsoDate;
  leftOn: IsoDate | null;
}

/** Everything a person's yearly entitlements come from. */
export interface Entitlements {
  rows: readonly EntitlementRow[];
  defaults: readonly AllowanceDefault[];
  /** The person's periods in the company; none known = a member every day (nothing pro-rated). */
  periods: readonly MembershipSpan[];
  rounding: AllowanceRounding;
  /**
   * The year the company started on Plantel. Memberships that start then are people starting to use Plantel,
   * not to work there (the founder, the staff invited first), so that year is not pro-rated unless an admin
   * says so; later years are, unless an admin says not.
   */
  startYear: number | null;
}

export interface ProRataShare {
  membershipDays: number;
  daysInYear: number;
  rounding: AllowanceRounding;
  /** False: an admin chose the full allowance for that year (e.g. staff who joined Plantel, not the company). */
  applied: boolean;
}

export interface YearEntitlement {
  /** The annual allowance before pro-rata. */
  annualAllowance: number;
  /** What the year gives: the annual allowance, pro-rated when the person was a member part of the year. */
  allowance: number;
  adjustment: number;
  proRata: ProRataShare | null;
}

/**
 * The company's default of a year: the row with the latest from_year not after it; none (a company that never
 * changed it, or a year before its first change): 25.
 */
export function companyDefaultAllowance(defaults: readonly AllowanceDefault[], year: number): number {
  let best: AllowanceDefault | null = null;
  for (const d of defaults) if (d.fromYear <= year && (best === null || d.fromYear > best.fromYear)) best = d;
  return best?.days ?? FALLBACK_ALLOWANCE;
}

export const daysInYear = (year: number) => daysInclusive(isoDate(year, 1, 1), isoDate(year, 12, 31));

/** The days of `year` the person was a member (periods may not overlap; each is inclusive). */
export function membershipDaysInYear(periods: readonly MembershipSpan[], year: number): number {
  const first = isoDate(year, 1, 1);
  const last = isoDate(year, 12, 31);
  let days = 0;
  for (const p of periods) {
    // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings, compared as text
    const from = p.joinedOn > first ? p.joinedOn : first;
    const to = p.leftOn === null || p.leftOn > last ? last : p.leftOn;
    if (from <= to) days += daysInclusive(from, to);
  }
  return days;
}

/** allowance × days ÷ days in the year, rounded to half days (up, or to the nearest; .25 goes up). */
export function proRataAllowance(
  allowance: number,
  share: { membershipDays: number; daysInYear: number },
  rounding: AllowanceRounding,
): number {
  const halves = (allowance * share.membershipDays * 2) / share.daysInYear;
  // Rounded to 1e-9 first, so 12.5 computed as 12.500000000000002 is not rounded up to 13.
  const exact = Math.round(halves * 1e9) / 1e9;
  return (rounding === 'up' ? Math.ceil(exact) : Math.round(exact)) / 2;
}

/**
 * The entitlement of a person in a year. Allowance: the person's latest row not after the year (an allowance
 * continues until it is changed; null there = the company's default of the year), else the company's default
 * of the year. Adjustment: the row of that very year only. Pro-rata to the days of membership in the year,
 * unless that year's row says not to.
 */
export function yearEntitlement(entitlements: Entitlements, year: number): YearEntitlement {
  const latest = entitlements.rows
    .filter((r) => r.year <= year)
    .reduce<EntitlementRow | null>((best, r) => (best === null || r.year > best.year ? r : best), null);
  const own = latest?.year === year ? latest : null;
  const annualAllowance = latest?.allowance ?? companyDefaultAllowance(entitlements.defaults, year);
  const adjustment = own?.adjustment ?? 0;
  const total = daysInYear(year);
  const membershipDays =
    entitlements.periods.length === 0 ? total : membershipDaysInYear(entitlements.periods, year);
  if (membershipDays >= total)
    return { annualAllowance, allowance: annualAllowance, adjustment, proRata: null };
  const applied = own?.proRata ?? year !== entitlements.startYear;
  const proRata = { membershipDays, daysInYear: total, rounding: entitlements.rounding, applied };
  return {
    annualAllowance,
    allowance: applied ? proRataAllowance(annualAllowance, proRata, entitlements.rounding) : annualAllowance,
    adjustment,
    proRata,
  };
}

/** The first year the person was a member (null: no period known). */
export function firstMembershipYear(periods: readonly MembershipSpan[]): number | null {
  if (periods.length === 0) return null;
  return Math.min(...periods.map((p) => yearOf(p.joinedOn)));
}

/** An editor's change of one year: allowance, adjustment, and pro-rata (left out: as it was). */
export interface YearEdit {
  allowance: number | null;
  adjustment: number;
  proRata?: boolean | undefined;
}

/**
 * The entitlements with one year's allowance and adjustment set as an editor would save them: what a change
 * is validated with, by `holidayBalance` itself.
 */
export function withYearEdit(entitlements: Entitlements, year: number, edit: YearEdit): Entitlements {
  const own = entitlements.rows.find((r) => r.year === year);
  const row: EntitlementRow = {
    year,
    allowance: edit.allowance,
    adjustment: edit.adjustment,
    proRata: edit.proRata ?? own?.proRata ?? null,
  };
  return { ...entitlements, rows: [...entitlements.rows.filter((r) => r.year !== year), row] };
}

/**
 * The remaining days of a year's balance after an edit of that year's allowance and adjustment, from the
 * balance as computed (the editor's live preview; `holidayBalance` with `withYearEdit` gives the same).
 * Carry-over into the year, used and expired days do not depend on the year's own allowance.
 */
export function remainingAfterEdit(
  balance: Pick<HolidayBalance, 'remainingDays' | 'allowance' | 'adjustment' | 'proRata'>,
  edit: { allowance: number; adjustment: number; proRata?: boolean | undefined },
): number {
  const share = balance.proRata;
  const allowance =
    share && (edit.proRata ?? share.applied)
      ? proRataAllowance(edit.allowance, share, share.rounding)
      : edit.allowance;
  return round(balance.remainingDays - balance.allowance + balance.adjustment + allowance - edit.adjustment);
}
