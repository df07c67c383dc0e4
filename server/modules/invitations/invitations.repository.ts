import { and, count, desc, eq, gt, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { companies, invitationSignUps, invitations, profiles, samplePeople, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { openMembership } from '../context/people.repository';

export type InvitationRow = typeof invitations.$inferSelect;
export type JoinFailureReason = NonNullable<typeof invitationSignUps.$inferSelect.failure>;

export async function listInvitations(db: Db, companyId: string) {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.companyId, companyId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

export async function insertInvitation(
  db: Db,
  values: {
    companyId: string;
    code: string;
    createdBy: string;
    inviteeName: string;
    inviteeEmail: string;
    inviteePosition: string;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function deleteInvitation(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, id)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** Members plus unused, unexpired invitations (optionally leaving one invitation out). */
export async function seatCounts(db: Db, companyId: string, exceptInvitationId?: string) {
  // Sample people (Explore with sample data) are nobody's seat: never counted, never billed.
  const [members] = await db
    .select({ n: count() })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(samplePeople)
            .where(and(eq(samplePeople.companyId, companyId), eq(samplePeople.userId, profiles.id))),
        ),
      ),
    );
  const [active] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, sql`now()`),
        exceptInvitationId ? ne(invitations.id, exceptInvitationId) : undefined,
      ),
    );
  return { members: members?.n ?? 0, activeInvitations: active?.n ?? 0 };
}

/** An active invitation of the company for this address, or a member with it (no duplicate seats). */
export async function findActiveInvitationFor(db: Db, companyId: string, email: string) {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        sql`lower(${invitations.inviteeEmail}) = ${email.toLowerCase()}`,
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The invitation with this code and its company (null when the code is unknown). */
export async function findByCode(db: Db, code: string) {
  const rows = await db
    .select({
      invitation: invitations,
      company: { id: companies.id, name: companies.name, deletedAt: companies.deletedAt },
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(eq(invitations.code, code))
    .limit(1);
  return rows[0] ?? null;
}

export async function findById(db: Db, id: string) {
  const rows = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Uses the invitation if it is still unused and unexpired: exactly one caller can win. */
export async function markUsed(tx: Tx, invitationId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({ usedAt: sql`now()`, usedBy: userId })
    .where(
      and(
        eq(invitations.id, invitationId),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/**
 * Adds the person to the company as an employee with the company's defaults (their holiday allowance is the
 * company's default of each year, pro-rated from the day they join, until an admin sets their own), if they have no live company
 * (never joined, seat removed, or their company was deleted). Returns false otherwise.
 */
export async function joinCompany(tx: Tx, userId: string, companyId: string) {
  const rows = await tx
    .update(profiles)
    .set({
      companyId,
      role: 'employee',
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(profiles.id, userId),
        or(
          isNull(profiles.companyId),
          sql`${profiles.companyId} in (select ${companies.id} from ${companies} where ${isNotNull(companies.deletedAt)})`,
        ),
      ),
    )
    .returning({ id: profiles.id });
  if (rows.length === 0) return false;
  await openMembership(tx, companyId, userId);
  return true;
}

/** The live company of a user, if any. */
export async function liveCompanyOf(db: Db, userId: string) {
  const rows = await db
    .select({ id: companies.id })
    .from(profiles)
    .innerJoin(companies, and(eq(companies.id, profiles.companyId), isNull(companies.deletedAt)))
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSignUp(
  tx: Tx,
  values: { userId: string; companyId: string; invitationId: string },
) {
  await tx.insert(invitationSignUps).values(values);
}

export async function findSignUp(db: Db, userId: string) {
  const rows = await db
    .select({
      userId: invitationSignUps.userId,
      companyId: invitationSignUps.companyId,
      invitationId: invitationSignUps.invitationId,
      status: invitationSignUps.status,
      failure: invitationSignUps.failure,
      companyName: companies.name,
      email: users.email,
    })
    .from(invitationSignUps)
    .innerJoin(companies, eq(companies.id, invitationSignUps.companyId))
    .innerJoin(users, eq(users.id, invitationSignUps.userId))
    .where(eq(invitationSignUps.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteSignUp(db: Db, userId: string) {
  await db.delete(invitationSignUps).where(eq(invitationSignUps.userId, userId));
}

export async function failSignUp(db: Db, userId: string, failure: JoinFailureReason) {
  await db
    .update(invitationSignUps)
    .set({ status: 'failed', failure, updatedAt: sql`now()` })
    .where(eq(invitationSignUps.userId, userId));
}
