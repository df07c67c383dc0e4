import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import {
  absences,
  calendarFeeds,
  calendarFeedTokens,
  companies,
  memberships,
  profiles,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import { openMembershipOf } from '../context/people.repository';

export async function findLiveFeed(db: Db, companyId: string, userId: string) {
  const rows = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.companyId, companyId),
        eq(calendarFeeds.userId, userId),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeLiveFeeds(db: Db, companyId: string, userId: string) {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(calendarFeeds.companyId, companyId),
        eq(calendarFeeds.userId, userId),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .returning({ id: calendarFeeds.id });
  return rows.length;
}

export async function insertFeed(db: Db, values: { companyId: string; userId: string; tokenHash: string }) {
  const rows = await db
    .insert(calendarFeeds)
    .values(values)
    .returning({ createdAt: calendarFeeds.createdAt });
  await db.insert(calendarFeedTokens).values({ tokenHash: values.tokenHash, companyId: values.companyId });
  return rows[0]!;
}

/**
 * The live feed of a token, only while its owner is still a member of that company and the company is
 * not deleted: a removed member's URL stops working at once. With what the feed needs of the company
 * (its name, time zone and holiday region), read in the same query.
 */
export async function findFeedByTokenHash(db: Db, tokenHash: string) {
  // The URL carries no company: the global look-up says which it is, then the feed is read on its shard.
  const [route] = await db
    .select({ companyId: calendarFeedTokens.companyId })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.tokenHash, tokenHash))
    .limit(1);
  if (!route) return null;
  const rows = await db
    .select({
      companyId: calendarFeeds.companyId,
      userId: calendarFeeds.userId,
      /** The owner's role now: what the feed may show of the team's absence types. */
      role: memberships.role,
      companyName: companies.name,
      timeZone: companies.timeZone,
      country: companies.holidayCountry,
      region: companies.holidayRegion,
      /** The owner's own language (null follows the company's) and the company's: the feed's texts. */
      language: profiles.language,
      companyLanguage: companies.language,
    })
    .from(calendarFeeds)
    .innerJoin(memberships, openMembershipOf(calendarFeeds.companyId, calendarFeeds.userId))
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .innerJoin(companies, and(eq(companies.id, calendarFeeds.companyId), isNull(companies.deletedAt)))
    .where(
      and(
        eq(calendarFeeds.companyId, route.companyId),
        eq(companies.id, route.companyId),
        eq(calendarFeeds.tokenHash, tokenHash),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The team's approved absences sharing a day with the range, with each person's name. */
export async function teamApprovedAbsences(db: Db, companyId: string, from: string, to: string) {
  return db
    .select({
      id: absences.id,
      userId: absences.userId,
      absenceType: absences.absenceType,
      startDate: absences.startDate,
      endDate: absences.endDate,
      halfDayStart: absences.halfDayStart,
      halfDayEnd: absences.halfDayEnd,
      hours: absences.hours,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
    })
    .from(absences)
    .innerJoin(memberships, openMembershipOf(absences.companyId, absences.userId))
    .innerJoin(profiles, eq(profiles.id, absences.userId))
    .where(
      and(
        eq(absences.companyId, companyId),
        eq(absences.status, 'approved'),
        gte(absences.endDate, from),
        lte(absences.startDate, to),
      ),
    )
    .orderBy(asc(absences.startDate));
}
