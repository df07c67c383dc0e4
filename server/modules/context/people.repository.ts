import type { Role } from '@domain/roles';
import { type AnyColumn, and, asc, eq, inArray, isNull, type Placeholder, sql } from 'drizzle-orm';
import { companies, memberships, profiles, sessions } from '../../db/schema';
import { BY_TEXT, builtOnce, type Db, type Tx } from '../../platform/db';

// The one place that looks people up as members of a company. Every look-up is scoped by the company: a
// person of another company, or one who left, is "not found".

// A member is a person with an open membership (left_on is null) in the company; the role is the
// membership's. Every look-up starts from the membership by (company_id, user_id): one shard on Citus.
const memberColumns = {
  id: profiles.id,
  companyId: memberships.companyId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  role: memberships.role,
  avatarUrl: profiles.avatarUrl,
  createdAt: memberships.createdAt,
  language: profiles.language,
  companyLanguage: companies.language,
};

export interface MemberRow {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
  /** When the membership began (the order of "oldest first"). */
  createdAt: Date;
  /** The person's own language (null follows the company's) and the company's: what e-mails are written in. */
  language: string | null;
  companyLanguage: string;
}

const open = (companyId: string | Placeholder) =>
  and(eq(memberships.companyId, companyId), isNull(memberships.leftOn));

// The company is joined by the membership's company_id: on Citus, the same shard.
const members = (db: Db | Tx) =>
  db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId));

// The look-up of one member, read by most requests that act on a person: built once (platform/db.ts builtOnce).
const memberStatement = builtOnce((db) =>
  members(db)
    .where(and(open(sql.placeholder('companyId')), eq(memberships.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare(BY_TEXT),
);

/** A current member of the company, or null. */
export async function findMember(db: Db, companyId: string, userId: string): Promise<MemberRow | null> {
  const rows = await memberStatement(db).execute({ companyId, userId });
  return rows[0] ?? null;
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
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.userId, userId),
        sql`not exists (select 1 from ${memberships} o where o.company_id = ${companyId} and o.user_id = ${userId} and o.left_on is null)`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The current member of the company with this e-mail (compared without case), or null. */
export async function findMemberByEmail(db: Db, companyId: string, email: string): Promise<MemberRow | null> {
  const rows = await members(db)
    .where(and(open(companyId), sql`lower(${profiles.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The member, locked for the rest of the transaction: every write to one person's records (requests,
 * role, removal) takes this lock first, so concurrent writes to one person run one after the other. The
 * lock is on the open membership row (the company's shard), not on the person.
 */
export async function lockMember(tx: Tx, companyId: string, userId: string): Promise<MemberRow | null> {
  const rows = await members(tx)
    .where(and(open(companyId), eq(memberships.userId, userId)))
    .for('update', { of: memberships });
  return rows[0] ?? null;
}

/** The members with one of the roles (approvers, admins to e-mail), oldest first. */
export async function membersWithRoles(
  db: Db,
  companyId: string,
  roles: readonly Role[],
): Promise<MemberRow[]> {
  return members(db)
    .where(and(open(companyId), inArray(memberships.role, [...roles])))
    .orderBy(asc(memberships.createdAt), asc(memberships.userId));
}

/** Every current member, by first name, last name and e-mail (the order of the team's tables and reports). */
export async function membersByName(db: Db, companyId: string): Promise<MemberRow[]> {
  return members(db)
    .where(open(companyId))
    .orderBy(asc(profiles.firstName), asc(profiles.lastName), asc(profiles.email));
}

const adminsStatement = builtOnce((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(open(sql.placeholder('companyId')), eq(memberships.role, 'admin')))
    .prepare(BY_TEXT),
);

/** How many admins the company has (the last-admin and sole-admin rules of domain/people.ts). Built once. */
export async function countAdmins(db: Db, companyId: string): Promise<number> {
  const rows = await adminsStatement(db).execute({ companyId });
  return rows[0]?.n ?? 0;
}

/** How many current members the company has (seats used, the dashboard's total). */
export async function countMembers(db: Db, companyId: string): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(memberships).where(open(companyId));
  return rows[0]?.n ?? 0;
}

/** A current member's new role. */
export async function setRole(tx: Tx, companyId: string, userId: string, role: Role): Promise<void> {
  await tx
    .update(memberships)
    .set({ role })
    .where(and(open(companyId), eq(memberships.userId, userId)));
}

/**
 * The company the person's new sessions open, and every live session of theirs moves there: called when
 * they join or create a company.
 */
export async function setActiveCompany(tx: Tx, userId: string, companyId: string): Promise<void> {
  await tx.update(profiles).set({ activeCompanyId: companyId }).where(eq(profiles.id, userId));
  await tx.update(sessions).set({ activeCompanyId: companyId }).where(eq(sessions.userId, userId));
}

// Membership periods (the `memberships` table): written in the transaction that adds a person to a company
// or takes them out, so the two never disagree.

/**
 * The person becomes a member today (in the company's time zone), with this role. Rejoining the day a period
 * started reopens it; an already open period is kept as it is.
 */
export async function openMembership(
  tx: Tx,
  companyId: string,
  userId: string,
  role: Role = 'employee',
): Promise<void> {
  const [company] = await tx
    .select({ day: sql<string>`(now() at time zone ${companies.timeZone})::date::text` })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return;
  const reopened = await tx
    .update(memberships)
    .set({ leftOn: null, role })
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.userId, userId),
        eq(memberships.joinedOn, company.day),
      ),
    )
    .returning({ userId: memberships.userId });
  if (reopened.length > 0) return;
  await tx
    .insert(memberships)
    .values({ companyId, userId, joinedOn: company.day, role })
    .onConflictDoNothing();
}

/**
 * The person's open membership ends today (in the company's time zone): today was their last day. They leave
 * or are removed, so the company is no longer the one their sessions open (Access Revoked until they join
 * another).
 */
export async function closeMembership(tx: Tx, companyId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    update ${memberships} m set left_on = greatest(m.joined_on, (now() at time zone c.time_zone)::date)
    from ${companies} c
    where c.id = m.company_id and m.company_id = ${companyId} and m.user_id = ${userId} and m.left_on is null`);
  await tx
    .update(profiles)
    .set({ activeCompanyId: null })
    .where(and(eq(profiles.id, userId), eq(profiles.activeCompanyId, companyId)));
}

/**
 * Every open membership of the company ends today (the company is being deleted). The members' active company
 * stays: the purge finds the people it released by it.
 */
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
 * A membership period with a day from `from` to `to` (both included): the one rule for who was a member during a
 * range, read here and in the balances' statement (absences/allowance.repository.ts).
 */
export const membershipDuring = (from: string, to: string) =>
  sql`${memberships.joinedOn} <= ${to} and (${memberships.leftOn} is null or ${memberships.leftOn} >= ${from})`;

/**
 * Everyone who was a member of the company on some day from `from` to `to` (current and former members), with
 * their periods, as a select-list value (JSON `MembershipPeriod[]`): the people a report covers, read in the
 * statement of its other rows (reports.repository `periodRows`).
 */
export const membershipsDuringColumn = (companyId: string, from: string, to: string) => sql<
  MembershipPeriod[]
>`
  coalesce((
    select json_agg(json_build_object('userId', ${memberships.userId}, 'joinedOn', ${memberships.joinedOn},
                                      'leftOn', ${memberships.leftOn})
                    order by ${memberships.joinedOn}, ${memberships.userId})
    from ${memberships}
    where ${memberships.companyId} = ${companyId} and ${membershipDuring(from, to)}
  ), '[]'::json)`;

/**
 * The join condition of a row's person to their open membership of the row's company: joined on the company
 * too, so that on Citus the join stays on the company's shard. With `innerJoin` it keeps current members only.
 */
export function openMembershipOf(companyId: AnyColumn, userId: AnyColumn) {
  return and(
    eq(memberships.companyId, companyId),
    eq(memberships.userId, userId),
    isNull(memberships.leftOn),
  );
}
