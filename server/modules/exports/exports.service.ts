import { endpointPath } from '@domain/contracts/endpoint';
import { type DataExport, downloadExport, type ExportKind } from '@domain/contracts/exports';
import { AppError, conflict, notFound } from '@domain/errors';
import { EXPORT_EXPIRES_AFTER_DAYS } from '@domain/privacy';
import { slugify } from '@domain/slug';
import { strToU8 } from 'fflate';
import { localeOf, type Reader, type Texts, textsFor } from '../../i18n/i18n';
import type { Member } from '../../platform/access';
import type { Database } from '../../platform/db';
import type { Jobs } from '../../platform/jobs';
import { type Mailer, renderEmail } from '../../platform/mailer';
import { newFileKey, type Storage } from '../../platform/storage';
import { toCsv, toJson, zipFiles } from './export-files';
import * as repo from './exports.repository';

export interface ExportsDeps {
  db: Database;
  storage: Storage;
  jobs: Jobs;
  mailer: Mailer;
  appUrl: string;
  log: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export const EXPORT_QUEUE = 'exports.build';
export const CLEANUP_QUEUE = 'exports.cleanup';
/** Hourly: expired files are deleted within the hour. */
export const CLEANUP_CRON = '41 * * * *';

const EXPORT_NOT_FOUND = /*i18n*/ { id: 'errors.exports.notFound', message: 'Export not found' };
const DAY_MS = 24 * 3600 * 1000;

function view(row: repo.ExportRow, now = new Date()): DataExport {
  const expired = row.status === 'ready' && (!row.expiresAt || row.expiresAt <= now || !row.fileKey);
  const status = expired ? 'expired' : row.status;
  return {
    id: row.id,
    kind: row.kind,
    status,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    downloadUrl: status === 'ready' ? endpointPath(downloadExport.path, { id: row.id }) : null,
  };
}

/**
 * Asks for an export. While one of the same kind runs for this person, that one is answered instead of a
 * new job; otherwise the export row and its job are created in one transaction.
 */
export async function requestExport(deps: ExportsDeps, member: Member, kind: ExportKind) {
  const { row, created } = await deps.db.transaction(async (tx) => {
    const result = await repo.createOrRunning(tx, {
      companyId: member.companyId,
      userId: member.userId,
      kind,
    });
    if (result.created) await deps.jobs.send(EXPORT_QUEUE, { exportId: result.row.id }, { tx });
    return result;
  });
  return { export: view(row), created };
}

export async function latestExport(deps: ExportsDeps, member: Member, kind: ExportKind) {
  const row = await repo.latestOwn(deps.db, member.companyId, member.userId, kind);
  return { export: row && visible(row, member) ? view(row) : null };
}

/** A company export stays an admin's: someone demoted since no longer sees it. */
const visible = (row: repo.ExportRow, member: Member) => row.kind === 'personal' || member.role === 'admin';

async function ownExport(deps: ExportsDeps, member: Member, id: string) {
  const row = await repo.findOwn(deps.db, member.companyId, member.userId, id);
  if (!row || !visible(row, member)) throw notFound(EXPORT_NOT_FOUND);
  return row;
}

export async function getExport(deps: ExportsDeps, member: Member, id: string) {
  return { export: view(await ownExport(deps, member, id)) };
}

/**
 * The ZIP, for the person who asked only (anyone else: 404, like a missing export). An expired link is 410;
 * one still being built is 409.
 */
export async function download(deps: ExportsDeps, member: Member, id: string, now = new Date()) {
  const row = await ownExport(deps, member, id);
  const current = view(row, now);
  if (current.status === 'expired') {
    throw new AppError(
      'GONE',
      /*i18n*/ {
        id: 'errors.exports.linkExpired',
        message: 'This download link has expired. Ask for a new export.',
      },
    );
  }
  if (current.status !== 'ready' || !row.fileKey)
    throw conflict(/*i18n*/ { id: 'errors.exports.notReady', message: 'This export is not ready yet.' });
  const file = await deps.storage.get(row.fileKey);
  if (!file)
    throw new AppError(
      'GONE',
      /*i18n*/ {
        id: 'errors.exports.linkExpired',
        message: 'This download link has expired. Ask for a new export.',
      },
    );
  return { body: file.body, fileName: row.fileName ?? 'plantel-export.zip' };
}

// ---------------------------------------------------------------------------------------------------
// The job

/** The ZIP's README, in the asker's language. */
const README = ({ t }: Texts, kind: ExportKind, when: Date) =>
  [
    kind === 'personal'
      ? t(
          /*i18n*/ {
            id: 'files.export.readme.personal',
            message: 'Your personal data in Plantel, as kept by your company.',
          },
        )
      : t(
          /*i18n*/ {
            id: 'files.export.readme.company',
            message: "Every table of your company's data in Plantel, one CSV file per table.",
          },
        ),
    t(
      /*i18n*/ {
        id: 'files.export.readme.exported',
        message: 'Exported {when}.',
        values: { when: when.toISOString() },
      },
    ),
    '',
    kind === 'personal'
      ? t(
          /*i18n*/ {
            id: 'files.export.readme.personalFormat',
            message:
              'Each part is given twice: as JSON (for programs) and as CSV (for spreadsheets; UTF-8, comma separated). Times are UTC (ISO 8601); dates are yyyy-MM-dd.',
          },
        )
      : t(
          /*i18n*/ {
            id: 'files.export.readme.companyFormat',
            message:
              'CSV files are UTF-8, comma separated, with a header row named after the database columns. Times are UTC (ISO 8601); dates are yyyy-MM-dd. Secrets (invitation codes, calendar feed token hashes, session tokens) are left out.',
          },
        ),
    '',
    t(
      /*i18n*/ {
        id: 'files.export.readme.timeEntryHistory',
        message:
          'time-entry-history: every change to a time entry, kept for 4 years as Spanish law requires (RDL 8/2019).',
      },
    ),
    t(
      /*i18n*/ {
        id: 'files.export.readme.absenceHistory',
        message:
          'absence-history (absence_events): who requested, recorded, edited, approved, rejected or cancelled each absence, and when.',
      },
    ),
    ...(kind === 'company'
      ? [
          t(
            /*i18n*/ {
              id: 'files.export.readme.people',
              message:
                'people.csv: everyone who was ever a member, former members included, with the periods they belonged to the company: whose user ids the other files carry.',
            },
          ),
        ]
      : []),
    '',
  ].join('\r\n');

/**
 * The company export's CSV files: the company row, every table with a company_id column, and people.csv (whose
 * user ids the records carry, former members included). Shared by the admin's export and the archive export.
 */
async function companyFiles(
  db: Database,
  companyId: string,
  options: { progress?: (total: number) => Promise<void>; skipEmpty?: boolean } = {},
) {
  const files: Record<string, Uint8Array> = {};
  const tables = await repo.companyTables(db);
  const company = await repo.companyRow(db, companyId);
  files['companies.csv'] = toCsv(Object.keys(company[0] ?? {}), company);
  const people = await repo.companyPeople(db, companyId);
  files['people.csv'] = toCsv(people.columns, people.rows);
  for (const { table, columns } of tables) {
    const rows = await repo.companyTableRows(db, companyId, table, columns);
    if (rows.length > 0 || !options.skipEmpty) files[`${table}.csv`] = toCsv(columns, rows);
    await options.progress?.(tables.length);
  }
  return files;
}

const ARCHIVE_README = (when: Date) =>
  [
    'The working-time records Plantel keeps for a deleted company: time entries, their change history, timesheet approvals, correction requests and memberships, with people.csv naming whose they are.',
    'They are kept 4 years after the company was deleted, as Spanish law requires of the employer (RDL 8/2019), and then deleted. Everything else was deleted when the company was purged.',
    `Exported ${when.toISOString()}.`,
    '',
    'CSV files are UTF-8, comma separated, with a header row named after the database columns. Times are UTC (ISO 8601); dates are yyyy-MM-dd; the company time zone is in companies.csv.',
    '',
  ].join('\r\n');

/**
 * The archive of a deleted company as a ZIP (the operator's `npm run archive:export`, for a former admin who
 * asks): the same files as the company export, with only the tables that hold rows. Refused for a company
 * that is not deleted (its admins export it themselves) or does not exist.
 */
export async function archiveZip(db: Database, companyId: string, now = new Date()): Promise<Buffer> {
  const deleted = await repo.companyDeleted(db, companyId);
  if (deleted === null)
    throw notFound(
      /*i18n*/ {
        id: 'errors.exports.archiveCompanyNotFound',
        message: 'No company with this id (its archive may have been deleted already)',
      },
    );
  if (!deleted)
    throw conflict(
      /*i18n*/ {
        id: 'errors.exports.archiveCompanyNotDeleted',
        message: 'This company is not deleted: its admins export its data in Company Settings',
      },
    );
  // Empty tables are left out: after the purge only the archive's hold rows.
  const files = await companyFiles(db, companyId, { skipEmpty: true });
  files['README.txt'] = strToU8(ARCHIVE_README(now));
  return zipFiles(files, now);
}

/** Builds an export's ZIP (progress written as it goes), stores it and e-mails the person who asked. */
export async function buildExport(deps: ExportsDeps, exportId: string, now = new Date()) {
  const row = await repo.start(deps.db, exportId);
  if (!row) return; // Already finished or failed (a retried job).
  try {
    const files: Record<string, Uint8Array> = {};
    let done = 0;
    const progress = async (total: number) => {
      done++;
      // The last step (zip and store) takes the rest.
      await repo.setProgress(deps.db, row.id, Math.min(95, Math.round((done / (total + 1)) * 100)));
    };

    if (row.kind === 'personal') {
      const sections = repo.personalSections(deps.db, row.companyId, row.userId);
      for (const read of sections) {
        const section = await read();
        files[`${section.name}.json`] = toJson(section.rows);
        files[`${section.name}.csv`] = toCsv(section.columns, section.rows);
        await progress(sections.length);
      }
    } else {
      Object.assign(files, await companyFiles(deps.db, row.companyId, { progress }));
    }
    const who = await repo.requester(deps.db, row.companyId, row.userId);
    files['README.txt'] = strToU8(README(textsFor(localeOf(who)), row.kind, now));

    const zip = zipFiles(files, now);
    const day = now.toISOString().slice(0, 10);
    const fileName =
      row.kind === 'personal'
        ? `plantel-my-data-${day}.zip`
        : `plantel-company-data-${slugify(who?.companyName ?? '', 'company')}-${day}.zip`;
    const fileKey = newFileKey(row.companyId, 'exports', 'zip');
    await deps.storage.put(fileKey, zip, 'application/zip');
    const expiresAt = new Date(now.getTime() + EXPORT_EXPIRES_AFTER_DAYS * DAY_MS);
    const stored = await deps.db.transaction(async (tx) => {
      if (!(await repo.finish(tx, row.id, { fileKey, fileName, sizeBytes: zip.length, expiresAt })))
        return false;
      if (who) await deps.mailer.send(readyEmail(deps, row.kind, who, expiresAt), { tx });
      return true;
    });
    if (!stored) await deps.storage.delete(fileKey);
  } catch (err) {
    deps.log.error({ err, exportId }, 'data export failed');
    await repo.fail(deps.db, row.id);
  }
}

function readyEmail(
  deps: ExportsDeps,
  kind: ExportKind,
  to: { email: string; firstName: string; lastName: string } & Reader,
  expiresAt: Date,
) {
  const { t, format, locale } = textsFor(localeOf(to));
  const personal = kind === 'personal';
  const iso = expiresAt.toISOString().slice(0, 10);
  // English keeps the ISO date it always had; the other languages write it as their readers do.
  const until = locale === 'en' ? iso : format.date(iso);
  return renderEmail({
    locale,
    to: to.email,
    subject: personal
      ? t(/*i18n*/ { id: 'email.exports.personalSubject', message: 'Your data export is ready' })
      : t(/*i18n*/ { id: 'email.exports.companySubject', message: 'Your company data export is ready' }),
    greeting: t(
      /*i18n*/ {
        id: 'email.hello',
        message: 'Hello {name},',
        values: { name: [to.firstName, to.lastName].filter(Boolean).join(' ') || to.email },
      },
    ),
    paragraphs: [
      personal
        ? t(
            /*i18n*/ {
              id: 'email.exports.personalReady',
              message: 'The copy of your personal data you asked for is ready to download.',
            },
          )
        : t(
            /*i18n*/ {
              id: 'email.exports.companyReady',
              message: "The export of your company's data you asked for is ready to download.",
            },
          ),
      t(
        /*i18n*/ {
          id: 'email.exports.howTo',
          message:
            'Download it from the page below while signed in as {email}. The link works only for you and expires on {until} (UTC).',
          values: { email: to.email, until },
        },
      ),
      t(
        /*i18n*/ {
          id: 'email.exports.notYou',
          message:
            'If you did not ask for this export, change your password and tell your company administrator.',
        },
      ),
    ],
    action: {
      label: t(/*i18n*/ { id: 'email.exports.download', message: 'Download' }),
      url: personal ? `${deps.appUrl}/app/account?tab=privacy` : `${deps.appUrl}/app/settings?tab=privacy`,
    },
  });
}

/** Deletes expired files, forgets rows a month after they expired, and fails exports whose worker died. */
export async function cleanupExports(deps: ExportsDeps, now = new Date()) {
  for (const file of await repo.expiredFiles(deps.db, now)) {
    await deps.storage.delete(file.fileKey!);
    await repo.forgetFile(deps.db, file.id);
  }
  await repo.deleteOld(deps.db, now);
  await repo.failStale(deps.db);
}

export async function registerExportJobs(deps: ExportsDeps) {
  await deps.jobs.work<{ exportId: string }>(EXPORT_QUEUE, (data) => buildExport(deps, data.exportId), {
    concurrency: 2,
  });
  await deps.jobs.work(CLEANUP_QUEUE, () => cleanupExports(deps));
  await deps.jobs.schedule(CLEANUP_QUEUE, CLEANUP_CRON);
}
