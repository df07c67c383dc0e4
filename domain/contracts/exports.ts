import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Data exports (Account → Privacy & Data → 'Download my data'; Settings → Privacy for the company). A job
 * builds one ZIP; the client polls the export for its progress and downloads it when it is ready.
 */
export const EXPORT_KINDS = ['personal', 'company'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** `expired`: it was ready, and its download link has expired (the file is gone). */
export const EXPORT_STATES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

export const dataExport = z.object({
  id: z.uuid(),
  kind: z.enum(EXPORT_KINDS),
  status: z.enum(EXPORT_STATES),
  /** 0–100. */
  progress: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Until when the download works (set when ready). */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Present while the file can be downloaded; works only for the person who asked. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

/** Starting an export takes no input: who and what come from the session and the route. */
export const startExportRequest = z.strictObject({}).optional();

export const exportResponse = z.object({ export: dataExport });
export const latestExportResponse = z.object({ export: dataExport.nullable() });

export const latestExportQuery = z.strictObject({
  kind: z.enum(EXPORT_KINDS, 'Choose a personal or a company export'),
});

export const exportIdParams = z.strictObject({ id: z.uuid('Export not found') });

// Endpoints. Each export belongs to the person who asked: every other account gets 404 for it.
const tags = ['exports'];

export const startPersonalExport = defineEndpoint({
  method: 'POST',
  path: '/api/exports/personal',
  access: 'member',
  tags,
  summary: 'Download my data: start an export of my own data (the running one if there is one)',
  body: startExportRequest,
  responses: { 202: exportResponse },
});

export const startCompanyExport = defineEndpoint({
  method: 'POST',
  path: '/api/exports/company',
  access: 'admin',
  tags,
  summary: 'Start an export of every table of the company as CSV (the running one if there is one)',
  body: startExportRequest,
  responses: { 202: exportResponse },
});

export const getLatestExport = defineEndpoint({
  method: 'GET',
  path: '/api/exports/latest',
  access: 'member',
  tags,
  summary: 'My latest export of a kind, with its progress',
  query: latestExportQuery,
  responses: { 200: latestExportResponse },
});

export const getExport = defineEndpoint({
  method: 'GET',
  path: '/api/exports/:id',
  access: 'member',
  tags,
  summary: 'One of my exports, with its progress',
  params: exportIdParams,
  responses: { 200: exportResponse },
});

export const downloadExport = defineEndpoint({
  method: 'GET',
  path: '/api/exports/:id/download',
  access: 'member',
  tags,
  summary: 'The ZIP of one of my exports (404 for anyone else, 410 once expired)',
  params: exportIdParams,
  file: true,
});
