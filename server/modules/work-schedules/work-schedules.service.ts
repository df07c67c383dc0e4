// Work schedules (issue 14, part A): the company's default week and each person's, with the date each
// pattern starts. A request's company context brings every pattern with the company row
// (context/company-context.ts); a write that must read a person's history inside its transaction reads it here
// (`scheduleOf`). Everything counts with domain/work-schedule.ts, so every screen follows the same week.

import { isoMonth } from '@domain/calendar';
import type {
  CompanyWorkSchedule,
  MemberWorkSchedule,
  SetCompanyWorkScheduleRequest,
  SetMemberWorkScheduleRequest,
} from '@domain/contracts/work-schedules';
import { notFound, validationFailed } from '@domain/errors';
import {
  type ClosedMonth,
  type CompanyScheduleRow,
  companyPatternOn,
  earliestScheduleStart,
  type MemberScheduleRow,
  patternOn,
  scheduleStartText,
  suggestedScheduleStart,
  type WorkScheduleHistory,
} from '@domain/work-schedule';
import type { Member } from '../../platform/access';
import type { Db } from '../../platform/db';
import { readAll } from '../../platform/reads';
import { loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import * as repo from './work-schedules.repository';

const MEMBER_NOT_FOUND = /*i18n*/ { id: 'errors.workSchedules.memberNotFound', message: 'Member not found' };

/** The schedule history of each person (people without rows follow the company), read in one query. */
export async function schedulesOf(
  db: Db,
  companyId: string,
  userIds: readonly string[],
): Promise<Map<string, WorkScheduleHistory>> {
  const { company, member: rows } = await repo.scheduleRows(db, companyId, userIds);
  const byUser = new Map<string, MemberScheduleRow[]>(userIds.map((id) => [id, []]));
  for (const { userId, ...row } of rows) byUser.get(userId)?.push(row);
  return new Map(userIds.map((id) => [id, { company, member: byUser.get(id) ?? [] }]));
}

/** One person's schedule history. */
export async function scheduleOf(db: Db, companyId: string, userId: string): Promise<WorkScheduleHistory> {
  return (await schedulesOf(db, companyId, [userId])).get(userId)!;
}

async function closedMonth(db: Db, companyId: string, userId?: string): Promise<ClosedMonth | null> {
  const row = await repo.latestClosedMonth(db, companyId, userId);
  return row ? { month: isoMonth(row.year, row.month), status: row.status } : null;
}

async function companyView(db: Db, companyId: string): Promise<CompanyWorkSchedule> {
  // The company's rows come with its context (company-context.ts).
  const [ctx, closed] = await readAll(db, [
    () => loadCompanyContext(db, companyId),
    () => closedMonth(db, companyId),
  ]);
  const history = (await ctx.companySchedule()).company;
  return {
    current: [...companyPatternOn(history, ctx.today)],
    history: history.map((r) => ({ startsOn: r.startsOn, hours: [...r.hours] })),
    earliestStart: earliestScheduleStart(closed),
    suggestedStart: suggestedScheduleStart(ctx.today, closed),
  };
}

async function memberView(db: Db, companyId: string, userId: string): Promise<MemberWorkSchedule> {
  const [ctx, closed] = await readAll(db, [
    () => loadCompanyContext(db, companyId),
    () => closedMonth(db, companyId, userId),
  ]);
  const history = await ctx.scheduleOf(userId);
  const own = history.member.filter((r) => r.startsOn <= ctx.today).at(-1);
  const row = (r: CompanyScheduleRow) => ({ startsOn: r.startsOn, hours: [...r.hours] });
  return {
    userId,
    current: [...patternOn(history, ctx.today)],
    followsCompany: !own?.hours,
    history: history.member.map((r) => ({ startsOn: r.startsOn, hours: r.hours ? [...r.hours] : null })),
    company: history.company.map(row),
    earliestStart: earliestScheduleStart(closed),
    suggestedStart: suggestedScheduleStart(ctx.today, closed),
  };
}

/** GET the company default: any member may read it. */
export const readCompanySchedule = (db: Db, member: Member) => companyView(db, member.companyId);

/** GET a person's pattern: their own, or anyone's for a manager or an admin (others: not found). */
export async function readMemberSchedule(db: Db, viewer: Member, userId: string) {
  if (viewer.userId !== userId && viewer.role === 'employee') throw notFound(MEMBER_NOT_FOUND);
  if (!(await people.findMember(db, viewer.companyId, userId))) throw notFound(MEMBER_NOT_FOUND);
  return memberView(db, viewer.companyId, userId);
}

/**
 * A new company default from a date. It changes the figures of everyone who follows the default, so it may
 * not start inside or before anyone's submitted or approved month.
 */
export async function setCompanySchedule(db: Db, companyId: string, input: SetCompanyWorkScheduleRequest) {
  await db.transaction(async (tx) => {
    const problem = scheduleStartText(input.startsOn, await closedMonth(tx, companyId));
    if (problem) throw validationFailed(problem, [{ field: 'startsOn', message: problem }]);
    await repo.putCompanyRow(tx, companyId, input.startsOn, input.hours);
  });
  return companyView(db, companyId);
}

/** A new pattern for a person from a date (null hours: the company default), never inside a closed month. */
export async function setMemberSchedule(
  db: Db,
  companyId: string,
  userId: string,
  input: SetMemberWorkScheduleRequest,
) {
  await db.transaction(async (tx) => {
    // The person's row lock keeps two changes of one person in order.
    if (!(await people.lockMember(tx, companyId, userId))) throw notFound(MEMBER_NOT_FOUND);
    const problem = scheduleStartText(input.startsOn, await closedMonth(tx, companyId, userId));
    if (problem) throw validationFailed(problem, [{ field: 'startsOn', message: problem }]);
    await repo.putMemberRow(tx, companyId, userId, input.startsOn, input.hours);
  });
  return memberView(db, companyId, userId);
}
