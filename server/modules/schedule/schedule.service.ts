// Team Overview (spec 001 section 2.11) and the team calendar (2.10) of one month from one request:
// the days with the company's holidays, and every member with their approved absences of the month.

import { eachDay, monthRange, todayIn } from '@domain/calendar';
import type { Schedule } from '@domain/contracts/schedule';
import type { Db } from '../../platform/db';
import { companyHolidaysBetween, companyRegion } from '../holidays/holidays.service';
import * as repo from './schedule.repository';

export async function monthSchedule(db: Db, companyId: string, month: string): Promise<Schedule> {
  const { start, end } = monthRange(month);
  // The region is read once and handed to the holiday function; the other reads run beside it.
  const regionPromise = companyRegion(db, companyId);
  const [where, members, absences, holidays] = await Promise.all([
    regionPromise,
    repo.teamMembers(db, companyId),
    repo.approvedAbsencesBetween(db, companyId, start, end),
    regionPromise.then((region) => companyHolidaysBetween(db, companyId, start, end, { region })),
  ]);

  const holidayByDate = new Map<string, string>();
  for (const h of holidays) if (!holidayByDate.has(h.date)) holidayByDate.set(h.date, h.name);

  const byUser = new Map<string, Schedule['members'][number]['absences']>();
  for (const { userId, ...absence } of absences) {
    const list = byUser.get(userId);
    if (list) list.push(absence);
    else byUser.set(userId, [absence]);
  }

  return {
    month,
    today: todayIn(where.timeZone),
    country: where.country,
    region: where.region,
    days: eachDay(start, end).map((date) => ({ date, holiday: holidayByDate.get(date) ?? null })),
    members: members.map((m) => ({ ...m, absences: byUser.get(m.id) ?? [] })),
  };
}
