// The timesheet files: CSV (RFC 4180, UTF-8 with a BOM so Excel reads accents, formula-looking cells
// neutralised, in the separators of the reader's Excel: domain/csv.ts), XLSX (write-excel-file; dates,
// clock times and hours as spreadsheet values: domain/spreadsheet.ts) and a printable PDF (pdfkit, with
// an embedded font that has every letter of the languages we serve) with totals, approval and signature
// lines. Every format prints the same day rows (domain/timesheets.ts timesheetDays) and the same figures
// (monthlySummary), so the files never disagree with the screens.

import { formatDisplayDate, formatMonthLabel } from '@domain/calendar';
import type { Approval, EntrySnapshotView, TimeEntry } from '@domain/contracts/time-entries';
import { type CsvDialect, type CsvStyle, csvDialect } from '@domain/csv';
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
import { WARNING_LABELS } from '@domain/work-time-rules';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import writeXlsxFile, { type Cell, type CellObject, type Row, type Sheet } from 'write-excel-file/node';
import { pdfFonts } from './pdf-fonts';

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
}

/** `HH:mm`, with "(+1)" when the time is on the day after the entry's day (a night shift). */
function timeOf(local: string | null, day: string): string {
  if (!local) return '';
  return local.slice(0, 10) > day ? `${local.slice(11)} (+1)` : local.slice(11);
}

function dayMark(day: TimesheetDay<unknown>): string {
  if (day.holiday) return `Holiday: ${day.holiday}`;
  if (day.absence) return day.absence.label;
  if (day.weekend) return 'Weekend';
  return '';
}

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

const warningsText = (entry: TimeEntry | null) =>
  entry ? entry.warnings.map((w) => WARNING_LABELS[w]).join('; ') : '';

function approvalText(approval: Approval | null, completion: number): string {
  const badge = timesheetBadge(approval?.status ?? null, completion).label;
  if (!approval) return badge;
  const by = approval.approvedBy
    ? [approval.approvedBy.firstName, approval.approvedBy.lastName].filter(Boolean).join(' ') ||
      approval.approvedBy.email
    : null;
  const on = approval.approvedAt ? formatDisplayDate(approval.approvedAt.slice(0, 10)) : null;
  if (approval.status === 'approved') return `Approved${by ? ` by ${by}` : ''}${on ? ` on ${on}` : ''}`;
  if (approval.status === 'rejected') {
    return `Rejected${by ? ` by ${by}` : ''}${approval.rejectedReason ? `: ${approval.rejectedReason}` : ''}`;
  }
  return `Pending Review (submitted on ${formatDisplayDate(approval.submittedAt.slice(0, 10))})`;
}

// ---------------------------------------------------------------------------------------------------
// CSV

const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
export const neutralise = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

export const CSV_COLUMNS = [
  'Employee',
  'Email',
  'Date',
  'Day',
  'Clock In',
  'Clock Out',
  'Break Start',
  'Break End',
  'Break (min)',
  'Total Hours',
  'Holiday / Absence',
  'Warnings',
  'Notes',
];

/** A number cell of a CSV: written by the dialect, never neutralised (a negative number is not a formula). */
class CsvNumber {
  constructor(readonly text: string) {}
}

function csvRows(sheet: PersonSheet, csv: CsvDialect): (string | CsvNumber)[][] {
  const num = (value: number, digits?: number) => new CsvNumber(csv.number(value, digits));
  const rows = sheet.days.flatMap((day) =>
    periodsOf(day).map((e) => [
      sheet.person.name,
      sheet.person.email,
      day.date,
      day.weekday,
      e ? timeOf(e.clockIn, day.date) : '',
      e ? timeOf(e.clockOut, day.date) : '',
      breakTimes(e, day.date, 'start'),
      breakTimes(e, day.date, 'end'),
      e && e.breakHours > 0 ? num(Math.round(e.breakHours * 60)) : '',
      e?.totalHours !== null && e?.totalHours !== undefined ? num(e.totalHours, 2) : '',
      dayMark(day),
      warningsText(e),
      e?.notes ?? '',
    ]),
  );
  const s = sheet.summary;
  rows.push([
    sheet.person.name,
    sheet.person.email,
    'Total',
    '',
    '',
    '',
    '',
    '',
    '',
    num(s.totalHours, 1),
    `Expected ${csv.number(s.expectedHours, 1)} h; ${s.completion}% complete; ${approvalText(sheet.approval, s.completion)}`,
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

export function timesheetsCsv(sheets: PersonSheet[], style: CsvStyle = 'comma'): Buffer {
  const csv = csvDialect(style);
  return csvBuffer([CSV_COLUMNS, ...sheets.flatMap((sheet) => csvRows(sheet, csv))], style);
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

const formerMark = (sheet: PersonSheet) => (sheet.person.former ? ' – Former member' : '');

export async function timesheetXlsx(ctx: SheetContext, sheet: PersonSheet): Promise<Buffer> {
  const s = sheet.summary;
  const data: Row[] = [
    [xlsxCell.bold(`Timesheet ${formatMonthLabel(ctx.month)}`, 14)],
    ['Company', ctx.companyName],
    ['Employee', `${sheet.person.name} <${sheet.person.email}>${formerMark(sheet)}`],
    ['Times in', ctx.timeZone],
    ['Status', approvalText(sheet.approval, s.completion)],
    [],
    header(CSV_COLUMNS.slice(2)),
    ...sheet.days.flatMap((day) =>
      periodsOf(day).map((e) => [
        ...entryCells(day.date, e, day.weekday),
        dayMark(day),
        warningsText(e),
        e?.notes ?? '',
      ]),
    ),
    [],
    [xlsxCell.bold('Total Hours'), xlsxCell.hours(s.totalHours)],
    [xlsxCell.bold('Expected Hours'), xlsxCell.hours(s.expectedHours)],
    [xlsxCell.bold('Variance'), xlsxCell.hours(s.variance)],
    [xlsxCell.bold('Working Days'), xlsxCell.number(s.workingDays)],
    [xlsxCell.bold('Days Worked'), xlsxCell.number(s.daysWorked)],
    [xlsxCell.bold('Average Hours/Day'), xlsxCell.hours(s.averageHoursPerDay)],
    [xlsxCell.bold('Completion (%)'), xlsxCell.number(s.completion)],
  ];
  return xlsxBuffer([
    {
      sheet: 'Timesheet',
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
  return pdfBuffer((doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.info.Title = pdfText(`Timesheet ${formatMonthLabel(ctx.month)} – ${sheet.person.name}`);

    doc
      .font('bold')
      .fontSize(16)
      .text(pdfText(`Timesheet – ${formatMonthLabel(ctx.month)}`));
    doc.moveDown(0.3).font('regular').fontSize(10);
    doc.text(pdfText(`Company: ${ctx.companyName}`));
    doc.text(pdfText(`Employee: ${sheet.person.name} (${sheet.person.email})${formerMark(sheet)}`));
    doc.text(pdfText(`Status: ${approvalText(sheet.approval, sheet.summary.completion)}`));
    doc.text(`Times in ${ctx.timeZone}`);
    doc.moveDown(0.6);

    const cols = [
      // Widths for DejaVu Sans 8.5 pt, 2 pt padding each side: "May 30, 2026" is 58 pt, "23:30 (+1)" 46.
      { title: 'Date', width: 66 },
      { title: 'Day', width: 28 },
      { title: 'In', width: 40 },
      { title: 'Out', width: 52 },
      { title: 'Break', width: 52 },
      { title: 'Total', width: 40 },
      { title: 'Notes', width: width - 278 },
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
        const notes = [dayMark(day), warningsText(e), e?.notes ?? ''].filter(Boolean).join(' · ');
        drawRow(
          [
            formatDisplayDate(day.date),
            day.weekday,
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
    doc.font('bold').fontSize(11).text('Totals', left);
    doc.font('regular').fontSize(9.5);
    doc.text(
      `Total Hours: ${formatSummaryHours(s.totalHours)}    Expected Hours: ${formatSummaryHours(s.expectedHours)}    Variance: ${formatVariance(s.variance)}`,
    );
    doc.text(
      `Working Days: ${s.workingDays}    Days Worked: ${s.daysWorked}    Average Hours/Day: ${formatSummaryHours(s.averageHoursPerDay)}    Completion: ${s.completion}%`,
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
    doc.fontSize(9).text('Employee signature', left, lineY + 4, { width: half });
    doc.text('Company signature', left + half + 40, lineY + 4, { width: half });
    doc.text('Date:', left, lineY + 18, { width: half });
    doc.text('Date:', left + half + 40, lineY + 18, { width: half });
    doc.x = left;
    doc.moveDown(2);
    doc
      .fontSize(7.5)
      .fillColor('#475569')
      .text(
        pdfText(
          `Daily working time record (Real Decreto-ley 8/2019), kept for four years. Generated by Plantel on ${ctx.generatedAt.slice(0, 10)}.`,
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

const snapshotText = (s: EntrySnapshotView | null) =>
  s
    ? [
        `${s.clockIn.replace('T', ' ')} – ${s.clockOut ? s.clockOut.replace('T', ' ') : '…'}`,
        ...s.breaks.map((b) => `break ${b.start.slice(11)}–${b.end ? b.end.slice(11) : '…'}`),
        s.totalHours !== null ? `${formatEntryHours(s.totalHours)} h` : '',
        s.notes ? `notes: ${s.notes}` : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';

export async function inspectionXlsx(input: {
  companyName: string;
  person: { name: string; email: string | null };
  from: string;
  to: string;
  timeZone: string;
  generatedAt: string;
  entries: TimeEntry[];
  history: HistoryLine[];
}): Promise<Buffer> {
  const head = (title: string): Row[] => [
    [xlsxCell.bold(title, 14)],
    ['Company', input.companyName],
    ['Employee', input.person.email ? `${input.person.name} <${input.person.email}>` : input.person.name],
    ['Period', `${input.from} to ${input.to}`],
    ['Times in', input.timeZone],
    ['Generated', input.generatedAt],
    [],
  ];
  const record: Row[] = [
    ...head('Daily working time record (RDL 8/2019)'),
    header([
      'Date',
      'Clock In',
      'Clock Out',
      'Break Start',
      'Break End',
      'Break (min)',
      'Total Hours',
      'Warnings',
      'Notes',
    ]),
    ...input.entries.map((e) => [...entryCells(e.date, e), warningsText(e), e.notes ?? '']),
  ];
  const changes: Row[] = [
    ...head('Changes to the record'),
    header(['Changed at', 'Changed by', 'Action', 'Source', 'Day', 'Before', 'After', 'Correction request']),
    ...input.history.map((h) => [
      { value: excelDateTime(h.changedAt), type: Number, format: XLSX_FORMATS.dateTime },
      h.actorName,
      h.action,
      h.source,
      h.day,
      snapshotText(h.before),
      snapshotText(h.after),
      h.correctionId ?? '',
    ]),
  ];
  const widths = (n: number, wide: number[] = []) =>
    Array.from({ length: n }, (_, i) => ({ width: wide.includes(i) ? 48 : i === 0 ? 22 : 16 }));
  return xlsxBuffer([
    { sheet: 'Daily record', data: record, columns: widths(9) },
    { sheet: 'Change history', data: changes, columns: widths(8, [5, 6]) },
  ]);
}
