// The dashboard (spec 000 sections 2, 3, 7 and 9) from one request: the team-wide counts, the viewer's
// holiday allowance and live clock, Recent Absence Requests, Team Presence and the overdue reviews.
//
// The company's context (its row: time zone, absence rules, and its calendar of the last weeks for the
// working days an item has waited, in one query) and the company's rows (one query,
// dashboard.repository.ts) side by side; then, with the context, the viewer's allowance and the viewer's
// clock (the same functions as the Absences and Time Tracking pages, so the cards never disagree with
// those pages).

import { shownAbsenceType } from '@domain/absence-privacy';
import { addDays, isoMonth } from '@domain/calendar';
import type { AllowanceSummary } from '@domain/contracts/absences';
import type { Dashboard, OverdueItem } from '@domain/contracts/dashboard';
import { OVERDUE_LIST_LIMIT, overdueCutoff, overdueLink } from '@domain/dashboard';
import { AppError } from '@domain/errors';
import { instantToLocal, localDateOf } from '@domain/time-entries';
import type { Member } from '../../platform/access';
import type { Db } from '../../platform/db';
import { memberAllowanceSummary } from '../absences/allowance.service';
import { type CompanyContext, loadCompanyContext } from '../context/company-context';
import { clockStatusFromEntries } from '../time-entries/clock.service';
import * as repo from './dashboard.repository';

/** Days of calendar read back from today: far more than 4 working days, whatever the holidays. */
const CALENDAR_DAYS_BACK = 40;

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** The allowance card stays empty when the allowance cannot be computed (spec 000 section 2). */
async function allowanceOrNull(
  db: Db,
  ctx: CompanyContext,
  member: Member,
): Promise<AllowanceSummary | null> {
  try {
    return await memberAllowanceSummary(ctx, db, member.userId);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NOT_FOUND') return null;
    throw e;
  }
}

type DashboardRows = Awaited<ReturnType<typeof repo.dashboardRows>>;

/**
 * The overdue reviews: the count is the company's (every request and timesheet waiting since before the
 * cutoff); the list only what this viewer may open (overdueLink), oldest first.
 */
function overdueReviews(rows: DashboardRows, member: Member, cutoff: string, tz: string) {
  const dateOf = (since: string) => localDateOf(new Date(since), tz);
  const visible: OverdueItem[] = [];
  let count = 0;
  for (const a of rows.pending) {
    const sinceDate = dateOf(a.since);
    if (sinceDate >= cutoff) continue;
    count++;
    const href = overdueLink({ kind: 'absence', userId: a.userId }, member);
    if (!href) continue;
    visible.push({
      kind: 'absence',
      id: a.id,
      absenceType: shownAbsenceType(member, a),
      startDate: a.startDate,
      endDate: a.endDate,
      userId: a.userId,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      waitingSince: iso(a.since),
      sinceDate,
      href,
    });
  }
  for (const t of rows.submitted) {
    const sinceDate = dateOf(t.since);
    if (sinceDate >= cutoff) continue;
    count++;
    const month = isoMonth(t.year, t.month);
    const href = overdueLink({ kind: 'timesheet', userId: t.userId, month }, member);
    if (!href) continue;
    visible.push({
      kind: 'timesheet',
      month,
      userId: t.userId,
      firstName: t.firstName,
      lastName: t.lastName,
      email: t.email,
      waitingSince: iso(t.since),
      sinceDate,
      href,
    });
  }
  visible.sort((x, y) => (x.waitingSince < y.waitingSince ? -1 : x.waitingSince > y.waitingSince ? 1 : 0));
  return { count, visible };
}

/** Team Presence: who is clocked in, since when in the company's zone, and whether on a break. */
function presenceOf(p: DashboardRows['presence'][number], tz: string) {
  const clockIn = new Date(p.clockIn);
  return {
    userId: p.userId,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    avatarUrl: p.avatarUrl,
    since: instantToLocal(clockIn, tz).slice(11),
    clockInAt: clockIn.toISOString(),
    onBreak: p.onBreak,
  };
}

export async function dashboard(db: Db, member: Member): Promise<Dashboard> {
  const now = new Date();
  // The calendar of the last weeks comes with the company row (today in its zone is within a day of UTC's).
  const utcToday = now.toISOString().slice(0, 10);
  const holidaysOf = { from: addDays(utcToday, -CALENDAR_DAYS_BACK - 1), to: addDays(utcToday, 2) };
  // The viewer's entries, those their clock is made of, come with the team's rows.
  const viewer = { userId: member.userId, onlyOwn: member.role === 'employee' };
  const [ctx, rows] = await Promise.all([
    loadCompanyContext(db, member.companyId, { now, holidaysOf, countedYears: true }),
    repo.dashboardRows(db, member.companyId, viewer, now),
  ]);
  const { today, timeZone: tz } = ctx;
  const [holidays, companyWeek, allowance] = await Promise.all([
    ctx.holidayDates(addDays(today, -CALENDAR_DAYS_BACK), addDays(today, 1)),
    ctx.companySchedule(),
    allowanceOrNull(db, ctx, member),
  ]);
  const clock = clockStatusFromEntries(rows.viewerEntries, ctx, now);
  // Waiting since a day before the cutoff = more than 3 working days by today.
  const cutoff = overdueCutoff(today, holidays, undefined, companyWeek);
  const { count: overdueCount, visible } = overdueReviews(rows, member, cutoff, tz);

  return {
    today,
    timeZone: tz,
    stats: {
      totalEmployees: rows.totalEmployees,
      pendingAbsences: rows.pending.length,
      currentlyWorking: rows.presence.length,
      overdueReviews: overdueCount,
    },
    allowance,
    clock,
    // An employee's list holds only their own requests today; the rule still decides what a type shows.
    recentAbsences: rows.recent.map((r) => ({
      ...r,
      absenceType: shownAbsenceType(member, r),
      createdAt: iso(r.createdAt),
    })),
    presence: rows.presence.map((p) => presenceOf(p, tz)),
    overdue: visible.slice(0, OVERDUE_LIST_LIMIT),
  };
}
