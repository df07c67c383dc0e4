// The live clock of the Time Tracking page and the dashboard: clock in, a break, clock out. Each action
// writes today's entry (or the one still running) and its history in one transaction under the month lock.

import { monthOf, todayIn } from '@domain/calendar';
import { CLOCK_MESSAGES, clockState, clockStep } from '@domain/clock';
import type { ClockAction, ClockStatus } from '@domain/contracts/time-entries';
import { conflict } from '@domain/errors';
import { localDateOf, needsCorrection } from '@domain/time-entries';
import { dayWarnings } from '@domain/work-time-rules';
import type { Member } from '../../platform/access';
import type { Db, Tx } from '../../platform/db';
import { type CompanyContext, loadCompanyContext } from '../context/company-context';
import { historyRow } from './history.service';
import * as repo from './time-entries.repository';
import { CLOCK_IN_SUBMITTED, type TimeEntriesDeps } from './time-entries.service';
import { entryView } from './views.service';
import { lockMonths, type WriteContext, writeContext } from './writes.service';

function clockStatusOf(
  open: repo.EntryRow | null,
  todays: repo.EntryRow | null,
  ctx: { tz: string; today: string },
) {
  const entry = open ?? todays;
  return {
    state: clockState(open, todays !== null),
    entry: entry ? entryView(entry, ctx.tz, dayWarnings(entry)) : null,
    today: ctx.today,
    timeZone: ctx.tz,
  } satisfies ClockStatus;
}

/** The member's clock now; `company` when the caller (the dashboard) has the request's context already. */
export async function clockStatus(db: Db, member: Member, company?: CompanyContext): Promise<ClockStatus> {
  const { timeZone } = company ?? (await loadCompanyContext(db, member.companyId));
  const now = new Date();
  const today = todayIn(timeZone, now);
  const [open, todays] = await Promise.all([
    repo.openEntry(db, member.companyId, member.userId, now),
    repo.entryOfDay(db, member.companyId, member.userId, today),
  ]);
  return clockStatusOf(open, todays, { tz: timeZone, today });
}

type Change = { before: repo.EntryRow | null; after: repo.EntryRow };

/** Clock in: a new entry for today, unless one is running or today already has one. */
async function clockIn(tx: Tx, ctx: WriteContext, open: repo.EntryRow | null, now: Date, today: string) {
  if (open) throw conflict(CLOCK_MESSAGES.alreadyIn);
  if (await repo.entryOfDay(tx, ctx.companyId, ctx.actor.id, today)) throw conflict(CLOCK_MESSAGES.dayDone);
  const values = {
    workDate: localDateOf(now, ctx.tz),
    clockIn: now,
    clockOut: null,
    breakStart: null,
    breakEnd: null,
    totalHours: null,
    notes: null,
  };
  const [row] = await repo.insertEntries(tx, ctx.companyId, ctx.actor.id, [values]);
  if (!row) throw conflict(CLOCK_MESSAGES.dayDone);
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
  if (!open) throw conflict(CLOCK_MESSAGES.notIn);
  const step = clockStep(action, open, now);
  if ('refused' in step) throw conflict(step.refused);
  const { clockIn, clockOut, breakStart, breakEnd, totalHours } = step.entry;
  const values = {
    workDate: open.workDate,
    clockIn,
    clockOut,
    breakStart,
    breakEnd,
    totalHours,
    notes: open.notes,
  };
  const row = await repo.updateEntry(tx, ctx.companyId, open.id, values);
  if (!row) throw conflict(CLOCK_MESSAGES.notIn);
  return { before: open, after: row } satisfies Change;
}

export async function clock(
  deps: TimeEntriesDeps,
  member: Member,
  action: ClockAction,
): Promise<ClockStatus> {
  const ctx = await writeContext(deps.db, member);
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const today = todayIn(ctx.tz, now);
    const before = await repo.openEntry(tx, ctx.companyId, member.userId, now);
    const statuses = await lockMonths(tx, ctx.companyId, member.userId, [before?.workDate ?? today]);
    const open = await repo.openEntry(tx, ctx.companyId, member.userId, now);
    // A new entry in a submitted month waits for an admin: the dialog sends it as a correction request.
    if (action === 'clock_in' && !open && needsCorrection(member.role, statuses.get(monthOf(today)))) {
      throw conflict(CLOCK_IN_SUBMITTED);
    }
    const changed: Change =
      action === 'clock_in'
        ? await clockIn(tx, ctx, open, now, today)
        : await clockOn(tx, ctx, action, open, now);
    const who = { owner: ctx.actor, actor: ctx.actor };
    await repo.insertHistory(tx, ctx.companyId, [
      historyRow(changed.before ? 'update' : 'create', 'clock', who, changed.before, changed.after),
    ]);
    const stillOpen = changed.after.clockOut === null ? changed.after : null;
    return clockStatusOf(stillOpen, stillOpen ? null : changed.after, { tz: ctx.tz, today });
  });
}
