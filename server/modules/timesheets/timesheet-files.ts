// The timesheet files: CSV (RFC 4180, UTF-8 with a BOM so Excel reads accents, formula-looking cells
// neutralised, in the separators of the reader's Excel: domain/csv.ts), XLSX (write-excel-file; dates,
// clock times and hours as spreadsheet values: domain/spreadsheet.ts) and a printable PDF (pdfkit, with
// an embedded font that has every letter of the languages we serve) with totals, approval and signature
// lines. Every format prints the same day rows (domain/timesheets.ts timesheetDays) and the same figures
// (monthlySummary), so the files never disagree with the screens.

import { absenceTypeLabel } from '@domain/absences';
import type { Approval, EntrySnapshotView, TimeEntry } from '@domain/contracts/time-entries';
import { type CsvDialect, type CsvStyle, csvDialect } from '@domain/csv';
import type { Message } from '@domain/i18n/message';
import { slugify } from '@domain/slug';
import { excelDate, excelDateTime, excelTime, XLSX_FORMATS } from '@domain/spreadsheet';
import { formatBreak, formatEntryHours } from '@domain/time-entries';
import {
  formatSummaryHours,
  formatVariance,
  type MonthlySummary,
  type TimesheetDay,
  timesheetBadge,
} from '@domain/timesheets';
import type { WorkTimeWarning } from '@domain/work-time-rules';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import writeXlsxFile, { type Cell, type CellObject, type Row, type Sheet } from 'write-excel-file/node';
import { absenceTypeName } from '../../i18n/common';
import { type Texts, textsFor } from '../../i18n/i18n';
import { pdfFonts } from './pdf-fonts';

const ENGLISH = textsFor('en');

export interface PersonSheet {
  /** `former`: no longer a member (the XLSX and PDF say so; the CSV keeps the spec's columns). */
  person: { name: string; email: string; former?: boolean };
  days: TimesheetDay<TimeEntry>[];
  summary: MonthlySummary;
  approval: Approval | null;
}

export interface SheetFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

export interface SheetContext {
  companyName: string;
  month: string;
  timeZone: string;
  generatedAt: string;
  /** The requester's language: the files' headers and labels (dates and numbers stay as they were). */
  texts?: Texts;
}

/** `HH:mm`, with "(+1)" when the time is on the day after the entry's day (a night shift). */
function timeOf(local: string | null, day: string): string {
  if (!local) return '';
  return local.slice(0, 10) > day ? `${local.slice(11)} (+1)` : local.slice(11);
}

function dayMark({ t, locale }: Texts, day: TimesheetDay<unknown>): string {
  if (day.holiday)
    return t(
      /*i18n*/ { id: 'files.timesheet.holiday', message: 'Holiday: {name}', values: { name: day.holiday } },
    );
  if (day.absence) {
    if (locale === 'en') return day.absence.label;
    // "Sick Leave (AM)", "Vacation 2 h": the type's name in the reader's language, the rest as it is.
    const rest = day.absence.label.slice(absenceTypeLabel(day.absence.type).length);
    return `${t(absenceTypeName(day.absence.type))}${rest}`;
  }
  if (day.weekend) return t(/*i18n*/ { id: 'files.timesheet.weekend', message: 'Weekend' });
  return '';
}

/** A day's short weekday: the spec's "Mon" in English, the reader's own elsewhere. */
const weekdayOf = ({ locale, format }: Texts, day: TimesheetDay<unknown>) =>
  locale === 'en' ? day.weekday : format.weekday(day.date);

/**
 * The rows of a day: one per work period (a split shift prints two rows of the same date, and the totals
 * add them up), or one empty row for a day without any.
 */
const periodsOf = <E>(day: TimesheetDay<E>): (E | null)[] => (day.entries.length > 0 ? day.entries : [null]);

/**
 * The Break Start / Break End cell of a period: its breaks' starts (or ends) in order, "12:00; 16:00" when
 * it took several, a running break's end empty.
 */
const breakTimes = (e: TimeEntry | null, day: string, end: 'start' | 'end') =>
  e ? e.breaks.map((b) => (b[end] ? timeOf(b[end], day) : '…')).join('; ') : '';

/** The work-time warnings (the English is WARNING_LABELS' of domain/work-time-rules.ts). */
const WARNING_TEXTS: Record<WorkTimeWarning, Message> = {
  over_9_hours: /*i18n*/ { id: 'files.warnings.over9Hours', message: 'More than 9 ordinary hours' },
  no_break: /*i18n*/ { id: 'files.warnings.noBreak', message: 'No 15-minute break in a stretch over 6 h' },
  short_rest: /*i18n*/ {
    id: 'files.warnings.shortRest',
    message: 'Less than 12 h rest since the previous working day',
  },
  over_48_hours_average: /*i18n*/ {
    id: 'files.warnings.over48HoursAverage',
    message: 'More than 48 h a week on average over the last 17 weeks',
  },
  no_weekly_rest: /*i18n*/ {
    id: 'files.warnings.noWeeklyRest',
    message: 'No 24 h uninterrupted rest this week',
  },
};

const warningsText = (texts: Texts, entry: TimeEntry | null) =>
  entry ? entry.warnings.map((w) => texts.t(WARNING_TEXTS[w])).join('; ') : '';

function approvalText({ t, format, locale }: Texts, approval: Approval | null, completion: number): string {
  if (!approval) {
    if (locale === 'en') return timesheetBadge(null, completion).label;
    return completion >= 100
      ? t(/*i18n*/ { id: 'files.timesheet.ready', message: 'Ready for Submission' })
      : t(
          /*i18n*/ {
            id: 'files.timesheet.draft',
            message: 'Draft ({completion}% complete)',
            values: { completion },
          },
        );
  }
  const by = approval.approvedBy
    ? [approval.approvedBy.firstName, approval.approvedBy.lastName].filter(Boolean).join(' ') ||
      approval.approvedBy.email
    : '';
  const on = approval.approvedAt ? format.date(approval.approvedAt.slice(0, 10)) : '';
  if (approval.status === 'approved')
    return t(
      /*i18n*/ {
        id: 'files.timesheet.approved',
        message:
          '{by, select, none {Approved} other {Approved by {by}}}{on, select, none {} other { on {on}}}',
        values: { by: by || 'none', on: on || 'none' },
      },
    );
  if (approval.status === 'rejected') {
    const reason = approval.rejectedReason ?? '';
    return t(
      /*i18n*/ {
        id: 'files.timesheet.rejected',
        message:
          '{by, select, none {Rejected} other {Rejected by {by}}}{hasReason, select, yes {: {reason}} other {}}',
        values: { by: by || 'none', hasReason: reason ? 'yes' : 'no', reason },
      },
    );
  }
  return t(
    /*i18n*/ {
      id: 'files.timesheet.pending',
      message: 'Pending Review (submitted on {date})',
      values: { date: format.date(approval.submittedAt.slice(0, 10)) },
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// CSV

const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
export const neutralise = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

const COLUMN_MESSAGES = [
  /*i18n*/ { id: 'files.columns.employee', message: 'Employee' },
  /*i18n*/ { id: 'files.columns.email', message: 'Email' },
  /*i18n*/ { id: 'files.columns.date', message: 'Date' },
  /*i18n*/ { id: 'files.columns.day', message: 'Day' },
  /*i18n*/ { id: 'files.columns.clockIn', message: 'Clock In' },
  /*i18n*/ { id: 'files.columns.clockOut', message: 'Clock Out' },
  /*i18n*/ { id: 'files.columns.breakStart', message: 'Break Start' },
  /*i18n*/ { id: 'files.columns.breakEnd', message: 'Break End' },
  /*i18n*/ { id: 'files.columns.breakMinutes', message: 'Break (min)' },
  /*i18n*/ { id: 'files.columns.totalHours', message: 'Total Hours' },
  /*i18n*/ { id: 'files.columns.holidayAbsence', message: 'Holiday / Absence' },
  /*i18n*/ { id: 'files.columns.warnings', message: 'Warnings' },
  /*i18n*/ { id: 'files.columns.notes', message: 'Notes' },
];

/** The timesheet's columns in a language (the spec's English by default). */
export const csvColumns = ({ t }: Texts = ENGLISH) => COLUMN_MESSAGES.map((m) => t(m));
export const CSV_COLUMNS = csvColumns();

/** A number cell of a CSV: written by the dialect, never neutralised (a negative number is not a formula). */
class CsvNumber {
  constructor(readonly text: string) {}
}

function csvRows(texts: Texts, sheet: PersonSheet, csv: CsvDialect): (string | CsvNumber)[][] {
  const num = (value: number, digits?: number) => new CsvNumber(csv.number(value, digits));
  const rows = sheet.days.flatMap((day) =>
    periodsOf(day).map((e) => [
      sheet.person.name,
      sheet.person.email,
      day.date,
      weekdayOf(texts, day),
      e ? timeOf(e.clockIn, day.date) : '',
      e ? timeOf(e.clockOut, day.date) : '',
      breakTimes(e, day.date, 'start'),
      breakTimes(e, day.date, 'end'),
      e && e.breakHours > 0 ? num(Math.round(e.breakHours * 60)) : '',
      e?.totalHours !== null && e?.totalHours !== undefined ? num(e.totalHours, 2) : '',
      dayMark(texts, day),
      warningsText(texts, e),
      e?.notes ?? '',
    ]),
  );
  const s = sheet.summary;
  rows.push([
    sheet.person.name,
    sheet.person.email,
    texts.t(/*i18n*/ { id: 'files.timesheet.total', message: 'Total' }),
    '',
    '',
    '',
    '',
    '',
    '',
    num(s.totalHours, 1),
    texts.t(
      /*i18n*/ {
        id: 'files.timesheet.expectedComplete',
        message: 'Expected {hours} h; {completion}% complete; {status}',
        values: {
          hours: csv.number(s.expectedHours, 1),
          completion: s.completion,
          status: approvalText(texts, sheet.approval, s.completion),
        },
      },
    ),
    '',
    '',
  ]);
  return rows;
}

/**
 * RFC 4180 with CRLF, UTF-8 with a BOM (Excel reads a UTF-8 CSV without one in the computer's legacy
 * code page: "GarcÃ­a"), in the delimiter and decimal mark of the style; every text cell neutralised: the
 * one CSV writer (reports use it too). No "sep=;" line: Excel then ignores the BOM, and other readers see
 * it as a row.
 */
export function csvBuffer(
  records: readonly (readonly (string | number | CsvNumber)[])[],
  style: CsvStyle = 'comma',
): Buffer {
  const csv = csvDialect(style);
  const safe = records.map((row) =>
    row.map((cell) =>
      typeof cell === 'number' ? csv.number(cell) : cell instanceof CsvNumber ? cell.text : neutralise(cell),
    ),
  );
  return Buffer.from(
    stringify(safe, { bom: true, record_delimiter: '\r\n', delimiter: csv.delimiter }),
    'utf8',
  );
}

export function timesheetsCsv(
  sheets: PersonSheet[],
  style: CsvStyle = 'comma',
  texts: Texts = ENGLISH,
): Buffer {
  const csv = csvDialect(style);
  return csvBuffer([csvColumns(texts), ...sheets.flatMap((sheet) => csvRows(texts, sheet, csv))], style);
}

// ---------------------------------------------------------------------------------------------------
// File names

export function personFileName(month: string, personName: string, ext: string) {
  return `timesheet-${month}-${slugify(personName, 'employee')}.${ext}`;
}

export const contentDisposition = (filename: string) => `attachment; filename="${filename}"`;

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

// ---------------------------------------------------------------------------------------------------
// XLSX ("Excel export")

/** Cells of the workbooks: dates, times and hours are numbers with a format, so Excel can sort and add them. */
export const xlsxCell = {
  text: (value: string): Cell => value,
  bold: (value: string, fontSize?: number): CellObject => ({ value, fontWeight: 'bold', fontSize }),
  number: (value: number, format?: string): CellObject => ({ value, type: Number, format }),
  hours: (value: number): CellObject => ({ value, type: Number, format: XLSX_FORMATS.hours }),
  date: (date: string): CellObject => ({ value: excelDate(date), type: Number, format: XLSX_FORMATS.date }),
  /** A clock time of the row's `day` (the day after shows "(+1)"); empty when there is none. */
  time: (local: string | null, day: string): Cell =>
    local ? { value: excelTime(local, day), type: Number, format: XLSX_FORMATS.time } : null,
};

export async function xlsxBuffer(sheets: Sheet<Buffer>[]): Promise<Buffer> {
  return Buffer.from(await writeXlsxFile(sheets).toBuffer());
}

const header = (titles: readonly string[]): Row => titles.map((t) => xlsxCell.bold(t));

/** One work period of the record: Date, [Day], Clock In, Clock Out, Break Start, Break End, Break (min), Total Hours. */
function entryCells(date: string, e: TimeEntry | null, weekday?: string): Row {
  return [
    xlsxCell.date(date),
    ...(weekday === undefined ? [] : [weekday]),
    xlsxCell.time(e?.clockIn ?? null, date),
    xlsxCell.time(e?.clockOut ?? null, date),
    // One break: real times; several: their times as text ("12:00; 16:00").
    e && e.breaks.length > 1
      ? breakTimes(e, date, 'start')
      : xlsxCell.time(e?.breaks[0]?.start ?? null, date),
    e && e.breaks.length > 1 ? breakTimes(e, date, 'end') : xlsxCell.time(e?.breaks[0]?.end ?? null, date),
    e && e.breakHours > 0 ? xlsxCell.number(Math.round(e.breakHours * 60)) : null,
    e && e.totalHours !== null ? xlsxCell.hours(e.totalHours) : null,
  ];
}

const formerMark = ({ t }: Texts, sheet: PersonSheet) =>
  sheet.person.former
    ? ` – ${t(/*i18n*/ { id: 'files.timesheet.formerMember', message: 'Former member' })}`
    : '';

/** The labels the XLSX and PDF share. */
const LABELS = {
  timesheet: /*i18n*/ { id: 'files.timesheet.title', message: 'Timesheet' },
  company: /*i18n*/ { id: 'files.labels.company', message: 'Company' },
  employee: /*i18n*/ { id: 'files.columns.employee', message: 'Employee' },
  timesIn: /*i18n*/ { id: 'files.labels.timesIn', message: 'Times in' },
  status: /*i18n*/ { id: 'files.labels.status', message: 'Status' },
  totalHours: /*i18n*/ { id: 'files.columns.totalHours', message: 'Total Hours' },
  expectedHours: /*i18n*/ { id: 'files.labels.expectedHours', message: 'Expected Hours' },
  variance: /*i18n*/ { id: 'files.labels.variance', message: 'Variance' },
  workingDays: /*i18n*/ { id: 'files.labels.workingDays', message: 'Working Days' },
  daysWorked: /*i18n*/ { id: 'files.labels.daysWorked', message: 'Days Worked' },
  averageHours: /*i18n*/ { id: 'files.labels.averageHours', message: 'Average Hours/Day' },
  completionPercent: /*i18n*/ { id: 'files.labels.completionPercent', message: 'Completion (%)' },
  completion: /*i18n*/ { id: 'files.labels.completion', message: 'Completion' },
};

export async function timesheetXlsx(ctx: SheetContext, sheet: PersonSheet): Promise<Buffer> {
  const texts = ctx.texts ?? ENGLISH;
  const { t, format } = texts;
  const s = sheet.summary;
  const data: Row[] = [
    [xlsxCell.bold(`${t(LABELS.timesheet)} ${format.month(ctx.month)}`, 14)],
    [t(LABELS.company), ctx.companyName],
    [t(LABELS.employee), `${sheet.person.name} <${sheet.person.email}>${formerMark(texts, sheet)}`],
    [t(LABELS.timesIn), ctx.timeZone],
    [t(LABELS.status), approvalText(texts, sheet.approval, s.completion)],
    [],
    header(csvColumns(texts).slice(2)),
    ...sheet.days.flatMap((day) =>
      periodsOf(day).map((e) => [
        ...entryCells(day.date, e, weekdayOf(texts, day)),
        dayMark(texts, day),
        warningsText(texts, e),
        e?.notes ?? '',
      ]),
    ),
    [],
    [xlsxCell.bold(t(LABELS.totalHours)), xlsxCell.hours(s.totalHours)],
    [xlsxCell.bold(t(LABELS.expectedHours)), xlsxCell.hours(s.expectedHours)],
    [xlsxCell.bold(t(LABELS.variance)), xlsxCell.hours(s.variance)],
    [xlsxCell.bold(t(LABELS.workingDays)), xlsxCell.number(s.workingDays)],
    [xlsxCell.bold(t(LABELS.daysWorked)), xlsxCell.number(s.daysWorked)],
    [xlsxCell.bold(t(LABELS.averageHours)), xlsxCell.hours(s.averageHoursPerDay)],
    [xlsxCell.bold(t(LABELS.completionPercent)), xlsxCell.number(s.completion)],
  ];
  return xlsxBuffer([
    {
      sheet: t(LABELS.timesheet),
      orientation: 'landscape',
      data,
      columns: CSV_COLUMNS.slice(2).map((_, i) => ({ width: i === 0 ? 18 : i >= 8 ? 30 : 12 })),
    },
  ]);
}

// ---------------------------------------------------------------------------------------------------
// PDF

/**
 * An A4 PDF with the embedded DejaVu fonts registered as 'regular' and 'bold' (every Latin alphabet we serve
 * prints as written). Also the sandbox's invoices (billing/invoices.service.ts).
 */
export function pdfBuffer(build: (doc: PDFKit.PDFDocument) => void, title = 'Timesheet'): Promise<Buffer> {
  const { regular, bold } = pdfFonts();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Creator: 'Plantel' } });
    doc.registerFont('regular', regular);
    doc.registerFont('bold', bold);
    doc.font('regular');
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    build(doc);
    doc.end();
  });
}

/** Composed letters as one code point (a name typed as "e" + combining accent prints as "é"). */
export const pdfText = (s: string) => s.normalize('NFC');

export function timesheetPdf(ctx: SheetContext, sheet: PersonSheet): Promise<Buffer> {
  const texts = ctx.texts ?? ENGLISH;
  const { t, format } = texts;
  const month = format.month(ctx.month);
  return pdfBuffer((doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.info.Title = pdfText(`${t(LABELS.timesheet)} ${month} – ${sheet.person.name}`);

    doc
      .font('bold')
      .fontSize(16)
      .text(pdfText(`${t(LABELS.timesheet)} – ${month}`));
    doc.moveDown(0.3).font('regular').fontSize(10);
    doc.text(pdfText(`${t(LABELS.company)}: ${ctx.companyName}`));
    doc.text(
      pdfText(
        `${t(LABELS.employee)}: ${sheet.person.name} (${sheet.person.email})${formerMark(texts, sheet)}`,
      ),
    );
    doc.text(
      pdfText(`${t(LABELS.status)}: ${approvalText(texts, sheet.approval, sheet.summary.completion)}`),
    );
    doc.text(pdfText(`${t(LABELS.timesIn)} ${ctx.timeZone}`));
    doc.moveDown(0.6);

    const cols = [
      // Widths for DejaVu Sans 8.5 pt, 2 pt padding each side: "May 30, 2026" is 58 pt, "23:30 (+1)" 46.
      { title: t(/*i18n*/ { id: 'files.columns.date', message: 'Date' }), width: 66 },
      { title: t(/*i18n*/ { id: 'files.columns.day', message: 'Day' }), width: 28 },
      { title: t(/*i18n*/ { id: 'files.pdf.in', message: 'In' }), width: 40 },
      { title: t(/*i18n*/ { id: 'files.pdf.out', message: 'Out' }), width: 52 },
      { title: t(/*i18n*/ { id: 'files.pdf.break', message: 'Break' }), width: 52 },
      { title: t(/*i18n*/ { id: 'files.timesheet.total', message: 'Total' }), width: 40 },
      { title: t(/*i18n*/ { id: 'files.columns.notes', message: 'Notes' }), width: width - 278 },
    ];
    const rowHeight = 14;
    const drawRow = (cells: string[], opts: { bold?: boolean; shade?: boolean } = {}) => {
      if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom - 150) doc.addPage();
      const y = doc.y;
      if (opts.shade)
        doc
          .rect(left, y - 2, width, rowHeight)
          .fill('#f1f5f9')
          .fillColor('#000000');
      doc.font(opts.bold ? 'bold' : 'regular').fontSize(8.5);
      let x = left;
      cells.forEach((cell, i) => {
        doc.text(pdfText(cell), x + 2, y + 1, {
          width: cols[i]!.width - 4,
          height: rowHeight,
          ellipsis: true,
          lineBreak: false,
        });
        x += cols[i]!.width;
      });
      doc.x = left;
      doc.y = y + rowHeight;
    };
    drawRow(
      cols.map((c) => c.title),
      { bold: true, shade: true },
    );
    for (const day of sheet.days)
      for (const e of periodsOf(day)) {
        const notes = [dayMark(texts, day), warningsText(texts, e), e?.notes ?? '']
          .filter(Boolean)
          .join(' · ');
        drawRow(
          [
            format.date(day.date),
            weekdayOf(texts, day),
            e ? timeOf(e.clockIn, day.date) : '',
            e ? timeOf(e.clockOut, day.date) : '',
            e && e.breakHours > 0 ? formatBreak(e.breakHours) : '',
            e?.totalHours !== null && e?.totalHours !== undefined ? formatEntryHours(e.totalHours) : '',
            notes,
          ],
          { shade: day.weekend || day.holiday !== null },
        );
      }
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke();
    doc.moveDown(0.6);

    const s = sheet.summary;
    doc
      .font('bold')
      .fontSize(11)
      .text(pdfText(t(/*i18n*/ { id: 'files.pdf.totals', message: 'Totals' })), left);
    doc.font('regular').fontSize(9.5);
    doc.text(
      pdfText(
        `${t(LABELS.totalHours)}: ${formatSummaryHours(s.totalHours)}    ${t(LABELS.expectedHours)}: ${formatSummaryHours(s.expectedHours)}    ${t(LABELS.variance)}: ${formatVariance(s.variance)}`,
      ),
    );
    doc.text(
      pdfText(
        `${t(LABELS.workingDays)}: ${s.workingDays}    ${t(LABELS.daysWorked)}: ${s.daysWorked}    ${t(LABELS.averageHours)}: ${formatSummaryHours(s.averageHoursPerDay)}    ${t(LABELS.completion)}: ${s.completion}%`,
      ),
    );
    doc.moveDown(2.5);

    const lineY = doc.y + 20;
    const half = (width - 40) / 2;
    doc
      .moveTo(left, lineY)
      .lineTo(left + half, lineY)
      .stroke();
    doc
      .moveTo(left + half + 40, lineY)
      .lineTo(left + width, lineY)
      .stroke();
    const dateLabel = pdfText(`${t(/*i18n*/ { id: 'files.columns.date', message: 'Date' })}:`);
    doc
      .fontSize(9)
      .text(
        pdfText(t(/*i18n*/ { id: 'files.pdf.employeeSignature', message: 'Employee signature' })),
        left,
        lineY + 4,
        { width: half },
      );
    doc.text(
      pdfText(t(/*i18n*/ { id: 'files.pdf.companySignature', message: 'Company signature' })),
      left + half + 40,
      lineY + 4,
      { width: half },
    );
    doc.text(dateLabel, left, lineY + 18, { width: half });
    doc.text(dateLabel, left + half + 40, lineY + 18, { width: half });
    doc.x = left;
    doc.moveDown(2);
    doc
      .fontSize(7.5)
      .fillColor('#475569')
      .text(
        pdfText(
          t(
            /*i18n*/ {
              id: 'files.pdf.footer',
              message:
                'Daily working time record (Real Decreto-ley 8/2019), kept for four years. Generated by Plantel on {date}.',
              values: { date: ctx.generatedAt.slice(0, 10) },
            },
          ),
        ),
        left,
      );
  });
}

// ---------------------------------------------------------------------------------------------------
// Inspection export: the daily record of a period and every change to it

export interface HistoryLine {
  changedAt: string;
  actorName: string;
  action: string;
  source: string;
  day: string;
  before: EntrySnapshotView | null;
  after: EntrySnapshotView | null;
  correctionId: string | null;
}

const snapshotText = ({ t }: Texts, s: EntrySnapshotView | null) =>
  s
    ? [
        `${s.clockIn.replace('T', ' ')} – ${s.clockOut ? s.clockOut.replace('T', ' ') : '…'}`,
        ...s.breaks.map((b) =>
          t(
            /*i18n*/ {
              id: 'files.inspection.breakTimes',
              message: 'break {from}–{to}',
              values: { from: b.start.slice(11), to: b.end ? b.end.slice(11) : '…' },
            },
          ),
        ),
        s.totalHours !== null ? `${formatEntryHours(s.totalHours)} h` : '',
        s.notes
          ? t(
              /*i18n*/ {
                id: 'files.inspection.notes',
                message: 'notes: {notes}',
                values: { notes: s.notes },
              },
            )
          : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';

/** What a change did (the English is the record's own word, as the file has always shown it). */
const ACTION_TEXTS: Record<string, Message> = {
  create: /*i18n*/ { id: 'files.inspection.actions.create', message: 'create' },
  update: /*i18n*/ { id: 'files.inspection.actions.update', message: 'update' },
  delete: /*i18n*/ { id: 'files.inspection.actions.delete', message: 'delete' },
};

/** Where a change came from (ENTRY_SOURCES; the English is the record's own word). */
const SOURCE_TEXTS: Record<string, Message> = {
  manual: /*i18n*/ { id: 'files.inspection.sources.manual', message: 'manual' },
  clock: /*i18n*/ { id: 'files.inspection.sources.clock', message: 'clock' },
  bulk_apply: /*i18n*/ { id: 'files.inspection.sources.bulkApply', message: 'bulk_apply' },
  clear_month: /*i18n*/ { id: 'files.inspection.sources.clearMonth', message: 'clear_month' },
  correction: /*i18n*/ { id: 'files.inspection.sources.correction', message: 'correction' },
};

const wordOf = ({ t }: Texts, words: Record<string, Message>, word: string) => {
  const text = words[word];
  return text ? t(text) : word;
};

export async function inspectionXlsx(input: {
  companyName: string;
  person: { name: string; email: string | null };
  from: string;
  to: string;
  timeZone: string;
  generatedAt: string;
  entries: TimeEntry[];
  history: HistoryLine[];
  texts?: Texts;
}): Promise<Buffer> {
  const texts = input.texts ?? ENGLISH;
  const { t } = texts;
  const columns = csvColumns(input.texts);
  const head = (title: string): Row[] => [
    [xlsxCell.bold(title, 14)],
    [t(LABELS.company), input.companyName],
    [
      t(LABELS.employee),
      input.person.email ? `${input.person.name} <${input.person.email}>` : input.person.name,
    ],
    [
      t(/*i18n*/ { id: 'files.labels.period', message: 'Period' }),
      t(
        /*i18n*/ {
          id: 'files.labels.fromTo',
          message: '{from} to {to}',
          values: { from: input.from, to: input.to },
        },
      ),
    ],
    [t(LABELS.timesIn), input.timeZone],
    [t(/*i18n*/ { id: 'files.labels.generated', message: 'Generated' }), input.generatedAt],
    [],
  ];
  const record: Row[] = [
    ...head(
      t(/*i18n*/ { id: 'files.inspection.recordTitle', message: 'Daily working time record (RDL 8/2019)' }),
    ),
    // Date, Clock In … Total Hours, Warnings, Notes: the timesheet's columns without Employee, Email, Day and
    // Holiday / Absence.
    header([2, 4, 5, 6, 7, 8, 9, 11, 12].map((i) => columns[i]!)),
    ...input.entries.map((e) => [...entryCells(e.date, e), warningsText(texts, e), e.notes ?? '']),
  ];
  const changes: Row[] = [
    ...head(t(/*i18n*/ { id: 'files.inspection.changesTitle', message: 'Changes to the record' })),
    header([
      t(/*i18n*/ { id: 'files.inspection.changedAt', message: 'Changed at' }),
      t(/*i18n*/ { id: 'files.inspection.changedBy', message: 'Changed by' }),
      t(/*i18n*/ { id: 'files.inspection.action', message: 'Action' }),
      t(/*i18n*/ { id: 'files.inspection.source', message: 'Source' }),
      t(/*i18n*/ { id: 'files.columns.day', message: 'Day' }),
      t(/*i18n*/ { id: 'files.inspection.before', message: 'Before' }),
      t(/*i18n*/ { id: 'files.inspection.after', message: 'After' }),
      t(/*i18n*/ { id: 'files.inspection.correctionRequest', message: 'Correction request' }),
    ]),
    ...input.history.map((h) => [
      { value: excelDateTime(h.changedAt), type: Number, format: XLSX_FORMATS.dateTime },
      h.actorName,
      wordOf(texts, ACTION_TEXTS, h.action),
      wordOf(texts, SOURCE_TEXTS, h.source),
      h.day,
      snapshotText(texts, h.before),
      snapshotText(texts, h.after),
      h.correctionId ?? '',
    ]),
  ];
  const widths = (n: number, wide: number[] = []) =>
    Array.from({ length: n }, (_, i) => ({ width: wide.includes(i) ? 48 : i === 0 ? 22 : 16 }));
  return xlsxBuffer([
    {
      sheet: t(/*i18n*/ { id: 'files.inspection.recordSheet', message: 'Daily record' }),
      data: record,
      columns: widths(9),
    },
    {
      sheet: t(/*i18n*/ { id: 'files.inspection.changesSheet', message: 'Change history' }),
      data: changes,
      columns: widths(8, [5, 6]),
    },
  ]);
}
