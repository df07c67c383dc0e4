import { describe, expect, it } from 'vitest';
import { daysUsedByDate } from './absences';
import {
  type BalanceInput,
  balanceInput,
  balanceSpan,
  chainFirstYear,
  companyDefaultAllowance,
  type Entitlements,
  firstMembershipYear,
  holidayBalance,
  isValidExpiry,
  membershipDaysInYear,
  projectedYearEndBalance,
  proRataAllowance,
  remainingAfterEdit,
  requestShortfall,
  vacationUsage,
  withYearEdit,
  yearEntitlement,
} from './allowance';

const rules = { mode: 'working_days' as const, holidays: new Set<string>() };
const days = (startDate: string, endDate: string) =>
  daysUsedByDate({ startDate, endDate, halfDayStart: false, halfDayEnd: false, hours: null }, rules);

/** The same allowance every year (no row: the company default), a member all along, adjustments by year. */
const flat = (allowance: number, adjustments: Record<number, number> = {}): Entitlements => ({
  rows: Object.entries(adjustments).map(([year, adjustment]) => ({
    year: Number(year),
    allowance: null,
    adjustment,
    proRata: true,
  })),
  defaults: [{ fromYear: 2000, days: allowance }],
  periods: [],
  rounding: 'nearest',
  startYear: null,
});

const base: BalanceInput = {
  year: 2026,
  today: '2026-06-15',
  entitlements: flat(25),
  firstYear: 2026,
  policy: { maxDays: 0, expiry: null },
  approved: [],
};

describe('holiday balance', () => {
  it('remaining = allowance − used − adjustment; available also takes pending off', () => {
    const balance = holidayBalance({
      ...base,
      entitlements: flat(25, { 2026: 2 }),
      approved: days('2026-05-04', '2026-05-08'), // 5
      pending: [...days('2026-07-06', '2026-07-07'), ...days('2027-01-04', '2027-01-05')], // 2 in 2026
    });
    expect(balance).toMatchObject({
      allowance: 25,
      annualAllowance: 25,
      proRata: null,
      adjustment: 2,
      carriedOver: 0,
      usedDays: 5,
      pendingDays: 2,
      remainingDays: 18,
      availableDays: 16,
    });
  });

  it('counts only the days of the year asked for (a request across New Year is split)', () => {
    const approved = days('2026-12-28', '2027-01-08'); // 4 + 6 working days (no holidays here)
    expect(holidayBalance({ ...base, approved }).usedDays).toBe(4);
    expect(holidayBalance({ ...base, year: 2027, approved }).usedDays).toBe(6);
  });

  it('carries unused days into the next year, up to the maximum', () => {
    const input = { ...base, year: 2027, today: '2027-02-01', firstYear: 2026 };
    const approved = days('2026-03-02', '2026-03-13'); // 10 used in 2026 → 15 left
    expect(holidayBalance({ ...input, approved, policy: { maxDays: 5, expiry: null } })).toMatchObject({
      carriedOver: 5,
      remainingDays: 30,
    });
    expect(holidayBalance({ ...input, approved, policy: { maxDays: 20, expiry: null } }).carriedOver).toBe(
      15,
    );
    expect(holidayBalance({ ...input, approved, policy: { maxDays: 0, expiry: null } }).carriedOver).toBe(0);
  });

  it('never carries a negative balance', () => {
    const approved = days('2026-01-05', '2026-02-13'); // 30 working days, 5 over
    const balance = holidayBalance({
      ...base,
      year: 2027,
      today: '2027-01-10',
      approved,
      policy: { maxDays: 5, expiry: null },
    });
    expect(balance.carriedOver).toBe(0);
    expect(balance.remainingDays).toBe(25);
  });

  it('does not carry into the first year of the person', () => {
    const balance = holidayBalance({ ...base, firstYear: 2026, policy: { maxDays: 5, expiry: null } });
    expect(balance.carriedOver).toBe(0);
  });

  describe('expiry (5 days until 31 March)', () => {
    const policy = { maxDays: 5, expiry: '03-31' };
    const input = { ...base, year: 2027, firstYear: 2026, policy };

    it('keeps carried days until their expiry date, inclusive', () => {
      const balance = holidayBalance({ ...input, today: '2027-03-31' });
      expect(balance).toMatchObject({
        carriedOver: 5,
        carriedOverExpiresOn: '2027-03-31',
        carriedOverExpired: 0,
        remainingDays: 30,
      });
    });

    it('loses the carried days not used by then', () => {
      const approved = days('2027-03-29', '2027-04-02'); // 3 days by 31 Mar, 2 after
      const balance = holidayBalance({ ...input, today: '2027-04-01', approved });
      expect(balance).toMatchObject({
        carriedOver: 5,
        carriedOverExpired: 2,
        usedDays: 5,
        remainingDays: 23,
      });
    });

    it('loses nothing when the carried days were all used in time', () => {
      const approved = days('2027-02-01', '2027-02-05');
      const balance = holidayBalance({ ...input, today: '2027-12-01', approved });
      expect(balance).toMatchObject({ carriedOverExpired: 0, remainingDays: 25 });
    });

    it('chains years: expired days are not carried again', () => {
      // 2026: 25 unused → 5 carried into 2027, unused by 31 Mar → lost; 2027: 25 − 22 = 3 left → 3 into 2028.
      const approved = days('2027-05-03', '2027-06-01'); // 22 working days
      const balance = holidayBalance({ ...input, year: 2028, today: '2028-01-10', approved });
      expect(balance.carriedOver).toBe(3);
      expect(balance.carriedOverExpiresOn).toBe('2028-03-31');
    });
  });

  it('projects the year end with pending requests and a new one: carried days only cover up to expiry', () => {
    const input: BalanceInput = {
      ...base,
      year: 2027,
      today: '2027-01-10',
      firstYear: 2026,
      policy: { maxDays: 5, expiry: '03-31' },
      approved: days('2027-06-01', '2027-06-30'), // 22 days in June
    };
    // Today it shows 30 − 22 = 8 remaining, but the 5 carried days expire before June.
    expect(holidayBalance(input).remainingDays).toBe(8);
    expect(projectedYearEndBalance(input)).toBe(3);
    expect(projectedYearEndBalance(input, days('2027-07-01', '2027-07-05'))).toBe(0);
    expect(projectedYearEndBalance({ ...input, pending: days('2027-09-01', '2027-09-02') })).toBe(1);
  });

  it('validates the expiry day', () => {
    expect(isValidExpiry('03-31')).toBe(true);
    expect(isValidExpiry('02-29')).toBe(false);
    expect(isValidExpiry('04-31')).toBe(false);
    expect(isValidExpiry('3-31')).toBe(false);
  });
});

describe('what a balance reads', () => {
  it('starts the chain in the year the person joined, at most 10 years back', () => {
    expect(chainFirstYear(2020, 2026)).toBe(2020);
    expect(chainFirstYear(2010, 2026)).toBe(2016); // 2026 − 10
    expect(chainFirstYear(2027, 2026)).toBe(2027); // joined after the year asked for
  });

  it('reads from 1 January of the first year (or of the year itself) to 31 December', () => {
    expect(balanceSpan(2020, 2026)).toEqual({ from: '2020-01-01', to: '2026-12-31' });
    expect(balanceSpan(2027, 2026)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('splits the days of the vacations into approved and pending, inside the span, without the one changed', () => {
    const v = (id: string, status: string, startDate: string, endDate: string, halfDayEnd = false) => ({
      id,
      status,
      startDate,
      endDate,
      halfDayStart: false,
      halfDayEnd,
      hours: null,
    });
    const counting = { mode: 'working_days' as const, holidays: new Set(['2026-05-06']) };
    const usage = vacationUsage(
      [
        v('a', 'approved', '2026-05-04', '2026-05-08'), // Mon–Fri minus the Wednesday holiday: 4 days
        v('b', 'pending', '2026-07-06', '2026-07-06', true), // half of Monday: 0.5
        v('c', 'pending', '2026-07-07', '2026-07-08'), // the request being changed: left out
        v('d', 'approved', '2025-12-30', '2026-01-02'), // Tue 30, Wed 31 (before the span), Thu 1, Fri 2: 2 days
      ],
      counting,
      { from: '2026-01-01', to: '2026-12-31' },
      'c',
    );
    expect(usage.approved.reduce((sum, d) => sum + d.days, 0)).toBe(6); // 4 + 2
    expect(usage.approved.map((d) => d.date)).not.toContain('2025-12-31');
    expect(usage.pending).toEqual([{ date: '2026-07-06', days: 0.5 }]);
  });

  it("builds the year's input from the entitlements, the policy and the usage", () => {
    const usage = { approved: days('2026-05-04', '2026-05-08'), pending: [] };
    const entitlements = flat(22, { 2025: 1, 2026: 1 });
    const input = balanceInput({
      year: 2026,
      today: '2026-06-15',
      firstYear: 2025,
      entitlements,
      policy: { maxDays: 5, expiry: null },
      usage,
    });
    expect(input).toEqual({
      year: 2026,
      today: '2026-06-15',
      entitlements,
      firstYear: 2025,
      policy: { maxDays: 5, expiry: null },
      approved: usage.approved,
      pending: [],
    });
    // 2025: 22 − 1 = 21 unused → 5 carried; 2026: 22 − 1 + 5 − 5 used = 21.
    expect(holidayBalance(input).remainingDays).toBe(21);
  });
});

describe('requestShortfall', () => {
  // 25 days, 20 approved in March, 3 pending in September: 2 left at year end with the pending ones.
  const input2026: BalanceInput = {
    ...base,
    approved: days('2026-03-02', '2026-03-27'), // 4 weeks: 20 days
    pending: days('2026-09-01', '2026-09-03'), // Tue–Thu: 3 days
  };

  it('refuses a request beyond what the year has left, counting the pending ones when asked', () => {
    const request = days('2026-10-05', '2026-10-09'); // 5 days
    // With pending: 25 − 20 − 3 = 2 available; 2 − 5 < 0.
    expect(requestShortfall(request, () => input2026, true)).toEqual({
      shortfall: { year: 2026, needed: 5, available: 2 },
      available: 2,
    });
    // At approval only the approved count: 25 − 20 = 5 available; 5 − 5 = 0 fits.
    expect(requestShortfall(request, () => input2026, false)).toEqual({ shortfall: null, available: 5 });
  });

  it('checks every year a request touches and names the first one short', () => {
    // Mon 28 Dec 2026 – Fri 8 Jan 2027: 4 days in 2026, 6 in 2027 (no holidays here).
    const request = days('2026-12-28', '2027-01-08');
    const inputOf = (year: number) =>
      year === 2026 ? input2026 : { ...base, year: 2027, firstYear: 2026, approved: [], pending: [] };
    // 2026: 2 available, 4 needed → short; 2027: 25 available, 6 needed → fits.
    expect(requestShortfall(request, inputOf, true)).toEqual({
      shortfall: { year: 2026, needed: 4, available: 2 },
      available: 2,
    });
  });

  it('never shows less than 0 available, and nothing for a request that uses no day', () => {
    const over = { ...base, approved: days('2026-01-05', '2026-02-13') }; // 30 days: 25 − 30 = −5
    expect(requestShortfall(days('2026-06-01', '2026-06-01'), () => over, false)).toEqual({
      shortfall: { year: 2026, needed: 1, available: 0 },
      available: 0,
    });
    expect(requestShortfall(days('2026-06-06', '2026-06-07'), () => over, true)).toEqual({
      shortfall: null,
      available: null,
    }); // a weekend
  });
});

describe('yearly entitlements', () => {
  const none: Entitlements = { rows: [], defaults: [], periods: [], rounding: 'nearest', startYear: 2020 };

  it("takes the company's default of the year: the latest change not after it, else 25", () => {
    const defaults = [
      { fromYear: 2027, days: 28 },
      { fromYear: 2024, days: 22 },
    ];
    expect(companyDefaultAllowance(defaults, 2023)).toBe(25); // before the first change
    expect(companyDefaultAllowance(defaults, 2026)).toBe(22);
    expect(companyDefaultAllowance(defaults, 2027)).toBe(28);
    expect(companyDefaultAllowance([], 2026)).toBe(25);
  });

  it("an allowance continues until changed; an adjustment is its year's only; changing 2027 leaves 2026", () => {
    const e: Entitlements = {
      ...none,
      defaults: [{ fromYear: 2000, days: 22 }],
      rows: [
        { year: 2025, allowance: 30, adjustment: 2, proRata: true },
        { year: 2027, allowance: null, adjustment: 0, proRata: true },
      ],
    };
    expect(yearEntitlement(e, 2024)).toMatchObject({ allowance: 22, adjustment: 0 }); // the default
    expect(yearEntitlement(e, 2025)).toMatchObject({ allowance: 30, adjustment: 2 });
    expect(yearEntitlement(e, 2026)).toMatchObject({ allowance: 30, adjustment: 0 }); // 2025's continues
    expect(yearEntitlement(e, 2027)).toMatchObject({ allowance: 22, adjustment: 0 }); // back to the default
    const edited = withYearEdit(e, 2027, { allowance: 35, adjustment: 1 });
    expect(yearEntitlement(edited, 2026)).toMatchObject({ allowance: 30, adjustment: 0 });
    expect(yearEntitlement(edited, 2027)).toMatchObject({ allowance: 35, adjustment: 1 });
  });

  it('counts the days of membership in a year, over several periods', () => {
    // 1 Jul – 31 Dec 2026: 31 + 31 + 30 + 31 + 30 + 31 = 184 days.
    expect(membershipDaysInYear([{ joinedOn: '2026-07-01', leftOn: null }], 2026)).toBe(184);
    // Left on 31 Mar 2026: 31 + 28 + 31 = 90 days; joined again 1 Dec: 31 days → 121.
    const periods = [
      { joinedOn: '2020-01-01', leftOn: '2026-03-31' },
      { joinedOn: '2026-12-01', leftOn: null },
    ];
    expect(membershipDaysInYear(periods, 2026)).toBe(121);
    expect(membershipDaysInYear(periods, 2027)).toBe(365);
    expect(membershipDaysInYear(periods, 2019)).toBe(0);
    expect(firstMembershipYear(periods)).toBe(2020);
    expect(firstMembershipYear([])).toBeNull();
  });

  it('pro-rates to half days: nearest or up', () => {
    // Joined 1 Jul 2026: 25 × 184 / 365 = 12.603 → nearest half 12.5, up 13.
    const share = { membershipDays: 184, daysInYear: 365 };
    expect(proRataAllowance(25, share, 'nearest')).toBe(12.5);
    expect(proRataAllowance(25, share, 'up')).toBe(13);
    // Left on 31 Mar 2026: 22 × 90 / 365 = 5.425 → nearest 5.5 (5.425 is nearer 5.5 than 5), up 5.5.
    expect(proRataAllowance(22, { membershipDays: 90, daysInYear: 365 }, 'nearest')).toBe(5.5);
    expect(proRataAllowance(22, { membershipDays: 90, daysInYear: 365 }, 'up')).toBe(5.5);
    // 2028 has 366 days; joined 2 Jul 2028: 183 days; 25 × 183 / 366 = 12.5 exactly → 12.5 either way.
    expect(proRataAllowance(25, { membershipDays: 183, daysInYear: 366 }, 'nearest')).toBe(12.5);
    expect(proRataAllowance(25, { membershipDays: 183, daysInYear: 366 }, 'up')).toBe(12.5);
    // 20 × 1 / 365 = 0.0548 → nearest 0, up 0.5.
    expect(proRataAllowance(20, { membershipDays: 1, daysInYear: 365 }, 'nearest')).toBe(0);
    expect(proRataAllowance(20, { membershipDays: 1, daysInYear: 365 }, 'up')).toBe(0.5);
  });

  it("a joiner's balance: the pro-rated allowance, and a full year after", () => {
    const joiner: Entitlements = {
      ...none,
      periods: [{ joinedOn: '2026-07-01', leftOn: null }],
      rounding: 'up',
    };
    const input: BalanceInput = {
      ...base,
      entitlements: joiner,
      firstYear: 2026,
      policy: { maxDays: 5, expiry: null },
      approved: days('2026-08-03', '2026-08-07'), // 5 days
    };
    // 2026: 25 × 184 / 365 = 12.6 → up 13; 13 − 5 = 8 remaining.
    expect(holidayBalance(input)).toMatchObject({
      allowance: 13,
      annualAllowance: 25,
      proRata: { membershipDays: 184, daysInYear: 365, rounding: 'up', applied: true },
      remainingDays: 8,
    });
    // 2027: a full year, 25, plus 5 carried (8 left, at most 5) = 30.
    expect(holidayBalance({ ...input, year: 2027, today: '2027-02-01' })).toMatchObject({
      allowance: 25,
      proRata: null,
      carriedOver: 5,
      remainingDays: 30,
    });
  });

  it("a leaver's last year is pro-rated to the day they left; a year set not to be is not", () => {
    const leaver: Entitlements = { ...none, periods: [{ joinedOn: '2020-01-01', leftOn: '2026-03-31' }] };
    // 25 × 90 / 365 = 6.16 → nearest 6.
    expect(yearEntitlement(leaver, 2026)).toMatchObject({ allowance: 6, annualAllowance: 25 });
    const full = { ...leaver, rows: [{ year: 2026, allowance: 25, adjustment: 0, proRata: false }] };
    expect(yearEntitlement(full, 2026)).toMatchObject({
      allowance: 25,
      proRata: { membershipDays: 90, daysInYear: 365, applied: false },
    });
    // Pro-rata is a choice per year, kept when the allowance is edited without it.
    expect(withYearEdit(full, 2026, { allowance: 25, adjustment: 0 }).rows[0]?.proRata).toBe(false);
    expect(withYearEdit(full, 2026, { allowance: 25, adjustment: 0, proRata: true }).rows[0]?.proRata).toBe(
      true,
    );
  });

  it("does not pro-rate the company's first year on Plantel unless an admin says so", () => {
    // Founded (or started on Plantel) on 24 Nov 2026: the founder and the staff invited then were there before.
    const founder: Entitlements = {
      ...none,
      startYear: 2026,
      periods: [{ joinedOn: '2026-11-24', leftOn: null }],
    };
    expect(yearEntitlement(founder, 2026)).toMatchObject({
      allowance: 25,
      proRata: { membershipDays: 38, daysInYear: 365, applied: false }, // 24 Nov – 31 Dec: 7 + 31 = 38
    });
    // An admin ticks pro-rata for a real joiner of that year: 25 × 38 / 365 = 2.6 → 2.5.
    const ticked = withYearEdit(founder, 2026, { allowance: null, adjustment: 0, proRata: true });
    expect(yearEntitlement(ticked, 2026).allowance).toBe(2.5);
    // A joiner of a later year is pro-rated by default.
    const later = { ...founder, periods: [{ joinedOn: '2027-07-01', leftOn: null }] };
    expect(yearEntitlement(later, 2027).allowance).toBe(12.5); // 25 × 184 / 365 = 12.6
  });

  it('the editor preview gives what the balance gives after the edit', () => {
    const input: BalanceInput = {
      ...base,
      year: 2027,
      today: '2027-06-01',
      firstYear: 2026,
      entitlements: { ...flat(25, { 2026: 2 }), periods: [{ joinedOn: '2026-01-01', leftOn: '2027-06-30' }] },
      policy: { maxDays: 5, expiry: null },
      approved: [...days('2026-03-02', '2026-03-20'), ...days('2027-02-01', '2027-02-05')], // 15 + 5 days
    };
    // 2026: 25 − 2 − 15 = 8 → 5 carried. 2027: 25 × 181 / 365 = 12.4 → 12.5; 12.5 + 5 − 5 = 12.5.
    const before = holidayBalance(input);
    expect(before).toMatchObject({ allowance: 12.5, carriedOver: 5, remainingDays: 12.5 });
    // Editing 2027 to 30 days and 1 day of adjustment: 30 × 181 / 365 = 14.9 → 15; 15 − 1 + 5 − 5 = 14.
    const edit = { allowance: 30, adjustment: 1 };
    const after = holidayBalance({ ...input, entitlements: withYearEdit(input.entitlements, 2027, edit) });
    expect(after.remainingDays).toBe(14);
    expect(remainingAfterEdit(before, edit)).toBe(14);
    // Without pro-rata: 30 − 1 + 5 − 5 = 29.
    const full = { ...edit, proRata: false };
    const unrated = holidayBalance({ ...input, entitlements: withYearEdit(input.entitlements, 2027, full) });
    expect(unrated.remainingDays).toBe(29);
    expect(remainingAfterEdit(before, full)).toBe(29);
  });
});
