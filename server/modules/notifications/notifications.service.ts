import { isWeekend, monthRange, parseIsoMonth } from '@domain/calendar';
import {
  type EmailPreferences,
  type UpdateEmailPreferencesRequest,
  unsubscribeOneClick,
} from '@domain/contracts/notifications';
import { validationFailed } from '@domain/errors';
import {
  localDateAndHour,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_LABELS,
  type NotificationCategory,
  REMINDER_LOCAL_HOUR,
  reminderMonthDue,
} from '@domain/notifications';
import type { Database, Tx } from '../../platform/db';
import type { Jobs } from '../../platform/jobs';
import type { Mailer, MailMessage, Unsubscribe } from '../../platform/mailer';
import { holidayDates, regionHolidays } from '../holidays/holidays.service';
import { timesheetReminderEmail } from './notifications.emails';
import * as repo from './notifications.repository';
import { signUnsubscribeToken, unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';

export interface NotificationsDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** AUTH_SECRET: the unsubscribe links' key is derived from it. */
  authSecret: string;
  log: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/**
 * Sends an optional e-mail unless its recipient turned the category off; the message gets the person's
 * unsubscribe links. Runs inside the caller's transaction, like `mailer.send(…, { tx })`. Answers whether
 * it was sent.
 */
export type Notify = (
  tx: Tx,
  to: { id: string },
  category: NotificationCategory,
  render: (unsubscribe: Unsubscribe) => MailMessage,
) => Promise<boolean>;

export function unsubscribeLinks(
  deps: Pick<NotificationsDeps, 'appUrl' | 'authSecret'>,
  userId: string,
  category: NotificationCategory,
): Unsubscribe {
  const token = encodeURIComponent(signUnsubscribeToken(unsubscribeKey(deps.authSecret), userId, category));
  return {
    url: `${deps.appUrl}/unsubscribe?token=${token}`,
    oneClickUrl: `${deps.appUrl}${unsubscribeOneClick.path}?token=${token}`,
  };
}

export function createNotify(deps: NotificationsDeps): Notify {
  return async (tx, to, category, render) => {
    if (!(await repo.wants(tx, to.id, category))) return false;
    await deps.mailer.send(render(unsubscribeLinks(deps, to.id, category)), { tx });
    return true;
  };
}

export async function getPreferences(db: Database, userId: string): Promise<EmailPreferences> {
  return repo.findPreferences(db, userId);
}

const turned = (category: NotificationCategory, on: boolean) =>
  `${NOTIFICATION_LABELS[category].title} e-mails turned ${on ? 'on' : 'off'}`;

export async function updatePreferences(db: Database, userId: string, input: UpdateEmailPreferencesRequest) {
  await repo.savePreferences(db, userId, input);
  const changed = NOTIFICATION_CATEGORIES.filter((c) => input[c] !== undefined);
  const message =
    changed.length === 1 ? turned(changed[0]!, input[changed[0]!]!) : 'E-mail preferences saved';
  return { message, preferences: await repo.findPreferences(db, userId) };
}

const INVALID_LINK = /*i18n*/ {
  id: 'errors.notifications.invalidUnsubscribeLink',
  message: 'This unsubscribe link is not valid.',
};

/** One click from an e-mail, without signing in: the token names the person and the category it turns off. */
export async function unsubscribe(deps: Pick<NotificationsDeps, 'db' | 'authSecret'>, token: string) {
  const claim = verifyUnsubscribeToken(unsubscribeKey(deps.authSecret), token);
  if (!claim) throw validationFailed(INVALID_LINK, [{ field: 'token', message: INVALID_LINK }]);
  await repo.savePreferences(deps.db, claim.userId, { [claim.category]: false });
  return {
    category: claim.category,
    message: `You will no longer receive "${NOTIFICATION_LABELS[claim.category].title}" e-mails. You can turn them back on in Account Settings.`,
  };
}

// ---------------------------------------------------------------------------------------------------
// The monthly timesheet reminder

export const REMINDER_QUEUE = 'notifications.timesheet-reminders';
/** Hourly: each company gets its reminder in the first run after REMINDER_LOCAL_HOUR in its time zone. */
export const REMINDER_CRON = '7 * * * *';

/**
 * On the last working day of the month (the company's time zone and holidays), from REMINDER_LOCAL_HOUR
 * on, e-mails every member whose month is not submitted yet. Idempotent: each person and month is claimed
 * once (see claimReminders), in the transaction that queues the e-mails.
 */
export async function sendTimesheetReminders(deps: NotificationsDeps, now: Date = new Date()) {
  let sent = 0;
  for (const company of await repo.liveCompanies(deps.db)) {
    const { date, hour } = localDateAndHour(company.timeZone, now);
    // The cheap checks first; a company closed for the month's last weeks still gets its reminder, so
    // anything else needs the company's holidays.
    if (hour < REMINDER_LOCAL_HOUR || isWeekend(date)) continue;
    const { start, end } = monthRange(date.slice(0, 7));
    // The company's row is read with the list: its calendar needs only the holiday tables.
    const holidays = holidayDates(await regionHolidays(deps.db, company.id, company, start, end));
    const month = reminderMonthDue(company.timeZone, now, holidays);
    if (!month) continue;
    const { year, month: m } = parseIsoMonth(month);
    try {
      sent += await deps.db.transaction(async (tx) => {
        const people = await repo.claimReminders(tx, company.id, year, m);
        for (const to of people) {
          await deps.mailer.send(
            timesheetReminderEmail({
              to: { ...to, companyLanguage: company.language },
              month,
              appUrl: deps.appUrl,
              unsubscribe: unsubscribeLinks(deps, to.id, 'reminders'),
            }),
            { tx },
          );
        }
        return people.length;
      });
    } catch (err) {
      // One company's failure must not keep the others' reminders back; the next hourly run retries it.
      deps.log.error({ err, companyId: company.id }, 'timesheet reminders failed');
    }
  }
  if (sent > 0) deps.log.info({ sent }, 'timesheet reminders sent');
  return { sent };
}

export async function registerNotificationJobs(deps: NotificationsDeps, jobs: Jobs) {
  await jobs.work(REMINDER_QUEUE, async () => {
    await sendTimesheetReminders(deps);
  });
  await jobs.schedule(REMINDER_QUEUE, REMINDER_CRON);
}
