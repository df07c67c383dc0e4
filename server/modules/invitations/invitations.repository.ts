import { and, count, desc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import {
  companies,
  invitationCodes,
  invitationSignUps,
  invitations,
  memberships,
  profiles,
  samplePeople,
  users,
} from '../../db/schema';
import { BY_TEXT, builtOnce, type Db, type Tx } from '../../platform/db';
import { openMembership, setActiveCompany } from '../context/people.repository';

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
  await db.insert(invitationCodes).values({ code: values.code, companyId: values.companyId });
  return row!;
}

export async function deleteInvitation(tx: Tx, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(invitations)
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, id)))
    .returning({ code: invitations.code });
  if (rows.length === 0) return false;
  await tx
    .delete(invitationCodes)
    .where(and(eq(invitationCodes.code, rows[0]!.code), eq(invitationCodes.companyId, companyId)));
  return true;
}

// Read by the billing status (Invitations, Settings) and every seat check: one statement, built once.
const seatsStatement = builtOnce((db) => {
  const companyId = sql.placeholder('companyId');
  const except = sql.placeholder('except');
  // Sample people (Explore with sample data) are nobody's seat: never counted, never billed.
  const members = db
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, companyId),
        isNull(memberships.leftOn),
        notExists(
          db
            .select({ one: sql`1` })
            .from(samplePeople)
            .where(and(eq(samplePeople.companyId, companyId), eq(samplePeople.userId, memberships.userId))),
        ),
      ),
    );
  const active = db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, sql`now()`),
        sql`(${except}::uuid is null or ${invitations.id} <> ${except}::uuid)`,
      ),
    );
  return db
    .select({
      members: sql<number>`(${members})`.mapWith(Number),
      activeInvitations: sql<number>`(${active})`.mapWith(Number),
    })
    .from(sql`(values (1)) as one (row)`)
    .prepare(BY_TEXT);
});

/** Members plus unused, unexpired invitations (optionally leaving one invitation out). */
export async function seatCounts(db: Db, companyId: string, exceptInvitationId?: string) {
  const [row] = await seatsStatement(db).execute({ companyId, except: exceptInvitationId ?? null });
  return { members: row?.members ?? 0, activeInvitations: row?.activeInvitations ?? 0 };
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

/**
 * The invitation with this code and its company (null when the code is unknown). The code arrives without its
 * company: the global look-up says which it is, then the invitation is read by (company, code).
 */
export async function findByCode(db: Db, code: string) {
  const [route] = await db
    .select({ companyId: invitationCodes.companyId })
    .from(invitationCodes)
    .where(eq(invitationCodes.code, code))
    .limit(1);
  if (!route) return null;
  const rows = await db
    .select({
      invitation: invitations,
      company: { id: companies.id, name: companies.name, deletedAt: companies.deletedAt },
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(
      and(
        eq(invitations.companyId, route.companyId),
        eq(companies.id, route.companyId),
        eq(invitations.code, code),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function findById(db: Db, companyId: string, id: string) {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Uses the invitation if it is still unused and unexpired: exactly one caller can win. */
export async function markUsed(
  tx: Tx,
  companyId: string,
  invitationId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({ usedAt: sql`now()`, usedBy: userId })
    .where(
      and(
        eq(invitations.companyId, companyId),
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
 * company's default of each year, pro-rated from the day they join, until an admin sets their own), if they
 * have no live company (never joined, seat removed, or their company was deleted): a new membership, and the
 * company becomes the one their sessions work in. Returns false otherwise. The person's row is locked first,
 * so two acceptances at once cannot give one person two companies.
 */
export async function joinCompany(tx: Tx, userId: string, companyId: string) {
  const [person] = await tx
    .select({ activeCompanyId: profiles.activeCompanyId })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  if (!person) return false;
  if (person.activeCompanyId && (await liveMembership(tx, person.activeCompanyId, userId))) return false;
  await openMembership(tx, companyId, userId, 'employee');
  await setActiveCompany(tx, userId, companyId);
  return true;
}

/** Whether the person is a member of this company and it is not deleted. */
async function liveMembership(db: Db, companyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(memberships)
    .innerJoin(companies, and(eq(companies.id, memberships.companyId), isNull(companies.deletedAt)))
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(companies.id, companyId),
        eq(memberships.userId, userId),
        isNull(memberships.leftOn),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The live company of a user, if any: their active company, while they are a member of it and it is live. */
export async function liveCompanyOf(db: Db, userId: string) {
  const [person] = await db
    .select({ activeCompanyId: profiles.activeCompanyId })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!person?.activeCompanyId) return null;
  return (await liveMembership(db, person.activeCompanyId, userId)) ? { id: person.activeCompanyId } : null;
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
