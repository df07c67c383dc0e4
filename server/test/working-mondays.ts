// Days for tests that write one-day absences: working Mondays of the test companies' calendar (Barcelona's, the
// schema's default). A Monday that is a bank holiday there (Easter Monday, Whit Monday, 12 October when it falls on a
// Monday) would make a one-day request use no working day and be refused, on some dates the suite runs and not
// others.
import { addDays, type IsoDate, todayIn, weekday } from '@domain/calendar';
import { bankHolidays } from '../modules/holidays/bank-holidays';

/** Today in the test companies' time zone (Europe/Madrid, the schema's default). */
export const today = (): IsoDate => todayIn('Europe/Madrid');

/** Whether the day is a bank holiday of the test companies. */
export const isTestBankHoliday = (date: IsoDate) =>
  bankHolidays('ES', 'barcelona', Number(date.slice(0, 4))).some((h) => h.date === date);

/** The first Monday on or after `date` that is a working day of the test companies. */
export function workingMondayFrom(date: IsoDate): IsoDate {
  let day = date;
  while (weekday(day) !== 1 || isTestBankHoliday(day)) day = addDays(day, 1);
  return day;
}

/** The first working Monday at least `days` days from today (company time). */
export function mondayAfter(days: number): IsoDate {
  return workingMondayFrom(addDays(today(), days));
}

/**
 * `count` working Mondays, each a week or more after the one before, the first at least `days` from today: never
 * the same day twice (counted from today, `mondayAfter(d)` and `mondayAfter(d + 7)` are one day when a bank
 * holiday moves the first a week on, as Easter Monday 2027 does).
 */
export function workingMondays(days: number, count: number): IsoDate[] {
  const mondays = [mondayAfter(days)];
  while (mondays.length < count) mondays.push(workingMondayFrom(addDays(mondays.at(-1)!, 7)));
  return mondays;
}
