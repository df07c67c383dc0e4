import type { VacationCountingMode } from '@domain/absences';
import type { AllowanceRounding } from '@domain/allowance';
import { eq, sql } from 'drizzle-orm';
import { absencePolicies, companies, profiles } from '../../db/schema';
import { BY_TEXT, builtOnce, type Db } from '../../platform/db';
import { type HolidayRows, holidayRowsColumns } from '../holidays/holidays.repository';
import { decodeScheduleRows, scheduleRowsColumn } from '../work-schedules/work-schedules.repository';

export interface AbsenceRules {
  vacationCounting: VacationCountingMode;
  carryOverMaxDays: number;
  carryOverExpiry: string | null;
  allowanceRounding: AllowanceRounding;
  twoStepApproval: boolean;
}

/** The rules of a company that never chose its own (Settings → Preferences). */
export const DEFAULT_ABSENCE_RULES: AbsenceRules = {
  vacationCounting: 'working_days',
  carryOverMaxDays: 0,
  carryOverExpiry: null,
  allowanceRounding: 'nearest',
  twoStepApproval: false,
};

export interface CompanyRow {
  name: string;
  timeZone: string;
  country: string;
  region: string;
  logoUrl: string | null;
  /** The company's language (its members' unless they choose their own). */
  language: string;
  /** When the company started on Plantel. */
  createdAt: Date;
  policy: AbsenceRules;
}

/**
 * The statement of `findCompanyContext` for one shape (with the holidays of a range or not, with a reader or not):
 * the first read of most screens, built once per shape (platform/db.ts builtOnce).
 */
function contextStatement(withHolidays: boolean, withReader: boolean) {
  return builtOnce((db) => {
    const companyId = sql.placeholder('companyId');
    const holidays = withHolidays
      ? holidayRowsColumns(companyId, sql.placeholder('from'), sql.placeholder('to'))
      : { overrides: sql<null>`null::json`, own: sql<null>`null::json` };
    return db
      .select({
        name: companies.name,
        timeZone: companies.timeZone,
        country: companies.holidayCountry,
        region: companies.holidayRegion,
        logoUrl: companies.logoUrl,
        language: companies.language,
        createdAt: companies.createdAt,
        vacationCounting: absencePolicies.vacationCounting,
        carryOverMaxDays: absencePolicies.carryOverMaxDays,
        carryOverExpiry: absencePolicies.carryOverExpiry,
        allowanceRounding: absencePolicies.allowanceRounding,
        twoStepApproval: absencePolicies.twoStepApproval,
        schedules: scheduleRowsColumn(companyId),
        readerLanguage: withReader
          ? sql<
              string | null
            >`(select ${profiles.language} from ${profiles} where ${profiles.id} = ${sql.placeholder('reader')})`
          : sql<null>`null::text`,
        overrides: holidays.overrides,
        own: holidays.own,
      })
      .from(companies)
      .leftJoin(absencePolicies, eq(absencePolicies.companyId, companies.id))
      .where(eq(companies.id, companyId))
      .limit(1)
      .prepare(BY_TEXT);
  });
}

const contextStatements = {
  plain: contextStatement(false, false),
  reader: contextStatement(false, true),
  holidays: contextStatement(true, false),
  both: contextStatement(true, true),
};

/**
 * The company, its absence rules and the work schedules of the company and its people, in one query (null when
 * the company does not exist); with `holidays`, also the holiday rows of that range (holidays.repository), and
 * with `reader`, that person's own language (null: they follow the company's), in the same query. Profiles are a
 * reference table on Citus: the reader's row joins any shard.
 */
export async function findCompanyContext(
  db: Db,
  companyId: string,
  opts: { holidays?: { from: string; to: string } | undefined; reader?: string | undefined } = {},
): Promise<
  | (CompanyRow & {
      holidayRows: HolidayRows | null;
      schedules: ReturnType<typeof decodeScheduleRows>;
      readerLanguage: string | null;
    })
  | null
> {
  const { holidays, reader } = opts;
  const shape = holidays ? (reader ? 'both' : 'holidays') : reader ? 'reader' : 'plain';
  const rows = await contextStatements[shape](db).execute({
    companyId,
    reader,
    from: holidays?.from,
    to: holidays?.to,
  });
  const row = rows[0];
  if (!row) return null;
  return {
    name: row.name,
    timeZone: row.timeZone,
    country: row.country,
    region: row.region,
    logoUrl: row.logoUrl,
    language: row.language,
    createdAt: row.createdAt,
    policy: row.vacationCounting
      ? {
          vacationCounting: row.vacationCounting,
          carryOverMaxDays: row.carryOverMaxDays ?? 0,
          carryOverExpiry: row.carryOverExpiry,
          allowanceRounding: row.allowanceRounding ?? 'nearest',
          twoStepApproval: row.twoStepApproval ?? false,
        }
      : DEFAULT_ABSENCE_RULES,
    holidayRows: row.overrides && row.own ? { overrides: row.overrides, own: row.own } : null,
    schedules: decodeScheduleRows(row.schedules),
    readerLanguage: row.readerLanguage,
  };
}
