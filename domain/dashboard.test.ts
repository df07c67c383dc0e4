import { describe, expect, it } from 'vitest';
import { isOverdue, overdueCutoff, overdueLink, showGettingStarted, workingDaysWaited } from './dashboard';

// May 2026: Monday 4 … Friday 8, Monday 11 … Friday 15. 1 May (Friday) is Labour Day.
const none = new Set<string>();

describe('working days waited and the overdue rule (more than 3 working days)', () => {
  it('counts the working days after the day it started waiting, today included', () => {
    expect(workingDaysWaited('2026-05-04', '2026-05-04', none)).toBe(0);
    expect(workingDaysWaited('2026-05-04', '2026-05-05', none)).toBe(1);
    expect(workingDaysWaited('2026-05-04', '2026-05-07', none)).toBe(3);
    expect(workingDaysWaited('2026-05-04', '2026-05-08', none)).toBe(4);
    // Sent on Friday: the weekend does not count.
    expect(workingDaysWaited('2026-05-08', '2026-05-13', none)).toBe(3);
    expect(workingDaysWaited('2026-05-08', '2026-05-14', none)).toBe(4);
  });

  it('a request sent on Monday is overdue on Friday, not on Thursday', () => {
    expect(isOverdue('2026-05-04', '2026-05-07', none)).toBe(false);
    expect(isOverdue('2026-05-04', '2026-05-08', none)).toBe(true);
    // Sent on Friday: overdue the next Thursday.
    expect(isOverdue('2026-05-08', '2026-05-13', none)).toBe(false);
    expect(isOverdue('2026-05-08', '2026-05-14', none)).toBe(true);
    // Sent on a Saturday: counted like a Friday.
    expect(isOverdue('2026-05-09', '2026-05-13', none)).toBe(false);
    expect(isOverdue('2026-05-09', '2026-05-14', none)).toBe(true);
  });

  it('holidays are not working days', () => {
    // Sent Tuesday 28 April; Friday 1 May is a holiday: Wed 29, Thu 30, Mon 4 → 3, overdue on Tuesday 5.
    const labourDay = new Set(['2026-05-01']);
    expect(isOverdue('2026-04-28', '2026-05-04', labourDay)).toBe(false);
    expect(isOverdue('2026-04-28', '2026-05-05', labourDay)).toBe(true);
    expect(isOverdue('2026-04-28', '2026-05-01', none)).toBe(false);
    expect(isOverdue('2026-04-28', '2026-05-04', none)).toBe(true);
  });

  // About 1.6 million day steps through the calendar (date-fns on UTCDate, ~2.5 µs each on an idle core):
  // several seconds, more on a busy machine.
  it('the cutoff agrees with counting day by day, on every day of a year', { timeout: 60_000 }, () => {
    const holidays = new Set(['2026-01-01', '2026-01-06', '2026-04-03', '2026-04-06', '2026-12-25']);
    const days: string[] = [];
    for (
      let d = new Date(Date.UTC(2026, 0, 1));
      d.getUTCFullYear() === 2026;
      d.setUTCDate(d.getUTCDate() + 1)
    )
      days.push(d.toISOString().slice(0, 10));
    for (const today of days.filter((_, i) => i % 5 === 0)) {
      const cutoff = overdueCutoff(today, holidays);
      for (const since of days.filter((d) => d <= today && d > '2025-12-01')) {
        expect(since < cutoff, `${since} → ${today}`).toBe(workingDaysWaited(since, today, holidays) > 3);
      }
    }
  });
});

describe('Getting Started', () => {
  it('shows while the company has 1 member or fewer', () => {
    expect(showGettingStarted(0)).toBe(true);
    expect(showGettingStarted(1)).toBe(true);
    expect(showGettingStarted(2)).toBe(false);
  });
});

describe('where an overdue review opens, for whom', () => {
  const admin = { userId: 'a', role: 'admin' as const };
  const manager = { userId: 'm', role: 'manager' as const };
  const employee = { userId: 'e', role: 'employee' as const };

  it('absence requests: reviewers go to Pending Approvals, the owner to their absences; employees see only their own', () => {
    const request = { kind: 'absence' as const, userId: 'e' };
    expect(overdueLink(request, admin)).toBe('/app/absences#pending-approvals');
    expect(overdueLink(request, manager)).toBe('/app/absences#pending-approvals');
    expect(overdueLink(request, employee)).toBe('/app/absences');
    expect(overdueLink({ kind: 'absence', userId: 'm' }, employee)).toBeNull();
  });

  it('timesheets: admins open the employee detail, the owner their month; nobody else sees it', () => {
    const sheet = { kind: 'timesheet' as const, userId: 'e', month: '2026-04' };
    expect(overdueLink(sheet, admin)).toBe('/app/team-timesheets/e?month=2026-04');
    expect(overdueLink(sheet, employee)).toBe('/app/time-tracking?month=2026-04');
    expect(overdueLink(sheet, manager)).toBeNull();
    expect(overdueLink({ ...sheet, userId: 'm' }, manager)).toBe('/app/time-tracking?month=2026-04');
  });
});
