// Team Overview (spec 001 section 2.11) and the team calendar (2.10) of one month from one request:
// the days with the company's holidays, and every member with their approved absences of the month.
// Two queries side by side: the company's calendar (region and holidays) and the team with absences.

import { eachDay, monthRange, todayIn } from '@domain/calendar';
import type { Schedule } from '@domain/contracts/schedule';
import type { Db } from '../../platform/db';
import { companyCalendar } from '../holidays/holidays.service';
import * as repo from './schedule.repository';

export async function monthSchedule(db: Db, companyId: string, month: string): Promise<Schedule> {
  const { start, end } = monthRange(month);
  const [calendar, members] = await Promise.all([
    companyCalendar(db, companyId, start, end),
    repo.teamWithApprovedAbsences(db, companyId, start, end),
  ]);

  const holidayByDate = new Map<string, string>();
  for (const h of calendar.holidays) if (!holidayByDate.has(h.date)) holidayByDate.set(h.date, h.name);

  return {
    month,
    today: todayIn(calendar.region.timeZone),
    country: calendar.region.country,
    region: calendar.region.region,
    days: eachDay(start, end).map((date) => ({ date, holiday: holidayByDate.get(date) ?? null })),
    members,
  };
}
