import { randomUUID } from 'node:crypto';
import type { AbsenceStatus, AbsenceType } from '@domain/absences';
import type { IsoDate } from '@domain/calendar';
import { SAMPLE_EMAIL_DOMAIN } from '@domain/sample-data';
import type { WeekHours } from '@domain/work-schedule';
import { and, count, eq, exists, inArray, like, ne, or, sql } from 'drizzle-orm';
import {
  absences,
  accounts,
  companies,
  holidayEntitlements,
  memberships,
  memberWorkSchedules,
  profiles,
  sampleDataSets,
  samplePeople,
  timeEntries,
  timeEntryCorrections,
  timeEntryHistory,
  timesheetApprovals,
  users,
} from '../../db/schema';
import { BY_TEXT, builtOnce, type Db, type Tx } from '../../platform/db';

/** Orders every load and removal of a company's sample data (and the emptiness check with it). */
export async function lockCompany(tx: Tx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** The company's sample data (null when it has none) and how many sample people it has. */
// The sample-data banner's reads run on every page (built once: platform/db.ts builtOnce).
const sampleSetStatement = builtOnce((db) =>
  db
    .select({ people: count(samplePeople.userId) })
    .from(sampleDataSets)
    .leftJoin(samplePeople, eq(samplePeople.companyId, sampleDataSets.companyId))
    .where(eq(sampleDataSets.companyId, sql.placeholder('companyId')))
    .groupBy(sampleDataSets.companyId)
    .prepare(BY_TEXT),
);

export async function sampleSet(db: Db, companyId: string): Promise<{ people: number } | null> {
  const rows = await sampleSetStatement(db).execute({ companyId });
  return rows[0] ?? null;
}

const activityStatement = builtOnce((db) => {
  const companyId = sql.placeholder('companyId');
  const others = db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), ne(memberships.userId, sql.placeholder('userId'))));
  const entries = db
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(eq(timeEntries.companyId, companyId));
  const away = db.select({ id: absences.id }).from(absences).where(eq(absences.companyId, companyId));
  return db
    .select({ active: sql<boolean>`${or(exists(others), exists(entries), exists(away))}` })
    .from(companies)
    .where(eq(companies.id, companyId))
    .prepare(BY_TEXT);
});

/**
 * Whether the company has anyone but `userId` (now or before), or any time entry or absence: one statement, as
 * it also runs inside the load's transaction (one connection, one statement at a time).
 */
export async function hasActivity(db: Db, companyId: string, userId: string): Promise<boolean> {
  const [row] = await activityStatement(db).execute({ companyId, userId });
  return row?.active === true;
}

/** Records the load; false when the company already has sample data (a second click meets the first). */
export async function insertSet(tx: Tx, companyId: string, createdBy: string): Promise<boolean> {
  const rows = await tx
    .insert(sampleDataSets)
    .values({ companyId, createdBy })
    .onConflictDoNothing()
    .returning({ companyId: sampleDataSets.companyId });
  return rows.length > 0;
}

export interface NewSamplePerson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'manager' | 'employee';
  week: WeekHours | null;
}

/**
 * The sample people: an account without any credential (nobody can sign in to it), unverified, at an
 * example.invalid address; a profile in the company, a membership from `joinedOn`, their week when it is
 * their own, and an entitlement of the year that is not pro-rated (they "worked there" before).
 */
export async function insertPeople(
  tx: Tx,
  companyId: string,
  people: NewSamplePerson[],
  joinedOn: IsoDate,
  years: number[],
) {
  await tx.insert(users).values(
    people.map((p) => ({
      id: p.id,
      email: p.email,
      name: `${p.firstName} ${p.lastName}`,
      emailVerified: false,
    })),
  );
  await tx.insert(profiles).values(
    people.map((p) => ({
      id: p.id,
      activeCompanyId: companyId,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
    })),
  );
  await tx.insert(samplePeople).values(people.map((p) => ({ companyId, userId: p.id })));
  await tx
    .insert(memberships)
    .values(people.map((p) => ({ companyId, userId: p.id, joinedOn, role: p.role })));
  const own = people.filter((p) => p.week);
  if (own.length > 0)
    await tx
      .insert(memberWorkSchedules)
      .values(own.map((p) => ({ companyId, userId: p.id, startsOn: joinedOn, hours: p.week })));
  await tx
    .insert(holidayEntitlements)
    .values(people.flatMap((p) => years.map((year) => ({ companyId, userId: p.id, year, proRata: false }))));
}

export interface NewSampleAbsence {
  userId: string;
  absenceType: AbsenceType;
  startDate: IsoDate;
  endDate: IsoDate;
  status: AbsenceStatus;
  approvedBy: string | null;
  approvedAt: Date | null;
}

export async function insertAbsences(tx: Tx, companyId: string, rows: NewSampleAbsence[]) {
  if (rows.length > 0) await tx.insert(absences).values(rows.map((r) => ({ ...r, companyId })));
}

export interface NewSampleEntry {
  userId: string;
  workDate: IsoDate;
  clockIn: Date;
  clockOut: Date;
  breaks: { start: string; end: string }[];
  totalHours: number;
}

export async function insertEntries(tx: Tx, companyId: string, rows: NewSampleEntry[]) {
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(timeEntries).values(rows.slice(i, i + 500).map((r) => ({ ...r, companyId })));
}

/** Months submitted for approval (the admin decides them in Team Timesheets, which takes the snapshot). */
export async function insertSubmittedMonths(
  tx: Tx,
  companyId: string,
  rows: { userId: string; year: number; month: number; submittedAt: Date }[],
) {
  if (rows.length > 0)
    await tx
      .insert(timesheetApprovals)
      .values(rows.map((r) => ({ ...r, companyId, status: 'submitted' as const })));
}

/** The ids of the company's sample people. */
export async function samplePeopleIds(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: samplePeople.userId })
    .from(samplePeople)
    .where(eq(samplePeople.companyId, companyId));
  return rows.map((r) => r.userId);
}

/**
 * Removes the sample data: the sample people's rows in the company (time records first: their foreign keys
 * never cascade; the history of sample entries is not a legal record), then their accounts, which take their
 * profiles, memberships, schedules, entitlements and absences with them, then the set. Every where clause
 * names the sample people: nobody else's rows can match.
 */
export async function deleteSampleData(tx: Tx, companyId: string, ids: string[]) {
  if (ids.length > 0) {
    await tx
      .delete(timeEntryHistory)
      .where(and(eq(timeEntryHistory.companyId, companyId), inArray(timeEntryHistory.userId, ids)));
    await tx
      .delete(timeEntryCorrections)
      .where(and(eq(timeEntryCorrections.companyId, companyId), inArray(timeEntryCorrections.userId, ids)));
    await tx
      .delete(timesheetApprovals)
      .where(and(eq(timesheetApprovals.companyId, companyId), inArray(timesheetApprovals.userId, ids)));
    await tx
      .delete(timeEntries)
      .where(and(eq(timeEntries.companyId, companyId), inArray(timeEntries.userId, ids)));
    // Only sample accounts: the address is checked as well as the id.
    await tx.delete(users).where(and(inArray(users.id, ids), like(users.email, `%@${SAMPLE_EMAIL_DOMAIN}`)));
  }
  await tx.delete(sampleDataSets).where(eq(sampleDataSets.companyId, companyId));
}

/**
 * The demo admin's account (`npm run demo`): a verified user with a password credential, as better-auth
 * writes them at sign-up and e-mail verification.
 */
export async function insertDemoAccount(
  tx: Tx,
  user: { id: string; email: string; name: string; passwordDigest: string },
) {
  await tx.insert(users).values({ id: user.id, email: user.email, name: user.name, emailVerified: true });
  await tx.insert(accounts).values({
    id: randomUUID(),
    userId: user.id,
    accountId: user.id,
    providerId: 'credential',
    password: user.passwordDigest,
  });
}

/** The company's holiday country, region and time zone (a new company starts in Spain). */
export async function setCompanyCountry(
  db: Db,
  companyId: string,
  values: { holidayCountry: string; holidayRegion: string; timeZone: string },
) {
  await db.update(companies).set(values).where(eq(companies.id, companyId));
}

/** The demo admin's company. */
export async function demoAdmin(db: Db, userId: string): Promise<{ companyId: string }> {
  const [row] = await db
    .select({ companyId: profiles.activeCompanyId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row?.companyId) throw new Error('The demo admin has no company');
  return { companyId: row.companyId };
}
