import type { Role } from '@domain/roles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { companies, memberships, profiles } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';

// The one place that looks people up as members of a company. Every look-up is scoped by the company: a
// person of another company, or one who left, is "not found".

const memberColumns = {
  id: profiles.id,
  companyId: profiles.companyId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  role: profiles.role,
  avatarUrl: profiles.avatarUrl,
  createdAt: profiles.createdAt,
};

export interface MemberRow {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
  createdAt: Date;
}

const scoped = (companyId: string, userId: string) =>
  and(eq(profiles.companyId, companyId), eq(profiles.id, userId));

/** A current member of the company, or null. */
export async function findMember(db: Db, companyId: string, userId: string): Promise<MemberRow | null> {
  const rows = await db.select(memberColumns).from(profiles).where(scoped(companyId, userId)).limit(1);
  return (rows[0] as MemberRow | undefined) ?? null;
}

/**
 * A former member of the company (a membership period here, but no longer a member), or null: whose kept
 * working-time records these are. The profile row stays while such records exist (their foreign keys).
 */
export async function findFormerMember(
  db: Db,
  companyId: string,
  userId: string,
): Promise<{ id: string; firstName: string; lastName: string; email: string } | null> {
  const rows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
    })
    .from(profiles)
    .innerJoin(memberships, and(eq(memberships.userId, profiles.id), eq(memberships.companyId, companyId)))
    .where(and(eq(profiles.id, userId), sql`${profiles.companyId} is distinct from ${companyId}`))
    .limit(1);
  return rows[0] ?? null;
}

/** The current member of the company with this e-mail (compared without case), or null. */
export async function findMemberByEmail(db: Db, companyId: string, email: string): Promise<MemberRow | null> {
  const rows = await db
    .select(memberColumns)
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), sql`lower(${profiles.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return (rows[0] as MemberRow | undefined) ?? null;
}

/**
 * The member, locked for the rest of the transaction: every write to one person's records (requests,
 * role, removal) takes this lock first, so concurrent writes to one person run one after the other.
 */
export async function lockMember(tx: Tx, companyId: string, userId: string): Promise<MemberRow | null> {
  const rows = await tx.select(memberColumns).from(profiles).where(scoped(companyId, userId)).for('update');
  return (rows[0] as MemberRow | undefined) ?? null;
}

/** The members with one of the roles (approvers, admins to e-mail), oldest first. */
export async function membersWithRoles(
  db: Db,
  companyId: string,
  roles: readonly Role[],
): Promise<MemberRow[]> {
  const rows = await db
    .select(memberColumns)
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), inArray(profiles.role, [...roles])))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  return rows as MemberRow[];
}

/** Every current member, by first name, last name and e-mail (the order of the team's tables and reports). */
export async function membersByName(db: Db, companyId: string): Promise<MemberRow[]> {
  const rows = await db
    .select(memberColumns)
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(asc(profiles.firstName), asc(profiles.lastName), asc(profiles.email));
  return rows as MemberRow[];
}

/** How many admins the company has (the last-admin and sole-admin rules of domain/people.ts). */
export async function countAdmins(db: Db, companyId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.role, 'admin')));
  return rows[0]?.n ?? 0;
}

// Membership periods (the `memberships` table): written in the transaction that adds a person to a company
// or takes them out, so the two never disagree.

/**
 * The person becomes a member today (in the company's time zone). Rejoining the day a period started reopens
 * it; an already open period is kept as it is.
 */
export async function openMembership(tx: Tx, companyId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    with today as (
      select (now() at time zone ${companies.timeZone})::date as day from ${companies} where ${companies.id} = ${companyId}
    ), reopened as (
      update ${memberships} m set left_on = null from today
      where m.company_id = ${companyId} and m.user_id = ${userId} and m.joined_on = today.day
      returning 1
    )
    insert into ${memberships} (company_id, user_id, joined_on)
    select ${companyId}, ${userId}, today.day from today
    where not exists (select 1 from reopened)
    on conflict do nothing`);
}

/** The person's open membership ends today (in the company's time zone): today was their last day. */
export async function closeMembership(tx: Tx, companyId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    update ${memberships} m set left_on = greatest(m.joined_on, (now() at time zone c.time_zone)::date)
    from ${companies} c
    where c.id = m.company_id and m.company_id = ${companyId} and m.user_id = ${userId} and m.left_on is null`);
}

/** Every open membership of the company ends today (the company is being deleted). */
export async function closeAllMemberships(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`
    update ${memberships} m set left_on = greatest(m.joined_on, (now() at time zone c.time_zone)::date)
    from ${companies} c
    where c.id = m.company_id and m.company_id = ${companyId} and m.left_on is null`);
}

export interface MembershipPeriod {
  userId: string;
  joinedOn: string;
  leftOn: string | null;
}

/**
 * Everyone who was a member of the company on some day from `from` to `to` (current and former members),
 * with their periods: the people a month of Team Timesheets, an export or a report covers.
 */
export async function membershipsDuring(
  db: Db,
  companyId: string,
  from: string,
  to: string,
): Promise<MembershipPeriod[]> {
  return db
    .select({ userId: memberships.userId, joinedOn: memberships.joinedOn, leftOn: memberships.leftOn })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, companyId),
        sql`${memberships.joinedOn} <= ${to}`,
        sql`(${memberships.leftOn} is null or ${memberships.leftOn} >= ${from})`,
      ),
    )
    .orderBy(asc(memberships.joinedOn), asc(memberships.userId));
}
