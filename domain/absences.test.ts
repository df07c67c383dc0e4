import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absenceTypeLabel,
  absenceWhen,
  countAbsenceDays,
  countAbsenceDaysByYear,
  countAbsenceDaysInYear,
  daysUsedByDate,
  formatLeaveHours,
  halfDayFlags,
  halfDayOption,
  halfDayProblem,
  halfDaySuffix,
  hourlyLeaveProblem,
  hourlyPortion,
  NO_WORKING_DAYS,
  noWorkingDaysProblem,
} from './absences';
import { addDays, daysInclusive, isoDate } from './calendar';
import type { WorkScheduleHistory } from './work-schedule';

const full = (startDate: string, endDate: string) => ({
  startDate,
  endDate,
  halfDayStart: false,
  halfDayEnd: false,
  hours: null,
});
const working = (holidays: string[] = []) => ({ mode: 'working_days' as const, holidays: new Set(holidays) });
const calendar = (holidays: string[] = []) => ({
  mode: 'calendar_days' as const,
  holidays: new Set(holidays),
});

describe('labels', () => {
  it('turns underscores into spaces and capitalises', () => {
    expect(absenceTypeLabel('sick_leave')).toBe('Sick Leave');
    expect(absenceTypeLabel('vacation')).toBe('Vacation');
    expect(absenceTypeLabel('maternity_leave')).toBe('Maternity Leave');
  });

  it('maps the half-day options to the flags and the schedule suffix', () => {
    expect(halfDayFlags('morning')).toEqual({ halfDayStart: true, halfDayEnd: false });
    expect(halfDayFlags('afternoon')).toEqual({ halfDayStart: false, halfDayEnd: true });
    expect(halfDayOption({ halfDayStart: false, halfDayEnd: false })).toBe('full');
    expect(halfDaySuffix(halfDayFlags('morning'))).toBe('(AM)');
    expect(halfDaySuffix(halfDayFlags('afternoon'))).toBe('(PM)');
    expect(halfDaySuffix(halfDayFlags('full'))).toBe('');
  });

  it('allows half days only on a single day, and one half at a time', () => {
    expect(halfDayProblem({ ...full('2026-05-04', '2026-05-04'), halfDayStart: true })).toBeNull();
    expect(halfDayProblem({ ...full('2026-05-04', '2026-05-05'), halfDayEnd: true })).toMatch(/single-day/);
    expect(
      halfDayProblem({ ...full('2026-05-04', '2026-05-04'), halfDayStart: true, halfDayEnd: true }),
    ).toMatch(/either/);
  });
});

describe('counting working days (the default)', () => {
  it('skips weekends', () => {
    // Mon 4 May – Sun 17 May 2026: two working weeks.
    expect(countAbsenceDays(full('2026-05-04', '2026-05-17'), working())).toBe(10);
    expect(countAbsenceDays(full('2026-05-09', '2026-05-10'), working())).toBe(0);
  });

  it("skips the company's holidays", () => {
    // Barcelona, Easter 2026: Good Friday 3 Apr and Easter Monday 6 Apr are days off.
    const easter = ['2026-04-03', '2026-04-06'];
    expect(countAbsenceDays(full('2026-03-30', '2026-04-10'), working(easter))).toBe(8);
  });

  it('counts a half day as 0.5, and nothing on a day off', () => {
    expect(countAbsenceDays({ ...full('2026-05-04', '2026-05-04'), halfDayStart: true }, working())).toBe(
      0.5,
    );
    expect(countAbsenceDays({ ...full('2026-05-04', '2026-05-04'), halfDayEnd: true }, working())).toBe(0.5);
    expect(countAbsenceDays({ ...full('2026-05-09', '2026-05-09'), halfDayEnd: true }, working())).toBe(0);
    expect(
      countAbsenceDays({ ...full('2026-05-01', '2026-05-01'), halfDayEnd: true }, working(['2026-05-01'])),
    ).toBe(0);
  });

  it('splits a request across New Year between the years', () => {
    // Mon 28 Dec 2026 – Fri 8 Jan 2027; 1 Jan and 6 Jan are holidays.
    const request = full('2026-12-28', '2027-01-08');
    const rules = working(['2027-01-01', '2027-01-06']);
    expect(countAbsenceDaysByYear(request, rules)).toEqual(
      new Map([
        [2026, 4],
        [2027, 4],
      ]),
    );
    expect(countAbsenceDaysInYear(request, 2027, rules)).toBe(4);
    expect(countAbsenceDaysInYear(request, 2025, rules)).toBe(0);
  });
});

describe("counting calendar days (the spec's count)", () => {
  it('counts every day inclusive, weekends and holidays too', () => {
    expect(countAbsenceDays(full('2026-05-04', '2026-05-17'), calendar(['2026-05-15']))).toBe(14);
    expect(countAbsenceDays(full('2026-05-04', '2026-05-04'), calendar())).toBe(1);
  });

  it('half day at one end counts 0.5, at both ends 0', () => {
    expect(countAbsenceDays({ ...full('2026-05-09', '2026-05-09'), halfDayStart: true }, calendar())).toBe(
      0.5,
    );
    expect(
      countAbsenceDays(
        { ...full('2026-05-09', '2026-05-09'), halfDayStart: true, halfDayEnd: true },
        calendar(),
      ),
    ).toBe(0);
  });

  it('splits across New Year', () => {
    expect(countAbsenceDaysByYear(full('2026-12-30', '2027-01-02'), calendar())).toEqual(
      new Map([
        [2026, 2],
        [2027, 2],
      ]),
    );
  });
});

describe('properties', () => {
  const date = fc
    .record({ y: fc.integer({ min: 2020, max: 2030 }), d: fc.integer({ min: 0, max: 364 }) })
    .map(({ y, d }) => addDays(isoDate(y, 1, 1), d));

  it('calendar days equal the inclusive count, and the years add up to the total', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 60 }), (start, length) => {
        const request = full(start, addDays(start, length));
        const total = countAbsenceDays(request, calendar());
        expect(total).toBe(daysInclusive(request.startDate, request.endDate));
        const byYear = [...countAbsenceDaysByYear(request, working()).values()].reduce((a, b) => a + b, 0);
        expect(byYear).toBe(countAbsenceDays(request, working()));
      }),
    );
  });

  it('working days are never more than calendar days, and any holiday only lowers them', () => {
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (start, length, h) => {
          const request = full(start, addDays(start, length));
          const plain = countAbsenceDays(request, working());
          expect(plain).toBeLessThanOrEqual(countAbsenceDays(request, calendar()));
          expect(countAbsenceDays(request, working([addDays(start, h)]))).toBeLessThanOrEqual(plain);
        },
      ),
    );
  });
});

describe('hourly leave', () => {
  // Thu 3 Dec 2026. A part-timer: 4 h Monday to Friday.
  const hourly = (date: string, hours: number) => ({ ...full(date, date), hours });
  const partTimer: WorkScheduleHistory = {
    company: [],
    member: [{ startsOn: '2020-01-01', hours: [4, 4, 4, 4, 4, 0, 0] }],
  };

  it("takes its hours ÷ the day's scheduled hours", () => {
    // 2 h ÷ 8 h = 0.25 day; on a 4 h day 2 ÷ 4 = 0.5 day; 7.5 h day: 3 ÷ 7.5 = 0.4 day.
    expect(hourlyPortion(2, 8)).toBe(0.25);
    expect(hourlyPortion(2, 4)).toBe(0.5);
    expect(hourlyPortion(3, 7.5)).toBe(0.4);
    expect(hourlyPortion(2, 0)).toBe(0);
    expect(hourlyPortion(10, 8)).toBe(1);
    expect(countAbsenceDays(hourly('2026-12-03', 2), working())).toBe(0.25);
    expect(countAbsenceDays(hourly('2026-12-03', 2), { ...working(), schedule: partTimer })).toBe(0.5);
    expect(daysUsedByDate(hourly('2026-12-03', 2), working())).toEqual([
      { date: '2026-12-03', days: 0.25, hours: 2 },
    ]);
  });

  it('counts the same in calendar-days mode (hours are converted by the schedule, not by the calendar)', () => {
    // 2 h on an 8 h Thursday = 0.25 day in either mode.
    expect(countAbsenceDays(hourly('2026-12-03', 2), calendar())).toBe(0.25);
  });

  it('takes nothing on a holiday or a day without hours', () => {
    // Sat 5 Dec: 0 scheduled hours; Tue 8 Dec a holiday.
    expect(countAbsenceDays(hourly('2026-12-05', 2), working())).toBe(0);
    expect(countAbsenceDays(hourly('2026-12-08', 2), calendar(['2026-12-08']))).toBe(0);
  });

  it('refuses what an hourly leave cannot be, in plain words', () => {
    const ok = hourly('2026-12-03', 2);
    expect(hourlyLeaveProblem(ok, 8, 'Ana López')).toBeNull();
    expect(hourlyLeaveProblem({ ...ok, endDate: '2026-12-04' }, 8, 'Ana')?.field).toBe('endDate');
    expect(hourlyLeaveProblem({ ...ok, halfDayStart: true }, 8, 'Ana')?.message).toBe(
      'Choose either hours or a half day, not both',
    );
    expect(hourlyLeaveProblem({ ...ok, hours: 0 }, 8, 'Ana')?.field).toBe('hours');
    expect(hourlyLeaveProblem({ ...ok, hours: 1.1 }, 8, 'Ana')?.message).toMatch(/quarter hours/);
    expect(hourlyLeaveProblem({ ...ok, hours: 5 }, 4, 'Ana')?.message).toBe(
      'Ana works 4 h on Dec 03, 2026: hourly leave can be at most that',
    );
    expect(hourlyLeaveProblem(hourly('2026-12-05', 2), 0, 'Ana López')?.message).toBe(
      'Dec 05, 2026 is not a working day for Ana López',
    );
    expect(formatLeaveHours(1.5)).toBe('1.5 h');
    expect(absenceWhen(ok)).toBe('2 h on Dec 03, 2026');
    expect(absenceWhen(full('2026-05-04', '2026-05-08'))).toBe('May 04, 2026 – May 08, 2026');
  });
});

describe('a request that uses no working days (issue 17)', () => {
  // Christmas 2026 in Barcelona: Fri 25 Dec (Christmas) and Sat 26 Dec (St Stephen) are holidays, Sun 27 Dec
  // a weekend day; Mon 28 Dec is a working day.
  const holidays = ['2026-12-25', '2026-12-26'];
  const weekendWorker: WorkScheduleHistory = {
    company: [],
    member: [{ startsOn: '2020-01-01', hours: [0, 0, 8, 8, 8, 8, 8] }],
  };

  it('refuses one whose days are all holidays or weekend days', () => {
    // Fri 25 (holiday) + Sat 26 (holiday, weekend) + Sun 27 (weekend) = 0 + 0 + 0 = 0 working days.
    expect(countAbsenceDays(full('2026-12-25', '2026-12-27'), working(holidays))).toBe(0);
    expect(noWorkingDaysProblem(full('2026-12-25', '2026-12-27'), working(holidays))).toBe(NO_WORKING_DAYS);
    // Sat 5 + Sun 6 Dec 2026 (no holiday needed): 0 + 0 = 0; the morning of Sat 5 Dec: 0.
    expect(noWorkingDaysProblem(full('2026-12-05', '2026-12-06'), working())).toBe(NO_WORKING_DAYS);
    expect(noWorkingDaysProblem({ ...full('2026-12-05', '2026-12-05'), halfDayStart: true }, working())).toBe(
      NO_WORKING_DAYS,
    );
  });

  it('accepts one that takes any part of a working day', () => {
    // Fri 25 – Mon 28 Dec: 0 + 0 + 0 + 1 = 1 day; the afternoon of Mon 28 Dec: 1 − 0.5 = 0.5 day.
    expect(noWorkingDaysProblem(full('2026-12-25', '2026-12-28'), working(holidays))).toBeNull();
    expect(
      noWorkingDaysProblem({ ...full('2026-12-28', '2026-12-28'), halfDayEnd: true }, working(holidays)),
    ).toBeNull();
  });

  it("follows the person's schedule: a weekend is a working day for someone who works it", () => {
    // Works Wednesday to Sunday: Sat 5 + Sun 6 Dec 2026 = 1 + 1 = 2 days; Mon 7 + Tue 8 Dec = 0 + 0.
    const rules = { ...working(), schedule: weekendWorker };
    expect(noWorkingDaysProblem(full('2026-12-05', '2026-12-06'), rules)).toBeNull();
    expect(noWorkingDaysProblem(full('2026-12-07', '2026-12-08'), rules)).toBe(NO_WORKING_DAYS);
  });

  it('never refuses when calendar days are counted: Sat 5 + Sun 6 Dec = 1 + 1 = 2 days', () => {
    expect(noWorkingDaysProblem(full('2026-12-05', '2026-12-06'), calendar())).toBeNull();
    expect(noWorkingDaysProblem(full('2026-12-25', '2026-12-26'), calendar(holidays))).toBeNull();
  });

  it('leaves hourly leave to its own rule (it names the day that is not worked)', () => {
    expect(noWorkingDaysProblem({ ...full('2026-12-05', '2026-12-05'), hours: 2 }, working())).toBeNull();
  });
});
