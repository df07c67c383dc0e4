// "Explore with sample data" (issue 17, item 10): a realistic team for a company that has nobody yet, a month
// of time entries to date and absences around today. Pure: the server turns the plan into rows (sample-data
// module) with the same time rules as every entry (resolveDayTimes, resolveEntryTimes, entryTotalHours).

import type { AbsenceStatus, AbsenceType } from './absences';
import { addDays, addMonths, type IsoDate, type IsoMonth, monthOf } from './calendar';
import type { Role } from './roles';
import type { DayTimes } from './time-entries';
import {
  type CompanyScheduleRow,
  isScheduledWorkingDay,
  scheduledHours,
  type WeekHours,
  type WorkScheduleHistory,
} from './work-schedule';

/** The domain of every sample address: `.invalid` is reserved (RFC 2606), so no mail can ever arrive. */
export const SAMPLE_EMAIL_DOMAIN = 'example.invalid';

export const SAMPLE_DATA_LOADED = 'Sample data loaded';
export const SAMPLE_DATA_REMOVED = 'Sample data removed';
export const SAMPLE_DATA_ALREADY_LOADED =
  'This company already has sample data. Remove it before loading it again.';
export const SAMPLE_DATA_NOT_EMPTY =
  'Sample data can only be added to a company with no other members, time entries or absences yet.';
export const SAMPLE_PERSON_NOT_ADMIN =
  'A sample person cannot be an admin. Invite a real person to share the administration.';
export const SAMPLE_DATA_NONE = 'This company has no sample data to remove.';

/** Whether an address is a sample person's (nobody can receive mail there). */
export const isSampleEmail = (email: string): boolean =>
  email.toLowerCase().endsWith(`@${SAMPLE_EMAIL_DOMAIN}`);

type Name = readonly [first: string, last: string];

/** Seven people a company of the country could employ; the second is the manager, the fifth works part-time. */
const NAMES: Record<string, readonly Name[]> = {
  ES: [
    ['Javier', 'Martínez'],
    ['Lucía', 'García'],
    ['Carmen', 'López'],
    ['Sergio', 'Fernández'],
    ['Marta', 'Sánchez'],
    ['Pablo', 'Romero'],
    ['Elena', 'Navarro'],
  ],
  FR: [
    ['Julien', 'Bernard'],
    ['Camille', 'Martin'],
    ['Chloé', 'Dubois'],
    ['Nicolas', 'Laurent'],
    ['Manon', 'Lefèvre'],
    ['Antoine', 'Moreau'],
    ['Léa', 'Girard'],
  ],
  DE: [
    ['Lukas', 'Schmidt'],
    ['Anna', 'Müller'],
    ['Lea', 'Schneider'],
    ['Jonas', 'Fischer'],
    ['Mia', 'Weber'],
    ['Felix', 'Wagner'],
    ['Laura', 'Becker'],
  ],
  IT: [
    ['Marco', 'Russo'],
    ['Giulia', 'Rossi'],
    ['Francesca', 'Ferrari'],
    ['Luca', 'Esposito'],
    ['Chiara', 'Bianchi'],
    ['Matteo', 'Romano'],
    ['Sara', 'Colombo'],
  ],
  GB: [
    ['James', 'Jones'],
    ['Olivia', 'Smith'],
    ['Amelia', 'Taylor'],
    ['Harry', 'Brown'],
    ['Emily', 'Wilson'],
    ['George', 'Evans'],
    ['Sophie', 'Davies'],
  ],
  NL: [
    ['Daan', 'Jansen'],
    ['Emma', 'de Jong'],
    ['Sanne', 'de Vries'],
    ['Lars', 'van den Berg'],
    ['Fleur', 'Bakker'],
    ['Thijs', 'Visser'],
    ['Lotte', 'Smit'],
  ],
};

/** Monday, Tuesday and Thursday, 8 h each: the part-timer's week. */
export const PART_TIME_WEEK: WeekHours = [8, 8, 0, 8, 0, 0, 0];
const MANAGER = 1;
const PART_TIMER = 4;
/** When each person usually starts (local time). */
const STARTS = ['08:00', '08:30', '09:00', '08:45', '09:00', '08:15', '09:30'] as const;

export interface SamplePerson {
  firstName: string;
  lastName: string;
  role: Extract<Role, 'manager' | 'employee'>;
  /** Their own week, or null: the company's default. */
  week: WeekHours | null;
}

export interface SampleAbsence {
  person: number;
  absenceType: AbsenceType;
  startDate: IsoDate;
  endDate: IsoDate;
  status: AbsenceStatus;
}

export interface SampleEntry {
  person: number;
  date: IsoDate;
  times: DayTimes;
}

export interface SamplePlan {
  /** The day the sample people joined: the first day of last month, where their entries start. */
  joinedOn: IsoDate;
  people: SamplePerson[];
  absences: SampleAbsence[];
  entries: SampleEntry[];
  /** Last month, complete, submitted for approval by these people (the admin decides in Team Timesheets). */
  submitted: { person: number; month: IsoMonth }[];
}

export function sampleTeam(country: string): SamplePerson[] {
  const names = NAMES[country] ?? NAMES.GB!;
  return names.map(([firstName, lastName], i) => ({
    firstName,
    lastName,
    role: i === MANAGER ? 'manager' : 'employee',
    week: i === PART_TIMER ? [...PART_TIME_WEEK] : null,
  }));
}

/**
 * A sample address: the name without accents or spaces and a suffix that keeps it unique among every
 * company's sample people (addresses are unique across accounts).
 */
export function sampleEmail(person: { firstName: string; lastName: string }, suffix: string): string {
  const part = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  return `${part(person.firstName)}.${part(person.lastName)}.${suffix}@${SAMPLE_EMAIL_DOMAIN}`;
}

/** A small, stable variation (0 … n-1) per person and day, so the month looks lived in and tests repeat. */
function jitter(person: number, date: IsoDate, n: number): number {
  let h = person * 31;
  for (const c of date) h = (h * 33 + c.charCodeAt(0)) % 104729;
  return h % n;
}

const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const toTime = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * A day's times for `hours` of work starting around the person's usual time: a lunch break (30 or 60 min)
 * on days of more than 6 h. E.g. 8 h from 08:30 with 60 min: 08:30–17:30, break 13:30–14:30.
 */
export function sampleDayTimes(person: number, date: IsoDate, hours: number): DayTimes {
  const start = toMinutes(STARTS[person % STARTS.length]!) + 5 * jitter(person, date, 4);
  const breakMinutes = hours > 6 ? (person % 2 === 0 ? 60 : 30) : 0;
  const end = start + Math.round(hours * 60) + breakMinutes + 5 * jitter(person + 7, date, 3);
  const breakStart = Math.max(start + 180, 13 * 60);
  return {
    clockIn: toTime(start),
    clockOut: toTime(end),
    breaks: breakMinutes ? [{ start: toTime(breakStart), end: toTime(breakStart + breakMinutes) }] : [],
    overnight: false,
  };
}

/** The person's `count` working days from `from` on (forward) or before it (backward, nearest first). */
function workingDays(
  history: WorkScheduleHistory,
  holidays: ReadonlySet<IsoDate>,
  from: IsoDate,
  count: number,
  step: 1 | -1,
): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = from, i = 0; out.length < count && i < 400; d = addDays(d, step), i++)
    if (isScheduledWorkingDay(history, d, holidays)) out.push(d);
  return out;
}

/** Which absences the team has: [person, type, status, how many working days, first day's offset in working days (negative: past)]. */
const ABSENCES: readonly [number, AbsenceType, AbsenceStatus, number, number][] = [
  [2, 'vacation', 'approved', 3, -10],
  [3, 'sick_leave', 'approved', 2, -4],
  [5, 'personal_day', 'approved', 1, 3],
  [6, 'vacation', 'pending', 5, 8],
  [MANAGER, 'vacation', 'pending', 2, 12],
  [0, 'vacation', 'approved', 4, 20],
];

/** Who has submitted last month. */
const SUBMITTED = [0, 2, 3, 5] as const;

/**
 * The whole plan for a company: its team, the absences around today, and one time entry per working day from
 * the first day of last month to yesterday of each person (not on holidays, days off or approved absences),
 * so last month is complete (some submit it) and this one is complete to date.
 */
export function samplePlan(input: {
  country: string;
  today: IsoDate;
  holidays: ReadonlySet<IsoDate>;
  companySchedule: readonly CompanyScheduleRow[];
}): SamplePlan {
  const { today, holidays } = input;
  const lastMonth = addMonths(monthOf(today), -1);
  const from = `${lastMonth}-01`;
  const joinedOn = from;
  const people = sampleTeam(input.country);
  const historyOf = (p: SamplePerson): WorkScheduleHistory => ({
    company: input.companySchedule,
    member: p.week ? [{ startsOn: joinedOn, hours: p.week }] : [],
  });

  const absences: SampleAbsence[] = ABSENCES.map(([person, absenceType, status, days, offset]) => {
    const history = historyOf(people[person]!);
    const start =
      offset < 0
        ? workingDays(history, holidays, addDays(today, -1), -offset, -1).at(-1)!
        : workingDays(history, holidays, addDays(today, 1), offset, 1).at(-1)!;
    const span = workingDays(history, holidays, start, days, 1);
    return { person, absenceType, status, startDate: start, endDate: span.at(-1)! };
  });

  const entries: SampleEntry[] = [];
  people.forEach((p, person) => {
    const history = historyOf(p);
    const away = absences.filter((a) => a.person === person && a.status === 'approved');
    for (let date = from; date < today; date = addDays(date, 1)) {
      if (!isScheduledWorkingDay(history, date, holidays)) continue;
      if (away.some((a) => a.startDate <= date && date <= a.endDate)) continue;
      entries.push({ person, date, times: sampleDayTimes(person, date, scheduledHours(history, date)) });
    }
  });
  return {
    joinedOn,
    people,
    absences,
    entries,
    submitted: SUBMITTED.map((person) => ({ person, month: lastMonth })),
  };
}
