import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COUNTRIES, type CountryCode } from '@domain/holidays/regions';
import { describe, expect, it } from 'vitest';
import { bankHolidays, calendarStatus, dateOfRule, libraryDays } from './bank-holidays';
import { weekday } from './calendar-dates';
import { RECURRING_DAYS, YEAR_REVIEWS } from './corrections';

// Expected days off, written from the official calendars (see corrections.ts for each source),
// as MM-DD. They are not copied from the function's output: a change there must show up here.
const ES_2026: Record<string, string[]> = {
  // DOGC order for Catalonia (12 days, 1 Nov and 6 Dec on Sunday not among them) + local 25 May, 24 Sep.
  barcelona: [
    '01-01',
    '01-06',
    '04-03',
    '04-06',
    '05-01',
    '05-25',
    '06-24',
    '08-15',
    '09-11',
    '09-24',
    '10-12',
    '12-08',
    '12-25',
    '12-26',
  ],
  // BOCM: 2 May on Saturday, 2 Nov and 7 Dec moved from Sunday + local San Isidro and Almudena.
  madrid: [
    '01-01',
    '01-06',
    '04-02',
    '04-03',
    '05-01',
    '05-02',
    '05-15',
    '08-15',
    '10-12',
    '11-02',
    '11-09',
    '12-07',
    '12-08',
    '12-25',
  ],
  // DOGV: 19 Mar, 6 Apr, 24 Jun, 9 Oct + local San Vicente Mártir and San Vicente Ferrer.
  valencia: [
    '01-01',
    '01-06',
    '01-22',
    '03-19',
    '04-03',
    '04-06',
    '04-13',
    '05-01',
    '06-24',
    '08-15',
    '10-09',
    '10-12',
    '12-08',
    '12-25',
  ],
  // BOJA Decreto 101/2025: 28 Feb on Saturday, 2 Nov and 7 Dec + local Feria Wednesday and Corpus.
  seville: [
    '01-01',
    '01-06',
    '02-28',
    '04-02',
    '04-03',
    '04-22',
    '05-01',
    '06-04',
    '08-15',
    '10-12',
    '11-02',
    '12-07',
    '12-08',
    '12-25',
  ],
  // BOPV Decreto 82/2025: 19 Mar, 2 and 6 Apr, 25 Jul + Bizkaia 31 Jul and Bilbao 21 Aug.
  bilbao: [
    '01-01',
    '01-06',
    '03-19',
    '04-02',
    '04-03',
    '04-06',
    '05-01',
    '07-25',
    '07-31',
    '08-15',
    '08-21',
    '10-12',
    '12-08',
    '12-25',
  ],
};

const FR = {
  2026: ['01-01', '04-06', '05-01', '05-08', '05-14', '05-25', '07-14', '08-15', '11-01', '11-11', '12-25'],
  2027: ['01-01', '03-29', '05-01', '05-06', '05-08', '05-17', '07-14', '08-15', '11-01', '11-11', '12-25'],
};

const DE_COMMON = {
  2026: ['01-01', '04-03', '04-06', '05-01', '05-14', '05-25', '10-03', '12-25', '12-26'],
  2027: ['01-01', '03-26', '03-29', '05-01', '05-06', '05-17', '10-03', '12-25', '12-26'],
};
const DE_EXTRA: Record<string, { 2026: string[]; 2027: string[] }> = {
  berlin: { 2026: ['03-08'], 2027: ['03-08'] },
  munich: { 2026: ['01-06', '06-04', '08-15', '11-01'], 2027: ['01-06', '05-27', '08-15', '11-01'] },
  hamburg: { 2026: ['10-31'], 2027: ['10-31'] },
  cologne: { 2026: ['06-04', '11-01'], 2027: ['05-27', '11-01'] },
  frankfurt: { 2026: ['06-04'], 2027: ['05-27'] },
};

const IT_NATIONAL = {
  2026: [
    '01-01',
    '01-06',
    '04-05',
    '04-06',
    '04-25',
    '05-01',
    '06-02',
    '08-15',
    '10-04',
    '11-01',
    '12-08',
    '12-25',
    '12-26',
  ],
  2027: [
    '01-01',
    '01-06',
    '03-28',
    '03-29',
    '04-25',
    '05-01',
    '06-02',
    '08-15',
    '10-04',
    '11-01',
    '12-08',
    '12-25',
    '12-26',
  ],
};
const IT_PATRON: Record<string, string> = {
  rome: '06-29',
  milan: '12-07',
  naples: '09-19',
  turin: '06-24',
  florence: '06-24',
};

const GB: Record<string, { 2026: string[]; 2027: string[] }> = {
  england: {
    2026: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
    2027: ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28'],
  },
  scotland: {
    2026: ['01-01', '01-02', '04-03', '05-04', '05-25', '08-03', '11-30', '12-25', '12-28'],
    2027: ['01-01', '01-04', '03-26', '05-03', '05-31', '08-02', '11-30', '12-27', '12-28'],
  },
  wales: {
    2026: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
    2027: ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28'],
  },
  'northern-ireland': {
    2026: ['01-01', '03-17', '04-03', '04-06', '05-04', '05-25', '07-13', '08-31', '12-25', '12-28'],
    2027: ['01-01', '03-17', '03-26', '03-29', '05-03', '05-31', '07-12', '08-30', '12-27', '12-28'],
  },
};

const NL = {
  2026: ['01-01', '04-05', '04-06', '04-27', '05-14', '05-24', '05-25', '12-25', '12-26'],
  2027: ['01-01', '03-28', '03-29', '04-27', '05-06', '05-16', '05-17', '12-25', '12-26'],
};

function expected(country: CountryCode, region: string, year: 2026 | 2027): string[] | undefined {
  const days = (() => {
    switch (country) {
      case 'ES':
        return year === 2026 ? ES_2026[region] : undefined;
      case 'FR':
        return FR[year];
      case 'DE':
        return [...DE_COMMON[year], ...(DE_EXTRA[region]?.[year] ?? [])];
      case 'IT':
        return [...IT_NATIONAL[year], IT_PATRON[region] as string];
      case 'GB':
        return GB[region]?.[year];
      case 'NL':
        return NL[year];
    }
  })();
  return days?.map((day) => `${year}-${day}`).sort();
}

const REGIONS = COUNTRIES.flatMap((country) =>
  country.regions.map((region) => [country.code, region.id] as const),
);

const dates = (country: CountryCode, region: string, year: number) =>
  bankHolidays(country, region, year).map((day) => day.date);

describe('bankHolidays, 2026 (every region checked against its official calendar)', () => {
  it.each(REGIONS)('%s %s', (country, region) => {
    expect(dates(country, region, 2026)).toEqual(expected(country, region, 2026));
    expect(calendarStatus(country, region, 2026).verified).toBe(true);
  });
});

describe('bankHolidays, 2027 where the dates are confirmed', () => {
  it.each(REGIONS.filter(([country]) => country !== 'ES'))('%s %s', (country, region) => {
    expect(dates(country, region, 2027)).toEqual(expected(country, region, 2027));
    expect(calendarStatus(country, region, 2027).verified).toBe(true);
  });
});

describe('bankHolidays, Spain 2027 (official calendars not yet reviewed)', () => {
  const spain = REGIONS.filter(([country]) => country === 'ES');

  it.each(spain)('%s %s is marked unverified, with a note', (country, region) => {
    const status = calendarStatus(country, region, 2027);
    expect(status.verified).toBe(false);
    expect(status.notes.join(' ')).toMatch(/not (yet )?(available|checked)/);
  });

  it.each(spain)(
    '%s %s keeps the fixed national days that fall on weekdays and no Sunday',
    (country, region) => {
      const list = dates(country, region, 2027);
      for (const day of ['2027-01-01', '2027-03-26', '2027-10-12', '2027-12-08']) expect(list).toContain(day);
      expect(list.filter((date) => weekday(date) === 0)).toEqual([]);
    },
  );

  it('does not move Catalonia’s Labour Day from Saturday 1 May to Monday 3 May', () => {
    const list = dates('ES', 'barcelona', 2027);
    expect(list).toContain('2027-05-01');
    expect(list).not.toContain('2027-05-03');
  });
});

describe('bankHolidays, shape of the result', () => {
  it('gives names, scopes and keys', () => {
    const barcelona = bankHolidays('ES', 'barcelona', 2026);
    expect(barcelona.find((day) => day.date === '2026-01-06')).toEqual({
      date: '2026-01-06',
      name: 'Epiphany',
      scope: 'national',
      key: 'ES-2026-01-06',
    });
    expect(barcelona.find((day) => day.date === '2026-09-11')).toMatchObject({
      scope: 'regional',
      key: 'ES-barcelona-2026-09-11',
    });
    expect(barcelona.find((day) => day.date === '2026-05-25')).toMatchObject({
      name: 'Whit Monday (Segona Pasqua)',
      scope: 'local',
    });
    expect(bankHolidays('DE', 'munich', 2026).find((day) => day.date === '2026-08-15')).toMatchObject({
      name: 'Assumption',
      scope: 'local',
    });
    expect(bankHolidays('GB', 'england', 2026).find((day) => day.date === '2026-12-28')?.name).toBe(
      'Boxing Day (substitute day)',
    );
    expect(bankHolidays('ES', 'madrid', 2026).find((day) => day.date === '2026-11-02')).toMatchObject({
      name: "All Saints' Day (substitute day)",
      scope: 'regional',
    });
  });

  it.each(REGIONS)('%s %s: sorted, one entry per date, unique keys', (country, region) => {
    for (const year of [2025, 2026, 2027, 2028]) {
      const list = bankHolidays(country, region, year);
      const listDates = list.map((day) => day.date);
      expect(listDates).toEqual([...new Set(listDates)].sort());
      expect(new Set(list.map((day) => day.key)).size).toBe(list.length);
      for (const day of list) {
        expect(day.date.startsWith(`${year}-`)).toBe(true);
        expect(day.name.trim()).not.toBe('');
      }
    }
  });

  it('never lists a substituted day twice (original and substitute)', () => {
    expect(dates('GB', 'england', 2026)).not.toContain('2026-12-26');
    expect(dates('GB', 'northern-ireland', 2026)).not.toContain('2026-07-12');
    expect(dates('ES', 'madrid', 2026)).not.toContain('2026-11-01');
    expect(dates('ES', 'seville', 2027)).toEqual(expect.arrayContaining(['2027-03-01']));
    expect(dates('ES', 'seville', 2027)).not.toContain('2027-02-28');
  });

  it('rejects unsupported regions and years', () => {
    expect(() => bankHolidays('ES', 'paris', 2026)).toThrow(RangeError);
    expect(() => bankHolidays('FR', 'lyon', 2026.5)).toThrow(RangeError);
  });
});

describe('bankHolidays cache', () => {
  it('returns the same frozen result for the same country, region and year', () => {
    const first = bankHolidays('IT', 'naples', 2026);
    expect(bankHolidays('IT', 'naples', 2026)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(bankHolidays('IT', 'naples', 2027)).not.toBe(first);
    expect(bankHolidays('IT', 'rome', 2026)).not.toBe(first);
  });
});

describe('bankHolidays and the server time zone', () => {
  const modulePath = fileURLToPath(new URL('./bank-holidays.ts', import.meta.url));
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
  const allRegions = (module: { bankHolidays: typeof bankHolidays }) =>
    REGIONS.flatMap(([country, region]) =>
      [2026, 2027].map((year) => module.bankHolidays(country, region, year)),
    );

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles'])(
    'gives the same dates with TZ=%s',
    (timeZone) => {
      // A fresh process: TZ is read at start-up, and the cache must not hide a difference.
      const script = `
      const module = await import(${JSON.stringify(modulePath)});
      const regions = ${JSON.stringify(REGIONS)};
      const result = regions.flatMap(([c, r]) => [2026, 2027].map((y) => module.bankHolidays(c, r, y)));
      process.stdout.write(JSON.stringify({ offset: new Date(2026, 0, 1).getTimezoneOffset(), result }));
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
      const { offset, result } = JSON.parse(output) as { offset: number; result: unknown };
      // Proves the child really ran in that zone (UTC+14 and UTC-8 in January).
      expect(offset).toBe(timeZone === 'Pacific/Kiritimati' ? -840 : 480);
      expect(result).toEqual(JSON.parse(JSON.stringify(allRegions({ bankHolidays }))));
    },
    90_000,
  );

  it('uses no local-time Date methods', () => {
    for (const file of ['./bank-holidays.ts', './calendar-dates.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source).not.toMatch(
        /\.(getDate|getDay|getMonth|getFullYear|getHours|setDate|setMonth|setFullYear|toLocale\w*String|toDateString)\(/,
      );
    }
  });
});

describe('corrections data', () => {
  it('only removes or renames days date-holidays has, on the date it has them', () => {
    for (const review of YEAR_REVIEWS) {
      const regions =
        review.region === null
          ? REGIONS.filter(([c]) => c === review.country)
          : [[review.country, review.region] as const];
      for (const [country, region] of regions) {
        const library = libraryDays(country, region, review.year).map((day) => day.date);
        for (const day of [...(review.remove ?? []), ...(review.rename ?? [])])
          expect(library).toContain(day.date);
        for (const day of review.add ?? []) expect(library).not.toContain(day.date);
      }
    }
  });

  it('adds only days date-holidays lacks as a public day', () => {
    for (const day of RECURRING_DAYS) {
      for (const year of [2026, 2027]) {
        const library = libraryDays(day.country, day.region, year).map((libraryDay) => libraryDay.date);
        expect(library).not.toContain(dateOfRule(day.rule, year));
      }
    }
  });

  it('names a source for every correction and review, and a note for every unverified year', () => {
    for (const entry of [...RECURRING_DAYS, ...YEAR_REVIEWS]) {
      expect(entry.sources.length).toBeGreaterThan(0);
      for (const source of entry.sources) expect(source.title.trim()).not.toBe('');
    }
    for (const review of YEAR_REVIEWS) {
      if (!review.verified) expect(review.note?.trim()).toBeTruthy();
      for (const day of [...(review.add ?? []), ...(review.remove ?? []), ...(review.rename ?? [])]) {
        expect(day.date.startsWith(`${review.year}-`)).toBe(true);
      }
    }
  });
});
