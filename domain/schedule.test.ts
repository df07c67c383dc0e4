import { describe, expect, it } from 'vitest';
import type { Schedule } from './contracts/schedule';
import { scheduleBetween, scheduleCell, shortHolidayName, weekStart } from './schedule';

const vacation = {
  absenceType: 'vacation' as const,
  startDate: '2026-12-14',
  endDate: '2026-12-20',
  halfDayStart: false,
  halfDayEnd: false,
};

describe('schedule cells', () => {
  it('shows working days, weekends, holidays and absences', () => {
    expect(scheduleCell('2026-12-11', null, [vacation])).toEqual({ kind: 'working' });
    expect(scheduleCell('2026-12-14', null, [vacation])).toEqual({
      kind: 'absence',
      type: 'vacation',
      label: 'Vacation',
      half: '',
      hours: '',
      pending: false,
    });
    // A weekend or a holiday inside a vacation is shown as what it is (it is not counted either).
    expect(scheduleCell('2026-12-19', null, [vacation])).toEqual({ kind: 'weekend' });
    expect(scheduleCell('2026-12-15', 'Company day', [vacation])).toEqual({
      kind: 'holiday',
      name: 'Company day',
    });
  });

  it('marks half days with (AM) or (PM) and spells the type with spaces', () => {
    const morning = {
      ...vacation,
      absenceType: 'sick_leave' as const,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      halfDayStart: true,
    };
    const afternoon = { ...morning, halfDayStart: false, halfDayEnd: true };
    expect(scheduleCell('2026-12-01', null, [morning])).toMatchObject({ label: 'Sick Leave', half: '(AM)' });
    expect(scheduleCell('2026-12-01', null, [afternoon])).toMatchObject({ half: '(PM)' });
  });

  it('shows an absence whose type the viewer may not see as Away', () => {
    const away = {
      ...vacation,
      absenceType: 'away' as const,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    };
    expect(scheduleCell('2026-12-01', null, [away])).toEqual({
      kind: 'absence',
      type: 'away',
      label: 'Away',
      half: '',
      hours: '',
      pending: false,
    });
  });

  it('shows hourly leave with its hours, for a colleague who may not see the type too', () => {
    const visit = { ...vacation, startDate: '2026-12-03', endDate: '2026-12-03', hours: 2 };
    expect(scheduleCell('2026-12-03', null, [visit])).toEqual({
      kind: 'absence',
      type: 'vacation',
      label: 'Vacation',
      half: '',
      hours: '2 h',
      pending: false,
    });
    expect(
      scheduleCell('2026-12-03', null, [{ ...visit, absenceType: 'away' as const, hours: 1.5 }]),
    ).toMatchObject({
      label: 'Away',
      hours: '1.5 h',
    });
  });

  it("follows the person's schedule: a weekday without hours is not a working day, a worked Saturday is worked", () => {
    // 15 Dec 2026 is a Tuesday; the vacation of 14–18 Dec covers it, but a Mon/Wed/Fri person does not work it.
    expect(scheduleCell('2026-12-15', null, [vacation], 0)).toEqual({ kind: 'off' });
    expect(scheduleCell('2026-12-16', null, [vacation], 8)).toMatchObject({
      kind: 'absence',
      type: 'vacation',
    });
    // Saturday 19 Dec with 4 h scheduled: a working day.
    expect(scheduleCell('2026-12-19', null, [], 4)).toEqual({ kind: 'working' });
    expect(scheduleCell('2026-12-19', null, [], 0)).toEqual({ kind: 'weekend' });
  });

  it('marks a pending request, and shows an approved absence rather than a pending request of the same day', () => {
    const pending = { ...vacation, status: 'pending' as const };
    expect(scheduleCell('2026-12-14', null, [pending])).toMatchObject({ label: 'Vacation', pending: true });
    const approvedDay = {
      ...vacation,
      absenceType: 'personal_day' as const,
      startDate: '2026-12-15',
      endDate: '2026-12-15',
      status: 'approved' as const,
    };
    // 14 Dec: only the pending vacation; 15 Dec: the approved personal day, listed after it, wins.
    expect(scheduleCell('2026-12-14', null, [pending, approvedDay])).toMatchObject({ pending: true });
    expect(scheduleCell('2026-12-15', null, [pending, approvedDay])).toMatchObject({
      label: 'Personal Day',
      pending: false,
    });
  });

  it('cuts a holiday name to 8 characters followed by an ellipsis', () => {
    expect(shortHolidayName('Immaculate Conception')).toBe('Immacula…');
    expect(shortHolidayName('Epiphany')).toBe('Epiphany');
    expect(shortHolidayName('Día de Andalucía')).toBe('Día de A…');
  });
});

describe('week view', () => {
  it('starts a week on Monday', () => {
    // 2 Dec 2026 is a Wednesday: Monday is 2 − 2 = 30 Nov. 30 Nov is itself a Monday; Sunday 6 Dec goes back 6.
    expect(weekStart('2026-12-02')).toBe('2026-11-30');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2026-12-06')).toBe('2026-11-30');
  });

  const month = (
    m: string,
    days: string[],
    hours: number[],
    absences: Schedule['members'][number]['absences'],
  ) =>
    ({
      month: m,
      today: '2026-12-02',
      country: 'ES',
      region: 'barcelona',
      days: days.map((date) => ({ date, holiday: null })),
      members: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          firstName: 'Ana',
          lastName: 'Tester',
          email: 'ana@example.test',
          role: 'employee' as const,
          avatarUrl: null,
          absences,
          scheduledHours: hours,
        },
      ],
    }) satisfies Schedule;
  const across = {
    id: '00000000-0000-4000-8000-000000000002',
    absenceType: 'vacation' as const,
    startDate: '2026-11-30',
    endDate: '2026-12-01',
    halfDayStart: false,
    halfDayEnd: false,
    hours: null,
    status: 'pending' as const,
  };

  it('takes a week across two months from both, each absence once', () => {
    // November: 28 (Sat, 0 h), 29 (Sun, 0 h), 30 (Mon, 8 h); December: 1 (Tue, 8 h) … 7 (Mon, 6 h).
    const november = month('2026-11', ['2026-11-28', '2026-11-29', '2026-11-30'], [0, 0, 8], [across]);
    const december = month(
      '2026-12',
      ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'],
      [8, 8, 8, 4, 0, 0, 6],
      [across],
    );
    const week = scheduleBetween([november, december], '2026-11-30', '2026-12-06');
    expect(week.days.map((d) => d.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    // Mon 30 Nov 8 h from November, then Tue–Sun from December: 8, 8, 8, 4, 0, 0.
    expect(week.members[0]!.scheduledHours).toEqual([8, 8, 8, 8, 4, 0, 0]);
    expect(week.members[0]!.absences).toEqual([across]);
    expect(week.today).toBe('2026-12-02');
  });
});
