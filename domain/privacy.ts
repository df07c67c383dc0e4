// The promises of the public pages (spec 1 and 9) as numbers the code uses, so the pages, the settings
// screens and the jobs cannot drift apart.

/** A deleted account's personal data is purged within this many days (spec: "within 30 days"). */
export const PERSONAL_DATA_DELETED_WITHIN_DAYS = 30;
/** Backups holding it are gone within this many days (spec: "backups within 90 days"). */
export const BACKUPS_DELETED_WITHIN_DAYS = 90;
/** The data protection contact and the company admins answer requests within this many days. */
export const REQUESTS_ANSWERED_WITHIN_DAYS = 30;
/** Working-time records a company must keep (Spain, RDL 8/2019), kept pseudonymised after a deletion. */
export const TIME_RECORDS_KEPT_YEARS = 4;

/**
 * Days between an account's deletion and its purge: a window in which support can undo a mistaken
 * deletion, short enough that the daily purge (retried on failure) finishes well inside the 30 days.
 */
export const ACCOUNT_PURGE_AFTER_DAYS = 14;
/**
 * Days a dump is kept by scripts/backup.sh: a dump taken on the last day before a purge is deleted by day
 * ACCOUNT_PURGE_AFTER_DAYS + 1 + BACKUP_RETENTION_DAYS = 90 after the deletion.
 */
export const BACKUP_RETENTION_DAYS = BACKUPS_DELETED_WITHIN_DAYS - ACCOUNT_PURGE_AFTER_DAYS - 1;

/** Days a finished data export can be downloaded. */
export const EXPORT_EXPIRES_AFTER_DAYS = 7;

/** The pseudonym of a deleted person in the records the company keeps. */
export const tombstoneReference = (userId: string) => userId.replaceAll('-', '').slice(0, 8);
export const tombstoneName = (reference: string) => `Deleted user #${reference}`;
