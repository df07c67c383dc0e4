import { describe, expect, it } from 'vitest';
import type { AbsenceType } from './absences';
import {
  absenteeism,
  combineAbsenteeism,
  combineHours,
  coveredRange,
  expectedHoursIn,
  hoursAgainstExpected,
  PERIOD_END_BEFORE_START,
  PERIOD_TOO_LONG,
  periodProblem,
  presetPeriod,
  type ReportAbsence,
} from './reports';
import { monthlySummary } from './timesheets';
import { DEFAULT_HISTORY } from './work-schedule';

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

describe('absenteeism on a crafted month', () => {
  it('absence days ÷ working days, by type; weekends, holidays and half days as the timesheet counts them', () => {
    const result = absenteeism(march, holidays, [
      // Mon 16 – Sun 22: 16, 17, 18, 20 (19 is the holiday; 21, 22 weekend) = 4 days.
      absence('vacation', '2026-03-16', '2026-03-22'),
      // A morning off: 0.5.
      absence('personal_day', '2026-03-25', '2026-03-25', 'am'),
      // Sick from Fri 27 February to Tue 3 March: only 2 and 3 March are in the month.
      absence('sick_leave', '2026-02-27', '2026-03-03'),
    ]);
    expect(result.workingDays).toBe(21);
    expect(result.absenceDays).toBe(6.5);
    expect(result.rate).toBe(31); // 6.5 / 21 = 30.95 %
    expect(result.byType).toEqual({
      vacation: 4,
      sick_leave: 2,
      personal_day: 0.5,
      maternity_leave: 0,
      paternity_leave: 0,
      unpaid_leave: 0,
    });
  });

  it('nobody absent: 0 %; a period without working days: 0 % rather than a division by zero', () => {
    expect(absenteeism(march, holidays, []).rate).toBe(0);
    const weekend = absenteeism({ from: '2026-03-07', to: '2026-03-08' }, holidays, [
      absence('vacation', '2026-03-07', '2026-03-08'),
    ]);
    expect(weekend).toMatchObject({ workingDays: 0, absenceDays: 0, rate: 0 });
    expect(absenteeism(null, holidays, []).workingDays).toBe(0);
  });

  it('the company rate is everyone’s absence days over everyone’s working days', () => {
    const ana = absenteeism(march, holidays, [absence('vacation', '2026-03-02', '2026-03-06')]);
    const ben = absenteeism(march, holidays, []);
    const carla = absenteeism(march, holidays, [absence('sick_leave', '2026-03-09', '2026-03-10')]);
    const company = combineAbsenteeism([ana, ben, carla]);
    expect(company.workingDays).toBe(63);
    expect(company.absenceDays).toBe(7);
    expect(company.rate).toBe(11.1);
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
      expectedHours: expectedHoursIn(march, holidays, absences),
      workedHours: 153,
      daysWorked: 18,
    });
    expect(figures.expectedHours).toBe(monthly.expectedHours);
    expect(figures.expectedHours).toBe((21 - 2.5) * 8);
    expect(figures.workedHours).toBe(monthly.totalHours);
    expect(figures.variance).toBe(monthly.variance);
    expect(figures).toMatchObject({ variance: 5, overtime: 5, undertime: 0, daysWorked: 18 });
  });

  it('undertime when short; part-time hours per day', () => {
    const figures = hoursAgainstExpected({
      // 20 h a week: Monday to Friday 4 h; 21 working days, 1 of absence → 20 × 4 = 80 h.
      expectedHours: expectedHoursIn(march, holidays, [absence('vacation', '2026-03-16', '2026-03-16')], {
        company: [],
        member: [{ startsOn: '2026-01-01', hours: [4, 4, 4, 4, 4, 0, 0] }],
      }),
      workedHours: 70.25,
      daysWorked: 18,
    });
    expect(figures).toMatchObject({
      expectedHours: 80,
      workedHours: 70.3,
      variance: -9.7,
      overtime: 0,
      undertime: 9.7,
    });
  });

  it('the company adds up each person’s overtime and undertime', () => {
    const over = hoursAgainstExpected({
      expectedHours: 160, // 20 working days × 8 h
      workedHours: 170,
      daysWorked: 20,
    });
    const under = hoursAgainstExpected({
      expectedHours: 160, // 20 working days × 8 h
      workedHours: 150,
      daysWorked: 19,
    });
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
