import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The day-counting rules live in domain/ (no I/O there); this checks them in processes whose TZ is far
// from UTC: a calendar date must never move.
describe('no time-zone shifts', () => {
  const modulePath = fileURLToPath(new URL('../../../domain/calendar.ts', import.meta.url));
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

  it('uses no local-time Date methods', () => {
    for (const file of ['calendar.ts', 'absences.ts', 'allowance.ts']) {
      const source = readFileSync(new URL(`../../../domain/${file}`, import.meta.url), 'utf8');
      expect(source).not.toMatch(
        /\.(getDate|getDay|getMonth|getFullYear|getHours|setDate|setMonth|setFullYear|toLocale\w*String|toDateString)\(/,
      );
    }
  });

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles'])(
    'gives the same dates with TZ=%s',
    (timeZone) => {
      // A fresh process: TZ is read at start-up.
      const script = `
      const c = await import(${JSON.stringify(modulePath)});
      const out = {
        offset: new Date(2026, 0, 1).getTimezoneOffset(),
        days: c.eachDay('2026-03-27', '2026-04-02').map((d) => [d, c.weekday(d)]),
        next: c.addDays('2026-10-24', 2),
        work: c.eachDay('2026-12-21', '2027-01-08').filter((d) => !c.isWeekend(d) && d !== '2026-12-25' && d !== '2027-01-01').length,
        month: c.monthRange('2026-02'),
      };
      process.stdout.write(JSON.stringify(out));
    `;
      const output = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          cwd: repoRoot,
          env: { ...process.env, TZ: timeZone },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      const result = JSON.parse(output) as Record<string, unknown>;
      expect(result.offset).toBe(timeZone === 'Pacific/Kiritimati' ? -840 : 480);
      expect(result.days).toEqual([
        ['2026-03-27', 5],
        ['2026-03-28', 6],
        ['2026-03-29', 0],
        ['2026-03-30', 1],
        ['2026-03-31', 2],
        ['2026-04-01', 3],
        ['2026-04-02', 4],
      ]);
      expect(result.next).toBe('2026-10-26');
      expect(result.work).toBe(13);
      expect(result.month).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    },
    60_000,
  );
});
