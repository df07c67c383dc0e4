// Time entries: the daily record of working time (spec 001 sections 2.3–2.7, 4.3, 5; RDL 8/2019).
//
// Rules kept here, on the server:
//  - an entry is one work period; a day (the local date of the clock-in in the company's time zone) may hold
//    several (a split shift), and one person's periods never overlap (checked, and a database constraint);
//  - clock-out after clock-in and at most 24 h later; each break inside the worked time, in order, not
//    overlapping another; total_hours = out − in − breaks, 2 decimals (domain/time-entries.ts);
//  - nothing changes in an approved month: every write locks the person's month (an advisory lock, see
//    the repository) and reads its approval status inside the transaction;
//  - a change by a non-admin to any day (past or future) of a submitted month becomes a correction
//    request that an admin approves (the entry changes only then); the clock does not start a new entry
//    in a submitted month;
//  - every create, change and delete writes a history row in the same transaction;
//  - a typed time names one instant in the company's zone (domain/time-entries.ts resolveLocalTime): one the
//    spring change skips is refused on its field, one the autumn change repeats is answered 400 with reason
//    `ambiguous_time` unless the body's `occurrences` says first or second; Bulk Apply refuses either on a
//    day it would fill, naming the day (it cannot ask per day). The live clock records real instants.
//
// The module by seam: views.service.ts (the month and the shapes of entries and corrections),
// history.service.ts (what history keeps and shows), writes.service.ts (what every write shares: the
// company, the checked values, the month locks), entries.service.ts (the time entry dialog),
// clock.service.ts (the live clock), bulk-apply.service.ts (Bulk Apply and Clear Month) and
// corrections.service.ts (correction requests and an admin's decision).

import type { Database } from '../../platform/db';
import type { Mailer } from '../../platform/mailer';
import type { Notify } from '../notifications/notifications.service';

export interface TimeEntriesDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Sends the optional e-mails (requests, decisions) unless the recipient turned them off. */
  notify: Notify;
}

export const ENTRY_NOT_FOUND = /*i18n*/ {
  id: 'errors.timeEntries.notFound',
  message: 'Time entry not found',
};
export const EMPLOYEE_NOT_FOUND = /*i18n*/ { id: 'errors.employeeNotFound', message: 'Employee not found' };
export const CORRECTION_NOT_FOUND = /*i18n*/ {
  id: 'errors.timeEntries.correctionNotFound',
  message: 'Correction not found',
};
export const MONTH_LOCKED = /*i18n*/ {
  id: 'errors.timeEntries.monthLocked',
  message: 'This timesheet has been approved. No further changes can be made.',
};
export const CORRECTION_PENDING = /*i18n*/ {
  id: 'errors.timeEntries.correctionPending',
  message: 'A correction for this day is already waiting for approval',
};
export const MONTH_SUBMITTED = /*i18n*/ {
  id: 'errors.timeEntries.monthSubmitted',
  message:
    'This month has been submitted for approval. Change single days instead: changes are sent to an admin for approval.',
};
export const CLOCK_IN_SUBMITTED = /*i18n*/ {
  id: 'errors.timeEntries.clockInSubmitted',
  message:
    'This month has been submitted for approval. Add the time in the time entry dialog instead: it is sent to an admin for approval.',
};
export const CORRECTION_DECIDED = /*i18n*/ {
  id: 'errors.timeEntries.correctionDecided',
  message: 'This correction has already been approved or rejected',
};
