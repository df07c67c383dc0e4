import { describe, expect, it } from 'vitest';
import {
  companyPatternOn,
  DEFAULT_HISTORY,
  DEFAULT_WEEK,
  expectedHoursOn,
  isScheduledWorkingDay,
  patternFromWeekly,
  patternOn,
  scheduledHours,
  scheduledWorkingDays,
  scheduleStartProblem,
  suggestedScheduleStart,
  type WorkScheduleHistory,
  weeklyTotal,
  weekProblem,
} from './work-schedule';

const MWF: number[] = [8, 0, 8, 0, 8, 0, 0];
const SIX_BY_FOUR: number[] = [6, 6, 6, 6, 0, 0, 0];

describe('patternOn', () => {
  it('is the default 5 × 8 h without any row', () => {
    expect(patternOn(DEFAULT_HISTORY, '2026-04-01')).toEqual([8, 8, 8, 8, 8, 0, 0]);
    expect(DEFAULT_WEEK).toEqual([8, 8, 8, 8, 8, 0, 0]);
  });

  it("takes the person's latest row that has started, whatever the order of the rows", () => {
    const history: WorkScheduleHistory = {
      company: [],
      member: [
        { startsOn: '2026-05-01', hours: SIX_BY_FOUR },
        { startsOn: '2026-01-01', hours: MWF },
      ],
    };
    // 31 Dec 2025: no member row has started → company (none) → default.
    expect(patternOn(history, '2025-12-31')).toEqual(DEFAULT_WEEK);
    // 1 Jan 2026 … 30 Apr 2026: the MWF row; from 1 May the 4 × 6 row (its start day included).
    expect(patternOn(history, '2026-01-01')).toEqual(MWF);
    expect(patternOn(history, '2026-04-30')).toEqual(MWF);
    expect(patternOn(history, '2026-05-01')).toEqual(SIX_BY_FOUR);
  });

  it('follows the company pattern on that date when the member row has no hours, or before any member row', () => {
    const history: WorkScheduleHistory = {
      company: [
        { startsOn: '2026-01-01', hours: [7, 7, 7, 7, 7, 0, 0] },
        { startsOn: '2026-07-01', hours: [7.5, 7.5, 7.5, 7.5, 7.5, 0, 0] },
      ],
      member: [
        { startsOn: '2026-03-01', hours: MWF },
        { startsOn: '2026-06-01', hours: null },
      ],
    };
    expect(patternOn(history, '2026-02-15')).toEqual([7, 7, 7, 7, 7, 0, 0]); // before the member's first row
    expect(patternOn(history, '2026-03-15')).toEqual(MWF);
    expect(patternOn(history, '2026-06-15')).toEqual([7, 7, 7, 7, 7, 0, 0]); // back to the company's June pattern
    expect(patternOn(history, '2026-07-15')).toEqual([7.5, 7.5, 7.5, 7.5, 7.5, 0, 0]); // and its July one
    expect(companyPatternOn(history.company, '2025-12-31')).toEqual(DEFAULT_WEEK);
  });
});

describe('scheduledHours and working days', () => {
  const history: WorkScheduleHistory = { company: [], member: [{ startsOn: '2026-01-01', hours: MWF }] };

  it('reads the weekday of the date: Monday is the first number, Sunday the last', () => {
    // 6 Apr 2026 is a Monday, 7 a Tuesday, 8 a Wednesday, 12 a Sunday.
    expect(scheduledHours(history, '2026-04-06')).toBe(8);
    expect(scheduledHours(history, '2026-04-07')).toBe(0);
    expect(scheduledHours(history, '2026-04-08')).toBe(8);
    expect(
      scheduledHours(
        { company: [], member: [{ startsOn: '2026-01-01', hours: [0, 0, 0, 0, 0, 0, 5] }] },
        '2026-04-12',
      ),
    ).toBe(5);
  });

  it('a holiday is not a working day even when the pattern has hours', () => {
    const holidays = new Set(['2026-04-03', '2026-04-06']); // Good Friday, Easter Monday (Catalonia)
    expect(isScheduledWorkingDay(history, '2026-04-06', holidays)).toBe(false);
    expect(isScheduledWorkingDay(history, '2026-04-08', holidays)).toBe(true);
    expect(isScheduledWorkingDay(history, '2026-04-07', holidays)).toBe(false);
    // April 2026 for Mon/Wed/Fri: Mondays 6 (holiday), 13, 20, 27 → 3; Wednesdays 1, 8, 15, 22, 29 → 5;
    // Fridays 3 (holiday), 10, 17, 24 → 3. 3 + 5 + 3 = 11 days.
    expect(scheduledWorkingDays(history, '2026-04-01', '2026-04-30', holidays)).toHaveLength(11);
    // The default week in April 2026: 22 weekdays − 2 holidays = 20.
    expect(scheduledWorkingDays(DEFAULT_HISTORY, '2026-04-01', '2026-04-30', holidays)).toHaveLength(20);
  });

  it('expected hours of a day: scheduled, 0 on a holiday, half on a half-day absence, 0 on a full one', () => {
    const holidays = new Set(['2026-04-06']);
    const h: WorkScheduleHistory = {
      company: [],
      member: [{ startsOn: '2026-01-01', hours: [7.5, 0, 6, 0, 4, 0, 0] }],
    };
    expect(expectedHoursOn(h, '2026-04-08', holidays)).toBe(6); // Wednesday 6 h
    expect(expectedHoursOn(h, '2026-04-08', holidays, 0.5)).toBe(3); // 6 × (1 − 0.5)
    expect(expectedHoursOn(h, '2026-04-13', holidays, 1)).toBe(0); // Monday 7.5 × 0
    expect(expectedHoursOn(h, '2026-04-06', holidays)).toBe(0); // holiday
    expect(expectedHoursOn(h, '2026-04-07', holidays)).toBe(0); // Tuesday off
  });
});

describe('weekly total, migration and validation', () => {
  it('adds the week up', () => {
    expect(weeklyTotal(MWF)).toBe(24); // 8 + 8 + 8
    expect(weeklyTotal([7.25, 7.25, 7.25, 7.25, 4, 0, 0])).toBe(33); // 4 × 7.25 = 29, + 4
  });

  it('turns a former weekly figure into Monday to Friday of weekly ÷ 5', () => {
    expect(patternFromWeekly(20)).toEqual([4, 4, 4, 4, 4, 0, 0]); // 20 ÷ 5
    expect(patternFromWeekly(37)).toEqual([7.4, 7.4, 7.4, 7.4, 7.4, 0, 0]); // 37 ÷ 5, keeps 37 h a week
  });

  it('refuses what is not a week of quarter hours between 0 and 24', () => {
    expect(weekProblem(MWF)).toBeNull();
    expect(weekProblem([7.75, 7.25, 0, 0, 0, 0, 0])).toBeNull();
    expect(weekProblem([8, 8, 8, 8, 8, 0])).toBe('A week has seven days');
    expect(weekProblem([8, 8, 25, 8, 8, 0, 0])).toBe('Wednesday: enter 0 to 24 hours');
    expect(weekProblem([8, 8, 8, 8, 7.3, 0, 0])).toBe('Friday: use quarter hours (for example 7.5 or 7.25)');
    expect(weekProblem([0, 0, 0, 0, 0, 0, -1])).toBe('Sunday: enter 0 to 24 hours');
    expect(weekProblem([0, 0, 0, 0, 0, 0, 0])).toBe('At least one day needs working hours');
  });
});

describe('when a new pattern may start', () => {
  it('suggests the first day of the current month, or the first open month after a closed one', () => {
    expect(suggestedScheduleStart('2026-11-24', null)).toBe('2026-11-01');
    // October closed: November is still open → 1 Nov.
    expect(suggestedScheduleStart('2026-11-24', { month: '2026-10', status: 'approved' })).toBe('2026-11-01');
    // November itself submitted already → 1 Dec.
    expect(suggestedScheduleStart('2026-11-24', { month: '2026-11', status: 'submitted' })).toBe(
      '2026-12-01',
    );
  });

  it('refuses a start inside or before a closed month, naming the month', () => {
    const closed = { month: '2026-10', status: 'approved' } as const;
    expect(scheduleStartProblem('2026-11-01', closed)).toBeNull();
    expect(scheduleStartProblem('2026-10-15', closed)).toBe(
      'The timesheet of October 2026 is already approved: a new schedule can start on Nov 01, 2026 at the earliest.',
    );
    expect(scheduleStartProblem('2026-03-01', { month: '2026-10', status: 'submitted' })).toBe(
      'The timesheet of October 2026 is already submitted for approval: a new schedule can start on Nov 01, 2026 at the earliest.',
    );
    expect(scheduleStartProblem('2020-01-01', null)).toBeNull();
  });
});
