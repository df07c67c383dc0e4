import { randomBytes, randomUUID } from 'node:crypto';
import { COUNTRIES } from '@domain/holidays/regions';
import { companyLocaleFor } from '@domain/i18n/locales';
import type { Database } from '../../platform/db';
import { hashPassword } from '../../platform/passwords';
import { createProfileForNewUser } from '../accounts/accounts.service';
import * as repo from './sample-data.repository';
import { load } from './sample-data.service';

export interface DemoCompany {
  email: string;
  password: string;
  companyId: string;
  companyName: string;
  people: number;
  timeEntries: number;
  absences: number;
}

/**
 * `npm run demo`: a demo admin who can sign in (a fresh address and password each run), their company in
 * `country` (its first region and time zone), and the company's sample data, made as the app makes them:
 * the sign-up's account hook for the company and admin, Explore with sample data for the rest.
 */
export async function createDemoCompany(db: Database, opts: { country?: string } = {}): Promise<DemoCompany> {
  const country = COUNTRIES.find((c) => c.code === (opts.country ?? 'ES').toUpperCase());
  if (!country)
    throw new Error(`Unknown country ${opts.country}: one of ${COUNTRIES.map((c) => c.code).join(', ')}`);
  const id = randomUUID();
  const tag = randomBytes(3).toString('hex');
  const email = `demo.${tag}@plantel.example`;
  const password = `demo-${randomBytes(9).toString('base64url')}`;
  const companyName = `Demo company ${tag}`;
  await db.transaction(async (tx) => {
    await repo.insertDemoAccount(tx, {
      id,
      email,
      name: 'Demo Admin',
      passwordDigest: await hashPassword(password),
    });
    await createProfileForNewUser(
      tx,
      { id, email },
      // The demo company speaks its country's language, as a company signed up there would.
      { firstName: 'Demo', lastName: 'Admin', companyName, language: companyLocaleFor(country.code) },
    );
  });
  const me = await repo.demoAdmin(db, id);
  await repo.setCompanyCountry(db, me.companyId, {
    holidayCountry: country.code,
    holidayRegion: country.regions[0]!.id,
    timeZone: country.timeZone,
  });
  const result = await load(db, { userId: id, email, sessionId: '', companyId: me.companyId, role: 'admin' });
  return { email, password, companyId: me.companyId, companyName, ...result };
}
