import type { Role } from '@domain/roles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema';
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
  holidayAllowance: profiles.holidayAllowance,
  manualHolidayAdjustment: profiles.manualHolidayAdjustment,
  expectedHoursPerWeek: profiles.expectedHoursPerWeek,
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
  holidayAllowance: number;
  manualHolidayAdjustment: number;
  expectedHoursPerWeek: number;
  createdAt: Date;
}

const scoped = (companyId: string, userId: string) =>
  and(eq(profiles.companyId, companyId), eq(profiles.id, userId));

/** A current member of the company, or null. */
export async function findMember(db: Db, companyId: string, userId: string): Promise<MemberRow | null> {
  const rows = await db.select(memberColumns).from(profiles).where(scoped(companyId, userId)).limit(1);
  return (rows[0] as MemberRow | undefined) ?? null;
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
