import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// The time-tracking rules in domain/ convert through @date-fns/tz and Intl only: a local-time Date
// method would make the result depend on the zone of the machine that runs it (a server in UTC, a
// browser anywhere).
it('domain time rules use no local-time Date methods', () => {
  for (const file of ['time-entries.ts', 'work-time-rules.ts', 'timesheets.ts']) {
    const source = readFileSync(new URL(`../../../domain/${file}`, import.meta.url), 'utf8');
    expect(source).not.toMatch(
      /\.(getDate|getDay|getMonth|getFullYear|getHours|getMinutes|setDate|setHours|setMonth|setFullYear|toLocale\w*String|toDateString|toTimeString)\(/,
    );
  }
});
