import type { NotificationCategory } from '@domain/notifications';
import { eq, isNull, sql } from 'drizzle-orm';
import { companies, notificationPreferences } from '../../db/schema';
import type { Db } from '../../platform/db';

const DEFAULTS = { requests: true, decisions: true, reminders: true };

/** The person's choices; everything is on until they change something. */
export async function findPreferences(db: Db, userId: string) {
  const rows = await db
    .select({
      requests: notificationPreferences.requests,
      decisions: notificationPreferences.decisions,
      reminders: notificationPreferences.reminders,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return rows[0] ?? DEFAULTS;
}

/** Whether the person receives optional e-mails of a category. */
export async function wants(db: Db, userId: string, category: NotificationCategory): Promise<boolean> {
  return (await findPreferences(db, userId))[category];
}

/**
 * Sets some of the person's switches in one statement (insert or update), so concurrent changes of two
 * switches both stick. Does nothing for a user that does not exist (a purged account's old link).
 */
export async function savePreferences(
  db: Db,
  userId: string,
  values: Partial<Record<NotificationCategory, boolean>>,
) {
  const given = (Object.keys(DEFAULTS) as NotificationCategory[]).filter((k) => values[k] !== undefined);
  if (given.length === 0) return;
  const col = (k: NotificationCategory) => sql.identifier(k);
  const value = (k: NotificationCategory) => values[k] ?? DEFAULTS[k];
  await db.execute(sql`
    insert into notification_preferences (user_id, requests, decisions, reminders, updated_at)
    select u.id, ${value('requests')}, ${value('decisions')}, ${value('reminders')}, now()
    from users u where u.id = ${userId}
    on conflict (user_id) do update set
      ${sql.join(
        given.map((k) => sql`${col(k)} = excluded.${col(k)}`),
        sql`, `,
      )},
      updated_at = excluded.updated_at`);
}

/** Live companies and their time zones: the reminder job looks at each one's local date. */
/** Every company not deleted, with what its reminder needs: its time zone and its holiday region. */
export async function liveCompanies(db: Db) {
  return db
    .select({
      id: companies.id,
      timeZone: companies.timeZone,
      country: companies.holidayCountry,
      region: companies.holidayRegion,
      language: companies.language,
    })
    .from(companies)
    .where(isNull(companies.deletedAt));
}

export interface ReminderRecipient {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The person's own language (null follows the company's). */
  language: string | null;
}

/**
 * Claims the month's reminder for every member whose timesheet is not submitted (no row, or rejected) and
 * who did not turn reminders off: one insert per person and month, `on conflict do nothing`, returning the
 * people whose row this transaction wrote. A second run (or a second server) gets nobody.
 */
export async function claimReminders(
  db: Db,
  companyId: string,
  year: number,
  month: number,
): Promise<ReminderRecipient[]> {
  const result = await db.execute<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    language: string | null;
  }>(sql`
    with candidates as (
      select p.id, p.email, p.first_name, p.last_name, p.language
      from memberships m
      join profiles p on p.id = m.user_id
      left join timesheet_approvals a
        on a.company_id = m.company_id and a.user_id = m.user_id and a.year = ${year} and a.month = ${month}
      left join notification_preferences np on np.user_id = p.id
      where m.company_id = ${companyId} and m.left_on is null
        and (a.status is null or a.status = 'rejected')
        and coalesce(np.reminders, true)
    ), claimed as (
      insert into timesheet_reminders (company_id, user_id, year, month)
      select ${companyId}, id, ${year}, ${month} from candidates
      on conflict do nothing
      returning user_id
    )
    select c.id, c.email, c.first_name, c.last_name, c.language
    from candidates c join claimed on claimed.user_id = c.id`);
  return result.rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    language: r.language,
  }));
}
