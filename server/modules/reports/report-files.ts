// The report's tables as files: CSV through the timesheets' writer (RFC 4180, BOM, formula-looking cells
// neutralised, the reader's separators) and XLSX through theirs, with a title block, numbers as numbers
// (hours with two decimals). The rows come from the same report the page shows, so a file never disagrees
// with the screen.

import { ABSENCE_TYPES, absenceTypeLabel } from '@domain/absences';
import { formatDisplayDate } from '@domain/calendar';
import type { Report, ReportFormat, ReportPerson, ReportTable } from '@domain/contracts/reports';
import type { CsvStyle } from '@domain/csv';
import { ABSENTEEISM_DEFINITION } from '@domain/reports';
import { slugify } from '@domain/slug';
import type { CellObject as XlsxCellObject } from 'write-excel-file/node';
import {
  CONTENT_TYPES,
  csvBuffer,
  type SheetFile,
  xlsxBuffer,
  xlsxCell,
} from '../timesheets/timesheet-files';

type Cell = string | number;

interface Table {
  title: string;
  columns: string[];
  rows: Cell[][];
  /** The company's line, last. */
  total: Cell[] | null;
  /** The columns that hold hours (two decimals in the XLSX). */
  hourColumns: readonly number[];
  /** What the figures mean, printed with them (the absenteeism's definition). */
  definition: string | null;
}

const nameOf = (p: Pick<ReportPerson, 'firstName' | 'lastName' | 'email'>) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

export const TABLE_TITLES: Record<ReportTable, string> = {
  absenteeism: 'Absenteeism',
  balances: 'Holiday Balances',
  hours: 'Hours Worked',
};

export function reportTable(report: Report, table: ReportTable): Table {
  const person = (p: ReportPerson) => [nameOf(p), p.email];
  switch (table) {
    case 'absenteeism': {
      const figures = (a: Report['company']['absenteeism']) => [
        a.workingDays,
        a.absenceDays,
        a.unplannedDays,
        a.rate,
        ...ABSENCE_TYPES.map((t) => a.byType[t]),
      ];
      return {
        title: TABLE_TITLES.absenteeism,
        columns: [
          'Employee',
          'Email',
          'Working Days',
          'Absence Days',
          'Unplanned Days',
          'Absenteeism (%)',
          ...ABSENCE_TYPES.map(absenceTypeLabel),
        ],
        rows: report.people.map((p) => [...person(p), ...figures(p.absenteeism)]),
        total: ['Company', '', ...figures(report.company.absenteeism)],
        hourColumns: [],
        definition: ABSENTEEISM_DEFINITION,
      };
    }
    case 'balances':
      return {
        title: `${TABLE_TITLES.balances} ${report.balanceYear}`,
        columns: [
          'Employee',
          'Email',
          'Allowance',
          'Adjustment',
          'Carried Over',
          'Carried Over Expired',
          'Used',
          'Pending',
          'Remaining',
        ],
        rows: report.people.map((p) => {
          const b = p.balance;
          return [
            ...person(p),
            b.allowance,
            b.adjustment,
            b.carriedOver,
            b.carriedOverExpired,
            b.used,
            b.pending,
            b.remaining,
          ];
        }),
        total: null,
        hourColumns: [],
        definition: null,
      };
    case 'hours': {
      const figures = (h: Report['company']['hours']) => [
        h.expectedHours,
        h.workedHours,
        h.overtime,
        h.undertime,
        h.variance,
        h.daysWorked,
      ];
      return {
        title: TABLE_TITLES.hours,
        columns: [
          'Employee',
          'Email',
          'Hours/Week',
          'Expected Hours',
          'Worked Hours',
          'Overtime',
          'Undertime',
          'Variance',
          'Days Worked',
        ],
        rows: report.people.map((p) => [...person(p), p.hoursPerWeek, ...figures(p.hours)]),
        total: ['Company', '', '', ...figures(report.company.hours)],
        // Hours/Week, Expected Hours, Worked Hours, Overtime, Undertime, Variance.
        hourColumns: [2, 3, 4, 5, 6, 7],
        definition: null,
      };
    }
  }
}

export interface FileContext {
  companyName: string;
  generatedAt: string;
}

function periodText(report: Report) {
  const period = `${formatDisplayDate(report.from)} – ${formatDisplayDate(report.to)}`;
  return report.coveredTo && report.coveredTo < report.to
    ? `${period} (counted up to ${formatDisplayDate(report.coveredTo)})`
    : period;
}

export function reportFileName(company: string, report: Report, table: ReportTable, format: ReportFormat) {
  return `${table}-${report.from}-to-${report.to}-${slugify(company, 'company')}.${format}`;
}

export async function reportFile(
  ctx: FileContext,
  report: Report,
  table: ReportTable,
  format: ReportFormat,
  csv: CsvStyle = 'comma',
): Promise<SheetFile> {
  const t = reportTable(report, table);
  const filename = reportFileName(ctx.companyName, report, table, format);
  if (format === 'csv') {
    return {
      filename,
      contentType: CONTENT_TYPES.csv,
      // The definition as a last row, padded to the table's width so that every row has as many fields.
      body: csvBuffer(
        [
          t.columns,
          ...t.rows,
          ...(t.total ? [t.total] : []),
          ...(t.definition ? [[t.definition, ...t.columns.slice(1).map(() => '')]] : []),
        ],
        csv,
      ),
    };
  }
  const figure = (value: number, column: number): XlsxCellObject =>
    t.hourColumns.includes(column) ? xlsxCell.hours(value) : xlsxCell.number(value);
  const cells = (row: Cell[], bold = false): XlsxCellObject[] =>
    row.map((value, i) => {
      const cell = typeof value === 'string' ? { value } : figure(value, i);
      return bold ? { ...cell, fontWeight: 'bold' } : cell;
    });
  const body = await xlsxBuffer([
    {
      sheet: TABLE_TITLES[table],
      data: [
        [xlsxCell.bold(t.title, 14)],
        ['Company', ctx.companyName],
        ['Period', table === 'balances' ? String(report.balanceYear) : periodText(report)],
        ['Generated', xlsxCell.date(ctx.generatedAt.slice(0, 10))],
        ...(t.definition ? [['Definition', t.definition]] : []),
        [],
        t.columns.map((c) => xlsxCell.bold(c)),
        ...t.rows.map((row) => cells(row)),
        ...(t.total ? [cells(t.total, true)] : []),
      ],
      columns: t.columns.map((_, i) => ({ width: i === 0 ? 24 : i === 1 ? 30 : 15 })),
    },
  ]);
  return { filename, contentType: CONTENT_TYPES.xlsx, body };
}
