import type { Role } from '@domain/roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';

const memberColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  avatarUrl: profiles.avatarUrl,
  role: profiles.role,
};

/** Members in the order they joined (profiles by created_at ascending, as the spec reads them). */
export async function listMembers(db: Db, companyId: string) {
  return db
    .select(memberColumns)
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
}

export async function listManagedMembers(db: Db, companyId: string) {
  return db
    .select({
      ...memberColumns,
    })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
}

async function updateMember(
  db: Db,
  companyId: string,
  userId: string,
  values: Partial<typeof profiles.$inferInsert>,
) {
  const rows = await db
    .update(profiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, userId)))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

export const setRole = (tx: Tx, companyId: string, userId: string, role: Role) =>
  updateMember(tx, companyId, userId, { role });

/**
 * remove_member_from_company: the seat is freed (company_id = null). Rows the person created (absences,
 * time entries) keep their company_id, so they stay with the company's records.
 */
export const removeFromCompany = (tx: Tx, companyId: string, userId: string) =>
  updateMember(tx, companyId, userId, { companyId: null });
