// Team Overview (spec 001 section 2.11) and the team calendar (2.10) of one month from one request:
// the days with the company's holidays, and every member with their approved absences and pending requests of
// the month (a pending request is shown hatched: planning sees it before it is decided).
// Two queries side by side: the company's context (its row, with the holidays of the month's year) and the
// team with absences. Each absence's type as the viewer may see it: a colleague's sick, maternity/paternity
// or unpaid leave is "away" for an employee (domain/absence-privacy.ts).

import { shownAbsenceType } from '@domain/absence-privacy';
import { eachDay, monthRange } from '@domain/calendar';
import type { Schedule } from '@domain/contracts/schedule';
import { scheduledHours } from '@domain/work-schedule';
import type { Member } from '../../platform/access';
import type { Db } from '../../platform/db';
import { loadCompanyContext } from '../context/company-context';
import * as repo from './schedule.repository';

export async function monthSchedule(db: Db, viewer: Member, month: string): Promise<Schedule> {
  const { companyId } = viewer;
  const { start, end } = monthRange(month);
  const [ctx, members] = await Promise.all([
    // The bank holidays named in the viewer's language.
    loadCompanyContext(db, companyId, { holidaysOf: { from: start, to: end }, reader: viewer.userId }),
    repo.teamWithAbsences(db, companyId, start, end),
  ]);

  const holidayByDate = new Map<string, string>();
  for (const h of await ctx.holidays(start, end))
    if (!holidayByDate.has(h.date)) holidayByDate.set(h.date, h.name);

  const dates = eachDay(start, end);
  return {
    month,
    today: ctx.today,
    country: ctx.country,
    region: ctx.region,
    days: dates.map((date) => ({ date, holiday: holidayByDate.get(date) ?? null })),
    members: await Promise.all(
      members.map(async (m) => {
        const schedule = await ctx.scheduleOf(m.id);
        return {
          ...m,
          absences: m.absences.map((a) => ({
            ...a,
            absenceType: shownAbsenceType(viewer, { userId: m.id, absenceType: a.absenceType }),
          })),
          scheduledHours: dates.map((d) => scheduledHours(schedule, d)),
        };
      }),
    ),
  };
}
