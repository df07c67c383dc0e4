import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import { companies, companyHolidayOverrides, companyHolidays, profiles } from '../../db/schema';
import { BY_TEXT, builtOnce, type Db } from '../../platform/db';

export interface CompanyRegion {
  country: string;
  region: string;
  timeZone: string;
}

const regionStatement = builtOnce((db) =>
  db
    .select({
      country: companies.holidayCountry,
      region: companies.holidayRegion,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .limit(1)
    .prepare(BY_TEXT),
);

export async function findCompanyRegion(db: Db, companyId: string): Promise<CompanyRegion | null> {
  const rows = await regionStatement(db).execute({ companyId });
  return rows[0] ?? null;
}

/** A company's bank-holiday overrides and active company holidays of a range. */
export interface HolidayRows {
  overrides: { holidayKey: string; isActive: boolean; customName: string | null }[];
  own: { id: string; name: string; date: string }[];
}

export interface HolidayData extends HolidayRows {
  region: CompanyRegion;
}

/**
 * The select-list columns "overrides" and "own" of `HolidayRows` for the company `companyId`, so a query that
 * reads the company can bring its holidays along. The id is a value, never the id column of the query they join:
 * on Citus a subquery correlated by `o.company_id = c.id` is not routed to the company's shard but run on every
 * shard (`npm run bench -- --citus` showed it), while `o.company_id = $1` is.
 */
export function holidayRowsColumns(
  companyId: string | Placeholder,
  from: string | Placeholder,
  to: string | Placeholder,
) {
  return {
    overrides: sql<HolidayRows['overrides']>`coalesce((
        select json_agg(json_build_object(
          'holidayKey', o.holiday_key, 'isActive', o.is_active, 'customName', o.custom_name))
        from ${companyHolidayOverrides} o
        where o.company_id = ${companyId} and o.holiday_date between ${from} and ${to}
      ), '[]'::json)`,
    own: sql<HolidayRows['own']>`coalesce((
        select json_agg(json_build_object('id', h.id, 'name', h.name, 'date', h.date)
                        order by h.date, h.created_at)
        from ${companyHolidays} h
        where h.company_id = ${companyId} and h.is_active and h.date between ${from} and ${to}
      ), '[]'::json)`,
  };
}

/**
 * Everything the company's holidays of a range need, in one round trip: its country, region, time zone and
 * language, its bank-holiday overrides and its active company holidays of the range; with `reader`, that person's
 * own language too (null: they follow the company's). Profiles are a reference table on Citus: the reader's row
 * joins any shard.
 */
export async function findHolidayData(
  db: Db,
  companyId: string,
  from: string,
  to: string,
  reader?: string,
): Promise<(HolidayData & { language: string; readerLanguage: string | null }) | null> {
  const { overrides, own } = holidayRowsColumns(companyId, from, to);
  const readerLanguage = reader
    ? sql`(select p.language from ${profiles} p where p.id = ${reader})`
    : sql`null::text`;
  const result = await db.execute<{
    country: string;
    region: string;
    timeZone: string;
    language: string;
    readerLanguage: string | null;
    overrides: HolidayData['overrides'];
    own: HolidayData['own'];
  }>(sql`
    select c.holiday_country as "country", c.holiday_region as "region", c.time_zone as "timeZone",
      c.language as "language", ${readerLanguage} as "readerLanguage",
      ${overrides} as "overrides", ${own} as "own"
    from ${companies} c
    where c.id = ${companyId}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    region: { country: row.country, region: row.region, timeZone: row.timeZone },
    language: row.language,
    readerLanguage: row.readerLanguage,
    overrides: row.overrides,
    own: row.own,
  };
}

// Read by most screens (the holidays of the range they count): built once. Its two columns come from no table (one
// row): drizzle prepares only a select with a FROM.
const holidayRowsStatement = builtOnce((db) =>
  db
    .select(holidayRowsColumns(sql.placeholder('companyId'), sql.placeholder('from'), sql.placeholder('to')))
    .from(sql`(values (1)) as one (row)`)
    .prepare(BY_TEXT),
);

/** The holiday rows of a range for a company whose region is already known (no read of the company). */
export async function findHolidayRows(
  db: Db,
  companyId: string,
  from: string,
  to: string,
): Promise<HolidayRows> {
  const rows = await holidayRowsStatement(db).execute({ companyId, from, to });
  return rows[0] ?? { overrides: [], own: [] };
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
