import { z } from 'zod';

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
