import { describe, expect, it } from 'vitest';
import { lastWorkingDayOfMonth, localDateAndHour, reminderMonthDue } from './notifications';

const none = new Set<string>();

describe('lastWorkingDayOfMonth', () => {
  it('is the last weekday when the month ends on a weekday', () => {
    expect(lastWorkingDayOfMonth('2026-03', none)).toBe('2026-03-31'); // Tuesday
  });
  it('steps back over a weekend', () => {
    expect(lastWorkingDayOfMonth('2026-05', none)).toBe('2026-05-29'); // 30–31 are Saturday and Sunday
    expect(lastWorkingDayOfMonth('2026-01', none)).toBe('2026-01-30'); // 31 is a Saturday
  });
  it("steps back over the company's holidays", () => {
    expect(lastWorkingDayOfMonth('2026-12', new Set(['2026-12-31']))).toBe('2026-12-30');
    expect(lastWorkingDayOfMonth('2026-05', new Set(['2026-05-29', '2026-05-28']))).toBe('2026-05-27');
  });
  it('is null for a month without working days', () => {
    const august = Array.from({ length: 31 }, (_, i) => `2026-08-${String(i + 1).padStart(2, '0')}`);
    expect(lastWorkingDayOfMonth('2026-08', new Set(august))).toBeNull();
  });
});

describe('reminderMonthDue', () => {
  it('is due from 09:00 local time on the last working day only', () => {
    // Madrid is UTC+2 from 29 March 2026.
    expect(reminderMonthDue('Europe/Madrid', new Date('2026-03-31T06:59:00Z'), none)).toBeNull();
    expect(reminderMonthDue('Europe/Madrid', new Date('2026-03-31T07:00:00Z'), none)).toBe('2026-03');
    expect(reminderMonthDue('Europe/Madrid', new Date('2026-03-31T21:59:00Z'), none)).toBe('2026-03');
    expect(reminderMonthDue('Europe/Madrid', new Date('2026-03-31T22:00:00Z'), none)).toBeNull(); // 1 April
    expect(reminderMonthDue('Europe/Madrid', new Date('2026-03-30T10:00:00Z'), none)).toBeNull();
  });
  it('uses the date in the company’s zone, not UTC', () => {
    // 23:30 UTC on 27 Feb is 08:30 on Saturday 28 Feb in Tokyo; 10:00 on Friday 27 Feb in Tokyo is due.
    expect(reminderMonthDue('Asia/Tokyo', new Date('2026-02-27T01:00:00Z'), none)).toBe('2026-02');
    expect(reminderMonthDue('Europe/Madrid', new Date('2026-02-27T01:00:00Z'), none)).toBeNull();
  });
  it('reads the local hour on a daylight-saving day', () => {
    expect(localDateAndHour('Europe/Madrid', new Date('2026-10-25T08:00:00Z'))).toEqual({
      date: '2026-10-25',
      hour: 9,
    });
  });
});
