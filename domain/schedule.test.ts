import { describe, expect, it } from 'vitest';
import { scheduleCell, shortHolidayName } from './schedule';

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

  it('cuts a holiday name to 8 characters followed by an ellipsis', () => {
    expect(shortHolidayName('Immaculate Conception')).toBe('Immacula…');
    expect(shortHolidayName('Epiphany')).toBe('Epiphany');
    expect(shortHolidayName('Día de Andalucía')).toBe('Día de A…');
  });
});
