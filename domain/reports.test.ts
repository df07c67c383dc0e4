import { describe, expect, it } from 'vitest';
import type { AbsenceType } from './absences';
import {
  ABSENTEEISM_DEFINITION,
  absenteeism,
  combineAbsenteeism,
  combineHours,
  countedWorkingDays,
  coveredRange,
  expectedHours,
  hoursAgainstExpected,
  PERIOD_END_BEFORE_START,
  PERIOD_TOO_LONG,
  periodProblem,
  presetPeriod,
  type ReportAbsence,
  scheduleDayHours,
  UNPLANNED_ABSENCE_TYPES,
} from './reports';
import { monthlySummary } from './timesheets';
import { DEFAULT_HISTORY, type WorkScheduleHistory } from './work-schedule';

/** Someone on `hours` a day Monday to Friday (a schedule since 2000), by the rule the reports use. */
const weekdayHours = (hours: number, holidays: ReadonlySet<string>) => {
  const week: WorkScheduleHistory = {
    company: [],
    member: [{ startsOn: '2000-01-01', hours: [hours, hours, hours, hours, hours, 0, 0] }],
  };
  return scheduleDayHours(week, holidays);
};

const absence = (
  absenceType: AbsenceType,
  startDate: string,
  endDate: string,
  half: 'am' | 'pm' | null = null,
): ReportAbsence => ({
  absenceType,
  startDate,
  endDate,
  halfDayStart: half === 'am',
  halfDayEnd: half === 'pm',
  hours: null,
});

// March 2026: 22 weekdays (Mon 2 … Tue 31). A crafted company holiday on Thursday 19 March leaves 21.
const march = { from: '2026-03-01', to: '2026-03-31' };
const holidays = new Set(['2026-03-19']);

describe('periods', () => {
  it('presets around the company today', () => {
    expect(presetPeriod('this_month', '2026-02-17')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('last_month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('last_month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('this_quarter', '2026-05-20')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(presetPeriod('this_quarter', '2026-12-31')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetPeriod('this_quarter', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetPeriod('this_year', '2026-07-04')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('refuses an end before the start and more than 3 years', () => {
    expect(periodProblem('2026-03-02', '2026-03-01')).toBe(PERIOD_END_BEFORE_START);
    expect(periodProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(periodProblem('2024-01-01', '2026-12-31')).toBeNull();
    expect(periodProblem('2024-01-01', '2027-01-01')).toBe(PERIOD_TOO_LONG);
    expect(periodProblem('2024-02-29', '2027-02-27')).toBeNull();
    expect(periodProblem('2024-02-29', '2027-02-28')).toBe(PERIOD_TOO_LONG);
  });

  it('counts up to today; a period still to come counts nothing', () => {
    expect(coveredRange(march, '2026-03-18')).toEqual({ from: '2026-03-01', to: '2026-03-18' });
    expect(coveredRange(march, '2026-06-01')).toEqual(march);
    expect(coveredRange(march, '2026-02-28')).toBeNull();
  });
});

// Everyone a member all along, 8 hours a day, Monday to Friday less the holiday.
const always = [{ joinedOn: '2020-01-01', leftOn: null }];
const eight = weekdayHours(8, holidays);
const marchDays = countedWorkingDays(march, always, eight);

describe('the days a person is counted on', () => {
  it('scheduled working days of the period: weekdays less the holiday', () => {
    // 22 weekdays in March 2026 less Thursday 19 = 21.
    expect(marchDays).toHaveLength(21);
    expect(marchDays).not.toContain('2026-03-19');
    expect(eight('2026-03-19')).toBe(0);
    expect(eight('2026-03-21')).toBe(0); // Saturday
    expect(weekdayHours(4, holidays)('2026-03-20')).toBe(4);
  });

  it('from the day they joined to the day they left, both included', () => {
    // Joined Tuesday 24: 24, 25, 26, 27, 30, 31 = 6 days.
    expect(countedWorkingDays(march, [{ joinedOn: '2026-03-24', leftOn: null }], eight)).toEqual([
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-30',
      '2026-03-31',
    ]);
    // Left Wednesday 4 March: 2, 3, 4 = 3 days.
    expect(countedWorkingDays(march, [{ joinedOn: '2025-05-01', leftOn: '2026-03-04' }], eight)).toHaveLength(
      3,
    );
    // Left on 6 and came back on 23: 2–6 (5) + 23–27 (5) + 30, 31 (2) = 12 days.
    const twice = [
      { joinedOn: '2025-05-01', leftOn: '2026-03-06' },
      { joinedOn: '2026-03-23', leftOn: null },
    ];
    expect(countedWorkingDays(march, twice, eight)).toHaveLength(12);
    // Not a member in the period, or a period still to come: nothing.
    expect(countedWorkingDays(march, [{ joinedOn: '2026-04-01', leftOn: null }], eight)).toEqual([]);
    expect(countedWorkingDays(march, [], eight)).toEqual([]);
    expect(countedWorkingDays(null, always, eight)).toEqual([]);
  });
});

describe('absenteeism on a crafted month', () => {
  it('hourly sick leave counts its part of the day: 2 h of 8 h = 0.25 day; of a 4 h day 0.5', () => {
    const visit = { ...absence('sick_leave', '2026-03-10', '2026-03-10'), hours: 2 };
    // 0.25 ÷ 21 working days = 1.19 % → 1.2 %.
    const eightHours = absenteeism(marchDays, [visit]);
    expect(eightHours).toMatchObject({ absenceDays: 0.25, unplannedDays: 0.25, rate: 1.2 });
    // A part-timer of 4 h Monday to Friday: 2 ÷ 4 = 0.5 day; 0.5 ÷ 21 = 2.38 % → 2.4 %.
    const partTimer = { company: [], member: [{ startsOn: '2020-01-01', hours: [4, 4, 4, 4, 4, 0, 0] }] };
    expect(absenteeism(marchDays, [visit], partTimer)).toMatchObject({ unplannedDays: 0.5, rate: 2.4 });
    // Expected hours: 21 × 4 = 84 − 2 = 82 h; at 8 h: 21 × 8 = 168 − 2 = 166 h.
    expect(expectedHours(marchDays, weekdayHours(4, holidays), [visit], partTimer)).toBe(82);
    expect(expectedHours(marchDays, eight, [visit])).toBe(166);
  });

  it('unplanned (sick) days ÷ working days; every type still counted by type and in absence days', () => {
    const result = absenteeism(marchDays, [
      // Mon 16 – Sun 22: 16, 17, 18, 20 (19 is the holiday; 21, 22 weekend) = 4 days.
      absence('vacation', '2026-03-16', '2026-03-22'),
      // A morning off: 0.5.
      absence('personal_day', '2026-03-25', '2026-03-25', 'am'),
      // Sick from Fri 27 February to Tue 3 March: only 2 and 3 March are in the month.
      absence('sick_leave', '2026-02-27', '2026-03-03'),
    ]);
    expect(result.workingDays).toBe(21);
    expect(result.absenceDays).toBe(6.5); // 4 + 0.5 + 2
    expect(result.unplannedDays).toBe(2);
    expect(result.rate).toBe(9.5); // 2 / 21 = 9.52 %
    expect(result.byType).toEqual({
      vacation: 4,
      sick_leave: 2,
      personal_day: 0.5,
      maternity_leave: 0,
      paternity_leave: 0,
      unpaid_leave: 0,
    });
  });

  it("the issue's case: 2 sick days and a 5-day vacation over 2 × 15 days is 6.7 %, not 23.3 %", () => {
    // Monday 9 to Friday 27 March without the crafted holiday: 15 working days each.
    const weeks = countedWorkingDays(
      { from: '2026-03-09', to: '2026-03-27' },
      always,
      weekdayHours(8, new Set()),
    );
    expect(weeks).toHaveLength(15);
    const ben = absenteeism(weeks, [
      absence('sick_leave', '2026-03-10', '2026-03-11'),
      absence('vacation', '2026-03-16', '2026-03-20'),
    ]);
    const ada = absenteeism(weeks, []);
    // (2 + 0) / (15 + 15) = 6.67 % → 6.7 %; with the vacation it would be 7 / 30 = 23.3 %.
    expect(combineAbsenteeism([ben, ada])).toMatchObject({
      workingDays: 30,
      absenceDays: 7,
      unplannedDays: 2,
      rate: 6.7,
    });
  });

  it('planned leave of every kind stays out of the rate', () => {
    const planned = absenteeism(marchDays, [
      absence('vacation', '2026-03-02', '2026-03-02'),
      absence('personal_day', '2026-03-03', '2026-03-03'),
      absence('maternity_leave', '2026-03-04', '2026-03-04'),
      absence('paternity_leave', '2026-03-05', '2026-03-05'),
      absence('unpaid_leave', '2026-03-06', '2026-03-06'),
    ]);
    expect(planned).toMatchObject({ absenceDays: 5, unplannedDays: 0, rate: 0 });
    expect(UNPLANNED_ABSENCE_TYPES).toEqual(['sick_leave']);
    expect(ABSENTEEISM_DEFINITION).toContain('sick leave days ÷ scheduled working days');
  });

  it('a sick day outside the membership is not counted; a day is never taken twice', () => {
    const joiner = countedWorkingDays(march, [{ joinedOn: '2026-03-24', leftOn: null }], eight);
    const result = absenteeism(joiner, [
      absence('sick_leave', '2026-03-20', '2026-03-24'), // only Tuesday 24 is a member's day
      absence('vacation', '2026-03-24', '2026-03-24', 'pm'), // the same day: nothing left to take
    ]);
    // 1 sick day ÷ 6 days = 16.67 % → 16.7 %.
    expect(result).toMatchObject({ workingDays: 6, absenceDays: 1, unplannedDays: 1, rate: 16.7 });
  });

  it('nobody absent: 0 %; no working days: 0 % rather than a division by zero', () => {
    expect(absenteeism(marchDays, []).rate).toBe(0);
    const weekend = countedWorkingDays({ from: '2026-03-07', to: '2026-03-08' }, always, eight);
    expect(absenteeism(weekend, [absence('sick_leave', '2026-03-07', '2026-03-08')])).toMatchObject({
      workingDays: 0,
      absenceDays: 0,
      rate: 0,
    });
  });

  it('the company rate is everyone’s unplanned days over everyone’s working days', () => {
    const ana = absenteeism(marchDays, [absence('vacation', '2026-03-02', '2026-03-06')]);
    const ben = absenteeism(marchDays, []);
    const carla = absenteeism(marchDays, [absence('sick_leave', '2026-03-09', '2026-03-10')]);
    const company = combineAbsenteeism([ana, ben, carla]);
    expect(company.workingDays).toBe(63); // 3 × 21
    expect(company.absenceDays).toBe(7); // 5 + 2
    expect(company.rate).toBe(3.2); // 2 / 63 = 3.17 %
    expect(company.byType.vacation).toBe(5);
    expect(company.byType.sick_leave).toBe(2);
  });
});

describe('hours against expected on a crafted month', () => {
  it('matches the monthly timesheet’s figures for a whole month', () => {
    const absences = [
      absence('vacation', '2026-03-16', '2026-03-17'),
      absence('personal_day', '2026-03-25', '2026-03-25', 'pm'),
    ];
    // 18 days of 8.5 h: 153 h.
    const entries = Array.from({ length: 18 }, (_, i) => ({
      date: `2026-03-${String(i + 2).padStart(2, '0')}`,
      totalHours: 8.5,
    }));
    const monthly = monthlySummary({
      month: '2026-03',
      holidays,
      absences,
      entries,
      schedule: DEFAULT_HISTORY,
    });
    const figures = hoursAgainstExpected({
      expectedHours: expectedHours(marchDays, eight, absences),
      workedHours: 153,
      daysWorked: 18,
    });
    expect(figures.expectedHours).toBe(monthly.expectedHours);
    expect(figures.expectedHours).toBe((21 - 2.5) * 8);
    expect(figures.workedHours).toBe(monthly.totalHours);
    expect(figures.variance).toBe(monthly.variance);
    expect(figures).toMatchObject({ variance: 5, overtime: 5, undertime: 0, daysWorked: 18 });
  });

  it('a joiner is expected only from the day they joined: 32 h, not 120 h', () => {
    // Monday 9 to Friday 27 March, joined Tuesday 24: 24, 25, 26, 27 = 4 days × 8 h = 32 h
    // (from the start of the period it would be 15 × 8 = 120 h).
    // (No holiday in these weeks: the crafted one is left out.)
    const range = { from: '2026-03-09', to: '2026-03-27' };
    const plain = weekdayHours(8, new Set());
    const days = countedWorkingDays(range, [{ joinedOn: '2026-03-24', leftOn: null }], plain);
    expect(expectedHours(days, plain, [])).toBe(32);
    expect(expectedHours(countedWorkingDays(range, always, plain), plain, [])).toBe(120);
  });

  it('follows the hours of each day: a part-timer of 4 h a day with a half day off', () => {
    const four = weekdayHours(4, holidays);
    const days = countedWorkingDays(march, always, four);
    // 21 days × 4 h = 84 h, less a full day (4 h) and a half day (2 h) = 78 h.
    expect(
      expectedHours(days, four, [
        absence('sick_leave', '2026-03-02', '2026-03-02'),
        absence('vacation', '2026-03-03', '2026-03-03', 'am'),
      ]),
    ).toBe(78);
  });

  it('undertime when short', () => {
    const figures = hoursAgainstExpected({ expectedHours: 80, workedHours: 70.25, daysWorked: 18 });
    expect(figures).toMatchObject({
      expectedHours: 80,
      workedHours: 70.3,
      variance: -9.7,
      overtime: 0,
      undertime: 9.7,
    });
  });

  it('the company adds up each person’s overtime and undertime', () => {
    const over = hoursAgainstExpected({ expectedHours: 160, workedHours: 170, daysWorked: 20 });
    const under = hoursAgainstExpected({ expectedHours: 160, workedHours: 150, daysWorked: 19 });
    expect(combineHours([over, under])).toEqual({
      expectedHours: 320,
      workedHours: 320,
      variance: 0,
      overtime: 10,
      undertime: 10,
      daysWorked: 39,
    });
  });
});
