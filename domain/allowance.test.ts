import { describe, expect, it } from 'vitest';
import { daysUsedByDate } from './absences';
import { type BalanceInput, holidayBalance, isValidExpiry, projectedYearEndBalance } from './allowance';

const rules = { mode: 'working_days' as const, holidays: new Set<string>() };
const days = (startDate: string, endDate: string) =>
  daysUsedByDate({ startDate, endDate, halfDayStart: false, halfDayEnd: false }, rules);

const base: BalanceInput = {
  year: 2026,
  today: '2026-06-15',
  allowance: 25,
  adjustment: 0,
  firstYear: 2026,
  policy: { maxDays: 0, expiry: null },
  approved: [],
};

describe('holiday balance', () => {
  it('remaining = allowance − used − adjustment; available also takes pending off', () => {
    const balance = holidayBalance({
      ...base,
      adjustment: 2,
      approved: days('2026-05-04', '2026-05-08'), // 5
      pending: [...days('2026-07-06', '2026-07-07'), ...days('2027-01-04', '2027-01-05')], // 2 in 2026
    });
    expect(balance).toMatchObject({
      allowance: 25,
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
