// The company's days off. `companyHolidaysBetween` is the one answer to "which days are holidays for
// this company between two dates": every screen (absences, schedule, calendar feed, Preferences) and
// the day counting use it.

import { daysInclusive, type IsoDate, todayIn, yearOf } from '@domain/calendar';
import type {
  CompanyHoliday,
  CompanyHolidayEntry,
  HolidayManager,
  HolidayRegionRequest,
} from '@domain/contracts/holidays';
import { MAX_HOLIDAY_RANGE_DAYS } from '@domain/contracts/holidays';
import { companyNotFound, notFound, validationFailed } from '@domain/errors';
import { type CountryCode, defaultTimeZone, isSupportedRegion } from '@domain/holidays/regions';
import { effectiveLocale, type Locale } from '@domain/i18n/locales';
import type { Member } from '../../platform/access';
import type { Db } from '../../platform/db';
import { memberLocale } from '../../platform/request-locale';
import { type BankHoliday, bankHolidayNames, bankHolidays, calendarStatus } from './bank-holidays';
import * as repo from './holidays.repository';

export type { CompanyRegion, HolidayRows } from './holidays.repository';

const HOLIDAY_NOT_FOUND = /*i18n*/ { id: 'errors.holidays.notFound', message: 'Holiday not found' };

/** The company's country and region (always a supported pair: they are validated when saved). */
async function companyRegion(db: Db, companyId: string): Promise<repo.CompanyRegion> {
  const region = await repo.findCompanyRegion(db, companyId);
  if (!region) throw companyNotFound();
  return region;
}

function bankHolidaysBetween(
  country: string,
  region: string,
  from: IsoDate,
  to: IsoDate,
  locale: Locale = 'en',
): BankHoliday[] {
  if (!isSupportedRegion(country, region)) return [];
  const out: BankHoliday[] = [];
  for (let year = yearOf(from); year <= yearOf(to); year++) {
    const names = locale === 'en' ? null : bankHolidayNames(country as CountryCode, region, year, locale);
    for (const day of bankHolidays(country as CountryCode, region, year)) {
      if (day.date >= from && day.date <= to)
        out.push(names ? { ...day, name: names.get(day.date) ?? day.name } : day);
    }
  }
  return out;
}

/**
 * The company's holidays from `from` to `to` (inclusive), by date: the bank holidays of its country and
 * region minus those it disabled (with its custom names), plus its active company holidays of the rows.
 */
export function calendarOf(
  where: { country: string; region: string },
  rows: repo.HolidayRows,
  from: IsoDate,
  to: IsoDate,
  /** The language of the bank holidays' names (a company's own names are as it wrote them). */
  locale: Locale = 'en',
): CompanyHoliday[] {
  if (from > to) return [];
  const byKey = new Map(rows.overrides.map((o) => [o.holidayKey, o]));
  const holidays: CompanyHoliday[] = [];
  for (const day of bankHolidaysBetween(where.country, where.region, from, to, locale)) {
    const override = byKey.get(day.key);
    if (override && !override.isActive) continue;
    holidays.push({ date: day.date, name: override?.customName ?? day.name, kind: 'bank', scope: day.scope });
  }
  for (const day of rows.own) holidays.push({ date: day.date, name: day.name, kind: 'company', scope: null });
  holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return holidays;
}

/**
 * The company's holidays of a range (see calendarOf), with the company's region and time zone read in the
 * same query. The bank holidays are named in `locale`, or with `{ reader }` in that person's language (their own,
 * else the company's: request-locale.ts `memberLocale`), read in the same query too.
 */
export async function companyCalendar(
  db: Db,
  companyId: string,
  from: IsoDate,
  to: IsoDate,
  locale: Locale | { reader: string } = 'en',
): Promise<{ region: repo.CompanyRegion; holidays: CompanyHoliday[] }> {
  const reader = typeof locale === 'string' ? undefined : locale.reader;
  const data = await repo.findHolidayData(db, companyId, from, to, reader);
  if (!data) throw companyNotFound();
  const named = typeof locale === 'string' ? locale : effectiveLocale(data.readerLanguage, data.language);
  return { region: data.region, holidays: calendarOf(data.region, data, from, to, named) };
}

/** The holidays of a range for a company whose region the caller already read (the company context). */
export async function regionHolidays(
  db: Db,
  companyId: string,
  where: { country: string; region: string },
  from: IsoDate,
  to: IsoDate,
  locale: Locale = 'en',
): Promise<CompanyHoliday[]> {
  if (from > to) return [];
  return calendarOf(where, await repo.findHolidayRows(db, companyId, from, to), from, to, locale);
}

/** The company's holidays between two dates (see companyCalendar): the one answer every screen uses. */
export async function companyHolidaysBetween(
  db: Db,
  companyId: string,
  from: IsoDate,
  to: IsoDate,
  locale: Locale = 'en',
): Promise<CompanyHoliday[]> {
  return (await companyCalendar(db, companyId, from, to, locale)).holidays;
}

/** The dates of the company's holidays, for the working-day rules. */
export const holidayDates = (holidays: readonly { date: string }[]): Set<string> =>
  new Set(holidays.map((h) => h.date));

/**
 * GET /api/holidays: the company's holidays in a range (for members), the bank holidays named in the member's
 * language (their own, else the company's).
 */
export async function listCompanyHolidays(db: Db, member: Member, from: IsoDate, to: IsoDate) {
  if (from > to)
    throw validationFailed(
      /*i18n*/ { id: 'errors.holidays.startAfterEnd', message: 'Start date cannot be after end date' },
    );
  if (daysInclusive(from, to) > MAX_HOLIDAY_RANGE_DAYS)
    throw validationFailed(
      /*i18n*/ {
        id: 'errors.holidays.rangeTooLong',
        message: 'Ask for at most {max} days at a time',
        values: { max: MAX_HOLIDAY_RANGE_DAYS },
      },
    );
  return {
    holidays: (await companyCalendar(db, member.companyId, from, to, { reader: member.userId })).holidays,
  };
}

/**
 * Settings → Preferences: every bank holiday of the year (kept or disabled) and the company's own. The official
 * names in the member's language (their own, else the company's), beside the name in the country's language.
 */
export async function holidayManager(
  db: Db,
  companyId: string,
  year: number,
  /** The reader's language (read beside the company's holidays): the member's, `memberLocale`. */
  language: Locale | Promise<Locale> = 'en',
): Promise<HolidayManager> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const [data, locale] = await Promise.all([repo.findHolidayData(db, companyId, from, to), language]);
  if (!data) throw companyNotFound();
  const { overrides, own } = data;
  const where = data.region;
  const byKey = new Map(overrides.map((o) => [o.holidayKey, o]));
  const bank = bankHolidaysBetween(where.country, where.region, from, to, locale).map((day) => {
    const override = byKey.get(day.key);
    return {
      key: day.key,
      date: day.date,
      name: override?.customName ?? day.name,
      originalName: day.name,
      localName: day.localName,
      customName: override?.customName ?? null,
      scope: day.scope,
      isActive: override?.isActive ?? true,
    };
  });
  const companyHolidays: CompanyHolidayEntry[] = own.map((h) => ({ id: h.id, name: h.name, date: h.date }));
  const today = todayIn(where.timeZone);
  const activeBank = bank.filter((h) => h.isActive);
  const status = isSupportedRegion(where.country, where.region)
    ? calendarStatus(where.country as CountryCode, where.region, year)
    : { verified: false, notes: [] };
  return {
    year,
    country: where.country,
    region: where.region,
    verified: status.verified,
    notes: [...status.notes],
    bankHolidays: bank,
    companyHolidays,
    counts: {
      activeBankHolidays: activeBank.length,
      companyHolidays: companyHolidays.length,
      totalThisYear: activeBank.length + companyHolidays.length,
      upcoming: [...activeBank, ...companyHolidays].filter((h) => h.date >= today).length,
    },
  };
}

/** Enable, disable or rename one bank holiday of the company's region (override created on first change). */
export async function updateBankHoliday(
  db: Db,
  member: Member,
  key: string,
  changes: { isActive?: boolean | undefined; customName?: string | null | undefined },
) {
  const [where, locale] = await Promise.all([companyRegion(db, member.companyId), memberLocale(db, member)]);
  const year = Number(key.slice(-10, -6));
  const found =
    Number.isInteger(year) && year >= 1970 && year <= 2100 && isSupportedRegion(where.country, where.region)
      ? bankHolidays(where.country as CountryCode, where.region, year).find((h) => h.key === key)
      : undefined;
  const day = found && {
    ...found,
    name:
      bankHolidayNames(where.country as CountryCode, where.region, year, locale).get(found.date) ??
      found.name,
  };
  if (!day) throw notFound(HOLIDAY_NOT_FOUND);
  const saved = await repo.upsertOverride(db, {
    companyId: member.companyId,
    holidayKey: key,
    holidayDate: day.date,
    createdBy: member.userId,
    isActive: changes.isActive,
    customName: changes.customName,
  });
  return {
    key,
    date: day.date,
    name: saved.customName ?? day.name,
    originalName: day.name,
    localName: day.localName,
    customName: saved.customName,
    scope: day.scope,
    isActive: saved.isActive,
  };
}

export async function addCompanyHoliday(db: Db, member: Member, input: { name: string; date: string }) {
  const year = yearOf(input.date);
  if (year < 2000 || year > 2100)
    throw validationFailed(
      /*i18n*/ { id: 'errors.holidays.yearRange', message: 'Choose a date between 2000 and 2100' },
    );
  return repo.insertCompanyHoliday(db, {
    companyId: member.companyId,
    name: input.name,
    date: input.date,
    createdBy: member.userId,
  });
}

export async function renameCompanyHoliday(db: Db, member: Member, id: string, name: string) {
  const row = await repo.renameActiveCompanyHoliday(db, member.companyId, id, name);
  if (!row) throw notFound(HOLIDAY_NOT_FOUND);
  return row;
}

/** Spec: a company holiday is removed by setting it inactive. */
export async function removeCompanyHoliday(db: Db, member: Member, id: string) {
  const row = await repo.deactivateCompanyHoliday(db, member.companyId, id);
  if (!row) throw notFound(HOLIDAY_NOT_FOUND);
}

export async function getHolidayRegion(db: Db, companyId: string) {
  const where = await companyRegion(db, companyId);
  return { holidayCountry: where.country, holidayRegion: where.region, timeZone: where.timeZone };
}

/**
 * Country and region of the company's bank holidays. A new country also brings its time zone (the
 * company's days and months are counted in it); the region stays when only the region changes.
 */
export async function updateHolidayRegion(db: Db, member: Member, input: HolidayRegionRequest) {
  const current = await companyRegion(db, member.companyId);
  const timeZone =
    current.country === input.holidayCountry ? current.timeZone : defaultTimeZone(input.holidayCountry);
  const saved = await repo.updateCompanyRegion(db, member.companyId, {
    country: input.holidayCountry,
    region: input.holidayRegion,
    timeZone,
  });
  if (!saved) throw companyNotFound();
  return { holidayCountry: saved.country, holidayRegion: saved.region, timeZone: saved.timeZone };
}
