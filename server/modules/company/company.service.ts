import { companyDefaultAllowance } from '@domain/allowance';
import { todayIn, yearOf } from '@domain/calendar';
import type {
  CompanySettings,
  UpdateCompanyLanguageRequest,
  UpdateCompanyRequest,
} from '@domain/contracts/company';
import { notFound } from '@domain/errors';
import { DEFAULT_LOCALE, isLocale } from '@domain/i18n/locales';
import { TIME_RECORDS_KEPT_YEARS } from '@domain/privacy';
import type { Database, Tx } from '../../platform/db';
import { processImage } from '../../platform/images';
import type { Jobs } from '../../platform/jobs';
import { fileUrl, keyFromUrl, newFileKey, type Storage } from '../../platform/storage';
import * as people from '../context/people.service';
import * as repo from './company.repository';

export interface CompanyDeps {
  db: Database;
  storage: Storage;
  dataProtectionEmail: string;
  log: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  /** Runs under the company lock before a deletion; billing refuses while a paid plan would still renew. */
  beforeDelete?: (tx: Tx, companyId: string) => Promise<void>;
  /**
   * At the purge, of the accounts about to be deleted, those that must stay because working-time records
   * point at them: this company's archive (kept with their names) or another company (pseudonymised), see
   * server/modules/privacy retainForRecords.
   */
  retainAccounts?: repo.RetainAccounts;
}

const COMPANY_NOT_FOUND = /*i18n*/ {
  id: 'errors.profileOrCompanyNotFound',
  message: 'User profile or company not found',
};

/** The longest side of a stored logo; the form asks for at least 200 px on the smallest side. */
const LOGO_SIZE = 512;

/**
 * How long a deleted company waits before the purge: a window in which support can undo a mistaken deletion,
 * short enough that daily runs (each retried) finish well inside the 30 days the privacy policy promises.
 */
export const PURGE_AFTER_DAYS = 14;
export const PURGE_QUEUE = 'company.purge-deleted';
/** Daily at 03:17 UTC. */
export const PURGE_CRON = '17 3 * * *';

export async function getSettings(deps: CompanyDeps, companyId: string): Promise<CompanySettings> {
  const company = await repo.findCompany(deps.db, companyId);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const year = yearOf(todayIn(company.timeZone));
  const [defaults, memberCount] = await Promise.all([
    repo.allowanceDefaults(deps.db, companyId),
    people.countMembers(deps.db, companyId),
  ]);
  return {
    id: company.id,
    name: company.name,
    logoUrl: company.logoUrl,
    defaultHolidayAllowance: companyDefaultAllowance(defaults, year),
    defaultHolidayAllowanceYear: year,
    memberCount,
    dataProtectionEmail: deps.dataProtectionEmail,
    language: isLocale(company.language) ? company.language : DEFAULT_LOCALE,
  };
}

/** The company's language: every member who has not chosen their own sees it, new members too. */
export async function updateLanguage(
  deps: CompanyDeps,
  companyId: string,
  input: UpdateCompanyLanguageRequest,
) {
  if (!(await repo.setLanguage(deps.db, companyId, input.language))) throw notFound(COMPANY_NOT_FOUND);
  return { language: input.language };
}

/** Renames the company; the default allowance applies from this year on (earlier years keep theirs). */
export async function updateSettings(deps: CompanyDeps, companyId: string, input: UpdateCompanyRequest) {
  const company = await repo.findCompany(deps.db, companyId);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const fromYear = yearOf(todayIn(company.timeZone));
  if (!(await repo.updateCompany(deps.db, companyId, { ...input, fromYear })))
    throw notFound(COMPANY_NOT_FOUND);
  return getSettings(deps, companyId);
}

/**
 * Stores a new logo: validated by content, re-encoded (no metadata), resized. The old file is removed only
 * after the new URL is saved, and the new file is removed again when saving fails.
 */
export async function uploadLogo(deps: CompanyDeps, companyId: string, upload: Buffer) {
  const image = await processImage(upload, { size: LOGO_SIZE, fit: 'inside' });
  const key = newFileKey(companyId, 'logos');
  await deps.storage.put(key, image.body, image.contentType);
  const url = fileUrl(key);
  let previous: string | null;
  try {
    const result = await deps.db.transaction((tx) => repo.replaceLogo(tx, companyId, url));
    if (!result.found) throw notFound(COMPANY_NOT_FOUND);
    previous = result.previous;
  } catch (e) {
    await deps.storage.delete(key);
    throw e;
  }
  const oldKey = keyFromUrl(previous);
  if (oldKey?.startsWith(`companies/${companyId}/`)) {
    await deps.storage
      .delete(oldKey)
      .catch((err: unknown) => deps.log.error({ err }, 'old logo not deleted'));
  }
  return { logoUrl: url };
}

/**
 * Deletes the company: from this moment its data is unreachable (the access policy ignores deleted companies)
 * and every member is signed out. The purge job removes the data after PURGE_AFTER_DAYS, except the
 * working-time records, which it archives for TIME_RECORDS_KEPT_YEARS.
 */
export async function deleteCompany(deps: CompanyDeps, companyId: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockLiveCompany(tx, companyId))) throw notFound(COMPANY_NOT_FOUND);
    await deps.beforeDelete?.(tx, companyId);
    await repo.markDeleted(tx, companyId);
    await people.closeAllMemberships(tx, companyId);
    await repo.deleteMemberSessions(tx, companyId);
  });
}

/**
 * The daily job. Purges every company deleted more than PURGE_AFTER_DAYS ago: its files first, then every row
 * but the working-time records, which stay in a restricted archive (company.repository purgeCompany); and
 * deletes the archives of companies deleted more than TIME_RECORDS_KEPT_YEARS ago. `now` is injectable so
 * tests move the clock instead of waiting.
 */
export async function purgeDeletedCompanies(deps: CompanyDeps, now: Date = new Date()) {
  const before = new Date(now.getTime() - PURGE_AFTER_DAYS * 24 * 3600 * 1000);
  const ids = await repo.companiesDeletedBefore(deps.db, before);
  let purged = 0;
  for (const id of ids) {
    // Files first: if the database step fails, the job retries and the files are already gone either way.
    await deps.storage.deleteCompanyFiles(id);
    const result = await deps.db.transaction((tx) => repo.purgeCompany(tx, id, deps.retainAccounts));
    if (result.purged) {
      purged++;
      deps.log.info(
        { companyId: id, users: result.users },
        'deleted company purged, its time records archived',
      );
    }
  }
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - TIME_RECORDS_KEPT_YEARS);
  const expired = await deps.db.transaction((tx) => repo.deleteArchivesDeletedBefore(tx, cutoff));
  for (const id of expired) deps.log.info({ companyId: id }, 'archive of a deleted company deleted');
  return { purged, expired: expired.length };
}

export async function registerCompanyJobs(deps: CompanyDeps, jobs: Jobs) {
  await jobs.work(PURGE_QUEUE, async () => {
    await purgeDeletedCompanies(deps);
  });
  await jobs.schedule(PURGE_QUEUE, PURGE_CRON);
}
