// The report's tables as files: CSV through the timesheets' writer (RFC 4180, BOM, formula-looking cells
// neutralised, the reader's separators) and XLSX through theirs, with a title block, numbers as numbers
// (hours with two decimals). The rows come from the same report the page shows, so a file never disagrees
// with the screen.

import { ABSENCE_TYPES } from '@domain/absences';
import type { Report, ReportFormat, ReportPerson, ReportTable } from '@domain/contracts/reports';
import type { CsvStyle } from '@domain/csv';
import { slugify } from '@domain/slug';
import type { CellObject as XlsxCellObject } from 'write-excel-file/node';
import { absenceTypeName } from '../../i18n/common';
import { type Texts, textsFor } from '../../i18n/i18n';
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

const TABLE_TITLE_MESSAGES = {
  absenteeism: /*i18n*/ { id: 'files.reports.absenteeism', message: 'Absenteeism' },
  balances: /*i18n*/ { id: 'files.reports.balances', message: 'Holiday Balances' },
  hours: /*i18n*/ { id: 'files.reports.hours', message: 'Hours Worked' },
};

/** The tables' titles in a language (the spec's English by default). */
export const tableTitles = ({ t }: Texts = textsFor('en')): Record<ReportTable, string> => ({
  absenteeism: t(TABLE_TITLE_MESSAGES.absenteeism),
  balances: t(TABLE_TITLE_MESSAGES.balances),
  hours: t(TABLE_TITLE_MESSAGES.hours),
});
export const TABLE_TITLES = tableTitles();

export function reportTable(report: Report, table: ReportTable, texts: Texts = textsFor('en')): Table {
  const { t } = texts;
  const TABLE_TITLES = tableTitles(texts);
  const person = (p: ReportPerson) => [nameOf(p), p.email];
  const employee = t(/*i18n*/ { id: 'files.columns.employee', message: 'Employee' });
  const email = t(/*i18n*/ { id: 'files.columns.email', message: 'Email' });
  const company = t(/*i18n*/ { id: 'files.labels.company', message: 'Company' });
  const daysWorked = t(/*i18n*/ { id: 'files.labels.daysWorked', message: 'Days Worked' });
  const expectedHours = t(/*i18n*/ { id: 'files.labels.expectedHours', message: 'Expected Hours' });
  const variance = t(/*i18n*/ { id: 'files.labels.variance', message: 'Variance' });
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
          employee,
          email,
          t(/*i18n*/ { id: 'files.labels.workingDays', message: 'Working Days' }),
          t(/*i18n*/ { id: 'files.reports.absenceDays', message: 'Absence Days' }),
          t(/*i18n*/ { id: 'files.reports.unplannedDays', message: 'Unplanned Days' }),
          t(/*i18n*/ { id: 'files.reports.absenteeismPercent', message: 'Absenteeism (%)' }),
          ...ABSENCE_TYPES.map((type) => t(absenceTypeName(type))),
        ],
        rows: report.people.map((p) => [...person(p), ...figures(p.absenteeism)]),
        total: [company, '', ...figures(report.company.absenteeism)],
        hourColumns: [],
        // domain/reports.ts ABSENTEEISM_DEFINITION, in the reader's language.
        definition: t(
          /*i18n*/ {
            id: 'files.reports.absenteeismDefinition',
            message:
              'Absenteeism = sick leave days ÷ scheduled working days of each person while a member, in the period up to today. Planned leave (vacation, personal days, maternity, paternity and unpaid leave) is not counted.',
          },
        ),
      };
    }
    case 'balances':
      return {
        title: `${TABLE_TITLES.balances} ${report.balanceYear}`,
        columns: [
          employee,
          email,
          t(/*i18n*/ { id: 'files.reports.allowance', message: 'Allowance' }),
          t(/*i18n*/ { id: 'files.reports.adjustment', message: 'Adjustment' }),
          t(/*i18n*/ { id: 'files.reports.carriedOver', message: 'Carried Over' }),
          t(/*i18n*/ { id: 'files.reports.carriedOverExpired', message: 'Carried Over Expired' }),
          t(/*i18n*/ { id: 'files.reports.used', message: 'Used' }),
          t(/*i18n*/ { id: 'files.reports.pending', message: 'Pending' }),
          t(/*i18n*/ { id: 'files.reports.remaining', message: 'Remaining' }),
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
          employee,
          email,
          t(/*i18n*/ { id: 'files.reports.hoursPerWeek', message: 'Hours/Week' }),
          expectedHours,
          t(/*i18n*/ { id: 'files.reports.workedHours', message: 'Worked Hours' }),
          t(/*i18n*/ { id: 'files.reports.overtime', message: 'Overtime' }),
          t(/*i18n*/ { id: 'files.reports.undertime', message: 'Undertime' }),
          variance,
          daysWorked,
        ],
        rows: report.people.map((p) => [...person(p), p.hoursPerWeek, ...figures(p.hours)]),
        total: [company, '', '', ...figures(report.company.hours)],
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
  /** The requester's language: headers and labels. */
  texts?: Texts;
}

function periodText({ t, format }: Texts, report: Report) {
  const period = `${format.date(report.from)} – ${format.date(report.to)}`;
  return report.coveredTo && report.coveredTo < report.to
    ? t(
        /*i18n*/ {
          id: 'files.reports.countedUpTo',
          message: '{period} (counted up to {date})',
          values: { period, date: format.date(report.coveredTo) },
        },
      )
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
  const texts = ctx.texts ?? textsFor('en');
  const label = texts.t;
  const t = reportTable(report, table, texts);
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
      sheet: tableTitles(texts)[table],
      data: [
        [xlsxCell.bold(t.title, 14)],
        [label(/*i18n*/ { id: 'files.labels.company', message: 'Company' }), ctx.companyName],
        [
          label(/*i18n*/ { id: 'files.labels.period', message: 'Period' }),
          table === 'balances' ? String(report.balanceYear) : periodText(texts, report),
        ],
        [
          label(/*i18n*/ { id: 'files.labels.generated', message: 'Generated' }),
          xlsxCell.date(ctx.generatedAt.slice(0, 10)),
        ],
        ...(t.definition
          ? [[label(/*i18n*/ { id: 'files.reports.definition', message: 'Definition' }), t.definition]]
          : []),
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
