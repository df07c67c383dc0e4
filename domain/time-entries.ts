// Time entries: local times in the company's time zone, the instants they are stored as, the hours they
// count and the rules an entry must follow. Shared by the server (which stores and checks entries) and
// the client (which shows the Total Hours of the entry dialog before saving).
//
// Times travel as local date-times `yyyy-MM-ddTHH:mm` in the company's time zone (the zone is set in
// Settings → Preferences and defaults from the country); the database keeps UTC instants. The day of an
// entry is the local date of its clock-in. Conversions go through @date-fns/tz and Intl only, never a
// local-time Date method, so a reader's own zone never matters and the daylight-saving Sundays of March
// and October come out right (09:00–17:00 is 8 h on both).

import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays, addYears, formatDisplayDate, type IsoDate, isIsoDate } from './calendar';
import { formatEnglish, type Message } from './i18n/message';

/** A wall-clock time `HH:mm`. */
export type LocalTime = string;
/** A local date and time `yyyy-MM-ddTHH:mm` in the company's time zone. */
export type LocalDateTime = string;

const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d)$/;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * HOUR_MS;

/** An entry may last at most this long: a night shift ends the next day, never later. */
export const MAX_ENTRY_HOURS = 24;
/** Notes of an entry, at most. */
export const NOTES_MAX = 500;

export const isLocalTime = (value: string): boolean => LOCAL_TIME.test(value);

export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  return match !== null && isIsoDate(match[1]!);
}

export const localDateTime = (date: IsoDate, time: LocalTime): LocalDateTime => `${date}T${time}`;

export function splitLocal(value: LocalDateTime): { date: IsoDate; time: LocalTime } {
  return { date: value.slice(0, 10), time: value.slice(11, 16) };
}

/**
 * The instant a local date-time of a time zone stands for. A time skipped by the spring change
 * (02:30 on the last Sunday of March in Madrid) moves forward by the hour the clocks skip; a time that
 * happens twice in October is read as its second occurrence. Only for times nobody typed (midnight as a
 * week's bound, the dialog's running total): a typed time goes through `resolveLocalTime`, which refuses
 * the first and asks about the second.
 */
export function localToInstant(value: LocalDateTime, timeZone: string): Date {
  if (!isLocalDateTime(value)) throw new RangeError(`Not a yyyy-MM-ddTHH:mm local date-time: ${value}`);
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7));
  const d = Number(value.slice(8, 10));
  const hh = Number(value.slice(11, 13));
  const mm = Number(value.slice(14, 16));
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, 0, timeZone).getTime());
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local date-time (to the minute) of an instant, read from the zone's rules by Intl (the reference). */
function localFromIntl(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** How far the zone's clock is ahead of UTC at a whole minute, in ms. */
function offsetAt(minute: number, timeZone: string): number {
  const local = localFromIntl(new Date(minute), timeZone);
  const at = Date.UTC(
    Number(local.slice(0, 4)),
    Number(local.slice(5, 7)) - 1,
    Number(local.slice(8, 10)),
    Number(local.slice(11, 13)),
    Number(local.slice(14, 16)),
  );
  return at - minute;
}

/**
 * Per zone, the offset of each UTC day it keeps all day (null: the clocks change that day), so that the many
 * instants of a screen (a month of entries, the 17 weeks of the weekly limits) cost one Intl look-up a day
 * instead of one each. Bounded: a zone's days are forgotten past DAY_OFFSETS_KEPT.
 */
const dayOffsets = new Map<string, Map<number, number | null>>();
const DAY_OFFSETS_KEPT = 20_000;

function dayOffset(day: number, timeZone: string): number | null {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  let offset = days.get(day);
  if (offset === undefined) {
    // The same offset at the day's first and last minute: no change in between (no zone changes its clocks
    // twice in a day).
    const first = offsetAt(day * DAY_MS, timeZone);
    offset = first === offsetAt((day + 1) * DAY_MS - MINUTE_MS, timeZone) ? first : null;
    if (days.size >= DAY_OFFSETS_KEPT) days.clear();
    days.set(day, offset);
  }
  return offset;
}

/** The local date-time (to the minute) of an instant in a time zone. */
export function instantToLocal(instant: Date, timeZone: string): LocalDateTime {
  const time = instant.getTime();
  const offset = Number.isFinite(time) ? dayOffset(Math.floor(time / DAY_MS), timeZone) : null;
  // On a day the clocks change, each instant is read by Intl itself.
  if (offset === null) return localFromIntl(instant, timeZone);
  return new Date(time + offset).toISOString().slice(0, 16);
}

/** Which of the two instants of an ambiguous local time (the autumn change: 02:30 happens twice). */
export const OCCURRENCES = ['first', 'second'] as const;
export type Occurrence = (typeof OCCURRENCES)[number];

/** The `reason` of the 400 that asks which occurrence of an ambiguous time was meant. */
export const AMBIGUOUS_TIME = 'ambiguous_time';

/** A local date-time read as if it were UTC (the wall-clock arithmetic of `resolveLocalTime`). */
function wallClockMs(value: LocalDateTime): number {
  const [y, m, d, hh, mm] = [0, 5, 8, 11, 14].map((at, i) => Number(value.slice(at, at + (i ? 2 : 4))));
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  return new Date(0).setUTCFullYear(y!, m! - 1, d!) + (hh! * 60 + mm!) * MINUTE_MS;
}

/** `HH:mm` of a wall-clock instant of `wallClockMs`. */
const wallClockTime = (ms: number): LocalTime => new Date(ms).toISOString().slice(11, 16);

export type LocalTimeResolution =
  | { instant: Date }
  /** Skipped by the spring change: the clocks go forward from `from` to `to` (02:00 → 03:00). */
  | { problem: 'nonexistent'; from: LocalTime; to: LocalTime }
  /** Happens twice (the autumn change): `first` is in summer time, `second` in winter time. */
  | { problem: 'ambiguous'; first: Date; second: Date };

/**
 * The instant(s) a typed local date-time stands for in a time zone, from the zone's offsets (Intl, via
 * @date-fns/tz): each offset the zone has within a day of the time gives a candidate `wall clock − offset`,
 * kept when the zone really has that offset at that instant. None: the time was skipped by a change
 * (Madrid, 2026-03-29 02:30); two: it happens twice, and `choice` picks one (2026-10-25 02:30 is 00:30Z in
 * summer time, 01:30Z in winter time); without a choice both are given back.
 */
export function resolveLocalTime(
  value: LocalDateTime,
  timeZone: string,
  choice?: Occurrence,
): LocalTimeResolution {
  if (!isLocalDateTime(value)) throw new RangeError(`Not a yyyy-MM-ddTHH:mm local date-time: ${value}`);
  const wall = wallClockMs(value);
  const offsetAt = (ms: number) => tzOffset(timeZone, new Date(ms)) * MINUTE_MS;
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  const instants = [...new Set([before, after])]
    .map((offset) => ({ offset, at: wall - offset }))
    .filter((c) => offsetAt(c.at) === c.offset)
    .map((c) => c.at)
    .sort((a, b) => a - b);
  if (instants.length === 1) return { instant: new Date(instants[0]!) };
  if (instants.length === 2) {
    const [first, second] = [new Date(instants[0]!), new Date(instants[1]!)];
    if (choice) return { instant: choice === 'first' ? first : second };
    return { problem: 'ambiguous', first, second };
  }
  // The change happened at an instant between `wall − after` (still before it) and `wall − before` (after
  // it): find its minute, then read the clock just before and at it.
  let lo = wall - after;
  let hi = wall - before;
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / MINUTE_MS / 2) * MINUTE_MS;
    if (offsetAt(mid) === before) lo = mid;
    else hi = mid;
  }
  return { problem: 'nonexistent', from: wallClockTime(hi + before), to: wallClockTime(hi + after) };
}

/** "02:30 does not exist on Mar 29, 2026: the clocks go forward from 02:00 to 03:00". */
export function nonexistentTimeText(
  value: LocalDateTime,
  change: { from: LocalTime; to: LocalTime },
): Message {
  const { date, time } = splitLocal(value);
  return /*i18n*/ {
    id: 'errors.timeEntries.nonexistentTime',
    message: '{time} does not exist on {date}: the clocks go forward from {from} to {to}',
    values: { time, date: { date }, from: change.from, to: change.to },
  };
}

export const nonexistentTimeMessage = (value: LocalDateTime, change: { from: LocalTime; to: LocalTime }) =>
  formatEnglish(nonexistentTimeText(value, change));

/** "02:30 happens twice on Oct 25, 2026: the first time (summer time) or the second (winter time)?" */
export function ambiguousTimeText(value: LocalDateTime): Message {
  const { date, time } = splitLocal(value);
  return /*i18n*/ {
    id: 'errors.timeEntries.ambiguousTime',
    message: '{time} happens twice on {date}: the first time (summer time) or the second (winter time)?',
    values: { time, date: { date } },
  };
}

export const ambiguousTimeQuestion = (value: LocalDateTime) => formatEnglish(ambiguousTimeText(value));

/** A typed time that names no single instant: its field, the message and, when asked about, the reason. */
export interface LocalTimeProblem extends EntryProblem {
  /** The typed local date-time. */
  value: LocalDateTime;
  reason?: typeof AMBIGUOUS_TIME;
}

/** A problem's message as a descriptor (the server's answer in the requester's language), in its time zone. */
export function localTimeProblemText(problem: LocalTimeProblem, timeZone: string): Message {
  const r = resolveLocalTime(problem.value, timeZone);
  return 'problem' in r && r.problem === 'nonexistent'
    ? nonexistentTimeText(problem.value, r)
    : ambiguousTimeText(problem.value);
}

/**
 * Bulk Apply's refusal of a day whose times name no single instant (it cannot ask per day): the problem,
 * then what to do — "02:30 does not exist on Mar 29, 2026: the clocks go forward from 02:00 to 03:00.
 * Choose other times, or enter that day by hand first and apply to empty days only."
 */
export function bulkLocalTimeText(problem: LocalTimeProblem, timeZone: string): Message {
  const { date, time } = splitLocal(problem.value);
  return problem.reason
    ? /*i18n*/ {
        id: 'errors.timeEntries.bulkAmbiguousTime',
        message:
          '{time} happens twice on {date} (the clocks go back an hour), and Bulk Apply cannot ask which. Choose other times, or enter that day by hand first and apply to empty days only.',
        values: { time, date: { date } },
      }
    : /*i18n*/ {
        id: 'errors.timeEntries.bulkNonexistentTime',
        message:
          '{problem}. Choose other times, or enter that day by hand first and apply to empty days only.',
        values: { problem: localTimeProblemText(problem, timeZone) },
      };
}

/** The English of `bulkLocalTimeText` (from the message the problem carries: no time zone needed). */
export function bulkLocalTimeMessage(problem: LocalTimeProblem): string {
  const { date, time } = splitLocal(problem.value);
  const what = problem.reason
    ? `${time} happens twice on ${formatDisplayDate(date)} (the clocks go back an hour), and Bulk Apply cannot ask which`
    : problem.message;
  return `${what}. Choose other times, or enter that day by hand first and apply to empty days only.`;
}

/**
 * The instants of an entry's typed local times (clock-in, clock-out, each break's start and end), or the
 * fields whose time does not exist or happens twice without a choice in `occurrences` (by field path).
 */
export function resolveEntryTimes(
  local: EntryLocalTimes,
  timeZone: string,
  occurrences: Partial<Record<string, Occurrence>> = {},
): { instants: EntryInstants } | { problems: LocalTimeProblem[] } {
  const problems: LocalTimeProblem[] = [];
  const at = (field: EntryField, value: LocalDateTime): Date => {
    const r = resolveLocalTime(value, timeZone, occurrences[field]);
    if ('instant' in r) return r.instant;
    if (r.problem === 'nonexistent')
      problems.push({ field, value, message: nonexistentTimeMessage(value, r) });
    else problems.push({ field, value, message: ambiguousTimeQuestion(value), reason: AMBIGUOUS_TIME });
    return r.problem === 'ambiguous' ? r.second : new Date(Number.NaN);
  };
  const instants: EntryInstants = {
    clockIn: at('clockIn', local.clockIn),
    clockOut: local.clockOut === null ? null : at('clockOut', local.clockOut),
    breaks: local.breaks.map((b, i) => ({
      start: at(`breaks.${i}.start`, b.start),
      end: b.end === null ? null : at(`breaks.${i}.end`, b.end),
    })),
  };
  return problems.length > 0 ? { problems } : { instants };
}

/** The local calendar date of an instant (the day of an entry is the date of its clock-in). */
export const localDateOf = (instant: Date, timeZone: string): IsoDate =>
  instantToLocal(instant, timeZone).slice(0, 10);

export const round2 = (n: number): number => Math.round(n * 100) / 100;
export const round1 = (n: number): number => Math.round(n * 10) / 10;

/** A break of a work period; one still running has no end. */
export interface BreakInstants {
  start: Date;
  end: Date | null;
}

/** The instants of an entry (a work period) and its breaks, in order; the last may still be running. */
export interface EntryInstants {
  clockIn: Date;
  clockOut: Date | null;
  breaks: BreakInstants[];
}

/** A period holds at most this many breaks. */
export const MAX_BREAKS = 10;

/** Length of the finished breaks, in hours; 0 without one. */
export function breakHours(entry: Pick<EntryInstants, 'breaks'>): number {
  let ms = 0;
  for (const b of entry.breaks) if (b.end) ms += Math.max(0, b.end.getTime() - b.start.getTime());
  return ms / HOUR_MS;
}

/** The break still running (no end yet), if any. */
export const runningBreak = (entry: Pick<EntryInstants, 'breaks'>): BreakInstants | null =>
  entry.breaks.find((b) => b.end === null) ?? null;

/**
 * total_hours of the spec: clock out − clock in − breaks, in hours, to 2 decimals; only when both clock in
 * and clock out exist (null for an entry still open).
 */
export function entryTotalHours(entry: EntryInstants): number | null {
  if (!entry.clockOut) return null;
  const worked = (entry.clockOut.getTime() - entry.clockIn.getTime()) / HOUR_MS - breakHours(entry);
  return round2(Math.max(0, worked));
}

// Messages of the entry rules (spec 001 section 5 and the bad input).
export const CLOCK_IN_REQUIRED = 'Clock in time is required';
export const CLOCK_TIMES_REQUIRED = 'Clock in and clock out times are required';
export const CLOCK_OUT_AFTER_IN = 'Clock out must be after clock in';
export const CLOCK_OUT_WITHIN_24H = 'Clock out must be within 24 hours of clock in';
export const BREAK_END_AFTER_START = 'Break end must be after break start';
export const BREAK_BOTH_TIMES = 'Enter both the break start and the break end';
export const BREAK_INSIDE_DAY = 'The break must be within the worked time';
export const BREAKS_OVERLAP = 'Breaks must not overlap';
export const TOO_MANY_BREAKS = `A work period has at most ${MAX_BREAKS} breaks`;

/** The field of a problem: a time of the period, or `breaks.<i>.start|end` (the form's field names). */
export type EntryField = 'clockIn' | 'clockOut' | `breaks.${number}.start` | `breaks.${number}.end`;

export interface EntryProblem {
  field: EntryField;
  message: string;
}

/**
 * What is wrong with an entry's times, first problem first (empty when it is fine): clock-out after
 * clock-in and at most 24 h later; each break has a start and an end (only the last break of an open
 * entry may be running), the end after the start, lies inside the worked interval and after the break
 * before it; at most MAX_BREAKS breaks.
 */
export function entryProblems(entry: EntryInstants): EntryProblem[] {
  const problems: EntryProblem[] = [];
  const inMs = entry.clockIn.getTime();
  const outMs = entry.clockOut?.getTime() ?? null;
  if (outMs !== null) {
    if (outMs <= inMs) problems.push({ field: 'clockOut', message: CLOCK_OUT_AFTER_IN });
    else if (outMs - inMs > MAX_ENTRY_HOURS * HOUR_MS) {
      problems.push({ field: 'clockOut', message: CLOCK_OUT_WITHIN_24H });
    }
  }
  if (entry.breaks.length > MAX_BREAKS) {
    problems.push({ field: `breaks.${MAX_BREAKS}.start`, message: TOO_MANY_BREAKS });
  }
  let previousEnd: number | null = null;
  entry.breaks.forEach((b, i) => {
    const bs = b.start.getTime();
    const be = b.end?.getTime() ?? null;
    const last = i === entry.breaks.length - 1;
    if (be === null && (outMs !== null || !last)) {
      problems.push({ field: `breaks.${i}.end`, message: BREAK_BOTH_TIMES });
    } else if (be !== null && be <= bs) {
      problems.push({ field: `breaks.${i}.end`, message: BREAK_END_AFTER_START });
    }
    if (bs < inMs || (outMs !== null && bs >= outMs)) {
      problems.push({ field: `breaks.${i}.start`, message: BREAK_INSIDE_DAY });
    } else if (be !== null && (be <= inMs || (outMs !== null && be > outMs))) {
      problems.push({ field: `breaks.${i}.end`, message: BREAK_INSIDE_DAY });
    } else if (previousEnd !== null && bs < previousEnd) {
      problems.push({ field: `breaks.${i}.start`, message: BREAKS_OVERLAP });
    }
    previousEnd = be ?? bs;
  });
  return problems;
}

/**
 * The refusal of a time that overlaps another of the person's entries (a person works one period at a
 * time; the database refuses the overlap too): it names the other entry's day and times, local, so the
 * person finds it — "This time overlaps another entry of Dec 05, 2026 (22:00–06:00)". An entry still
 * running has no end yet: "(09:00–…)".
 */
export function overlapText(other: {
  date: IsoDate;
  clockIn: LocalDateTime;
  clockOut: LocalDateTime | null;
}): Message {
  const end = other.clockOut ? splitLocal(other.clockOut).time : '…';
  return /*i18n*/ {
    id: 'errors.timeEntries.overlap',
    message: 'This time overlaps another entry of {date} ({from}–{to})',
    values: { date: { date: other.date }, from: splitLocal(other.clockIn).time, to: end },
  };
}

export const overlapMessage = (other: {
  date: IsoDate;
  clockIn: LocalDateTime;
  clockOut: LocalDateTime | null;
}) => formatEnglish(overlapText(other));

/** Entries are written at most this many years before or after today. */
export const MAX_YEARS_AWAY = 2;
export const DATE_OUT_OF_REACH = `Dates must be within ${MAX_YEARS_AWAY} years of today`;

/** Whether an entry's day is within MAX_YEARS_AWAY years of today (both ends included). */
export const isWithinReach = (day: IsoDate, today: IsoDate): boolean =>
  day >= addYears(today, -MAX_YEARS_AWAY) && day <= addYears(today, MAX_YEARS_AWAY);

/**
 * A change that waits for an admin (a correction request): one by a non-admin to any day of a month
 * submitted for approval, past or future (issue 14: a future entry deleted after submission left the month
 * at 95 %). Admins change any month that is not approved directly; its approval recomputes the figures.
 */
export const needsCorrection = (role: string, monthStatus: string | null | undefined): boolean =>
  role !== 'admin' && monthStatus === 'submitted';

/** What is wrong with the times of Bulk Apply (`HH:mm` of one day; an empty break time is none), or null. */
export function bulkTimesProblem(times: {
  clockIn: LocalTime;
  clockOut: LocalTime;
  breakStart?: LocalTime | null | undefined;
  breakEnd?: LocalTime | null | undefined;
}): string | null {
  const breakStart = times.breakStart || null;
  const breakEnd = times.breakEnd || null;
  if (times.clockOut <= times.clockIn) return CLOCK_OUT_AFTER_IN;
  if ((breakStart === null) !== (breakEnd === null)) return BREAK_BOTH_TIMES;
  return null;
}

/** Bulk Apply's times (one optional break) as the times of a day. */
export function bulkDayTimes(times: {
  clockIn: LocalTime;
  clockOut: LocalTime;
  breakStart?: LocalTime | null | undefined;
  breakEnd?: LocalTime | null | undefined;
}): DayTimes {
  const start = times.breakStart || null;
  const end = times.breakEnd || null;
  return {
    clockIn: times.clockIn,
    clockOut: times.clockOut,
    breaks: start && end ? [{ start, end }] : [],
    overnight: false,
  };
}

/** A break as the dialog holds it: `HH:mm` times (the end empty while it runs). */
export interface BreakTimes<T> {
  start: T;
  end: T | null;
}

/** The times of one day as the entry dialog and Bulk Apply hold them. */
export interface DayTimes {
  clockIn: LocalTime;
  clockOut: LocalTime | null;
  breaks: BreakTimes<LocalTime>[];
  /** A night shift: the clock-out is on the next day. */
  overnight: boolean;
}

export interface EntryLocalTimes {
  clockIn: LocalDateTime;
  clockOut: LocalDateTime | null;
  breaks: BreakTimes<LocalDateTime>[];
}

/**
 * The local date-times of a day's times: clock-in on the day, clock-out on the day (the next day for a
 * night shift); a break time before the clock-in time of a night shift falls after midnight.
 */
export function resolveDayTimes(date: IsoDate, times: DayTimes): EntryLocalTimes {
  const next = addDays(date, 1);
  const at = (time: LocalTime) => localDateTime(times.overnight && time < times.clockIn ? next : date, time);
  return {
    clockIn: localDateTime(date, times.clockIn),
    clockOut: times.clockOut === null ? null : localDateTime(times.overnight ? next : date, times.clockOut),
    breaks: times.breaks.map((b) => ({ start: at(b.start), end: b.end === null ? null : at(b.end) })),
  };
}

/** The dialog's view of a stored entry: its times and whether it ends the next day. */
export function dayTimesOf(entry: EntryLocalTimes): DayTimes {
  const day = splitLocal(entry.clockIn).date;
  return {
    clockIn: splitLocal(entry.clockIn).time,
    clockOut: entry.clockOut ? splitLocal(entry.clockOut).time : null,
    breaks: entry.breaks.map((b) => ({
      start: splitLocal(b.start).time,
      end: b.end ? splitLocal(b.end).time : null,
    })),
    overnight: entry.clockOut !== null && splitLocal(entry.clockOut).date > day,
  };
}

/** The instants of local times in a zone. */
export function toInstants(local: EntryLocalTimes, timeZone: string): EntryInstants {
  return {
    clockIn: localToInstant(local.clockIn, timeZone),
    clockOut: local.clockOut === null ? null : localToInstant(local.clockOut, timeZone),
    breaks: local.breaks.map((b) => ({
      start: localToInstant(b.start, timeZone),
      end: b.end === null ? null : localToInstant(b.end, timeZone),
    })),
  };
}

/** Total hours of a day's times in a zone (the dialog's and Bulk Apply's "Daily Hours"), or null. */
export function dayTimesTotal(date: IsoDate, times: DayTimes, timeZone: string): number | null {
  const instants = toInstants(resolveDayTimes(date, times), timeZone);
  if (entryProblems(instants).length > 0) return null;
  return entryTotalHours(instants);
}

/** A period's breaks as people read them: "break 12:00–12:30, break 16:00–16:15" (`…` while one runs). */
export const breaksText = (breaks: readonly BreakTimes<LocalDateTime>[]): string =>
  breaks.map((b) => `break ${b.start.slice(11)}–${b.end ? b.end.slice(11) : '…'}`).join(', ');

/** Hours as the lists show them: two decimals (7.50). */
export const formatEntryHours = (hours: number): string => hours.toFixed(2);

/** A break's length as people read it: 60 min, 1 h 30 min. */
export function formatBreak(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
