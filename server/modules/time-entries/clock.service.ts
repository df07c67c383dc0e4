// The live clock of the Time Tracking page and the dashboard: clock in, a break, clock out, and clock in
// again later the same day (a new work period: a split shift). Each action writes the running entry (or a
// new one) and its history in one transaction under the month lock.

import { monthOf, todayIn } from '@domain/calendar';
import { CLOCK_TEXTS, clockRefusalText, clockState, clockStep } from '@domain/clock';
import type { ClockAction, ClockStatus } from '@domain/contracts/time-entries';
import { companyNotFound, conflict } from '@domain/errors';
import { instantToLocal, localDateOf, needsCorrection, round2 } from '@domain/time-entries';
import { dayWarnings } from '@domain/work-time-rules';
import type { Member } from '../../platform/access';
import type { Db, Tx } from '../../platform/db';
import type { CompanyContext } from '../context/company-context';
import { historyRow } from './history.service';
import * as repo from './time-entries.repository';
import { CLOCK_IN_SUBMITTED, type TimeEntriesDeps } from './time-entries.service';
import { entryView } from './views.service';
import {
  assertNoOverlap,
  lockMonths,
  refuseOverlapRaces,
  type WriteContext,
  writeContext,
} from './writes.service';

/** The clock: the running entry, and today's finished periods with their hours added up. */
function clockStatusOf(
  open: repo.EntryRow | null,
  todays: readonly repo.EntryRow[],
  ctx: { tz: string; today: string },
) {
  const finished = todays.filter((e) => e.clockOut !== null);
  const time = (d: Date) => instantToLocal(d, ctx.tz).slice(11);
  return {
    state: clockState(open),
    entry: open ? entryView(open, ctx.tz, dayWarnings(open)) : null,
    todayHours: round2(finished.reduce((sum, e) => sum + (e.totalHours ?? 0), 0)),
    todayPeriods: finished.map((e) => `${time(e.clockIn)}–${time(e.clockOut!)}`),
    today: ctx.today,
    timeZone: ctx.tz,
  } satisfies ClockStatus;
}

/** The member's clock now: the company's time zone and the entries the clock is made of, in one statement. */
export async function clockStatus(db: Db, member: Member): Promise<ClockStatus> {
  const now = new Date();
  const rows = await repo.clockRows(db, member.companyId, member.userId, now);
  if (!rows) throw companyNotFound();
  return clockStatusFromEntries(
    rows.entries,
    { timeZone: rows.timeZone, today: todayIn(rows.timeZone, now) },
    now,
  );
}

/**
 * The clock out of the member's entries read with other rows (the dashboard reads them in its one statement):
 * the ones `clockStatus` reads apart picked out by the same rules as repo.openEntry (no clock-out, started in
 * the last 24 hours, the latest) and repo.entriesBetween (today's, in order). `entries` must hold both.
 */
export function clockStatusFromEntries(
  entries: readonly repo.EntryRow[],
  company: Pick<CompanyContext, 'timeZone' | 'today'>,
  now: Date,
): ClockStatus {
  const openSince = now.getTime() - 24 * 3_600_000;
  const open =
    entries
      .filter((e) => e.clockOut === null && e.clockIn.getTime() > openSince)
      .sort((x, y) => y.clockIn.getTime() - x.clockIn.getTime())[0] ?? null;
  const todays = entries
    .filter((e) => e.workDate === company.today)
    .sort((x, y) => x.clockIn.getTime() - y.clockIn.getTime());
  return clockStatusOf(open, todays, { tz: company.timeZone, today: company.today });
}

type Change = { before: repo.EntryRow | null; after: repo.EntryRow };

/**
 * Clock in: a new work period from now, unless one is running. After a clock-out the person clocks in
 * again (a split shift); a period entered by hand that covers now is an overlap, refused with its times.
 */
async function clockIn(tx: Tx, ctx: WriteContext, open: repo.EntryRow | null, now: Date) {
  if (open) throw conflict(CLOCK_TEXTS.alreadyIn);
  await assertNoOverlap(tx, ctx, ctx.actor.id, { clockIn: now, clockOut: null });
  const values = {
    workDate: localDateOf(now, ctx.tz),
    clockIn: now,
    clockOut: null,
    breaks: [],
    totalHours: null,
    notes: null,
  };
  const [row] = await repo.insertEntries(tx, ctx.companyId, ctx.actor.id, [values]);
  if (!row) throw conflict(CLOCK_TEXTS.notIn);
  return { before: null, after: row } satisfies Change;
}

/** A break or clock-out on the running entry (domain/clock.ts `clockStep`). */
async function clockOn(
  tx: Tx,
  ctx: WriteContext,
  action: Exclude<ClockAction, 'clock_in'>,
  open: repo.EntryRow | null,
  now: Date,
) {
  if (!open) throw conflict(CLOCK_TEXTS.notIn);
  const step = clockStep(action, open, now);
  if ('refused' in step) throw conflict(clockRefusalText(step.refused));
  const { clockIn, clockOut, breaks, totalHours } = step.entry;
  const values = {
    workDate: open.workDate,
    clockIn,
    clockOut,
    breaks,
    totalHours,
    notes: open.notes,
  };
  const row = await repo.updateEntry(tx, ctx.companyId, open.id, values);
  if (!row) throw conflict(CLOCK_TEXTS.notIn);
  return { before: open, after: row } satisfies Change;
}

export async function clock(
  deps: TimeEntriesDeps,
  member: Member,
  action: ClockAction,
): Promise<ClockStatus> {
  const ctx = await writeContext(deps.db, member);
  const now = new Date();
  const write = () =>
    deps.db.transaction(async (tx) => {
      const today = todayIn(ctx.tz, now);
      const before = await repo.openEntry(tx, ctx.companyId, member.userId, now);
      const statuses = await lockMonths(tx, ctx.companyId, member.userId, [before?.workDate ?? today]);
      const open = await repo.openEntry(tx, ctx.companyId, member.userId, now);
      // A new entry in a submitted month waits for an admin: the dialog sends it as a correction request.
      if (action === 'clock_in' && !open && needsCorrection(member.role, statuses.get(monthOf(today)))) {
        throw conflict(CLOCK_IN_SUBMITTED);
      }
      const changed: Change =
        action === 'clock_in' ? await clockIn(tx, ctx, open, now) : await clockOn(tx, ctx, action, open, now);
      const who = { owner: ctx.actor, actor: ctx.actor };
      await repo.insertHistory(tx, ctx.companyId, [
        historyRow(changed.before ? 'update' : 'create', 'clock', who, changed.before, changed.after),
      ]);
      const stillOpen = changed.after.clockOut === null ? changed.after : null;
      const todays = await repo.entriesBetween(tx, ctx.companyId, member.userId, today, today);
      return clockStatusOf(stillOpen, todays, { tz: ctx.tz, today });
    });
  return refuseOverlapRaces(deps.db, ctx, member.userId, [{ clockIn: now, clockOut: null }], write);
}
