// Each member's private iCal feed of the team's approved absences and the company's holidays, to
// subscribe to from Google Calendar or Outlook. The URL carries a random 256-bit token; only its
// SHA-256 is stored, so the URL is shown once. Creating a new URL revokes the old one. A feed shows what
// its owner may see: colleagues' sick, maternity/paternity and unpaid leave are "Away" in an employee's
// feed (domain/absence-privacy.ts), as the events leave the product for an outside calendar.

import { createHash, randomBytes } from 'node:crypto';
import { shownAbsenceType } from '@domain/absence-privacy';
import { formatLeaveHours, halfDaySuffix, isHourly } from '@domain/absences';
import { addDays, addYears, parseIsoDate, todayIn } from '@domain/calendar';
import { readCalendarFeed } from '@domain/contracts/calendar-feeds';
import { notFound } from '@domain/errors';
import { displayName } from '@domain/people';
import ical, { ICalEventTransparency } from 'ical-generator';
import { absenceTypeName } from '../../i18n/common';
import { localeOf, textsFor } from '../../i18n/i18n';
import type { Member } from '../../platform/access';
import type { Database, Db } from '../../platform/db';
import * as people from '../context/people.service';
import { regionHolidays } from '../holidays/holidays.service';
import * as repo from './calendar-feeds.repository';

const FEED_NOT_FOUND = /*i18n*/ { id: 'errors.calendarFeeds.notFound', message: 'Calendar feed not found' };

/** The public feed's path, from its endpoint (the URL a calendar app subscribes to). */
export const FEED_PATH = readCalendarFeed.path;
/** How far back and ahead the feed reaches. */
const PAST_DAYS = 90;
const FUTURE_YEARS = 1;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export async function feedStatus(db: Db, member: Member) {
  const feed = await repo.findLiveFeed(db, member.companyId, member.userId);
  return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
}

export async function createFeed(db: Database, member: Member, appUrl: string) {
  const token = randomBytes(32).toString('base64url');
  const created = await db.transaction(async (tx) => {
    // One person's feed changes one after the other: two creations at once would each revoke the (same) old
    // feed and then both insert a live one, which the one-live-feed index refuses (a 500 before this lock).
    await people.lockMember(tx, member.companyId, member.userId);
    await repo.revokeLiveFeeds(tx, member.companyId, member.userId);
    return repo.insertFeed(tx, {
      companyId: member.companyId,
      userId: member.userId,
      tokenHash: hashToken(token),
    });
  });
  return { url: `${appUrl}${FEED_PATH}?token=${token}`, createdAt: created.createdAt.toISOString() };
}

export async function revokeFeed(db: Db, member: Member) {
  await repo.revokeLiveFeeds(db, member.companyId, member.userId);
}

/** An all-day date for ical-generator: UTC midnight, which it writes as a DATE without shifting. */
function allDay(date: string): Date {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The feed's iCalendar text, or 404 for an unknown or revoked token (or a member who left). */
export async function renderFeed(db: Db, token: string): Promise<string> {
  if (token.length < 20) throw notFound(FEED_NOT_FOUND);
  const feed = await repo.findFeedByTokenHash(db, hashToken(token));
  if (!feed) throw notFound(FEED_NOT_FOUND);
  // Written in the owner's language: their own, else the company's.
  const { t, locale } = textsFor(localeOf(feed));
  const today = todayIn(feed.timeZone);
  const from = addDays(today, -PAST_DAYS);
  const to = addYears(today, FUTURE_YEARS);
  const [absences, holidays] = await Promise.all([
    repo.teamApprovedAbsences(db, feed.companyId, from, to),
    regionHolidays(db, feed.companyId, feed, from, to, locale),
  ]);

  const calendar = ical({
    name: `${feed.companyName} · Plantel`,
    description: t(
      /*i18n*/ {
        id: 'ical.description',
        message: 'Approved absences and holidays of {company}',
        values: { company: feed.companyName },
      },
    ),
    prodId: { company: 'Plantel', product: 'Team calendar', language: locale.toUpperCase() },
    ttl: 60 * 60,
  });
  const owner = { userId: feed.userId, role: feed.role };
  for (const a of absences) {
    // A half day's (AM)/(PM), or hourly leave's hours ("Away 2 h": how long, never why).
    const half = isHourly(a) ? formatLeaveHours(a.hours) : halfDaySuffix(a);
    const type = t(absenceTypeName(shownAbsenceType(owner, a)));
    calendar.createEvent({
      id: `absence-${a.id}@plantel`,
      start: allDay(a.startDate),
      end: allDay(addDays(a.endDate, 1)),
      allDay: true,
      summary: `${displayName(a)} · ${type}${half ? ` ${half}` : ''}`,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  for (const h of holidays) {
    calendar.createEvent({
      id: `holiday-${h.kind}-${h.date}-${hashToken(h.name).slice(0, 8)}@plantel`,
      start: allDay(h.date),
      end: allDay(addDays(h.date, 1)),
      allDay: true,
      summary:
        h.kind === 'bank'
          ? t(/*i18n*/ { id: 'ical.bankHoliday', message: '{name} (bank holiday)', values: { name: h.name } })
          : t(
              /*i18n*/ {
                id: 'ical.companyHoliday',
                message: '{name} (company holiday)',
                values: { name: h.name },
              },
            ),
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
