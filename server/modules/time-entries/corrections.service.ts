// Correction requests (RDL 8/2019): a non-admin's change to a day of a submitted month waits for an
// admin, who approves it (the entry changes then, with history) or rejects it with a reason.

import type { EntryWriteResponse } from '@domain/contracts/time-entries';
import { conflict, notFound } from '@domain/errors';
import { entryTotalHours, instantToLocal, localDateOf } from '@domain/time-entries';
import type { Member } from '../../platform/access';
import type { Tx } from '../../platform/db';
import * as people from '../context/people.service';
import { type Actors, historyRow } from './history.service';
import { correctionDecisionEmail, correctionRequestedEmail } from './time-entries.emails';
import * as repo from './time-entries.repository';
import {
  CORRECTION_DECIDED,
  CORRECTION_NOT_FOUND,
  CORRECTION_PENDING,
  EMPLOYEE_NOT_FOUND,
  type TimeEntriesDeps,
} from './time-entries.service';
import { correctionView } from './views.service';
import {
  assertNoOverlap,
  lockMonths,
  refuseOverlapRaces,
  type WriteContext,
  writeContext,
} from './writes.service';

const ENTRY_CHANGED = /*i18n*/ {
  id: 'errors.timeEntries.entryChanged',
  message: 'The time entry changed after this request was made. Reject it and ask for a new one.',
};

/** The requested times as the admins' e-mail shows them: "08:00–16:00, break 12:00–12:30, break 15:00–15:15". */
function proposedTimes(values: repo.EntryValues | null, tz: string): string | null {
  if (!values) return null;
  const time = (d: Date) => instantToLocal(d, tz).slice(11);
  return [
    `${time(values.clockIn)}–${values.clockOut ? time(values.clockOut) : '…'}`,
    ...values.breaks.map((b) => `break ${time(b.start)}–${b.end ? time(b.end) : '…'}`),
  ].join(', ');
}

/** Records the request (one pending per day) and e-mails the admins; the entry does not change. */
export async function requestCorrection(
  deps: TimeEntriesDeps,
  tx: Tx,
  ctx: WriteContext,
  request: { action: 'create' | 'update' | 'delete'; entryId: string | null; workDate: string },
  values: repo.EntryValues | null,
): Promise<EntryWriteResponse> {
  const id = await repo.insertCorrection(tx, ctx.companyId, {
    userId: ctx.actor.id,
    entryId: request.entryId,
    workDate: request.workDate,
    action: request.action,
    clockIn: values?.clockIn ?? null,
    clockOut: values?.clockOut ?? null,
    breaks: values?.breaks ?? [],
    notes: values?.notes ?? null,
  });
  if (!id) throw conflict(CORRECTION_PENDING);
  const proposed = proposedTimes(values, ctx.tz);
  for (const admin of await people.membersWithRoles(tx, ctx.companyId, ['admin'])) {
    await deps.notify(tx, admin, 'requests', (unsubscribe) =>
      correctionRequestedEmail({
        to: admin,
        requester: ctx.actor,
        action: request.action,
        date: request.workDate,
        proposed,
        appUrl: deps.appUrl,
        userId: ctx.actor.id,
        unsubscribe,
      }),
    );
  }
  const row = await repo.findCorrection(tx, ctx.companyId, id);
  return { outcome: 'correction_requested', entry: null, correction: correctionView(row!, ctx.tz) };
}

/** The entry a correction asks for (its day is the local date of its clock-in), or null for a deletion. */
function requestedValues(c: repo.CorrectionRow, day: string): repo.EntryValues | null {
  if (!c.clockIn) return null;
  const instants = { clockIn: c.clockIn, clockOut: c.clockOut, breaks: c.breaks };
  return { workDate: day, ...instants, totalHours: entryTotalHours(instants), notes: c.notes };
}

/** Makes the requested change to the entry, with its history row (source "correction"). */
async function applyCorrection(tx: Tx, ctx: WriteContext, c: repo.CorrectionRow, day: string, who: Actors) {
  const values = requestedValues(c, day);
  if (c.action === 'create') {
    await assertNoOverlap(tx, ctx, c.userId, values!);
    const [row] = await repo.insertEntries(tx, ctx.companyId, c.userId, [values!]);
    if (!row) throw conflict(ENTRY_CHANGED);
    await repo.insertHistory(tx, ctx.companyId, [historyRow('create', 'correction', who, null, row, c.id)]);
    return;
  }
  const current = c.entryId ? await repo.findEntry(tx, ctx.companyId, c.entryId) : null;
  if (!current || current.userId !== c.userId) throw conflict(ENTRY_CHANGED);
  if (c.action === 'update') {
    await assertNoOverlap(tx, ctx, c.userId, values!, current.id);
    const row = await repo.updateEntry(tx, ctx.companyId, current.id, values!);
    if (!row) throw conflict(ENTRY_CHANGED);
    await repo.insertHistory(tx, ctx.companyId, [
      historyRow('update', 'correction', who, current, row, c.id),
    ]);
    return;
  }
  const [row] = await repo.deleteEntries(tx, ctx.companyId, [current.id]);
  if (!row) throw conflict(ENTRY_CHANGED);
  await repo.insertHistory(tx, ctx.companyId, [historyRow('delete', 'correction', who, row, null, c.id)]);
}

type Decision = { status: 'approved'; reason: null } | { status: 'rejected'; reason: string };

/** Records the decision on a pending request (conditional: a second decision finds it decided). */
async function recordDecision(tx: Tx, ctx: WriteContext, member: Member, id: string, decision: Decision) {
  const done = await repo.decideCorrection(tx, ctx.companyId, id, {
    status: decision.status,
    decidedBy: member.userId,
    rejectionReason: decision.reason,
  });
  if (!done) throw conflict(CORRECTION_DECIDED);
}

/** E-mails the person who asked (unless they turned decision e-mails off) and answers the request. */
async function answerDecision(
  deps: TimeEntriesDeps,
  tx: Tx,
  ctx: WriteContext,
  c: repo.CorrectionRow,
  owner: people.MemberRow | null,
  decision: Decision,
) {
  if (owner) {
    await deps.notify(tx, owner, 'decisions', (unsubscribe) =>
      correctionDecisionEmail({
        to: owner,
        decidedBy: ctx.actor,
        date: c.workDate,
        decision: decision.status,
        reason: decision.reason,
        appUrl: deps.appUrl,
        unsubscribe,
      }),
    );
  }
  return { correction: correctionView((await repo.findCorrection(tx, ctx.companyId, c.id))!, ctx.tz) };
}

export async function approveCorrection(deps: TimeEntriesDeps, member: Member, id: string) {
  const ctx = await writeContext(deps.db, member);
  const asked = await repo.findCorrection(deps.db, ctx.companyId, id);
  const ranges = asked?.clockIn ? [{ clockIn: asked.clockIn, clockOut: asked.clockOut }] : [];
  const write = () =>
    deps.db.transaction(async (tx) => {
      const first = await repo.findCorrection(tx, ctx.companyId, id);
      if (!first) throw notFound(CORRECTION_NOT_FOUND);
      const newDay = first.clockIn ? localDateOf(first.clockIn, ctx.tz) : first.workDate;
      await lockMonths(tx, ctx.companyId, first.userId, [first.workDate, newDay]);
      const c = await repo.findCorrection(tx, ctx.companyId, id);
      if (c?.status !== 'pending') throw conflict(CORRECTION_DECIDED);
      const owner = await people.findMember(tx, ctx.companyId, c.userId);
      if (!owner) throw await people.notAMemberError(tx, ctx.companyId, c.userId, EMPLOYEE_NOT_FOUND);
      await applyCorrection(tx, ctx, c, newDay, { owner, actor: ctx.actor });
      const decision = { status: 'approved', reason: null } as const;
      await recordDecision(tx, ctx, member, id, decision);
      return answerDecision(deps, tx, ctx, c, owner, decision);
    });
  return refuseOverlapRaces(deps.db, ctx, asked?.userId ?? member.userId, ranges, write);
}

export async function rejectCorrection(deps: TimeEntriesDeps, member: Member, id: string, reason: string) {
  const ctx = await writeContext(deps.db, member);
  return deps.db.transaction(async (tx) => {
    const c = await repo.findCorrection(tx, ctx.companyId, id);
    if (!c) throw notFound(CORRECTION_NOT_FOUND);
    // A former member's records are read-only: their pending corrections stay as they are.
    const owner = await people.findMember(tx, ctx.companyId, c.userId);
    if (!owner) throw await people.notAMemberError(tx, ctx.companyId, c.userId, EMPLOYEE_NOT_FOUND);
    const decision = { status: 'rejected', reason } as const;
    await recordDecision(tx, ctx, member, id, decision);
    return answerDecision(deps, tx, ctx, c, owner, decision);
  });
}
