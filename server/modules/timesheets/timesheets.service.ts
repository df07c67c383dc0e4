import { displayName } from '@domain/people';
// Monthly timesheets (spec 001 sections 2.8, 2.9, 4.2, 7): submission, an admin's decision, Team
// Timesheets, the employee detail and the exports.
//
// Invariants: one approval row per person and month (unique key); submission is an insert-or-update that
// only succeeds from no record or a rejected one; a decision is conditional on status = 'submitted'. Both
// run under the person's month lock (time-entries repository), so a submission cannot race an entry
// write, and the completion check sees the entries as they are committed.

import { daysInclusive, monthRange, parseIsoMonth } from '@domain/calendar';
import type { ExportFormat, TeamTimesheets } from '@domain/contracts/timesheets';
import { INSPECTION_MAX_DAYS } from '@domain/contracts/timesheets';
import type { CsvStyle } from '@domain/csv';
import { conflict, forbidden, notFound, validationFailed } from '@domain/errors';
import { slugify } from '@domain/slug';
import { instantToLocal } from '@domain/time-entries';
import { hoursPerDayFor, monthlySummary, teamCounts, timesheetDays } from '@domain/timesheets';
import type { Member } from '../../platform/access';
import type { Database, Db } from '../../platform/db';
import type { Mailer } from '../../platform/mailer';
import { readAll } from '../../platform/reads';
import * as people from '../context/people.service';
import { companyCalendar, holidayDates } from '../holidays/holidays.service';
import type { Notify } from '../notifications/notifications.service';
import * as entries from '../time-entries/time-entries.repository';
import {
  EMPLOYEE_NOT_FOUND,
  entryViews,
  monthView,
  recordOwner,
  snapshotView,
} from '../time-entries/time-entries.service';
import {
  CONTENT_TYPES,
  inspectionXlsx,
  type PersonSheet,
  personFileName,
  type SheetFile,
  timesheetPdf,
  timesheetsCsv,
  timesheetXlsx,
} from './timesheet-files';
import { submittedEmail, timesheetDecisionEmail } from './timesheets.emails';
import * as repo from './timesheets.repository';

export interface TimesheetsDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Sends the optional e-mails (requests, decisions) unless the recipient turned them off. */
  notify: Notify;
}

const ALREADY_SUBMITTED = 'This timesheet has already been submitted for approval';
const ALREADY_APPROVED = 'This timesheet has already been approved';
const NOT_SUBMITTED = 'This timesheet is not waiting for approval';
const CORRECTIONS_FIRST = 'Approve or reject the pending corrections of this month first';

const parts = (month: string) => {
  const { start, end } = monthRange(month);
  const { year, month: m } = parseIsoMonth(month);
  return { start, end, year, month: m };
};

const approvalView = (a: entries.ApprovalRow) => ({
  status: a.status,
  submittedAt: a.submittedAt.toISOString(),
  approvedAt: a.approvedAt?.toISOString() ?? null,
  approvedBy: a.approvedBy,
  rejectedReason: a.rejectedReason,
});

// ---------------------------------------------------------------------------------------------------
// Submission and decision

/** Submit the own month for approval: only at 100% completion, from no record or a rejected one. */
export async function submit(deps: TimesheetsDeps, member: Member, month: string) {
  const range = parts(month);
  const calendar = await companyCalendar(deps.db, member.companyId, range.start, range.end);
  const holidays = holidayDates(calendar.holidays);
  return deps.db.transaction(async (tx) => {
    await entries.lockPersonMonth(tx, member.companyId, member.userId, month);
    const data = await entries.personMonth(tx, member.companyId, member.userId, range);
    if (!data) throw notFound(EMPLOYEE_NOT_FOUND);
    if (data.approval?.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
    if (data.approval?.status === 'approved') throw conflict(ALREADY_APPROVED);
    const summary = monthlySummary({
      month,
      holidays,
      absences: data.absences,
      entries: data.entries.map((e) => ({ date: e.workDate, totalHours: e.totalHours })),
      hoursPerDay: hoursPerDayFor(data.person.expectedHoursPerWeek),
    });
    if (summary.completion < 100) {
      throw validationFailed(
        `Your timesheet is ${summary.completion}% complete. Every working day needs a time entry or an approved absence before you can submit it.`,
      );
    }
    if (!(await repo.submitApproval(tx, member.companyId, member.userId, range.year, range.month))) {
      throw conflict(ALREADY_SUBMITTED);
    }
    for (const admin of await people.membersWithRoles(tx, member.companyId, ['admin'])) {
      if (admin.id === member.userId) continue;
      await deps.notify(tx, admin, 'requests', (unsubscribe) =>
        submittedEmail({
          to: admin,
          employee: data.person,
          month,
          summary,
          appUrl: deps.appUrl,
          unsubscribe,
        }),
      );
    }
    const after = await entries.personMonth(tx, member.companyId, member.userId, range);
    return { approval: approvalView(after!.approval!) };
  });
}

/**
 * An admin approves or rejects a submitted month. Nobody decides their own month, unless they are the
 * company's only admin (nobody else could). Approval waits until the month's corrections are decided.
 */
async function decide(
  deps: TimesheetsDeps,
  member: Member,
  userId: string,
  month: string,
  decision: 'approved' | 'rejected',
  reason: string | null,
) {
  const range = parts(month);
  return deps.db.transaction(async (tx) => {
    await entries.lockPersonMonth(tx, member.companyId, userId, month);
    const [owner, approver] = [
      await people.findMember(tx, member.companyId, userId),
      await people.findMember(tx, member.companyId, member.userId),
    ];
    if (!owner) throw notFound(EMPLOYEE_NOT_FOUND);
    if (!approver) throw notFound(EMPLOYEE_NOT_FOUND);
    if (userId === member.userId && !(await people.isCompanySoleAdmin(tx, member))) {
      throw forbidden(`You cannot ${decision === 'approved' ? 'approve' : 'reject'} your own timesheet`);
    }
    const status = await entries.approvalStatus(tx, member.companyId, userId, range.year, range.month);
    if (status !== 'submitted') throw conflict(status === 'approved' ? ALREADY_APPROVED : NOT_SUBMITTED);
    if (
      decision === 'approved' &&
      (await entries.pendingCorrectionCount(tx, member.companyId, userId, range.start, range.end)) > 0
    ) {
      throw conflict(CORRECTIONS_FIRST);
    }
    const done = await repo.decideApproval(tx, member.companyId, userId, range.year, range.month, {
      status: decision,
      approvedBy: member.userId,
      rejectedReason: reason,
    });
    if (!done) throw conflict(NOT_SUBMITTED);
    await deps.notify(tx, owner, 'decisions', (unsubscribe) =>
      timesheetDecisionEmail({
        to: owner,
        decidedBy: approver,
        month,
        decision,
        reason,
        appUrl: deps.appUrl,
        unsubscribe,
      }),
    );
    const after = await entries.personMonth(tx, member.companyId, userId, range);
    return { approval: approvalView(after!.approval!) };
  });
}

export const approve = (deps: TimesheetsDeps, member: Member, userId: string, month: string) =>
  decide(deps, member, userId, month, 'approved', null);

export const reject = (deps: TimesheetsDeps, member: Member, userId: string, month: string, reason: string) =>
  decide(deps, member, userId, month, 'rejected', reason);

// ---------------------------------------------------------------------------------------------------
// Team Timesheets and the employee detail

async function teamData(db: Db, companyId: string, month: string) {
  const range = parts(month);
  const [calendar, members, admins] = await readAll(db, [
    () => companyCalendar(db, companyId, range.start, range.end),
    () => repo.teamMonth(db, companyId, range),
    () => people.countAdmins(db, companyId),
  ] as const);
  return { calendar, members, admins, holidays: holidayDates(calendar.holidays) };
}

function summaryOf(m: repo.TeamMonthRow, month: string, holidays: ReadonlySet<string>) {
  return monthlySummary({
    month,
    holidays,
    absences: m.absences,
    entries: m.entries.map((e) => ({ date: e.workDate, totalHours: e.totalHours })),
    hoursPerDay: hoursPerDayFor(m.expectedHoursPerWeek),
  });
}

/** Team Timesheets of a month: counts and one row per member, from one request (three queries). */
export async function teamTimesheets(db: Db, member: Member, month: string): Promise<TeamTimesheets> {
  const { members, admins, holidays } = await teamData(db, member.companyId, month);
  const rows = members.map((m) => {
    const status = m.approval?.status ?? null;
    return {
      id: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      role: m.role,
      avatarUrl: m.avatarUrl,
      hoursPerDay: hoursPerDayFor(m.expectedHoursPerWeek),
      summary: summaryOf(m, month, holidays),
      status,
      rejectedReason: m.approval?.rejectedReason ?? null,
      pendingCorrections: m.pendingCorrections,
      canDecide: status === 'submitted' && (m.id !== member.userId || admins === 1),
    };
  });
  return { month, counts: teamCounts(rows.map((r) => r.status)), members: rows };
}

export const employeeMonth = (db: Db, member: Member, userId: string, month: string) =>
  monthView(db, member, userId, month);

// ---------------------------------------------------------------------------------------------------
// Exports

function sheetContext(companyName: string, month: string, timeZone: string) {
  return { companyName, month, timeZone, generatedAt: new Date().toISOString() };
}

async function companyOf(db: Db, companyId: string) {
  const company = await entries.findCompany(db, companyId);
  if (!company) throw notFound('Company not found');
  return company;
}

/** One person's month as a CSV, XLSX or PDF file (the employee's own, or any member's for an admin). */
export async function exportTimesheet(
  db: Db,
  member: Member,
  userId: string,
  month: string,
  format: ExportFormat,
  csv: CsvStyle = 'comma',
): Promise<SheetFile> {
  const [view, company] = await Promise.all([
    monthView(db, member, userId, month),
    companyOf(db, member.companyId),
  ]);
  const name = displayName(view.person);
  const sheet: PersonSheet = {
    person: { name, email: view.person.email },
    days: timesheetDays({ month, holidays: view.holidays, absences: view.absences, entries: view.entries }),
    summary: monthlySummary({
      month,
      holidays: holidayDates(view.holidays),
      absences: view.absences,
      entries: view.entries,
      hoursPerDay: view.hoursPerDay,
    }),
    approval: view.approval,
  };
  const ctx = sheetContext(company.name, month, view.timeZone);
  const body =
    format === 'csv'
      ? timesheetsCsv([sheet], csv)
      : format === 'xlsx'
        ? await timesheetXlsx(ctx, sheet)
        : await timesheetPdf(ctx, sheet);
  return { filename: personFileName(month, name, format), contentType: CONTENT_TYPES[format], body };
}

/** Bulk Export CSV: every member's month in one file, from one team query. */
export async function bulkExport(
  db: Db,
  member: Member,
  month: string,
  csv: CsvStyle = 'comma',
): Promise<SheetFile> {
  const [{ calendar, members, holidays }, company] = await Promise.all([
    teamData(db, member.companyId, month),
    companyOf(db, member.companyId),
  ]);
  const tz = calendar.region.timeZone;
  const sheets = members.map((m) => {
    const views = entryViews(m.entries, m.previous, tz);
    return {
      person: { name: displayName(m), email: m.email },
      days: timesheetDays({ month, holidays: calendar.holidays, absences: m.absences, entries: views }),
      summary: summaryOf(m, month, holidays),
      approval: m.approval ? approvalView(m.approval) : null,
    } satisfies PersonSheet;
  });
  return {
    filename: `timesheets-${month}-${slugify(company.name, 'company')}.csv`,
    contentType: CONTENT_TYPES.csv,
    body: timesheetsCsv(sheets, csv),
  };
}

/**
 * The inspection export (RDL 8/2019): a person's daily record over a period with every change made to
 * it, who made it and when. Also for someone who has left: the record stays with the company.
 */
export async function inspectionExport(
  db: Db,
  member: Member,
  userId: string,
  query: { from: string; to: string },
): Promise<SheetFile> {
  if (daysInclusive(query.from, query.to) > INSPECTION_MAX_DAYS) {
    throw validationFailed('Choose a period of at most four years');
  }
  const [owner, company] = await Promise.all([
    recordOwner(db, member.companyId, userId),
    companyOf(db, member.companyId),
  ]);
  const [rows, previous, history] = await readAll(db, [
    () => entries.entriesBetween(db, member.companyId, userId, query.from, query.to),
    () => entries.previousEntry(db, member.companyId, userId, query.from),
    () => entries.historyBetween(db, member.companyId, userId, query.from, query.to),
  ] as const);
  const tz = company.timeZone;
  const body = await inspectionXlsx({
    companyName: company.name,
    person: { name: owner.name, email: owner.email },
    from: query.from,
    to: query.to,
    timeZone: tz,
    generatedAt: new Date().toISOString(),
    entries: entryViews(rows, previous, tz),
    history: history.map((h) => ({
      changedAt: instantToLocal(h.changedAt, tz).replace('T', ' '),
      actorName: h.actorName,
      action: h.action,
      source: h.source,
      day: h.fromWorkDate ? `${h.fromWorkDate} → ${h.workDate}` : h.workDate,
      before: snapshotView(h.before, tz),
      after: snapshotView(h.after, tz),
      correctionId: h.correctionId,
    })),
  });
  return {
    filename: `time-record-${query.from}-to-${query.to}-${slugify(owner.name, 'employee')}.xlsx`,
    contentType: CONTENT_TYPES.xlsx,
    body,
  };
}
