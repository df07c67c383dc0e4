// Monthly timesheets (spec 001 sections 2.8, 2.9, 4.2, 7): submission, an admin's decision, Team
// Timesheets, the employee detail and the exports.
//
// Invariants: one approval row per person and month (unique key); submission is an insert-or-update that
// only succeeds from no record or a rejected one; a decision is conditional on status = 'submitted'. Both
// run under the person's month lock (time-entries repository), so a submission cannot race an entry
// write, and the completion check sees the entries as they are committed.
//
// The module by seam: approvals.service.ts (submission and decision), team.service.ts (Team Timesheets
// and the employee detail) and exports.service.ts (the files).

import type { Database } from '../../platform/db';
import type { Mailer } from '../../platform/mailer';
import type { Notify } from '../notifications/notifications.service';

export interface TimesheetsDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Sends the optional e-mails (requests, decisions) unless the recipient turned them off. */
  notify: Notify;
}

/** For other modules: refuses a change to a submitted or approved month of a person (frozen-months.service.ts). */
export { assertMonthsOpen, assertRangesOpen } from './frozen-months.service';
