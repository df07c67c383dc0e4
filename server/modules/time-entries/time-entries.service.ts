import { displayName } from '@domain/people';
// Time entries: the daily record of working time (spec 001 sections 2.3–2.7, 4.3, 5; RDL 8/2019).
//
// Rules kept here, on the server:
//  - one entry per person and day (the local date of the clock-in in the company's time zone);
//  - clock-out after clock-in and at most 24 h later; the break inside the worked time;
//    total_hours = out − in − break, 2 decimals (domain/time-entries.ts);
//  - nothing changes in an approved month: every write locks the person's month (an advisory lock, see
//    the repository) and reads its approval status inside the transaction;
//  - a change by a non-admin to a past day of a submitted month becomes a correction request that an
//    admin approves (the entry changes only then);
//  - every create, change and delete writes a history row in the same transaction.

import { addYears, monthOf, monthRange, parseIsoMonth, todayIn } from '@domain/calendar';
import type {
  BulkApplyRequest,
  ClockAction,
  ClockStatus,
  Correction,
  DayHistory,
  EntrySnapshotView,
  EntryWriteResponse,
  MonthView,
  TimeEntry,
  TimeEntryRequest,
} from '@domain/contracts/time-entries';
import { AppError, conflict, notFound, validationFailed } from '@domain/errors';
import {
  BREAK_BOTH_TIMES,
  CLOCK_OUT_AFTER_IN,
  type EntryInstants,
  entryProblems,
  entryTotalHours,
  instantToLocal,
  localDateOf,
  resolveDayTimes,
  toInstants,
} from '@domain/time-entries';
import { hoursPerDayFor, timesheetDays } from '@domain/timesheets';
import { dayWarnings, type WorkTimeWarning, workTimeWarnings } from '@domain/work-time-rules';
import type { Member } from '../../platform/access';
import type { Database, Db, Tx } from '../../platform/db';
import type { Mailer } from '../../platform/mailer';
import * as people from '../context/people.service';
import { companyCalendar } from '../holidays/holidays.service';
import type { Notify } from '../notifications/notifications.service';
import { correctionDecisionEmail, correctionRequestedEmail } from './time-entries.emails';
import * as repo from './time-entries.repository';

export interface TimeEntriesDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Sends the optional e-mails (requests, decisions) unless the recipient turned them off. */
  notify: Notify;
}

export const ENTRY_NOT_FOUND = 'Time entry not found';
export const EMPLOYEE_NOT_FOUND = 'Employee not found';
export const CORRECTION_NOT_FOUND = 'Correction not found';
export const MONTH_LOCKED = 'This timesheet has been approved. No further changes can be made.';
export const DAY_TAKEN = 'There is already a time entry for this day';
export const CORRECTION_PENDING = 'A correction for this day is already waiting for approval';
export const MONTH_SUBMITTED =
  'This month has been submitted for approval. Change single days instead: changes to past days are sent to an admin for approval.';
const CORRECTION_DECIDED = 'This correction has already been approved or rejected';
const MAX_YEARS_AWAY = 2;

// ---------------------------------------------------------------------------------------------------
// Views

const local = (d: Date | null, tz: string) => (d === null ? null : instantToLocal(d, tz));

export function entryView(row: repo.EntryRow, tz: string, warnings: WorkTimeWarning[]): TimeEntry {
  return {
    id: row.id,
    userId: row.userId,
    date: row.workDate,
    clockIn: instantToLocal(row.clockIn, tz),
    clockOut: local(row.clockOut, tz),
    breakStart: local(row.breakStart, tz),
    breakEnd: local(row.breakEnd, tz),
    clockInAt: row.clockIn.toISOString(),
    breakStartAt: row.breakStart?.toISOString() ?? null,
    totalHours: row.totalHours,
    breakHours:
      row.breakStart && row.breakEnd
        ? Math.round(((row.breakEnd.getTime() - row.breakStart.getTime()) / 3_600_000) * 100) / 100
        : 0,
    notes: row.notes,
    warnings,
  };
}

const warningEntry = (row: repo.EntryRow) => ({ ...row, id: row.id });

/** Entries with their warnings; `previous` is the entry before the first (for the rest rule). */
export function entryViews(
  entries: repo.EntryRow[],
  previous: repo.EntryRow | null,
  tz: string,
): TimeEntry[] {
  const warnings = workTimeWarnings([...(previous ? [previous] : []), ...entries].map(warningEntry));
  return entries.map((e) => entryView(e, tz, warnings.get(e.id) ?? []));
}

export function correctionView(row: repo.CorrectionRow, tz: string): Correction {
  const instants = row.clockIn
    ? { clockIn: row.clockIn, clockOut: row.clockOut, breakStart: row.breakStart, breakEnd: row.breakEnd }
    : null;
  return {
    id: row.id,
    userId: row.userId,
    date: row.workDate,
    action: row.action,
    entryId: row.entryId,
    clockIn: local(row.clockIn, tz),
    clockOut: local(row.clockOut, tz),
    breakStart: local(row.breakStart, tz),
    breakEnd: local(row.breakEnd, tz),
    totalHours: instants ? entryTotalHours(instants) : null,
    notes: row.notes,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

const monthParts = (month: string) => {
  const { start, end } = monthRange(month);
  const { year, month: m } = parseIsoMonth(month);
  return { start, end, year, month: m };
};

/**
 * One person's month: the day list's holidays, absences, entries (with warnings), approval and
 * corrections, in two queries side by side. The Monthly Summary is computed from it with
 * domain/timesheets.ts monthlySummary, on the client as on the server.
 */
export async function monthView(db: Db, viewer: Member, userId: string, month: string): Promise<MonthView> {
  const range = monthParts(month);
  const [calendar, data] = await Promise.all([
    companyCalendar(db, viewer.companyId, range.start, range.end),
    repo.personMonth(db, viewer.companyId, userId, range),
  ]);
  if (!data) throw notFound(EMPLOYEE_NOT_FOUND);
  const tz = calendar.region.timeZone;
  const submitted = data.approval?.status === 'submitted';
  const canDecide =
    viewer.role === 'admin' &&
    submitted &&
    (userId !== viewer.userId || (await people.isCompanySoleAdmin(db, viewer)));
  return {
    month,
    today: todayIn(tz),
    timeZone: tz,
    hoursPerDay: hoursPerDayFor(data.person.expectedHoursPerWeek),
    person: {
      id: data.person.id,
      firstName: data.person.firstName,
      lastName: data.person.lastName,
      email: data.person.email,
      role: data.person.role,
    },
    holidays: calendar.holidays.map((h) => ({ date: h.date, name: h.name })),
    absences: data.absences,
    entries: entryViews(data.entries, data.previous, tz),
    approval: data.approval
      ? {
          status: data.approval.status,
          submittedAt: data.approval.submittedAt.toISOString(),
          approvedAt: data.approval.approvedAt?.toISOString() ?? null,
          approvedBy: data.approval.approvedBy,
          rejectedReason: data.approval.rejectedReason,
        }
      : null,
    corrections: data.corrections.map((c) => correctionView(c, tz)),
    readOnly: data.approval?.status === 'approved',
    canDecide,
  };
}

// ---------------------------------------------------------------------------------------------------
// Writes: shared pieces

interface WriteContext {
  companyId: string;
  tz: string;
  today: string;
  actor: people.MemberRow;
}

async function writeContext(db: Db, member: Member): Promise<WriteContext> {
  const [company, actor] = await Promise.all([
    repo.findCompany(db, member.companyId),
    people.findMember(db, member.companyId, member.userId),
  ]);
  if (!company) throw notFound('Company not found');
  if (!actor) throw new AppError('NO_COMPANY', 'No longer associated with any company');
  return { companyId: member.companyId, tz: company.timeZone, today: todayIn(company.timeZone), actor };
}

function throwProblems(instants: EntryInstants) {
  const problems = entryProblems(instants);
  if (problems.length > 0) throw validationFailed(problems[0]!.message, problems);
}

/** The stored values of a request: instants in the company's zone, its day, total hours; checked. */
function entryValues(body: TimeEntryRequest, ctx: WriteContext): repo.EntryValues {
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
  if (workDate < addYears(ctx.today, -MAX_YEARS_AWAY) || workDate > addYears(ctx.today, MAX_YEARS_AWAY)) {
    const message = `Dates must be within ${MAX_YEARS_AWAY} years of today`;
    throw validationFailed(message, [{ field: 'clockIn', message }]);
  }
  return {
    workDate,
    ...instants,
    totalHours: entryTotalHours(instants),
    notes: body.notes ? body.notes : null,
  };
}

/** What history keeps of an entry: its day, UTC instants, total and notes. */
function snapshot(e: repo.EntryValues) {
  return {
    date: e.workDate,
    clockIn: e.clockIn.toISOString(),
    clockOut: e.clockOut?.toISOString() ?? null,
    breakStart: e.breakStart?.toISOString() ?? null,
    breakEnd: e.breakEnd?.toISOString() ?? null,
    totalHours: e.totalHours,
    notes: e.notes,
  };
}

type Source = repo.HistoryValues['source'];

interface Actors {
  owner: repo.PersonRef;
  actor: repo.PersonRef;
}

function historyRow(
  action: repo.HistoryValues['action'],
  source: Source,
  who: Actors,
  before: repo.EntryRow | null,
  after: repo.EntryRow | null,
  correctionId: string | null = null,
): repo.HistoryValues {
  const entry = (after ?? before)!;
  return {
    entryId: entry.id,
    userId: entry.userId,
    ownerName: displayName(who.owner),
    workDate: entry.workDate,
    fromWorkDate: before && after && before.workDate !== after.workDate ? before.workDate : null,
    action,
    source,
    before: before ? snapshot(before) : null,
    after: after ? snapshot(after) : null,
    actorId: who.actor.id,
    actorName: displayName(who.actor),
    correctionId,
  };
}

async function statusOf(tx: Tx, companyId: string, userId: string, month: string) {
  const { year, month: m } = parseIsoMonth(month);
  return repo.approvalStatus(tx, companyId, userId, year, m);
}

/** Locks the months (in order, so two writers never wait on each other) and refuses approved ones. */
async function lockMonths(tx: Tx, companyId: string, userId: string, days: string[]) {
  const months = [...new Set(days.map(monthOf))].sort();
  for (const month of months) await repo.lockPersonMonth(tx, companyId, userId, month);
  const statuses = new Map<string, Awaited<ReturnType<typeof statusOf>>>();
  for (const month of months) {
    const status = await statusOf(tx, companyId, userId, month);
    if (status === 'approved') throw conflict(MONTH_LOCKED);
    statuses.set(month, status);
  }
  return statuses;
}

/** A non-admin's change to a past day of a submitted month waits for an admin. */
function needsCorrection(member: Member, status: string | null | undefined, day: string, today: string) {
  return member.role !== 'admin' && status === 'submitted' && day < today;
}

async function entryWithWarnings(tx: Tx, ctx: WriteContext, row: repo.EntryRow): Promise<TimeEntry> {
  const previous = await repo.previousEntry(tx, ctx.companyId, row.userId, row.workDate);
  return entryViews([row], previous, ctx.tz)[0]!;
}

async function requestCorrection(
  deps: TimeEntriesDeps,
  tx: Tx,
  ctx: WriteContext,
  request: { action: 'create' | 'update' | 'delete'; entryId: string | null; workDate: string },
  values: repo.EntryValues | null,
): Promise<EntryWriteResponse> {
  const id = await repo.insertCorrection(tx, ctx.companyId, {
    userId: ctx.actor.id,
    entryId: request.entryId,
    workDate: request.workDate,
    action: request.action,
    clockIn: values?.clockIn ?? null,
    clockOut: values?.clockOut ?? null,
    breakStart: values?.breakStart ?? null,
    breakEnd: values?.breakEnd ?? null,
    notes: values?.notes ?? null,
  });
  if (!id) throw conflict(CORRECTION_PENDING);
  const proposed = values
    ? [
        `${instantToLocal(values.clockIn, ctx.tz).slice(11)}–${values.clockOut ? instantToLocal(values.clockOut, ctx.tz).slice(11) : '…'}`,
        values.breakStart && values.breakEnd
          ? `break ${instantToLocal(values.breakStart, ctx.tz).slice(11)}–${instantToLocal(values.breakEnd, ctx.tz).slice(11)}`
          : null,
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  for (const admin of await people.membersWithRoles(tx, ctx.companyId, ['admin'])) {
    await deps.notify(tx, admin, 'requests', (unsubscribe) =>
      correctionRequestedEmail({
        to: admin,
        requester: ctx.actor,
        action: request.action,
        date: request.workDate,
        proposed,
        appUrl: deps.appUrl,
        userId: ctx.actor.id,
        unsubscribe,
      }),
    );
  }
  const row = await repo.findCorrection(tx, ctx.companyId, id);
  return { outcome: 'correction_requested', entry: null, correction: correctionView(row!, ctx.tz) };
}

const sameDayTaken = async (tx: Tx, companyId: string, userId: string, day: string, exceptId?: string) => {
  const existing = await repo.entryOfDay(tx, companyId, userId, day);
  return existing !== null && existing.id !== exceptId;
};

// ---------------------------------------------------------------------------------------------------
// Single entries (the time entry dialog)

export async function createEntry(
  deps: TimeEntriesDeps,
  member: Member,
  body: TimeEntryRequest,
): Promise<EntryWriteResponse> {
  const ctx = await writeContext(deps.db, member);
  const values = entryValues(body, ctx);
  return deps.db.transaction(async (tx) => {
    const statuses = await lockMonths(tx, ctx.companyId, member.userId, [values.workDate]);
    if (await sameDayTaken(tx, ctx.companyId, member.userId, values.workDate)) throw conflict(DAY_TAKEN);
    if (needsCorrection(member, statuses.get(monthOf(values.workDate)), values.workDate, ctx.today)) {
      return requestCorrection(
        deps,
        tx,
        ctx,
        { action: 'create', entryId: null, workDate: values.workDate },
        values,
      );
    }
    const [row] = await repo.insertEntries(tx, ctx.companyId, member.userId, [values]);
    if (!row) throw conflict(DAY_TAKEN);
    const who = { owner: ctx.actor, actor: ctx.actor };
    await repo.insertHistory(tx, ctx.companyId, [historyRow('create', 'manual', who, null, row)]);
    return { outcome: 'saved', entry: await entryWithWarnings(tx, ctx, row), correction: null };
  });
}

/** Reads the member's own entry; another person's (or company's) is not found. */
async function ownEntry(tx: Tx, member: Member, id: string) {
  const row = await repo.findEntry(tx, member.companyId, id);
  if (!row || row.userId !== member.userId) throw notFound(ENTRY_NOT_FOUND);
  return row;
}

export async function updateEntry(
  deps: TimeEntriesDeps,
  member: Member,
  id: string,
  body: TimeEntryRequest,
): Promise<EntryWriteResponse> {
  const ctx = await writeContext(deps.db, member);
  const values = entryValues(body, ctx);
  return deps.db.transaction(async (tx) => {
    const first = await ownEntry(tx, member, id);
    const statuses = await lockMonths(tx, ctx.companyId, member.userId, [first.workDate, values.workDate]);
    const current = await ownEntry(tx, member, id);
    const touched = [current.workDate, values.workDate];
    if (touched.some((day) => needsCorrection(member, statuses.get(monthOf(day)), day, ctx.today))) {
      return requestCorrection(
        deps,
        tx,
        ctx,
        { action: 'update', entryId: id, workDate: current.workDate },
        values,
      );
    }
    if (await sameDayTaken(tx, ctx.companyId, member.userId, values.workDate, id)) throw conflict(DAY_TAKEN);
    const row = await repo.updateEntry(tx, ctx.companyId, id, values);
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    const who = { owner: ctx.actor, actor: ctx.actor };
    await repo.insertHistory(tx, ctx.companyId, [historyRow('update', 'manual', who, current, row)]);
    return { outcome: 'saved', entry: await entryWithWarnings(tx, ctx, row), correction: null };
  });
}

export async function deleteEntry(
  deps: TimeEntriesDeps,
  member: Member,
  id: string,
): Promise<EntryWriteResponse> {
  const ctx = await writeContext(deps.db, member);
  return deps.db.transaction(async (tx) => {
    const first = await ownEntry(tx, member, id);
    const statuses = await lockMonths(tx, ctx.companyId, member.userId, [first.workDate]);
    const current = await ownEntry(tx, member, id);
    if (needsCorrection(member, statuses.get(monthOf(current.workDate)), current.workDate, ctx.today)) {
      return requestCorrection(
        deps,
        tx,
        ctx,
        { action: 'delete', entryId: id, workDate: current.workDate },
        null,
      );
    }
    const [deleted] = await repo.deleteEntries(tx, ctx.companyId, [id]);
    if (!deleted) throw notFound(ENTRY_NOT_FOUND);
    const who = { owner: ctx.actor, actor: ctx.actor };
    await repo.insertHistory(tx, ctx.companyId, [historyRow('delete', 'manual', who, deleted, null)]);
    return { outcome: 'deleted', entry: null, correction: null };
  });
}

// ---------------------------------------------------------------------------------------------------
// Live clock (Time Tracking page and dashboard)

function clockStatusOf(
  open: repo.EntryRow | null,
  todays: repo.EntryRow | null,
  ctx: { tz: string; today: string },
) {
  const entry = open ?? todays;
  const state: ClockStatus['state'] = open
    ? open.breakStart && !open.breakEnd
      ? 'on_break'
      : 'working'
    : todays
      ? 'done'
      : 'clocked_out';
  return {
    state,
    entry: entry ? entryView(entry, ctx.tz, dayWarnings({ ...entry, id: entry.id })) : null,
    today: ctx.today,
    timeZone: ctx.tz,
  } satisfies ClockStatus;
}

export async function clockStatus(db: Db, member: Member): Promise<ClockStatus> {
  const company = await repo.findCompany(db, member.companyId);
  if (!company) throw notFound('Company not found');
  const now = new Date();
  const today = todayIn(company.timeZone, now);
  const [open, todays] = await Promise.all([
    repo.openEntry(db, member.companyId, member.userId, now),
    repo.entryOfDay(db, member.companyId, member.userId, today),
  ]);
  return clockStatusOf(open, todays, { tz: company.timeZone, today });
}

const CLOCK_MESSAGES = {
  alreadyIn: 'You are already clocked in',
  dayDone: 'You already have a time entry for today. Open the day in the list to change it.',
  notIn: 'You are not clocked in',
  breakTaken: 'You have already taken your break today. Open the day in the list to change it.',
  onBreak: 'Your break has already started',
  notOnBreak: 'You are not on a break',
  tooLong:
    'More than 24 hours have passed since you clocked in. Open the day in the list and enter your clock-out time.',
};

export async function clock(
  deps: TimeEntriesDeps,
  member: Member,
  action: ClockAction,
): Promise<ClockStatus> {
  const ctx = await writeContext(deps.db, member);
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const today = todayIn(ctx.tz, now);
    const before = await repo.openEntry(tx, ctx.companyId, member.userId, now);
    await lockMonths(tx, ctx.companyId, member.userId, [before?.workDate ?? today]);
    const open = await repo.openEntry(tx, ctx.companyId, member.userId, now);
    const who = { owner: ctx.actor, actor: ctx.actor };
    let changed: { before: repo.EntryRow | null; after: repo.EntryRow } | null = null;

    if (action === 'clock_in') {
      if (open) throw conflict(CLOCK_MESSAGES.alreadyIn);
      if (await repo.entryOfDay(tx, ctx.companyId, member.userId, today))
        throw conflict(CLOCK_MESSAGES.dayDone);
      const values = {
        workDate: localDateOf(now, ctx.tz),
        clockIn: now,
        clockOut: null,
        breakStart: null,
        breakEnd: null,
        totalHours: null,
        notes: null,
      };
      const [row] = await repo.insertEntries(tx, ctx.companyId, member.userId, [values]);
      if (!row) throw conflict(CLOCK_MESSAGES.dayDone);
      changed = { before: null, after: row };
    } else {
      if (!open) throw conflict(CLOCK_MESSAGES.notIn);
      const values: repo.EntryValues = {
        workDate: open.workDate,
        clockIn: open.clockIn,
        clockOut: open.clockOut,
        breakStart: open.breakStart,
        breakEnd: open.breakEnd,
        totalHours: open.totalHours,
        notes: open.notes,
      };
      if (action === 'start_break') {
        if (open.breakStart)
          throw conflict(open.breakEnd ? CLOCK_MESSAGES.breakTaken : CLOCK_MESSAGES.onBreak);
        values.breakStart = now;
      } else if (action === 'end_break') {
        if (!open.breakStart || open.breakEnd) throw conflict(CLOCK_MESSAGES.notOnBreak);
        values.breakEnd = now;
      } else {
        if (now.getTime() - open.clockIn.getTime() > 24 * 3_600_000) throw conflict(CLOCK_MESSAGES.tooLong);
        if (open.breakStart && !open.breakEnd) values.breakEnd = now;
        values.clockOut = now;
        values.totalHours = entryTotalHours(values);
      }
      const row = await repo.updateEntry(tx, ctx.companyId, open.id, values);
      if (!row) throw conflict(CLOCK_MESSAGES.notIn);
      changed = { before: open, after: row };
    }
    await repo.insertHistory(tx, ctx.companyId, [
      historyRow(changed.before ? 'update' : 'create', 'clock', who, changed.before, changed.after),
    ]);
    const stillOpen = changed.after.clockOut === null ? changed.after : null;
    return clockStatusOf(stillOpen, stillOpen ? null : changed.after, { tz: ctx.tz, today });
  });
}

// ---------------------------------------------------------------------------------------------------
// Bulk Apply and Clear Month (each one transaction under the person's month lock)

function bulkTimesProblem(body: BulkApplyRequest): string | null {
  const breakStart = body.breakStart || null;
  const breakEnd = body.breakEnd || null;
  if (body.clockOut <= body.clockIn) return CLOCK_OUT_AFTER_IN;
  if ((breakStart === null) !== (breakEnd === null)) return BREAK_BOTH_TIMES;
  return null;
}

export async function bulkApply(deps: TimeEntriesDeps, member: Member, body: BulkApplyRequest) {
  const problem = bulkTimesProblem(body);
  if (problem) throw validationFailed(problem, [{ field: 'clockOut', message: problem }]);
  const ctx = await writeContext(deps.db, member);
  const range = monthParts(body.month);
  const calendar = await companyCalendar(deps.db, ctx.companyId, range.start, range.end);
  const times = {
    clockIn: body.clockIn,
    clockOut: body.clockOut,
    breakStart: body.breakStart || null,
    breakEnd: body.breakEnd || null,
    overnight: false,
  };

  return deps.db.transaction(async (tx) => {
    const statuses = await lockMonths(tx, ctx.companyId, member.userId, [range.start]);
    if (statuses.get(body.month) === 'submitted') throw conflict(MONTH_SUBMITTED);
    const data = await repo.personMonth(tx, ctx.companyId, member.userId, range);
    if (!data) throw new AppError('NO_COMPANY', 'No longer associated with any company');
    const days = timesheetDays({
      month: body.month,
      holidays: calendar.holidays,
      absences: data.absences,
      entries: body.onlyEmptyDays ? data.entries.map((e) => ({ date: e.workDate })) : [],
    });
    const targets = days.filter(
      (d) =>
        !(body.skipWeekends && d.weekend) &&
        !(body.skipHolidays && d.holiday !== null) &&
        !d.absence &&
        !d.entry,
    );
    const values = targets.map((d) => {
      const instants = toInstants(resolveDayTimes(d.date, times), ctx.tz);
      throwProblems(instants);
      return { workDate: d.date, ...instants, totalHours: entryTotalHours(instants), notes: null };
    });
    const who = { owner: ctx.actor, actor: ctx.actor };
    const deleted = body.onlyEmptyDays
      ? []
      : await repo.deleteEntries(
          tx,
          ctx.companyId,
          data.entries.map((e) => e.id),
        );
    const created = await repo.insertEntries(tx, ctx.companyId, member.userId, values);
    await repo.insertHistory(tx, ctx.companyId, [
      ...deleted.map((row) => historyRow('delete', 'bulk_apply', who, row, null)),
      ...created.map((row) => historyRow('create', 'bulk_apply', who, null, row)),
    ]);
    return { created: created.length, deleted: deleted.length };
  });
}

export async function clearMonth(deps: TimeEntriesDeps, member: Member, month: string) {
  const ctx = await writeContext(deps.db, member);
  const range = monthParts(month);
  return deps.db.transaction(async (tx) => {
    const statuses = await lockMonths(tx, ctx.companyId, member.userId, [range.start]);
    if (statuses.get(month) === 'submitted') throw conflict(MONTH_SUBMITTED);
    const entries = await repo.entriesBetween(tx, ctx.companyId, member.userId, range.start, range.end);
    const deleted = await repo.deleteEntries(
      tx,
      ctx.companyId,
      entries.map((e) => e.id),
    );
    const who = { owner: ctx.actor, actor: ctx.actor };
    await repo.insertHistory(
      tx,
      ctx.companyId,
      deleted.map((row) => historyRow('delete', 'clear_month', who, row, null)),
    );
    return { deleted: deleted.length };
  });
}

// ---------------------------------------------------------------------------------------------------
// History (record-keeping)

type StoredSnapshot = {
  date: string;
  clockIn: string;
  clockOut: string | null;
  breakStart: string | null;
  breakEnd: string | null;
  totalHours: number | null;
  notes: string | null;
};

export function snapshotView(value: unknown, tz: string): EntrySnapshotView | null {
  if (!value) return null;
  const s = value as StoredSnapshot;
  const at = (v: string | null) => (v === null ? null : instantToLocal(new Date(v), tz));
  return {
    date: s.date,
    clockIn: instantToLocal(new Date(s.clockIn), tz),
    clockOut: at(s.clockOut),
    breakStart: at(s.breakStart),
    breakEnd: at(s.breakEnd),
    totalHours: s.totalHours,
    notes: s.notes,
  };
}

/**
 * Someone whose record the company keeps: a current member, or a former one whose history stayed with
 * the company. Anyone else (another company's people) is not found.
 */
export async function recordOwner(db: Db, companyId: string, userId: string) {
  const person = await people.findMember(db, companyId, userId);
  if (person) return { id: person.id, name: displayName(person), email: person.email, current: true };
  const former = await repo.formerMemberName(db, companyId, userId);
  if (former) return { id: userId, name: former, email: null, current: false };
  throw notFound(EMPLOYEE_NOT_FOUND);
}

/** Every change that touched one day of a person, oldest first, with times in the company's zone. */
export async function dayHistory(
  db: Db,
  companyId: string,
  userId: string,
  date: string,
): Promise<DayHistory> {
  const [company] = await Promise.all([repo.findCompany(db, companyId), recordOwner(db, companyId, userId)]);
  if (!company) throw notFound('Company not found');
  const rows = await repo.dayHistory(db, companyId, userId, date);
  return {
    date,
    timeZone: company.timeZone,
    items: rows.map((r) => ({
      id: r.id,
      entryId: r.entryId,
      action: r.action,
      source: r.source,
      changedAt: r.changedAt.toISOString(),
      actor: { id: r.actorId, name: r.actorName },
      before: snapshotView(r.before, company.timeZone),
      after: snapshotView(r.after, company.timeZone),
      correctionId: r.correctionId,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Correction requests: an admin decides

export async function approveCorrection(deps: TimeEntriesDeps, member: Member, id: string) {
  const ctx = await writeContext(deps.db, member);
  return deps.db.transaction(async (tx) => {
    const first = await repo.findCorrection(tx, ctx.companyId, id);
    if (!first) throw notFound(CORRECTION_NOT_FOUND);
    const newDay = first.clockIn ? localDateOf(first.clockIn, ctx.tz) : first.workDate;
    await lockMonths(tx, ctx.companyId, first.userId, [first.workDate, newDay]);
    const c = await repo.findCorrection(tx, ctx.companyId, id);
    if (c?.status !== 'pending') throw conflict(CORRECTION_DECIDED);
    const owner = await people.findMember(tx, ctx.companyId, c.userId);
    if (!owner) throw notFound(EMPLOYEE_NOT_FOUND);
    const who = { owner, actor: ctx.actor };
    const values: repo.EntryValues | null = c.clockIn
      ? {
          workDate: newDay,
          clockIn: c.clockIn,
          clockOut: c.clockOut,
          breakStart: c.breakStart,
          breakEnd: c.breakEnd,
          totalHours: entryTotalHours({
            clockIn: c.clockIn,
            clockOut: c.clockOut,
            breakStart: c.breakStart,
            breakEnd: c.breakEnd,
          }),
          notes: c.notes,
        }
      : null;
    const gone = 'The time entry changed after this request was made. Reject it and ask for a new one.';
    if (c.action === 'create') {
      if (await sameDayTaken(tx, ctx.companyId, c.userId, values!.workDate)) throw conflict(DAY_TAKEN);
      const [row] = await repo.insertEntries(tx, ctx.companyId, c.userId, [values!]);
      if (!row) throw conflict(DAY_TAKEN);
      await repo.insertHistory(tx, ctx.companyId, [historyRow('create', 'correction', who, null, row, c.id)]);
    } else {
      const current = c.entryId ? await repo.findEntry(tx, ctx.companyId, c.entryId) : null;
      if (!current || current.userId !== c.userId) throw conflict(gone);
      if (c.action === 'update') {
        if (await sameDayTaken(tx, ctx.companyId, c.userId, values!.workDate, current.id))
          throw conflict(DAY_TAKEN);
        const row = await repo.updateEntry(tx, ctx.companyId, current.id, values!);
        if (!row) throw conflict(gone);
        await repo.insertHistory(tx, ctx.companyId, [
          historyRow('update', 'correction', who, current, row, c.id),
        ]);
      } else {
        const [row] = await repo.deleteEntries(tx, ctx.companyId, [current.id]);
        if (!row) throw conflict(gone);
        await repo.insertHistory(tx, ctx.companyId, [
          historyRow('delete', 'correction', who, row, null, c.id),
        ]);
      }
    }
    if (
      !(await repo.decideCorrection(tx, ctx.companyId, id, {
        status: 'approved',
        decidedBy: member.userId,
        rejectionReason: null,
      }))
    ) {
      throw conflict(CORRECTION_DECIDED);
    }
    await deps.notify(tx, owner, 'decisions', (unsubscribe) =>
      correctionDecisionEmail({
        to: owner,
        decidedBy: ctx.actor,
        date: c.workDate,
        decision: 'approved',
        reason: null,
        appUrl: deps.appUrl,
        unsubscribe,
      }),
    );
    return { correction: correctionView((await repo.findCorrection(tx, ctx.companyId, id))!, ctx.tz) };
  });
}

export async function rejectCorrection(deps: TimeEntriesDeps, member: Member, id: string, reason: string) {
  const ctx = await writeContext(deps.db, member);
  return deps.db.transaction(async (tx) => {
    const c = await repo.findCorrection(tx, ctx.companyId, id);
    if (!c) throw notFound(CORRECTION_NOT_FOUND);
    if (
      !(await repo.decideCorrection(tx, ctx.companyId, id, {
        status: 'rejected',
        decidedBy: member.userId,
        rejectionReason: reason,
      }))
    ) {
      throw conflict(CORRECTION_DECIDED);
    }
    const owner = await people.findMember(tx, ctx.companyId, c.userId);
    if (owner) {
      await deps.notify(tx, owner, 'decisions', (unsubscribe) =>
        correctionDecisionEmail({
          to: owner,
          decidedBy: ctx.actor,
          date: c.workDate,
          decision: 'rejected',
          reason,
          appUrl: deps.appUrl,
          unsubscribe,
        }),
      );
    }
    return { correction: correctionView((await repo.findCorrection(tx, ctx.companyId, id))!, ctx.tz) };
  });
}
