import { yearOf } from '@domain/calendar';
import type { ManagedTeam, UpdateAllowanceRequest } from '@domain/contracts/team';
import { conflict, forbidden, notFound } from '@domain/errors';
import { wouldRemoveLastAdmin } from '@domain/people';
import type { Role } from '@domain/roles';
import { SAMPLE_PERSON_NOT_ADMIN } from '@domain/sample-data';
import { patternOn, weeklyTotal } from '@domain/work-schedule';
import type { Member } from '../../platform/access';
import type { Database, Tx } from '../../platform/db';
import { allowanceSummary, balancesOfMembers, setYearEntitlement } from '../absences/allowance.service';
import { lockLiveCompany } from '../company/company.repository';
import { loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import { isSamplePerson } from '../sample-data/sample-data.service';
import * as repo from './team.repository';

export const MEMBER_NOT_FOUND = /*i18n*/ {
  id: 'errors.teamMemberNotFound',
  message: 'Team member not found',
};
export const LAST_ADMIN = /*i18n*/ {
  id: 'errors.lastAdmin',
  message: 'A company must always have at least one admin. Make another member an admin first.',
};
/**
 * Under the company lock: the actor must still be an admin of the company (a concurrent change may just have
 * demoted or removed them), and the target must be a member.
 */
async function lockedTarget(tx: Tx, actor: Member, userId: string) {
  if (!(await lockLiveCompany(tx, actor.companyId))) throw notFound(MEMBER_NOT_FOUND);
  const self = await people.findMember(tx, actor.companyId, actor.userId);
  if (self?.role !== 'admin')
    throw forbidden(
      /*i18n*/ { id: 'errors.adminOnly', message: 'Access denied. Admin privileges required.' },
    );
  const target = await people.findMember(tx, actor.companyId, userId);
  if (!target) throw notFound(MEMBER_NOT_FOUND);
  return target;
}

export async function directory(db: Database, companyId: string) {
  return { members: await repo.listMembers(db, companyId) };
}

/**
 * Settings → Team: the members with their work week and the holiday balance of a year (default: the company's
 * current year), by the function every screen uses (domain/allowance.ts holidayBalance), carry-over and
 * pro-rata included.
 */
export async function managedTeam(db: Database, companyId: string, year?: number): Promise<ManagedTeam> {
  const ctx = await loadCompanyContext(db, companyId);
  const shown = year ?? yearOf(ctx.today);
  const rows = await repo.listManagedMembers(db, companyId);
  const balances = await balancesOfMembers(db, ctx, rows, shown);
  const members = await Promise.all(
    rows.map(async (r) => {
      const b = balances.get(r.id)!;
      const week = patternOn(await ctx.scheduleOf(r.id), ctx.today);
      return {
        ...r,
        workWeek: [...week],
        weeklyHours: weeklyTotal(week),
        holidayAllowance: b.annualAllowance,
        manualHolidayAdjustment: b.adjustment,
        entitledHolidayDays: b.allowance,
        carriedOverHolidayDays: b.carriedOver,
        usedHolidayDays: b.usedDays,
        remainingHolidayDays: b.remainingDays,
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
    year: shown,
  };
}

/** A member's balance of a year (the allowance editor of Settings → Team). */
export async function memberAllowance(db: Database, companyId: string, userId: string, year?: number) {
  if (!(await people.findMember(db, companyId, userId))) throw notFound(MEMBER_NOT_FOUND);
  return allowanceSummary(db, await loadCompanyContext(db, companyId), userId, year);
}

/**
 * Changes a member's role. Nobody changes their own role (spec 6), and the company keeps at least one admin:
 * the check runs under the company lock, so two admins demoting each other at once cannot both succeed.
 */
export async function changeRole(db: Database, actor: Member, userId: string, role: Role) {
  await db.transaction(async (tx) => {
    const target = await lockedTarget(tx, actor, userId);
    if (target.id === actor.userId)
      throw forbidden(/*i18n*/ { id: 'errors.team.ownRole', message: 'You cannot change your own role.' });
    if (wouldRemoveLastAdmin(target.role, role, await people.countAdmins(tx, actor.companyId))) {
      throw conflict(LAST_ADMIN);
    }
    // An admin who is not a real person could be left the only one (the real admin leaves): never.
    if (role === 'admin' && (await isSamplePerson(tx, actor.companyId, userId))) {
      throw conflict(SAMPLE_PERSON_NOT_ADMIN);
    }
    await people.setRole(tx, actor.companyId, userId, role);
  });
}

/** Sets a member's allowance and adjustment of one year (default: this year), checked against the balance. */
export async function setAllowance(
  db: Database,
  actor: Member,
  userId: string,
  input: UpdateAllowanceRequest,
) {
  const year = input.year ?? yearOf((await loadCompanyContext(db, actor.companyId)).today);
  const edit = {
    allowance: input.holidayAllowance,
    adjustment: input.manualHolidayAdjustment,
    proRata: input.proRata,
  };
  if (!(await setYearEntitlement(db, actor, userId, year, edit))) throw notFound(MEMBER_NOT_FOUND);
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
    // The seat is freed: the membership ends today. Rows the person created (absences, time entries) keep
    // their company_id, so they stay with the company's records.
    await people.closeMembership(tx, actor.companyId, userId);
  });
}
