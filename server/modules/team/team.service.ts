import type { ManagedTeam, UpdateAllowanceRequest } from '@domain/contracts/team';
import { AppError, conflict, forbidden, notFound } from '@domain/errors';
import { wouldRemoveLastAdmin } from '@domain/people';
import type { Role } from '@domain/roles';
import { remainingHolidayDays } from '@domain/team-settings';
import { patternOn, weeklyTotal } from '@domain/work-schedule';
import type { Member } from '../../platform/access';
import type { Database, Tx } from '../../platform/db';
import { lockLiveCompany } from '../company/company.repository';
import { loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import * as repo from './team.repository';
import { usedHolidayDays } from './used-holiday-days';

export const MEMBER_NOT_FOUND = 'Team member not found';
export const LAST_ADMIN =
  'A company must always have at least one admin. Make another member an admin first.';
const NEGATIVE_REMAINING =
  'Remaining days cannot be negative. Lower the manual adjustment or raise the allowance.';

/** The calendar year "now" in UTC; allowances are per calendar year. */
/**
 * Under the company lock: the actor must still be an admin of the company (a concurrent change may just have
 * demoted or removed them), and the target must be a member.
 */
async function lockedTarget(tx: Tx, actor: Member, userId: string) {
  if (!(await lockLiveCompany(tx, actor.companyId))) throw notFound(MEMBER_NOT_FOUND);
  const self = await people.findMember(tx, actor.companyId, actor.userId);
  if (self?.role !== 'admin') throw forbidden('Access denied. Admin privileges required.');
  const target = await people.findMember(tx, actor.companyId, userId);
  if (!target) throw notFound(MEMBER_NOT_FOUND);
  return target;
}

const currentYear = (now = new Date()) => now.getUTCFullYear();

export async function directory(db: Database, companyId: string) {
  return { members: await repo.listMembers(db, companyId) };
}

export async function managedTeam(db: Database, companyId: string): Promise<ManagedTeam> {
  const year = currentYear();
  const [rows, ctx] = await Promise.all([
    repo.listManagedMembers(db, companyId),
    loadCompanyContext(db, companyId),
  ]);
  const used = await usedHolidayDays(
    db,
    companyId,
    rows.map((r) => r.id),
    year,
  );
  const members = await Promise.all(
    rows.map(async (r) => {
      const usedDays = used.get(r.id) ?? 0;
      const week = patternOn(await ctx.scheduleOf(r.id), ctx.today);
      return {
        ...r,
        workWeek: [...week],
        weeklyHours: weeklyTotal(week),
        usedHolidayDays: usedDays,
        remainingHolidayDays: remainingHolidayDays({
          allowance: r.holidayAllowance,
          used: usedDays,
          adjustment: r.manualHolidayAdjustment,
        }),
      };
    }),
  );
  return {
    members,
    totals: {
      members: members.length,
      admins: members.filter((m) => m.role === 'admin').length,
      managers: members.filter((m) => m.role === 'manager').length,
    },
    year,
  };
}

/**
 * Changes a member's role. Nobody changes their own role (spec 6), and the company keeps at least one admin:
 * the check runs under the company lock, so two admins demoting each other at once cannot both succeed.
 */
export async function changeRole(db: Database, actor: Member, userId: string, role: Role) {
  await db.transaction(async (tx) => {
    const target = await lockedTarget(tx, actor, userId);
    if (target.id === actor.userId) throw forbidden('You cannot change your own role.');
    if (wouldRemoveLastAdmin(target.role, role, await people.countAdmins(tx, actor.companyId))) {
      throw conflict(LAST_ADMIN);
    }
    await repo.setRole(tx, actor.companyId, userId, role);
  });
}

export async function setAllowance(
  db: Database,
  companyId: string,
  userId: string,
  input: UpdateAllowanceRequest,
) {
  if (!(await people.findMember(db, companyId, userId))) throw notFound(MEMBER_NOT_FOUND);
  const year = currentYear();
  const used = (await usedHolidayDays(db, companyId, [userId], year)).get(userId) ?? 0;
  const remaining = remainingHolidayDays({
    allowance: input.holidayAllowance,
    used,
    adjustment: input.manualHolidayAdjustment,
  });
  if (remaining < 0) {
    throw new AppError('VALIDATION_FAILED', NEGATIVE_REMAINING, [
      { field: 'manualHolidayAdjustment', message: NEGATIVE_REMAINING },
    ]);
  }
  if (!(await repo.setAllowance(db, companyId, userId, { ...input, holidayAllowanceYear: year }))) {
    throw notFound(MEMBER_NOT_FOUND);
  }
}

/**
 * Removes a member from the company (also the way an admin leaves). The last admin can neither leave nor be
 * removed. The person keeps their account and sees Access Revoked on their next request.
 */
export async function removeMember(db: Database, actor: Member, userId: string) {
  await db.transaction(async (tx) => {
    const target = await lockedTarget(tx, actor, userId);
    if (wouldRemoveLastAdmin(target.role, null, await people.countAdmins(tx, actor.companyId))) {
      throw conflict(LAST_ADMIN);
    }
    await repo.removeFromCompany(tx, actor.companyId, userId);
    await people.closeMembership(tx, actor.companyId, userId);
  });
}
