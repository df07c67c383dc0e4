// The record of every change to a time entry (RDL 8/2019: kept four years, shown to the worker and the
// inspection): what a write keeps of an entry, who changed it and how, and how a day's changes are shown.

import type { DayHistory, EntrySnapshotView } from '@domain/contracts/time-entries';
import { notFound } from '@domain/errors';
import { displayName } from '@domain/people';
import { instantToLocal } from '@domain/time-entries';
import type { Db } from '../../platform/db';
import { loadCompanyContext } from '../context/company-context';
import * as people from '../context/people.service';
import * as repo from './time-entries.repository';
import { EMPLOYEE_NOT_FOUND } from './time-entries.service';

/** What history keeps of an entry: its day, UTC instants (its breaks too), total and notes. */
function snapshot(e: repo.EntryValues) {
  return {
    date: e.workDate,
    clockIn: e.clockIn.toISOString(),
    clockOut: e.clockOut?.toISOString() ?? null,
    breaks: repo.breaksToDb(e.breaks),
    totalHours: e.totalHours,
    notes: e.notes,
  };
}

/**
 * A stored snapshot. Rows written before a period could hold several breaks (migration 0010) keep their
 * one break as `breakStart` / `breakEnd`: the record is never rewritten, so both shapes are read.
 */
type StoredSnapshot = Omit<ReturnType<typeof snapshot>, 'breaks'> & {
  breaks?: { start: string; end: string | null }[];
  breakStart?: string | null;
  breakEnd?: string | null;
};

/** The breaks of a stored snapshot, whichever shape it was written in. */
function snapshotBreaks(s: StoredSnapshot) {
  if (s.breaks) return s.breaks;
  return s.breakStart ? [{ start: s.breakStart, end: s.breakEnd ?? null }] : [];
}

/** Whose record changed, and who changed it. */
export interface Actors {
  owner: repo.PersonRef;
  actor: repo.PersonRef;
}

/** The history row of one change: `before` and `after` are the entry on each side (null when none). */
export function historyRow(
  action: repo.HistoryValues['action'],
  source: repo.HistoryValues['source'],
  who: Actors,
  before: repo.EntryRow | null,
  after: repo.EntryRow | null,
  correctionId: string | null = null,
): repo.HistoryValues {
  const entry = (after ?? before)!;
  return {
    entryId: entry.id,
    userId: entry.userId,
    ownerName: displayName(who.owner),
    workDate: entry.workDate,
    fromWorkDate: before && after && before.workDate !== after.workDate ? before.workDate : null,
    action,
    source,
    before: before ? snapshot(before) : null,
    after: after ? snapshot(after) : null,
    actorId: who.actor.id,
    actorName: displayName(who.actor),
    correctionId,
  };
}

export function snapshotView(value: unknown, tz: string): EntrySnapshotView | null {
  if (!value) return null;
  const s = value as StoredSnapshot;
  const at = (v: string | null) => (v === null ? null : instantToLocal(new Date(v), tz));
  return {
    date: s.date,
    clockIn: instantToLocal(new Date(s.clockIn), tz),
    clockOut: at(s.clockOut),
    breaks: snapshotBreaks(s).map((b) => ({ start: at(b.start)!, end: at(b.end) })),
    totalHours: s.totalHours,
    notes: s.notes,
  };
}

/**
 * Someone whose record the company keeps: a current member, or a former one whose history stayed with
 * the company. Anyone else (another company's people) is not found.
 */
export async function recordOwner(db: Db, companyId: string, userId: string) {
  const person = await people.findMember(db, companyId, userId);
  if (person) return { id: person.id, name: displayName(person), email: person.email, current: true };
  const left = await people.findFormerMember(db, companyId, userId);
  if (left) return { id: left.id, name: displayName(left), email: left.email, current: false };
  const former = await repo.formerMemberName(db, companyId, userId);
  if (former) return { id: userId, name: former, email: null, current: false };
  throw notFound(EMPLOYEE_NOT_FOUND);
}

/** Every change that touched one day of a person, oldest first, with times in the company's zone. */
export async function dayHistory(
  db: Db,
  companyId: string,
  userId: string,
  date: string,
): Promise<DayHistory> {
  const [company] = await Promise.all([
    loadCompanyContext(db, companyId),
    recordOwner(db, companyId, userId),
  ]);
  const rows = await repo.dayHistory(db, companyId, userId, date);
  return {
    date,
    timeZone: company.timeZone,
    items: rows.map((r) => ({
      id: r.id,
      entryId: r.entryId,
      action: r.action,
      source: r.source,
      changedAt: r.changedAt.toISOString(),
      actor: { id: r.actorId, name: r.actorName },
      before: snapshotView(r.before, company.timeZone),
      after: snapshotView(r.after, company.timeZone),
      correctionId: r.correctionId,
    })),
  };
}
