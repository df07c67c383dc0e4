import { isSoleAdmin } from '@domain/people';
import type { Role } from '@domain/roles';
import type { Db } from '../../platform/db';
import * as repo from './people.repository';

export type { MemberRow } from './people.repository';
export {
  closeAllMemberships,
  closeMembership,
  countAdmins,
  findMember,
  findMemberByEmail,
  lockMember,
  type MembershipPeriod,
  membersByName,
  membershipsDuring,
  membersWithRoles,
  openMembership,
} from './people.repository';

/** Whether this member is the company's only admin (domain/people.ts `isSoleAdmin`). */
export async function isCompanySoleAdmin(
  db: Db,
  member: { companyId: string; role: Role },
): Promise<boolean> {
  if (member.role !== 'admin') return false;
  return isSoleAdmin(member.role, await repo.countAdmins(db, member.companyId));
}
