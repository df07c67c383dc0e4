import { describe, expect, it } from 'vitest';
import { isSampleEmail, sampleDayTimes, sampleEmail, samplePlan, sampleTeam } from './sample-data';

describe('sampleTeam', () => {
  it('seven people named as in the country, one manager, one part-timer; unknown countries get the UK team', () => {
    const es = sampleTeam('ES');
    expect(es).toHaveLength(7);
    expect(es.filter((p) => p.role === 'manager').map((p) => p.firstName)).toEqual(['Lucía']);
    expect(es.filter((p) => p.week).map((p) => p.week)).toEqual([[8, 8, 0, 8, 0, 0, 0]]);
    expect(sampleTeam('XX')[0]!.lastName).toBe(sampleTeam('GB')[0]!.lastName);
  });
});

describe('sampleEmail', () => {
  it('the name without accents or spaces at example.invalid', () => {
    expect(sampleEmail({ firstName: 'Lucía', lastName: 'García' }, 'ab12')).toBe(
      'lucia.garcia.ab12@example.invalid',
    );
    expect(sampleEmail({ firstName: 'Lars', lastName: 'van den Berg' }, 'x')).toBe(
      'lars.vandenberg.x@example.invalid',
    );
    expect(isSampleEmail('Lars.X@Example.Invalid')).toBe(true);
    expect(isSampleEmail('lars@example.com')).toBe(false);
  });
});

describe('sampleDayTimes', () => {
  it('8 h of work plus the lunch break, from the usual start; short days without a break', () => {
    const day = sampleDayTimes(1, '2026-11-02', 8);
    // Person 1 starts at 08:30 + 5 × jitter (0…3) min; 8 h + 30 min break + 0…10 min.
    const start = Number(day.clockIn.slice(0, 2)) * 60 + Number(day.clockIn.slice(3));
    const end = Number(day.clockOut!.slice(0, 2)) * 60 + Number(day.clockOut!.slice(3));
    expect(start).toBeGreaterThanOrEqual(8 * 60 + 30);
    expect(start).toBeLessThanOrEqual(8 * 60 + 45);
    expect(end - start).toBeGreaterThanOrEqual(8 * 60 + 30);
    expect(end - start).toBeLessThanOrEqual(8 * 60 + 40);
    expect(day.breaks).toEqual([{ start: '13:00', end: '13:30' }]);
    expect(sampleDayTimes(2, '2026-11-02', 4).breaks).toEqual([]);
  });
});

describe('samplePlan', () => {
  // Tuesday 24 November 2026; Monday 2 November a holiday of the company for the test.
  const plan = samplePlan({
    country: 'ES',
    today: '2026-11-24',
    holidays: new Set(['2026-11-02']),
    companySchedule: [],
  });

  it('entries from the first day of last month to yesterday, on working days only; last month submitted by four', () => {
    const dates = plan.entries.map((e) => e.date);
    // 1 October 2026 is a Thursday: the first entries.
    // Everyone works it, the part-timer too (Monday, Tuesday and Thursday).
    expect(dates.filter((d) => d === '2026-10-01')).toHaveLength(7);
    expect(dates.every((d) => d >= '2026-10-01' && d <= '2026-11-23')).toBe(true);
    expect(dates).not.toContain('2026-11-02');
    expect(dates.every((d) => ![0, 6].includes(new Date(`${d}T12:00Z`).getUTCDay()))).toBe(true);
    expect(plan.joinedOn).toBe('2026-10-01');
    expect(plan.submitted).toEqual([0, 2, 3, 5].map((person) => ({ person, month: '2026-10' })));
  });

  it('the part-timer works Monday, Tuesday and Thursday only', () => {
    const days = plan.entries
      .filter((e) => e.person === 4)
      .map((e) => new Date(`${e.date}T12:00Z`).getUTCDay());
    expect(new Set(days)).toEqual(new Set([1, 2, 4]));
  });

  it('approved absences in the past and pending ones ahead, never overlapping an entry of the person', () => {
    expect(plan.absences.filter((a) => a.status === 'approved' && a.endDate < '2026-11-24').length).toBe(2);
    expect(plan.absences.filter((a) => a.status === 'pending').every((a) => a.startDate > '2026-11-24')).toBe(
      true,
    );
    for (const a of plan.absences.filter((x) => x.status === 'approved'))
      expect(
        plan.entries.some((e) => e.person === a.person && e.date >= a.startDate && e.date <= a.endDate),
      ).toBe(false);
    // The sick leave: 2 working days starting 4 working days before today: Wed 18 and Thu 19 November.
    expect(plan.absences.find((a) => a.absenceType === 'sick_leave')).toMatchObject({
      startDate: '2026-11-18',
      endDate: '2026-11-19',
    });
  });
});
