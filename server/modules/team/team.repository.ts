import { and, asc, eq, isNull } from 'drizzle-orm';
import { memberships, profiles } from '../../db/schema';
import type { Db } from '../../platform/db';

const memberColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  avatarUrl: profiles.avatarUrl,
  role: memberships.role,
};

/** Members in the order they joined (their memberships by created_at ascending, as the spec reads them). */
export async function listMembers(db: Db, companyId: string) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), isNull(memberships.leftOn)))
    .orderBy(asc(memberships.createdAt), asc(memberships.userId));
}

export const listManagedMembers = listMembers;
