import { describe, expect, it } from 'vitest';
import { eachDay, isWeekend, monthRange } from './calendar';
import {
  bulkApplyDays,
  canDecideTimesheet,
  canSubmitTimesheet,
  dayFigures,
  dayIsEditable,
  formatVariance,
  mayDecideMonthOf,
  monthClosedMessage,
  monthlySummary,
  monthSnapshot,
  shownSummary,
  teamCounts,
  timesheetBadge,
  timesheetDays,
  workedInRange,
} from './timesheets';
import { DEFAULT_HISTORY, patternFromWeekly } from './work-schedule';
import { workTimeWarnings } from './work-time-rules';

const weekly = (hours: number) => ({
  company: [],
  member: [{ startsOn: '2000-01-01', hours: patternFromWeekly(hours) }],
});

/** Entries of `hours` on every weekday of the month except the holidays and `skip`. */
function fullMonth(month: string, holidays: Set<string>, hours = 8, skip: string[] = []) {
  const { start, end } = monthRange(month);
  return eachDay(start, end)
    .filter((d) => !isWeekend(d) && !holidays.has(d) && !skip.includes(d))
    .map((date) => ({ date, totalHours: hours }));
}

describe('monthly summary', () => {
  it('counts working days without weekends and holidays, and 100% with every one covered', () => {
    // March 2026: 22 weekdays; 19 March (San José) as a holiday leaves 21.
    const holidays = new Set(['2026-03-19']);
    const summary = monthlySummary({
      month: '2026-03',
      holidays,
      absences: [],
      entries: fullMonth('2026-03', holidays, 7.5),
      schedule: DEFAULT_HISTORY,
    });
    expect(summary).toEqual({
      workingDays: 21,
      coveredDays: 21,
      absenceDays: 0,
      daysWorked: 21,
      totalHours: 157.5,
      expectedHours: 168,
      variance: -10.5,
      averageHoursPerDay: 7.5,
      completion: 100,
    });
  });

  it('counts approved absences as covered and takes them off the expected hours, half days 0.5', () => {
    const holidays = new Set<string>();
    // April 2026: 22 working days. A week of vacation (6–10 April, 5 days) and a half day on the 20th.
    const absences = [
      { startDate: '2026-04-06', endDate: '2026-04-10', halfDayStart: false, halfDayEnd: false, hours: null },
      { startDate: '2026-04-20', endDate: '2026-04-20', halfDayStart: true, halfDayEnd: false, hours: null },
    ];
    const entries = fullMonth('2026-04', holidays, 8, [
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
      '2026-04-20',
    ]);
    const summary = monthlySummary({
      month: '2026-04',
      holidays,
      absences,
      entries,
      schedule: DEFAULT_HISTORY,
    });
    expect(summary.workingDays).toBe(22);
    expect(summary.absenceDays).toBe(5.5);
    expect(summary.coveredDays).toBe(22);
    expect(summary.completion).toBe(100);
    expect(summary.expectedHours).toBe((22 - 5.5) * 8);
    expect(summary.daysWorked).toBe(16);
    expect(summary.totalHours).toBe(128);
    expect(summary.variance).toBe(-4);
  });

  it('ignores absence days on weekends and holidays, and parts of absences outside the month', () => {
    const holidays = new Set(['2026-12-25']);
    const absences = [
      // 24 Dec 2026 – 4 Jan 2027: in December it covers 24, 28–31 (25 is a holiday, 26–27 a weekend).
      { startDate: '2026-12-24', endDate: '2027-01-04', halfDayStart: false, halfDayEnd: false, hours: null },
    ];
    const december = monthlySummary({
      month: '2026-12',
      holidays,
      absences,
      entries: [],
      schedule: DEFAULT_HISTORY,
    });
    expect(december.workingDays).toBe(22);
    expect(december.absenceDays).toBe(5);
    expect(december.coveredDays).toBe(5);
    expect(december.completion).toBe(23);
    const january = monthlySummary({
      month: '2027-01',
      holidays: new Set(['2027-01-01', '2027-01-06']),
      absences,
      entries: [],
      schedule: DEFAULT_HISTORY,
    });
    // 4 January only (1 is a holiday, 2–3 the weekend).
    expect(january.absenceDays).toBe(1);
  });

  it('at 95% cannot be submitted; entries of other months do not count', () => {
    const holidays = new Set<string>();
    const entries = fullMonth('2026-06', holidays).slice(1);
    entries.push({ date: '2026-05-29', totalHours: 8 }, { date: '2026-07-01', totalHours: 8 });
    const summary = monthlySummary({
      month: '2026-06',
      holidays,
      absences: [],
      entries,
      schedule: DEFAULT_HISTORY,
    });
    expect(summary.workingDays).toBe(22);
    expect(summary.coveredDays).toBe(21);
    expect(summary.completion).toBe(95);
    expect(canSubmitTimesheet(null, summary.completion)).toBe(false);
    expect(summary.daysWorked).toBe(21);
  });

  it('weekend work adds hours and days worked but no coverage; open entries add no hours', () => {
    const summary = monthlySummary({
      month: '2026-02',
      holidays: new Set(),
      absences: [],
      entries: [
        { date: '2026-02-02', totalHours: 8 },
        { date: '2026-02-07', totalHours: 4 },
        { date: '2026-02-09', totalHours: null },
      ],
      schedule: weekly(37),
    });
    expect(summary.workingDays).toBe(20);
    expect(summary.coveredDays).toBe(2);
    expect(summary.daysWorked).toBe(3);
    expect(summary.totalHours).toBe(12);
    expect(summary.expectedHours).toBe(148);
    expect(summary.averageHoursPerDay).toBe(4);
  });

  it('an empty month has no average and 0% completion', () => {
    const s = monthlySummary({
      month: '2026-02',
      holidays: new Set(),
      absences: [],
      entries: [],
      schedule: DEFAULT_HISTORY,
    });
    expect(s.averageHoursPerDay).toBe(0);
    expect(s.completion).toBe(0);
    expect(s.variance).toBe(-160);
  });

  it('a part-timer (Mon/Wed/Fri 8 h): working days and expected hours are those of their schedule', () => {
    // April 2026, holidays Good Friday 3 and Easter Monday 6: Mondays 13, 20, 27; Wednesdays 1, 8, 15, 22,
    // 29; Fridays 10, 17, 24 → 11 days × 8 h = 88 h. A half-day vacation on Wed 15 takes 4 h: 84 h; a full
    // vacation on Tue 14 (not a working day of theirs) takes nothing.
    const holidays = new Set(['2026-04-03', '2026-04-06']);
    const schedule = { company: [], member: [{ startsOn: '2026-01-01', hours: [8, 0, 8, 0, 8, 0, 0] }] };
    const days = ['01', '08', '10', '13', '15', '17', '20', '22', '24', '27', '29'].map(
      (d) => `2026-04-${d}`,
    );
    const full = monthlySummary({
      month: '2026-04',
      holidays,
      absences: [],
      entries: days.map((date) => ({ date, totalHours: 8 })),
      schedule,
    });
    expect(full).toMatchObject({ workingDays: 11, expectedHours: 88, totalHours: 88, completion: 100 });
    const withLeave = monthlySummary({
      month: '2026-04',
      holidays,
      absences: [
        {
          startDate: '2026-04-14',
          endDate: '2026-04-14',
          halfDayStart: false,
          halfDayEnd: false,
          hours: null,
        },
        {
          startDate: '2026-04-15',
          endDate: '2026-04-15',
          halfDayStart: true,
          halfDayEnd: false,
          hours: null,
        },
      ],
      entries: [],
      schedule,
    });
    expect(withLeave).toMatchObject({ workingDays: 11, absenceDays: 0.5, expectedHours: 84, coveredDays: 1 });
  });

  it('hourly leave takes its hours off the day, and the rest of the day still needs an entry', () => {
    // December 2026, no holidays: 23 weekdays × 8 h = 184 h. 2 h of vacation on Thu 3 Dec: 184 − 2 = 182 h
    // expected, 2 ÷ 8 = 0.25 absence day. Every weekday but the 3rd has an 8 h entry: 22 covered of 23 →
    // round(22 ÷ 23 × 100) = 96 %; with a 6 h entry on the 3rd, 23 of 23 = 100 %, 22 × 8 + 6 = 182 h worked.
    const leave = {
      startDate: '2026-12-03',
      endDate: '2026-12-03',
      halfDayStart: false,
      halfDayEnd: false,
      hours: null,
    };
    const base = { month: '2026-12', holidays: new Set<string>(), schedule: DEFAULT_HISTORY };
    const without = monthlySummary({
      ...base,
      absences: [{ ...leave, hours: 2 }],
      entries: fullMonth('2026-12', new Set(), 8, ['2026-12-03']),
    });
    expect(without).toMatchObject({
      workingDays: 23,
      expectedHours: 182,
      absenceDays: 0.25,
      coveredDays: 22,
    });
    expect(without.completion).toBe(96);
    const withRest = monthlySummary({
      ...base,
      absences: [{ ...leave, hours: 2 }],
      entries: [...fullMonth('2026-12', new Set(), 8, ['2026-12-03']), { date: '2026-12-03', totalHours: 6 }],
    });
    expect(withRest).toMatchObject({ expectedHours: 182, totalHours: 182, variance: 0, completion: 100 });
    // All of a part-timer's 4 h on Thu 3 Dec: the day is covered without an entry. 23 × 4 = 92 − 4 = 88 h.
    const partTimer = { company: [], member: [{ startsOn: '2020-01-01', hours: [4, 4, 4, 4, 4, 0, 0] }] };
    const whole = monthlySummary({
      ...base,
      schedule: partTimer,
      absences: [{ ...leave, hours: 4 }],
      entries: fullMonth('2026-12', new Set(), 4, ['2026-12-03']),
    });
    expect(whole).toMatchObject({ expectedHours: 88, absenceDays: 1, coveredDays: 23, completion: 100 });
  });
});

describe('the figures frozen with an approval', () => {
  // October 2026 (Thu 1 … Sat 31), holiday Mon 12: weekdays 2 + 4 × 5 = 22, working days 22 − 1 = 21.
  // Entries: Thu 1 8 h, Fri 2 6.5 h, and two on Mon 5 (09:00–14:00 = 5 h, 17:00–20:30 = 3.5 h: 8.5 h),
  // one on 1 Nov (outside the month, ignored).
  const input = {
    month: '2026-10',
    holidays: new Set(['2026-10-12']),
    absences: [],
    entries: [
      { date: '2026-10-05', totalHours: 5 },
      { date: '2026-10-01', totalHours: 8 },
      { date: '2026-10-02', totalHours: 6.5 },
      { date: '2026-10-05', totalHours: 3.5 },
      { date: '2026-11-01', totalHours: 4 },
    ],
    schedule: DEFAULT_HISTORY,
  };

  it('keeps the summary and each day’s total (periods of a day added up), in date order', () => {
    const summary = monthlySummary(input);
    // total 8 + 6.5 + 5 + 3.5 = 23 h; expected 21 × 8 = 168 h; variance 23 − 168 = −145.
    expect(summary).toMatchObject({ workingDays: 21, totalHours: 23, expectedHours: 168, variance: -145 });
    expect(monthSnapshot(input, summary)).toEqual({
      version: 1,
      summary,
      days: [
        { date: '2026-10-01', hours: 8 },
        { date: '2026-10-02', hours: 6.5 },
        { date: '2026-10-05', hours: 8.5 },
      ],
    });
  });

  it('an approved month shows its snapshot; any other month (or one approved without) is computed now', () => {
    const frozen = monthSnapshot(input, monthlySummary(input));
    // A holiday added later on Thu 1 would make it 20 working days, 160 expected hours …
    const later = { ...input, holidays: new Set(['2026-10-12', '2026-10-01']) };
    expect(monthlySummary(later).expectedHours).toBe(160);
    // … but the approved month keeps 168.
    expect(shownSummary(later, { status: 'approved', snapshot: frozen }).expectedHours).toBe(168);
    expect(shownSummary(later, { status: 'submitted', snapshot: null }).expectedHours).toBe(160);
    expect(shownSummary(later, { status: 'approved', snapshot: null }).expectedHours).toBe(160);
    expect(shownSummary(later, null).expectedHours).toBe(160);
  });

  it('names the person, the month and what to do when a closed month would change', () => {
    expect(monthClosedMessage('Ana García', 'October 2026', 'approved')).toBe(
      "Ana García's timesheet for October 2026 is already approved, so nothing in that month can change any more.",
    );
    expect(monthClosedMessage('Ana García', 'October 2026', 'submitted')).toBe(
      "Ana García's timesheet for October 2026 is waiting for approval: an admin must reject it before anything in that month can change.",
    );
  });
});

describe('no_break with several breaks in a period', () => {
  it('a 15-minute break every 4 h keeps the stretches under 6 h; 10-minute ones do not count', () => {
    // 07:00–17:00 with breaks 11:00–11:15 and 15:00–15:15: stretches 4 h, 3 h 45 min, 1 h 45 min.
    const p = (id: string, minutes: number) => ({
      id,
      workDate: id,
      clockIn: new Date(`${id}T07:00Z`),
      clockOut: new Date(`${id}T17:00Z`),
      breaks: [11, 15].map((h) => ({
        start: new Date(`${id}T${h}:00Z`),
        end: new Date(`${id}T${h}:${String(minutes).padStart(2, '0')}Z`),
      })),
      totalHours: 8,
    });
    const w = workTimeWarnings([p('2026-03-02', 15), p('2026-03-04', 10)]);
    expect(w.get('2026-03-02')).toEqual([]);
    // Breaks of 10 min are work: 07:00 → 17:00 is one 10-h stretch.
    expect(w.get('2026-03-04')).toEqual(['no_break']);
  });
});

describe('day rows', () => {
  it('mark holidays, absences (with half days) and entries', () => {
    const days = timesheetDays({
      month: '2026-03',
      holidays: [{ date: '2026-03-19', name: 'Sant Josep' }],
      absences: [
        {
          absenceType: 'sick_leave',
          startDate: '2026-03-10',
          endDate: '2026-03-10',
          halfDayStart: false,
          halfDayEnd: true,
          hours: null,
        },
        {
          absenceType: 'vacation',
          startDate: '2026-02-26',
          endDate: '2026-03-03',
          halfDayStart: false,
          halfDayEnd: false,
          hours: null,
        },
      ],
      entries: [{ date: '2026-03-02', id: 'x' }],
    });
    expect(days).toHaveLength(31);
    expect(days[0]).toMatchObject({ date: '2026-03-01', weekday: 'Sun', weekend: true, working: false });
    expect(days[1]).toMatchObject({
      weekday: 'Mon',
      absence: { label: 'Vacation', portion: 1 },
      entries: [{ id: 'x' }],
    });
    expect(days[9]!.absence).toEqual({ type: 'sick_leave', portion: 0.5, label: 'Sick Leave (PM)' });
    expect(days[18]).toMatchObject({ holiday: 'Sant Josep', working: false });
    expect(dayIsEditable(days[18]!, false)).toBe(false);
    expect(dayIsEditable(days[2]!, false)).toBe(false);
    expect(dayIsEditable(days[9]!, false)).toBe(true);
    expect(dayIsEditable(days[4]!, false)).toBe(true);
    expect(dayIsEditable(days[4]!, true)).toBe(false);
  });

  it('label hourly leave with its hours, and leave the day open for an entry', () => {
    // 2 h on a 4 h day of a part-timer: portion 2 ÷ 4 = 0.5.
    const days = timesheetDays({
      month: '2026-12',
      holidays: [],
      absences: [
        {
          absenceType: 'vacation',
          startDate: '2026-12-03',
          endDate: '2026-12-03',
          halfDayStart: false,
          halfDayEnd: false,
          hours: 2,
        },
      ],
      entries: [],
      schedule: { company: [], member: [{ startsOn: '2020-01-01', hours: [4, 4, 4, 4, 4, 0, 0] }] },
    });
    expect(days[2]!.absence).toEqual({ type: 'vacation', portion: 0.5, label: 'Vacation 2 h' });
    expect(dayIsEditable(days[2]!, false)).toBe(true);
  });
});

describe('a day of several work periods', () => {
  const period = (
    totalHours: number | null,
    breakHours: number,
    warnings: ('no_break' | 'over_9_hours' | 'short_rest')[] = [],
    onBreak = false,
  ) => ({
    totalHours,
    breakHours,
    breaks: breakHours > 0 || onBreak ? [{ end: breakHours > 0 ? '2026-03-16T12:30' : null }] : [],
    warnings,
  });

  it('adds up the finished periods and their breaks, and lists each warning once', () => {
    // 09:00–14:00 with a 30-min break = 4.5 h; 17:00–20:30 = 3.5 h; the day: 4.5 + 3.5 = 8 h, break 0.5 h.
    expect(
      dayFigures([period(4.5, 0.5, ['short_rest']), period(3.5, 0, ['over_9_hours', 'short_rest'])]),
    ).toEqual({
      totalHours: 8,
      breakHours: 0.5,
      onBreak: false,
      warnings: ['over_9_hours', 'short_rest'],
    });
  });

  it('counts only finished periods; a running break shows; no period finished is no total', () => {
    // 09:00–14:00 = 5 h finished, the second period still running (on a break): the day so far 5 h.
    expect(dayFigures([period(5, 0), period(null, 0, [], true)])).toMatchObject({
      totalHours: 5,
      onBreak: true,
    });
    expect(dayFigures([period(null, 0)]).totalHours).toBeNull();
    expect(dayFigures([]).totalHours).toBeNull();
  });
});

describe('status', () => {
  it('shows Ready for Submission at 100% and Draft (N% complete) below', () => {
    expect(timesheetBadge(null, 100).label).toBe('Ready for Submission');
    expect(timesheetBadge(null, 95).label).toBe('Draft (95% complete)');
    expect(timesheetBadge('submitted', 100).label).toBe('Pending Review');
    expect(timesheetBadge('approved', 100).label).toBe('Approved');
    expect(timesheetBadge('rejected', 100).label).toBe('Rejected');
  });

  it('offers submission at 100% from none or rejected only', () => {
    expect(canSubmitTimesheet(null, 100)).toBe(true);
    expect(canSubmitTimesheet('rejected', 100)).toBe(true);
    expect(canSubmitTimesheet('submitted', 100)).toBe(false);
    expect(canSubmitTimesheet('approved', 100)).toBe(false);
    expect(canSubmitTimesheet(null, 99)).toBe(false);
  });

  it('counts the team tiles', () => {
    expect(teamCounts([null, 'rejected', 'submitted', 'approved', 'approved'])).toEqual({
      totalEmployees: 5,
      approved: 2,
      pendingReview: 1,
      draftOrRejected: 2,
    });
  });

  it('formats variance', () => {
    expect(formatVariance(2)).toBe('+2.0');
    expect(formatVariance(-4.54)).toBe('−4.5');
    expect(formatVariance(0.01)).toBe('0.0');
  });
});

describe('who decides a month', () => {
  it('an admin decides a submitted month of someone else, their own only as the only admin', () => {
    expect(canDecideTimesheet('admin', 'submitted', false, false)).toBe(true);
    expect(canDecideTimesheet('admin', 'submitted', true, false)).toBe(false);
    expect(canDecideTimesheet('admin', 'submitted', true, true)).toBe(true);
    expect(canDecideTimesheet('manager', 'submitted', false, false)).toBe(false);
    expect(canDecideTimesheet('admin', 'approved', false, false)).toBe(false);
    expect(canDecideTimesheet('admin', 'rejected', false, false)).toBe(false);
    expect(canDecideTimesheet('admin', null, false, false)).toBe(false);
    // A former member's submitted month: nobody decides it any more.
    expect(canDecideTimesheet('admin', 'submitted', false, false, true)).toBe(false);
    expect(mayDecideMonthOf(true, false)).toBe(false);
    expect(mayDecideMonthOf(false, false)).toBe(true);
  });
});

describe('Bulk Apply days', () => {
  // March 2026: 31 days, 9 of them weekend days (1, 7, 8, 14, 15, 21, 22, 28, 29), so 22 weekdays;
  // a holiday on Thu 19, a vacation on Mon 2 – Tue 3 and an entry on Wed 4.
  const days = timesheetDays({
    month: '2026-03',
    holidays: [{ date: '2026-03-19', name: 'Sant Josep' }],
    absences: [
      {
        absenceType: 'vacation',
        startDate: '2026-03-02',
        endDate: '2026-03-03',
        halfDayStart: false,
        halfDayEnd: false,
        hours: null,
      },
    ],
    entries: [{ date: '2026-03-04' }],
  });
  const dates = (choices: Parameters<typeof bulkApplyDays>[1]) =>
    bulkApplyDays(days, choices).map((d) => d.date);

  it('skips weekends, holidays and filled days as chosen, and never an absence', () => {
    // 22 weekdays − 1 holiday − 2 vacation days − 1 filled day = 18.
    const usual = dates({ skipWeekends: true, skipHolidays: true, onlyEmptyDays: true });
    expect(usual).toHaveLength(18);
    expect(usual).not.toContain('2026-03-19');
    expect(usual).not.toContain('2026-03-04');
    // Replacing the month adds the filled day back: 18 + 1 = 19.
    expect(dates({ skipWeekends: true, skipHolidays: true, onlyEmptyDays: false })).toHaveLength(19);
    // Every day but the 2 vacation days and the filled one: 31 − 2 − 1 = 28.
    expect(dates({ skipWeekends: false, skipHolidays: false, onlyEmptyDays: true })).toHaveLength(28);
  });

  it('never fills a weekday the person does not work by their schedule', () => {
    // Mon/Wed/Fri 8 h in March 2026: Mondays 2, 9, 16, 23, 30; Wednesdays 4, 11, 18, 25; Fridays 6, 13, 20,
    // 27 → 13 days; minus Mon 2 (vacation) and Wed 4 (filled) = 11. Thu 19 (the holiday) is not theirs anyway.
    const partTime = timesheetDays({
      month: '2026-03',
      holidays: [{ date: '2026-03-19', name: 'Sant Josep' }],
      absences: [
        {
          absenceType: 'vacation',
          startDate: '2026-03-02',
          endDate: '2026-03-03',
          halfDayStart: false,
          halfDayEnd: false,
          hours: null,
        },
      ],
      entries: [{ date: '2026-03-04' }],
      schedule: { company: [], member: [{ startsOn: '2026-01-01', hours: [8, 0, 8, 0, 8, 0, 0] }] },
    });
    const filled = bulkApplyDays(partTime, { skipWeekends: true, skipHolidays: true, onlyEmptyDays: true });
    expect(filled).toHaveLength(11);
    expect(partTime.find((d) => d.date === '2026-03-10')).toMatchObject({ off: true, working: false });
    // Even without skipping weekends only Saturdays and Sundays are added: 11 + 9 = 20.
    expect(
      bulkApplyDays(partTime, { skipWeekends: false, skipHolidays: true, onlyEmptyDays: true }),
    ).toHaveLength(20);
  });
});

describe('working-time warnings', () => {
  const entry = (id: string, inIso: string, outIso: string, breakMinutes = 0) => {
    const clockIn = new Date(inIso);
    const clockOut = new Date(outIso);
    const breakStart = breakMinutes ? new Date(clockIn.getTime() + 4 * 3_600_000) : null;
    const breakEnd = breakStart ? new Date(breakStart.getTime() + breakMinutes * 60_000) : null;
    const total =
      (clockOut.getTime() -
        clockIn.getTime() -
        (breakEnd && breakStart ? breakEnd.getTime() - breakStart.getTime() : 0)) /
      3_600_000;
    const breaks = breakStart && breakEnd ? [{ start: breakStart, end: breakEnd }] : [];
    return { id, workDate: inIso.slice(0, 10), clockIn, clockOut, breaks, totalHours: total };
  };

  it('warns over 9 hours, without a 15-minute break over 6 h, and under 12 h rest', () => {
    const warnings = workTimeWarnings([
      entry('ok', '2026-03-02T08:00Z', '2026-03-02T16:00Z', 60),
      entry('long', '2026-03-03T07:00Z', '2026-03-03T17:30Z', 30),
      entry('nobreak', '2026-03-04T08:00Z', '2026-03-04T14:30Z'),
      entry('short', '2026-03-05T08:00Z', '2026-03-05T15:00Z', 10),
      // 23:00Z is 00:00 on the 6th in Madrid: the next working day, 8 h after the 15:00Z clock-out.
      { ...entry('late', '2026-03-05T23:00Z', '2026-03-06T03:00Z'), workDate: '2026-03-06' },
    ]);
    expect(warnings.get('ok')).toEqual([]);
    expect(warnings.get('long')).toEqual(['over_9_hours']);
    expect(warnings.get('nobreak')).toEqual(['no_break']);
    expect(warnings.get('short')).toEqual(['no_break']);
    expect(warnings.get('late')).toEqual(['short_rest']);
  });

  it('a break early in a long day still leaves a stretch over 6 h', () => {
    const clockIn = new Date('2026-03-02T07:00Z');
    const w = workTimeWarnings([
      {
        id: 'a',
        workDate: '2026-03-02',
        clockIn,
        clockOut: new Date('2026-03-02T16:00Z'),
        breaks: [{ start: new Date('2026-03-02T08:00Z'), end: new Date('2026-03-02T08:30Z') }],
        totalHours: 8.5,
      },
    ]);
    expect(w.get('a')).toEqual(['no_break']);
  });

  it('judges a split shift as one day: hours add up, the gap is a break, the rest counts between days', () => {
    // Mon 2 Mar: 07:00–12:00 (5 h) and 12:10–17:10 (5 h): 10 h > 9 h, and the 10-minute gap does not
    // break the stretch: 07:00 → 17:10 is 10 h 10 min of continuous work > 6 h.
    // Tue 3 Mar: 06:00–10:00 (4 h) and 13:00–17:00 (4 h): 8 h, a 3 h gap; rest since Mon 17:10 is 12 h 50 min.
    // Wed 4 Mar: 04:00–06:00 (2 h): rest since Tue 17:00 is 11 h < 12 h.
    const w = workTimeWarnings([
      entry('mon-am', '2026-03-02T07:00Z', '2026-03-02T12:00Z'),
      entry('mon-pm', '2026-03-02T12:10Z', '2026-03-02T17:10Z'),
      entry('tue-am', '2026-03-03T06:00Z', '2026-03-03T10:00Z'),
      entry('tue-pm', '2026-03-03T13:00Z', '2026-03-03T17:00Z'),
      entry('wed', '2026-03-04T04:00Z', '2026-03-04T06:00Z'),
    ]);
    expect(w.get('mon-am')).toEqual([]);
    expect(w.get('mon-pm')).toEqual(['over_9_hours', 'no_break']);
    expect(w.get('tue-am')).toEqual([]);
    expect(w.get('tue-pm')).toEqual([]);
    expect(w.get('wed')).toEqual(['short_rest']);
  });
});

describe("workedInRange (a timesheet's Total Hours and Reports' Hours Worked)", () => {
  // Issue 17: the month bulk-applied to its end; Reports stops at today (the 24th), the timesheet does not.
  const entries = [
    { date: '2026-11-23', totalHours: 8 },
    { date: '2026-11-24', totalHours: 4 },
    { date: '2026-11-24', totalHours: 3.5 }, // a split shift: one day worked
    { date: '2026-11-25', totalHours: 8 }, // after today, bulk-applied
    { date: '2026-11-26', totalHours: null }, // still running: its day, no hours
    { date: '2026-12-01', totalHours: 8 }, // another month
  ];

  it('counts every entry of the month for the timesheet', () => {
    // 8 + 4 + 3.5 + 8 = 23.5 h on 23, 24, 25, 26 November = 4 days.
    expect(workedInRange(entries, { from: '2026-11-01', to: '2026-11-30' })).toEqual({
      hours: 23.5,
      days: 4,
    });
  });

  it('stops at today for Reports', () => {
    // 8 + 4 + 3.5 = 15.5 h on 23 and 24 November = 2 days.
    expect(workedInRange(entries, { from: '2026-11-01', to: '2026-11-24' })).toEqual({
      hours: 15.5,
      days: 2,
    });
  });
});
