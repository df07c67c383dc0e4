import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, yearOf } from '@domain/calendar';
import type { SampleDataStatus } from '@domain/contracts/sample-data';
import { conflict, notFound } from '@domain/errors';
import {
  SAMPLE_DATA_ALREADY_LOADED,
  SAMPLE_DATA_LOADED,
  SAMPLE_DATA_NONE,
  SAMPLE_DATA_NOT_EMPTY,
  SAMPLE_DATA_REMOVED,
  type SamplePlan,
  sampleEmail,
  samplePlan,
} from '@domain/sample-data';
import { entryTotalHours, resolveDayTimes, resolveEntryTimes } from '@domain/time-entries';
import type { Member } from '../../platform/access';
import type { Database, Tx } from '../../platform/db';
import { loadCompanyContext } from '../context/company-context';
import * as repo from './sample-data.repository';

/**
 * "Explore with sample data" (issue 17, item 10). Everything it creates belongs to a sample person (an
 * account nobody can sign in to, at an example.invalid address, left out of the seat count), so removing
 * the sample people's rows removes exactly what was added, and nothing of a real member is ever touched.
 */
export async function status(db: Database, member: Member): Promise<SampleDataStatus> {
  const set = await repo.sampleSet(db, member.companyId);
  const admin = member.role === 'admin';
  const canLoad = admin && !set && !(await repo.hasActivity(db, member.companyId, member.userId));
  return { loaded: set !== null, canLoad, canRemove: admin && set !== null, people: set?.people ?? 0 };
}

/** The plan's rows: new ids and addresses for the people, each entry's local times as instants. */
function rowsOf(plan: SamplePlan, timeZone: string, admin: string, now: Date) {
  const suffix = randomBytes(4).toString('hex');
  const people = plan.people.map((p) => ({ ...p, id: randomUUID(), email: sampleEmail(p, suffix) }));
  const absences = plan.absences.map((a) => ({
    userId: people[a.person]!.id,
    absenceType: a.absenceType,
    startDate: a.startDate,
    endDate: a.endDate,
    status: a.status,
    approvedBy: a.status === 'approved' ? admin : null,
    approvedAt: a.status === 'approved' ? now : null,
  }));
  const entries: repo.NewSampleEntry[] = [];
  for (const e of plan.entries) {
    const resolved = resolveEntryTimes(resolveDayTimes(e.date, e.times), timeZone);
    // A time the clocks skip or repeat (a daylight-saving Sunday) cannot be a working day's anyway.
    if ('problems' in resolved) continue;
    const { clockIn, clockOut, breaks } = resolved.instants;
    entries.push({
      userId: people[e.person]!.id,
      workDate: e.date,
      clockIn,
      clockOut: clockOut!,
      breaks: breaks.map((b) => ({ start: b.start.toISOString(), end: b.end!.toISOString() })),
      totalHours: entryTotalHours(resolved.instants)!,
    });
  }
  const submitted = plan.submitted.map((m) => ({
    userId: people[m.person]!.id,
    year: Number(m.month.slice(0, 4)),
    month: Number(m.month.slice(5, 7)),
    submittedAt: now,
  }));
  return { people, absences, entries, submitted };
}

/**
 * Loads the sample data in one transaction under the company's row lock: refused when the company already
 * has it (two clicks at once: the second waits for the first and meets its row) or is not empty.
 */
export async function load(db: Database, member: Member, now = new Date()) {
  const ctx = await loadCompanyContext(db, member.companyId, { now });
  const today = ctx.today;
  const holidays = await ctx.holidayDates(addDays(today, -40), addDays(today, 90));
  const plan = samplePlan({
    country: ctx.country,
    today,
    holidays,
    companySchedule: (await ctx.companySchedule()).company,
  });
  const rows = rowsOf(plan, ctx.timeZone, member.userId, now);
  const years = [...new Set([yearOf(plan.joinedOn), yearOf(today)])];
  await db.transaction(async (tx) => {
    await repo.lockCompany(tx, member.companyId);
    if (await repo.sampleSet(tx, member.companyId)) throw conflict(SAMPLE_DATA_ALREADY_LOADED);
    if (await repo.hasActivity(tx, member.companyId, member.userId)) throw conflict(SAMPLE_DATA_NOT_EMPTY);
    if (!(await repo.insertSet(tx, member.companyId, member.userId)))
      throw conflict(SAMPLE_DATA_ALREADY_LOADED);
    await repo.insertPeople(tx, member.companyId, rows.people, plan.joinedOn, years);
    await repo.insertAbsences(tx, member.companyId, rows.absences);
    await repo.insertEntries(tx, member.companyId, rows.entries);
    await repo.insertSubmittedMonths(tx, member.companyId, rows.submitted);
  });
  return {
    message: SAMPLE_DATA_LOADED,
    people: rows.people.length,
    timeEntries: rows.entries.length,
    absences: rows.absences.length,
  };
}

/** Whether a member is one of the company's sample people (they may hold any role but admin). */
export async function isSamplePerson(tx: Tx, companyId: string, userId: string): Promise<boolean> {
  return (await repo.samplePeopleIds(tx, companyId)).includes(userId);
}

/**
 * With the company's deletion (in its transaction, under its lock): sample people have no place in the
 * archive of working-time records a deleted company leaves, so they go at once.
 */
export async function removeWithCompany(tx: Tx, companyId: string) {
  await repo.deleteSampleData(tx, companyId, await repo.samplePeopleIds(tx, companyId));
}

/** Removes the sample people and everything of theirs, in one transaction. */
export async function remove(db: Database, member: Member) {
  await db.transaction(async (tx) => {
    await repo.lockCompany(tx, member.companyId);
    if (!(await repo.sampleSet(tx, member.companyId))) throw notFound(SAMPLE_DATA_NONE);
    await repo.deleteSampleData(tx, member.companyId, await repo.samplePeopleIds(tx, member.companyId));
  });
  return { message: SAMPLE_DATA_REMOVED };
}
