// The timesheet files (spec 2.8, 7): one person's month as CSV, XLSX or PDF, the Bulk Export CSV of the
// team, and the inspection export of the daily record with its history (RDL 8/2019).

import { daysInclusive, type IsoMonth } from '@domain/calendar';
import type { ExportFormat } from '@domain/contracts/timesheets';
import { INSPECTION_MAX_DAYS } from '@domain/contracts/timesheets';
import type { CsvStyle } from '@domain/csv';
import { validationFailed } from '@domain/errors';
import type { Locale } from '@domain/i18n/locales';
import { displayName } from '@domain/people';
import { slugify } from '@domain/slug';
import { instantToLocal } from '@domain/time-entries';
import { shownSummary, timesheetDays } from '@domain/timesheets';
import { weeklyLimitsWindow } from '@domain/work-time-rules';
import { type Texts, textsFor } from '../../i18n/i18n';
import type { Member } from '../../platform/access';
import type { Db } from '../../platform/db';
import { readAll } from '../../platform/reads';
import { loadCompanyContext } from '../context/company-context';
import { holidayDates } from '../holidays/holidays.service';
import { recordOwner, snapshotView } from '../time-entries/history.service';
import * as entries from '../time-entries/time-entries.repository';
import {
  approvalView,
  entryViews,
  monthParts,
  monthView,
  withWeeklyWarnings,
} from '../time-entries/views.service';
import { summaryOf, teamData } from './team.service';
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
import { teamMonth } from './timesheets.repository';

function sheetContext(companyName: string, month: IsoMonth, timeZone: string, texts: Texts) {
  return { companyName, month, timeZone, generatedAt: new Date().toISOString(), texts };
}

/**
 * The requester's texts: their own language, else their company's (the files' headers and labels, the holidays'
 * names), as the company context read it (`reader`).
 */
const requesterTexts = async (company: Promise<{ locale: Locale }> | { locale: Locale }) =>
  textsFor((await company).locale);

/** One person's month as a CSV, XLSX or PDF file (the employee's own, or any member's for an admin). */
export async function exportTimesheet(
  db: Db,
  member: Member,
  userId: string,
  month: IsoMonth,
  format: ExportFormat,
  csv: CsvStyle = 'comma',
): Promise<SheetFile> {
  const range = monthParts(month);
  const company = loadCompanyContext(db, member.companyId, {
    holidaysOf: { from: range.start, to: range.end },
    reader: member.userId,
  });
  const view = await monthView(db, member, userId, month, company);
  const name = displayName(view.person);
  const sheet: PersonSheet = {
    person: { name, email: view.person.email, former: view.former },
    days: timesheetDays({
      month,
      holidays: view.holidays,
      absences: view.absences,
      entries: view.entries,
      schedule: view.schedule,
    }),
    summary: shownSummary(
      {
        month,
        holidays: holidayDates(view.holidays),
        absences: view.absences,
        entries: view.entries,
        schedule: view.schedule,
      },
      view.approval,
    ),
    approval: view.approval,
  };
  const texts = await requesterTexts(company);
  const ctx = sheetContext((await company).name, month, view.timeZone, texts);
  const body =
    format === 'csv'
      ? timesheetsCsv([sheet], csv, texts)
      : format === 'xlsx'
        ? await timesheetXlsx(ctx, sheet)
        : await timesheetPdf(ctx, sheet);
  return { filename: personFileName(month, name, format), contentType: CONTENT_TYPES[format], body };
}

/** Bulk Export CSV: every member's month in one file, from one team query. */
export async function bulkExport(
  db: Db,
  member: Member,
  month: IsoMonth,
  csv: CsvStyle = 'comma',
): Promise<SheetFile> {
  const weeks = weeklyLimitsWindow(monthParts(month).start, monthParts(month).end);
  const [{ company, members, holidays, holidayDates }, around] = await Promise.all([
    teamData(db, member.companyId, month, teamMonth, member.userId),
    entries.companyEntriesBetween(db, member.companyId, weeks.from, weeks.to),
  ]);
  const byPerson = new Map<string, typeof around>();
  for (const e of around) byPerson.set(e.userId, [...(byPerson.get(e.userId) ?? []), e]);
  const sheets = members.map((m) => {
    const mine = byPerson.get(m.id) ?? [];
    const views = withWeeklyWarnings(
      entryViews(m.entries, m.previous, company.timeZone),
      m.entries,
      mine,
      company.timeZone,
    );
    return {
      person: { name: displayName(m), email: m.email, former: m.former },
      days: timesheetDays({ month, holidays, absences: m.absences, entries: views, schedule: m.schedule }),
      summary: summaryOf(m, month, holidayDates),
      approval: m.approval ? approvalView(m.approval) : null,
    } satisfies PersonSheet;
  });
  return {
    filename: `timesheets-${month}-${slugify(company.name, 'company')}.csv`,
    contentType: CONTENT_TYPES.csv,
    body: timesheetsCsv(sheets, csv, await requesterTexts(company)),
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
    throw validationFailed(
      /*i18n*/ {
        id: 'errors.timesheets.inspectionPeriodTooLong',
        message: 'Choose a period of at most four years',
      },
    );
  }
  const [owner, company] = await Promise.all([
    recordOwner(db, member.companyId, userId),
    loadCompanyContext(db, member.companyId, { reader: member.userId }),
  ]);
  const weeks = weeklyLimitsWindow(query.from, query.to);
  const [around, previous, history] = await readAll(db, [
    () => entries.entriesBetween(db, member.companyId, userId, weeks.from, weeks.to),
    () => entries.previousEntry(db, member.companyId, userId, query.from),
    () => entries.historyBetween(db, member.companyId, userId, query.from, query.to),
  ] as const);
  const rows = around.filter((e) => e.workDate >= query.from && e.workDate <= query.to);
  const tz = company.timeZone;
  const body = await inspectionXlsx({
    companyName: company.name,
    person: { name: owner.name, email: owner.email },
    from: query.from,
    to: query.to,
    timeZone: tz,
    generatedAt: new Date().toISOString(),
    entries: withWeeklyWarnings(entryViews(rows, previous, tz), rows, around, tz),
    texts: await requesterTexts(company),
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
