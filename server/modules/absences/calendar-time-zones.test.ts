import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// domain/calendar.ts does its arithmetic with date-fns on UTCDate; this checks, in processes whose TZ is far
// from UTC or skipped a day, that no calendar date moves (time-zones.test.ts beside it checks the basics).
describe('calendar edges in other time zones', () => {
  // Samoa (Pacific/Apia) skipped 30 December 2011; Kiritimati is UTC+14; Los Angeles has daylight saving.
  it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Pacific/Apia'])(
    'gives the same dates in a process with TZ=%s',
    (timeZone) => {
      const modulePath = fileURLToPath(new URL('../../../domain/calendar.ts', import.meta.url));
      const script = `
      const c = await import(${JSON.stringify(modulePath)});
      process.stdout.write(JSON.stringify([
        c.eachDay('2011-12-29', '2011-12-31').map((d) => [d, c.weekday(d)]),
        c.addDays('2026-03-28', 2), c.addDays('2026-11-01', -1), c.daysInclusive('2026-03-01', '2026-03-31'),
        c.addMonths('2026-01', 1), c.addYears('2028-02-29', 1), c.monthRange('2028-02'),
        c.formatDisplayDate('2026-01-01'), c.formatMonthLabel('2026-12'),
        c.todayIn('Europe/Madrid', new Date('2026-12-31T23:30:00Z')),
      ]));`;
      const output = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          cwd: fileURLToPath(new URL('../../..', import.meta.url)),
          env: { ...process.env, TZ: timeZone },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(JSON.parse(output)).toEqual([
        [
          ['2011-12-29', 4],
          ['2011-12-30', 5],
          ['2011-12-31', 6],
        ],
        '2026-03-30',
        '2026-10-31',
        31,
        '2026-02',
        '2029-02-28',
        { start: '2028-02-01', end: '2028-02-29' },
        'Jan 01, 2026',
        'December 2026',
        '2027-01-01',
      ]);
    },
    60_000,
  );
});
