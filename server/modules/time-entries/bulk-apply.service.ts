// Bulk Apply and Clear Month (spec 2.6): the same times on the chosen days of the own month (a day with
// any work period counts as filled), or every entry of it removed. Each is one transaction under the person's month lock, with a history row per entry.

import type { BulkApplyRequest } from '@domain/contracts/time-entries';
import { AppError, conflict, validationFailed } from '@domain/errors';
import {
  bulkDayTimes,
  bulkLocalTimeText,
  bulkTimesProblem,
  entryTotalHours,
  resolveDayTimes,
  resolveEntryTimes,
} from '@domain/time-entries';
import { bulkApplyDays, timesheetDays } from '@domain/timesheets';
import type { Member } from '../../platform/access';
import { historyRow } from './history.service';
import * as repo from './time-entries.repository';
import { MONTH_SUBMITTED, type TimeEntriesDeps } from './time-entries.service';
import { monthParts } from './views.service';
import {
  assertNoOverlap,
  lockMonths,
  refuseOverlapRaces,
  throwProblems,
  writeContext,
} from './writes.service';

/** Bulk Apply's field of an entry's time. */
const BULK_FIELDS: Record<string, string> = { 'breaks.0.start': 'breakStart', 'breaks.0.end': 'breakEnd' };

/**
 * The entry of each day from the times of the request, in the company's zone; checked. A time that does
 * not exist or happens twice on a day it would fill (a daylight-saving Sunday) refuses the whole apply with
 * a message naming the day: Bulk Apply cannot ask per day, and skipping the day silently would hide it.
 */
function bulkValues(body: BulkApplyRequest, days: string[], tz: string): repo.EntryValues[] {
  const times = bulkDayTimes(body);
  return days.map((date) => {
    const resolved = resolveEntryTimes(resolveDayTimes(date, times), tz);
    if ('problems' in resolved) {
      const fields = resolved.problems.map((p) => ({
        field: BULK_FIELDS[p.field] ?? p.field,
        message: bulkLocalTimeText(p, tz),
      }));
      throw validationFailed(fields[0]!.message, fields);
    }
    const { instants } = resolved;
    throwProblems(instants);
    return { workDate: date, ...instants, totalHours: entryTotalHours(instants), notes: null };
  });
}

export async function bulkApply(deps: TimeEntriesDeps, member: Member, body: BulkApplyRequest) {
  const problem = bulkTimesProblem(body);
  if (problem) throw validationFailed(problem, [{ field: 'clockOut', message: problem }]);
  const range = monthParts(body.month);
  const ctx = await writeContext(deps.db, member, { holidaysOf: { from: range.start, to: range.end } });
  const holidays = await ctx.company.holidays(range.start, range.end);

  let planned: repo.EntryValues[] = [];
  const write = () =>
    deps.db.transaction(async (tx) => {
      const statuses = await lockMonths(tx, ctx.companyId, member.userId, [range.start]);
      if (statuses.get(body.month) === 'submitted') throw conflict(MONTH_SUBMITTED);
      const data = await repo.personMonth(tx, ctx.companyId, member.userId, range);
      if (!data)
        throw new AppError(
          'NO_COMPANY',
          /*i18n*/ { id: 'errors.noCompany', message: 'No longer associated with any company' },
        );
      const days = timesheetDays({
        month: body.month,
        holidays,
        absences: data.absences,
        entries: data.entries.map((e) => ({ date: e.workDate })),
        schedule: await ctx.company.scheduleOf(member.userId),
      });
      const values = bulkValues(
        body,
        bulkApplyDays(days, body).map((d) => d.date),
        ctx.tz,
      );
      planned = values;
      const who = { owner: ctx.actor, actor: ctx.actor };
      const replaced = body.onlyEmptyDays ? [] : data.entries.map((e) => e.id);
      const deleted = await repo.deleteEntries(tx, ctx.companyId, replaced);
      // An entry the month keeps (a night shift from the day before the month) must not overlap a new one.
      for (const v of values) await assertNoOverlap(tx, ctx, member.userId, v);
      const created = await repo.insertEntries(tx, ctx.companyId, member.userId, values);
      await repo.insertHistory(tx, ctx.companyId, [
        ...deleted.map((row) => historyRow('delete', 'bulk_apply', who, row, null)),
        ...created.map((row) => historyRow('create', 'bulk_apply', who, null, row)),
      ]);
      return { created: created.length, deleted: deleted.length };
    });
  return refuseOverlapRaces(deps.db, ctx, member.userId, planned, write);
}

export async function clearMonth(deps: TimeEntriesDeps, member: Member, month: string) {
  const ctx = await writeContext(deps.db, member);
  const range = monthParts(month);
  return deps.db.transaction(async (tx) => {
    const statuses = await lockMonths(tx, ctx.companyId, member.userId, [range.start]);
    if (statuses.get(month) === 'submitted') throw conflict(MONTH_SUBMITTED);
    const entries = await repo.entriesBetween(tx, ctx.companyId, member.userId, range.start, range.end);
    const deleted = await repo.deleteEntries(
      tx,
      ctx.companyId,
      entries.map((e) => e.id),
    );
    const who = { owner: ctx.actor, actor: ctx.actor };
    await repo.insertHistory(
      tx,
      ctx.companyId,
      deleted.map((row) => historyRow('delete', 'clear_month', who, row, null)),
    );
    return { deleted: deleted.length };
  });
}
