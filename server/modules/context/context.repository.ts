import type { VacationCountingMode } from '@domain/absences';
import { eq } from 'drizzle-orm';
import { absencePolicies, companies } from '../../db/schema';
import type { Db } from '../../platform/db';

export interface AbsenceRules {
  vacationCounting: VacationCountingMode;
  carryOverMaxDays: number;
  carryOverExpiry: string | null;
  twoStepApproval: boolean;
}

/** The rules of a company that never chose its own (Settings → Preferences). */
export const DEFAULT_ABSENCE_RULES: AbsenceRules = {
  vacationCounting: 'working_days',
  carryOverMaxDays: 0,
  carryOverExpiry: null,
  twoStepApproval: false,
};

export interface CompanyRow {
  name: string;
  timeZone: string;
  country: string;
  region: string;
  logoUrl: string | null;
  policy: AbsenceRules;
}

/** The company and its absence rules, in one query (null when it does not exist). */
export async function findCompanyContext(db: Db, companyId: string): Promise<CompanyRow | null> {
  const rows = await db
    .select({
      name: companies.name,
      timeZone: companies.timeZone,
      country: companies.holidayCountry,
      region: companies.holidayRegion,
      logoUrl: companies.logoUrl,
      vacationCounting: absencePolicies.vacationCounting,
      carryOverMaxDays: absencePolicies.carryOverMaxDays,
      carryOverExpiry: absencePolicies.carryOverExpiry,
      twoStepApproval: absencePolicies.twoStepApproval,
    })
    .from(companies)
    .leftJoin(absencePolicies, eq(absencePolicies.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    name: row.name,
    timeZone: row.timeZone,
    country: row.country,
    region: row.region,
    logoUrl: row.logoUrl,
    policy: row.vacationCounting
      ? {
          vacationCounting: row.vacationCounting,
          carryOverMaxDays: row.carryOverMaxDays ?? 0,
          carryOverExpiry: row.carryOverExpiry,
          twoStepApproval: row.twoStepApproval ?? false,
        }
      : DEFAULT_ABSENCE_RULES,
  };
}
