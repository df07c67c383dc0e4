// Single entries: the time entry dialog adds, changes and deletes one work period of a day (a day may hold
// several). Each write runs in one transaction under the person's month lock and never overlaps another
// of the person's entries; a non-admin's change to any day of a submitted month becomes a correction
// request instead.

import { monthOf } from '@domain/calendar';
import type { EntryWriteResponse, TimeEntryRequest } from '@domain/contracts/time-entries';
import { notFound } from '@domain/errors';
import { needsCorrection } from '@domain/time-entries';
import type { Member } from '../../platform/access';
import type { Tx } from '../../platform/db';
import { requestCorrection } from './corrections.service';
import { historyRow } from './history.service';
import * as repo from './time-entries.repository';
import { ENTRY_NOT_FOUND, type TimeEntriesDeps } from './time-entries.service';
import {
  assertNoOverlap,
  entryValues,
  entryWithWarnings,
  lockMonths,
  refuseOverlapRaces,
  writeContext,
} from './writes.service';

/** Whether a change to `day` waits for an admin, given the locked months' statuses. */
const waits = (member: Member, statuses: Map<string, string | null>, day: string) =>
  needsCorrection(member.role, statuses.get(monthOf(day)));

export async function createEntry(
  deps: TimeEntriesDeps,
  member: Member,
  body: TimeEntryRequest,
): Promise<EntryWriteResponse> {
  const ctx = await writeContext(deps.db, member);
  const values = entryValues(body, ctx);
  const write = () =>
    deps.db.transaction(async (tx): Promise<EntryWriteResponse> => {
      const statuses = await lockMonths(tx, ctx.companyId, member.userId, [values.workDate]);
      await assertNoOverlap(tx, ctx, member.userId, values);
      if (waits(member, statuses, values.workDate)) {
        const request = { action: 'create', entryId: null, workDate: values.workDate } as const;
        return requestCorrection(deps, tx, ctx, request, values);
      }
      const [row] = await repo.insertEntries(tx, ctx.companyId, member.userId, [values]);
      if (!row) throw notFound(ENTRY_NOT_FOUND);
      const who = { owner: ctx.actor, actor: ctx.actor };
      await repo.insertHistory(tx, ctx.companyId, [historyRow('create', 'manual', who, null, row)]);
      return { outcome: 'saved', entry: await entryWithWarnings(tx, ctx, row), correction: null };
    });
  return refuseOverlapRaces(deps.db, ctx, member.userId, [values], write);
}

/** Reads the member's own entry; another person's (or company's) is not found. */
async function ownEntry(tx: Tx, member: Member, id: string) {
  const row = await repo.findEntry(tx, member.companyId, id);
  if (!row || row.userId !== member.userId) throw notFound(ENTRY_NOT_FOUND);
  return row;
}

export async function updateEntry(
  deps: TimeEntriesDeps,
  member: Member,
  id: string,
  body: TimeEntryRequest,
): Promise<EntryWriteResponse> {
  const ctx = await writeContext(deps.db, member);
  const values = entryValues(body, ctx);
  const write = () =>
    deps.db.transaction(async (tx): Promise<EntryWriteResponse> => {
      const first = await ownEntry(tx, member, id);
      const statuses = await lockMonths(tx, ctx.companyId, member.userId, [first.workDate, values.workDate]);
      const current = await ownEntry(tx, member, id);
      await assertNoOverlap(tx, ctx, member.userId, values, id);
      const touched = [current.workDate, values.workDate];
      if (touched.some((day) => waits(member, statuses, day))) {
        const request = { action: 'update', entryId: id, workDate: current.workDate } as const;
        return requestCorrection(deps, tx, ctx, request, values);
      }
      const row = await repo.updateEntry(tx, ctx.companyId, id, values);
      if (!row) throw notFound(ENTRY_NOT_FOUND);
      const who = { owner: ctx.actor, actor: ctx.actor };
      await repo.insertHistory(tx, ctx.companyId, [historyRow('update', 'manual', who, current, row)]);
      return { outcome: 'saved', entry: await entryWithWarnings(tx, ctx, row), correction: null };
    });
  return refuseOverlapRaces(deps.db, ctx, member.userId, [values], write);
}

export async function deleteEntry(
  deps: TimeEntriesDeps,
  member: Member,
  id: string,
): Promise<EntryWriteResponse> {
  const ctx = await writeContext(deps.db, member);
  return deps.db.transaction(async (tx): Promise<EntryWriteResponse> => {
    const first = await ownEntry(tx, member, id);
    const statuses = await lockMonths(tx, ctx.companyId, member.userId, [first.workDate]);
    const current = await ownEntry(tx, member, id);
    if (waits(member, statuses, current.workDate)) {
      const request = { action: 'delete', entryId: id, workDate: current.workDate } as const;
      return requestCorrection(deps, tx, ctx, request, null);
    }
    const [deleted] = await repo.deleteEntries(tx, ctx.companyId, [id]);
    if (!deleted) throw notFound(ENTRY_NOT_FOUND);
    const who = { owner: ctx.actor, actor: ctx.actor };
    await repo.insertHistory(tx, ctx.companyId, [historyRow('delete', 'manual', who, deleted, null)]);
    return { outcome: 'deleted', entry: null, correction: null };
  });
}
