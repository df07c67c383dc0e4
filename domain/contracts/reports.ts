import { z } from 'zod';
import { ABSENCE_TYPES } from '../absences';
import { ROLES } from '../roles';
import { csvStyle, isoDate } from './common';
import { defineEndpoint } from './endpoint';

export const REPORT_TABLES = ['absenteeism', 'balances', 'hours'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const date = (label: string) => z.string({ error: `Choose the ${label} date` }).pipe(isoDate);

/** A period of at most 3 years whose end is not before its start (checked by the service). */
export const reportQuery = z.strictObject({ from: date('start'), to: date('end') });
export type ReportQuery = z.infer<typeof reportQuery>;

export const reportExportQuery = z.strictObject({
  from: date('start'),
  to: date('end'),
  table: z.enum(REPORT_TABLES),
  format: z.enum(REPORT_FORMATS),
  /** The separators of a CSV (ignored by xlsx). */
  csv: csvStyle,
});
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

const daysByType = z.object(
  Object.fromEntries(ABSENCE_TYPES.map((t) => [t, z.number()])) as Record<
    (typeof ABSENCE_TYPES)[number],
    z.ZodNumber
  >,
);

export const absenteeismFigures = z.object({
  workingDays: z.number(),
  absenceDays: z.number(),
  /** Days of unplanned absence (domain/reports.ts UNPLANNED_ABSENCE_TYPES: sick leave). */
  unplannedDays: z.number(),
  /** Unplanned days ÷ working days: percent, one decimal (ABSENTEEISM_DEFINITION). */
  rate: z.number(),
  byType: daysByType,
});

export const hoursFigures = z.object({
  expectedHours: z.number(),
  workedHours: z.number(),
  variance: z.number(),
  overtime: z.number(),
  undertime: z.number(),
  daysWorked: z.number(),
});

export const balanceFigures = z.object({
  allowance: z.number(),
  adjustment: z.number(),
  carriedOver: z.number(),
  carriedOverExpired: z.number(),
  used: z.number(),
  pending: z.number(),
  remaining: z.number(),
});

export const reportPerson = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The weekly total of the person's schedule at the end of the period. */
  hoursPerWeek: z.number(),
  absenteeism: absenteeismFigures,
  hours: hoursFigures,
  balance: balanceFigures,
});
export type ReportPerson = z.infer<typeof reportPerson>;

/** Absenteeism, balances and hours of every member over a period, from one request. */
export const reportResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** The company's today. */
  today: z.string(),
  /** The last day the absenteeism and hours count (the period up to today); null before it starts. */
  coveredTo: z.string().nullable(),
  /** The year of the balances: the year the period ends in. */
  balanceYear: z.number().int(),
  company: z.object({ absenteeism: absenteeismFigures, hours: hoursFigures }),
  people: z.array(reportPerson),
});
export type Report = z.infer<typeof reportResponse>;

// Endpoints.
const tags = ['reports'];

export const getReport = defineEndpoint({
  method: 'GET',
  path: '/api/reports',
  access: 'manager',
  tags,
  summary: 'Absenteeism, holiday balances and hours against expected of every member over a period',
  query: reportQuery,
  responses: { 200: reportResponse },
});

export const exportReport = defineEndpoint({
  method: 'GET',
  path: '/api/reports/export',
  access: 'manager',
  tags,
  summary: 'One table of the report (absenteeism, balances or hours) as CSV or XLSX',
  query: reportExportQuery,
  file: true,
});
