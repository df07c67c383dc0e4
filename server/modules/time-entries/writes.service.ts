// What every time-entry write shares: who writes for which company (its time zone, today), the checked
// values of a request, the month locks and the entry answered back with its warnings.

import { monthOf, parseIsoMonth } from '@domain/calendar';
import type { TimeEntry, TimeEntryRequest } from '@domain/contracts/time-entries';
import { AppError, conflict, validationFailed } from '@domain/errors';
import {
  DATE_OUT_OF_REACH,
  type EntryInstants,
  entryProblems,
  entryTotalHours,
  isWithinReach,
  localDateOf,
  toInstants,
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
  if (!actor) throw new AppError('NO_COMPANY', 'No longer associated with any company');
  return { company, companyId: member.companyId, tz: company.timeZone, today: company.today, actor };
}

/** Refuses times that break a rule of domain/time-entries.ts (the first problem is the message). */
export function throwProblems(instants: EntryInstants) {
  const problems = entryProblems(instants);
  if (problems.length > 0) throw validationFailed(problems[0]!.message, problems);
}

/** The stored values of a request: instants in the company's zone, its day, total hours; checked. */
export function entryValues(body: TimeEntryRequest, ctx: WriteContext): repo.EntryValues {
  const instants = toInstants(
    {
      clockIn: body.clockIn,
      clockOut: body.clockOut ?? null,
      breakStart: body.breakStart ?? null,
      breakEnd: body.breakEnd ?? null,
    },
    ctx.tz,
  );
  throwProblems(instants);
  const workDate = localDateOf(instants.clockIn, ctx.tz);
  if (!isWithinReach(workDate, ctx.today)) {
    throw validationFailed(DATE_OUT_OF_REACH, [{ field: 'clockIn', message: DATE_OUT_OF_REACH }]);
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

/** Whether the person has another entry on the day (`exceptId`: the entry being changed). */
export async function sameDayTaken(
  tx: Tx,
  companyId: string,
  userId: string,
  day: string,
  exceptId?: string,
) {
  const existing = await repo.entryOfDay(tx, companyId, userId, day);
  return existing !== null && existing.id !== exceptId;
}

/** A written entry as the dialog shows it, with the warnings its neighbour day gives it. */
export async function entryWithWarnings(tx: Tx, ctx: WriteContext, row: repo.EntryRow): Promise<TimeEntry> {
  const previous = await repo.previousEntry(tx, ctx.companyId, row.userId, row.workDate);
  return entryViews([row], previous, ctx.tz)[0]!;
}
