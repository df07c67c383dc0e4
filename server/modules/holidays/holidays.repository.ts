import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { companies, companyHolidayOverrides, companyHolidays } from '../../db/schema';
import type { Db } from '../../platform/db';

export interface CompanyRegion {
  country: string;
  region: string;
  timeZone: string;
}

export async function findCompanyRegion(db: Db, companyId: string): Promise<CompanyRegion | null> {
  const rows = await db
    .select({
      country: companies.holidayCountry,
      region: companies.holidayRegion,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateCompanyRegion(db: Db, companyId: string, values: CompanyRegion) {
  const rows = await db
    .update(companies)
    .set({
      holidayCountry: values.country,
      holidayRegion: values.region,
      timeZone: values.timeZone,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId))
    .returning({
      country: companies.holidayCountry,
      region: companies.holidayRegion,
      timeZone: companies.timeZone,
    });
  return rows[0] ?? null;
}

export async function overridesBetween(db: Db, companyId: string, from: string, to: string) {
  return db
    .select({
      holidayKey: companyHolidayOverrides.holidayKey,
      isActive: companyHolidayOverrides.isActive,
      customName: companyHolidayOverrides.customName,
    })
    .from(companyHolidayOverrides)
    .where(
      and(
        eq(companyHolidayOverrides.companyId, companyId),
        gte(companyHolidayOverrides.holidayDate, from),
        lte(companyHolidayOverrides.holidayDate, to),
      ),
    );
}

export async function activeCompanyHolidaysBetween(db: Db, companyId: string, from: string, to: string) {
  return db
    .select({ id: companyHolidays.id, name: companyHolidays.name, date: companyHolidays.date })
    .from(companyHolidays)
    .where(
      and(
        eq(companyHolidays.companyId, companyId),
        eq(companyHolidays.isActive, true),
        gte(companyHolidays.date, from),
        lte(companyHolidays.date, to),
      ),
    )
    .orderBy(asc(companyHolidays.date), asc(companyHolidays.createdAt));
}

/** Created on the first change (spec); later changes update the same row. */
export async function upsertOverride(
  db: Db,
  values: {
    companyId: string;
    holidayKey: string;
    holidayDate: string;
    createdBy: string;
    isActive?: boolean | undefined;
    customName?: string | null | undefined;
  },
) {
  const changes = {
    ...(values.isActive !== undefined ? { isActive: values.isActive } : {}),
    ...(values.customName !== undefined ? { customName: values.customName } : {}),
  };
  const rows = await db
    .insert(companyHolidayOverrides)
    .values({
      companyId: values.companyId,
      holidayKey: values.holidayKey,
      holidayDate: values.holidayDate,
      createdBy: values.createdBy,
      ...changes,
    })
    .onConflictDoUpdate({
      target: [companyHolidayOverrides.companyId, companyHolidayOverrides.holidayKey],
      set: { ...changes, updatedAt: new Date() },
    })
    .returning({
      isActive: companyHolidayOverrides.isActive,
      customName: companyHolidayOverrides.customName,
    });
  return rows[0]!;
}

export async function insertCompanyHoliday(
  db: Db,
  values: { companyId: string; name: string; date: string; createdBy: string },
) {
  const rows = await db
    .insert(companyHolidays)
    .values(values)
    .returning({ id: companyHolidays.id, name: companyHolidays.name, date: companyHolidays.date });
  return rows[0]!;
}

export async function renameActiveCompanyHoliday(db: Db, companyId: string, id: string, name: string) {
  const rows = await db
    .update(companyHolidays)
    .set({ name, updatedAt: new Date() })
    .where(
      and(
        eq(companyHolidays.id, id),
        eq(companyHolidays.companyId, companyId),
        eq(companyHolidays.isActive, true),
      ),
    )
    .returning({ id: companyHolidays.id, name: companyHolidays.name, date: companyHolidays.date });
  return rows[0] ?? null;
}

export async function deactivateCompanyHoliday(db: Db, companyId: string, id: string) {
  const rows = await db
    .update(companyHolidays)
    .set({ isActive: false, updatedAt: new Date() })
    .where(
      and(
        eq(companyHolidays.id, id),
        eq(companyHolidays.companyId, companyId),
        eq(companyHolidays.isActive, true),
      ),
    )
    .returning({ id: companyHolidays.id });
  return rows[0] ?? null;
}
