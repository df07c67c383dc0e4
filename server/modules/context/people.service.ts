import { type AppError, conflict, type ErrorText, notFound } from '@domain/errors';
import { displayName, isSoleAdmin } from '@domain/people';
import type { Role } from '@domain/roles';
import type { Db } from '../../platform/db';
import * as repo from './people.repository';

export type { MemberRow } from './people.repository';
export {
  closeAllMemberships,
  closeMembership,
  countAdmins,
  countMembers,
  findFormerMember,
  findMember,
  findMemberByEmail,
  lockMember,
  type MembershipPeriod,
  membersByName,
  membersWithRoles,
  openMembership,
  setActiveCompany,
  setRole,
} from './people.repository';

/** Whether this member is the company's only admin (domain/people.ts `isSoleAdmin`). */
export async function isCompanySoleAdmin(
  db: Db,
  member: { companyId: string; role: Role },
): Promise<boolean> {
  if (member.role !== 'admin') return false;
  return isSoleAdmin(member.role, await repo.countAdmins(db, member.companyId));
}

/**
 * The error for a decision on someone who is not a current member: a former member's records are kept as they
 * are, read-only (409, saying so); anyone else is not found (404 with `notFoundMessage`).
 */
export async function notAMemberError(
  db: Db,
  companyId: string,
  userId: string,
  notFoundMessage: ErrorText,
): Promise<AppError> {
  const former = await repo.findFormerMember(db, companyId, userId);
  return former
    ? conflict(
        /*i18n*/ {
          id: 'errors.formerMemberTimesheets',
          message:
            '{name} is no longer a member of the company: their timesheets are kept as they are and can no longer be approved, rejected or changed',
          values: { name: displayName(former) },
        },
      )
    : notFound(notFoundMessage);
}
