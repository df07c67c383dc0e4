// What every time-entry write shares: who writes for which company (its time zone, today), the checked
// values of a request, the month locks and the entry answered back with its warnings.

import { monthOf, parseIsoMonth } from '@domain/calendar';
import type { TimeEntry, TimeEntryRequest } from '@domain/contracts/time-entries';
import { AppError, conflict, validationFailed } from '@domain/errors';
import {
  AMBIGUOUS_TIME,
  type EntryInstants,
  entryProblems,
  entryTotalHours,
  instantToLocal,
  isWithinReach,
  type LocalTimeProblem,
  localDateOf,
  localTimeProblemText,
  MAX_YEARS_AWAY,
  overlapText,
  resolveEntryTimes,
} from '@domain/time-entries';
import type { TimesheetStatus } from '@domain/timesheets';
import type { Member } from '../../platform/access';
import type { Db, Tx } from '../../platform/db';
import {
  type CompanyContext,
  type CompanyContextOptions,
  loadCompanyContext,
} from '../context/company-context';
import * as people from '../context/people.service';
import * as repo from './time-entries.repository';
import { MONTH_LOCKED } from './time-entries.service';
import { entryViews } from './views.service';

export interface WriteContext {
  /** The company of the request, read once (server/modules/context). */
  company: CompanyContext;
  companyId: string;
  /** The company's time zone, and today in it. */
  tz: string;
  today: string;
  actor: people.MemberRow;
}

/** The company and the member who writes, read side by side before the transaction. */
export async function writeContext(
  db: Db,
  member: Member,
  options: CompanyContextOptions = {},
): Promise<WriteContext> {
  const [company, actor] = await Promise.all([
    loadCompanyContext(db, member.companyId, options),
    people.findMember(db, member.companyId, member.userId),
  ]);
  if (!actor)
    throw new AppError(
      'NO_COMPANY',
      /*i18n*/ { id: 'errors.noCompany', message: 'No longer associated with any company' },
    );
  return { company, companyId: member.companyId, tz: company.timeZone, today: company.today, actor };
}

/** Refuses times that break a rule of domain/time-entries.ts (the first problem is the message). */
export function throwProblems(instants: EntryInstants) {
  const problems = entryProblems(instants);
  if (problems.length > 0) throw validationFailed(problems[0]!.message, problems);
}

/**
 * Refuses typed times that name no single instant: one that does not exist (the spring change) with its
 * message; otherwise one that happens twice with reason `ambiguous_time`, so the dialog asks which.
 */
export function throwLocalTimeProblems(problems: LocalTimeProblem[], timeZone: string): never {
  const missing = problems.filter((p) => !p.reason);
  const shown = missing.length > 0 ? missing : problems;
  const fields = shown.map((p) => ({ field: p.field, message: localTimeProblemText(p, timeZone) }));
  throw validationFailed(fields[0]!.message, fields, missing.length > 0 ? undefined : AMBIGUOUS_TIME);
}

/** The stored values of a request: instants in the company's zone, its day, total hours; checked. */
export function entryValues(body: TimeEntryRequest, ctx: WriteContext): repo.EntryValues {
  const resolved = resolveEntryTimes(
    {
      clockIn: body.clockIn,
      clockOut: body.clockOut ?? null,
      breaks: body.breaks ?? [],
    },
    ctx.tz,
    body.occurrences,
  );
  if ('problems' in resolved) throwLocalTimeProblems(resolved.problems, ctx.tz);
  const { instants } = resolved;
  throwProblems(instants);
  const workDate = localDateOf(instants.clockIn, ctx.tz);
  if (!isWithinReach(workDate, ctx.today)) {
    const message = /*i18n*/ {
      id: 'errors.datesOutOfReach',
      message: 'Dates must be within {years} years of today',
      values: { years: MAX_YEARS_AWAY },
    };
    throw validationFailed(message, [{ field: 'clockIn', message }]);
  }
  return {
    workDate,
    ...instants,
    totalHours: entryTotalHours(instants),
    notes: body.notes ? body.notes : null,
  };
}

/**
 * Locks the person's months of these days (in order, so two writers never wait on each other), refuses
 * approved ones and gives the status of each month by `yyyy-MM`.
 */
export async function lockMonths(tx: Tx, companyId: string, userId: string, days: string[]) {
  const months = [...new Set(days.map(monthOf))].sort();
  for (const month of months) await repo.lockPersonMonth(tx, companyId, userId, month);
  const statuses = new Map<string, TimesheetStatus | null>();
  for (const month of months) {
    const { year, month: m } = parseIsoMonth(month);
    const status = await repo.approvalStatus(tx, companyId, userId, year, m);
    if (status === 'approved') throw conflict(MONTH_LOCKED);
    statuses.set(month, status);
  }
  return statuses;
}

/** The refusal naming the other entry a time overlaps (its day and local times). */
function overlapConflict(row: repo.EntryRow, tz: string) {
  const local = (d: Date | null) => (d === null ? null : instantToLocal(d, tz));
  return conflict(
    overlapText({ date: row.workDate, clockIn: local(row.clockIn)!, clockOut: local(row.clockOut) }),
  );
}

/**
 * Refuses times that overlap another of the person's entries (`exceptId`: the entry being changed), with
 * a message that names it. The database refuses the overlap too (see `refuseOverlapRaces`).
 */
export async function assertNoOverlap(
  tx: Tx,
  ctx: WriteContext,
  userId: string,
  range: { clockIn: Date; clockOut: Date | null },
  exceptId?: string,
) {
  const other = await repo.overlappingEntry(tx, ctx.companyId, userId, range, exceptId);
  if (other) throw overlapConflict(other, ctx.tz);
}

/**
 * Whether a database error (or one it wraps) has this SQLSTATE, and this constraint when one is given. On a Citus
 * cluster the error comes from a shard, names the shard's constraint (`time_entries_no_overlap_102096`) and only
 * in its message (the coordinator passes no constraint field on).
 */
function hasSqlState(e: unknown, code: string, constraint?: string): boolean {
  const named = (c: { constraint?: string; message?: string }) => {
    if (constraint === undefined) return true;
    const name = c.constraint ?? /constraint "([^"]+)"/.exec(c.message ?? '')?.[1] ?? '';
    return name === constraint || new RegExp(`^${constraint}_\\d+$`).test(name);
  };
  for (
    let c = e as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    c;
  ) {
    if (c.code === code && named(c)) return true;
    c = c.cause as typeof c;
  }
  return false;
}

/** The exclusion constraint refusing overlapping entries (a lost race). */
const isOverlapViolation = (e: unknown) => hasSqlState(e, '23P01', 'time_entries_no_overlap');
/**
 * Two inserts that overlap each other can each find the other's uncommitted row in the exclusion index and
 * wait for it: PostgreSQL ends one of them with a deadlock. Run again, it finds the winner committed.
 */
const isDeadlock = (e: unknown) => hasSqlState(e, '40P01');

/**
 * Runs a write whose entries the exclusion constraint guards. Two writes on different months (a night
 * shift across the month's end) do not share a month lock: both may pass the check, and the database
 * then refuses the second (or ends one of them as a deadlock, and it runs once more). That refusal becomes
 * the same 409 the check gives, naming the entry that won (read after the failed transaction ended).
 */
export async function refuseOverlapRaces<T>(
  db: Db,
  ctx: WriteContext,
  userId: string,
  ranges: readonly { clockIn: Date; clockOut: Date | null }[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    try {
      return await write();
    } catch (e) {
      if (!isDeadlock(e)) throw e;
      return await write();
    }
  } catch (e) {
    if (!isOverlapViolation(e)) throw e;
    for (const range of ranges) {
      const other = await repo.overlappingEntry(db, ctx.companyId, userId, range);
      if (other) throw overlapConflict(other, ctx.tz);
    }
    throw conflict(OVERLAP_RACE);
  }
}

/** When the entry that won a race is gone again by the time we look. */
export const OVERLAP_RACE = /*i18n*/ {
  id: 'errors.timeEntries.overlapRace',
  message: 'This time overlaps another of your entries. Reload the month and try again.',
};

/**
 * A written entry as the dialog shows it, with the warnings of its day (all the day's work periods) and
 * of the rest since the previous working day.
 */
export async function entryWithWarnings(tx: Tx, ctx: WriteContext, row: repo.EntryRow): Promise<TimeEntry> {
  const { entries: day, previous } = await repo.dayWithPrevious(tx, ctx.companyId, row.userId, row.workDate);
  return (
    entryViews(day, previous, ctx.tz).find((e) => e.id === row.id) ?? entryViews([row], previous, ctx.tz)[0]!
  );
}
