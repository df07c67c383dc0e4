import { randomUUID } from 'node:crypto';
import type { Role } from '@domain/roles';
import { and, eq, isNull } from 'drizzle-orm';
import { accounts, companies, memberships, profiles, users } from '../db/schema';
import { closeMembership, openMembership, setActiveCompany } from '../modules/context/people.repository';
import { hashPassword } from '../platform/passwords';
import { TestClient, type TestContext } from './harness';

export const TEST_PASSWORD = 'Plantel-test-password-1';
let digest: Promise<string> | undefined;
const passwordDigest = () => {
  digest ??= hashPassword(TEST_PASSWORD);
  return digest;
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface TestCompany {
  id: string;
  name: string;
}

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  companyId: string | null;
  client: TestClient;
}

export async function createCompany(
  t: TestContext,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<TestCompany> {
  const [row] = await t.db
    .insert(companies)
    // English unless a test says otherwise: the tests read the spec's English texts (the database's default is
    // Spanish, the default country's language).
    .values({ name: `Company ${unique()}`, language: 'en', ...overrides })
    .returning({ id: companies.id, name: companies.name });
  return row!;
}

/** A verified account with a profile, signed in. Inserted directly: factories are not under test. */
export async function createUser(
  t: TestContext,
  opts: {
    companyId: string | null;
    role?: Role;
    email?: string;
    firstName?: string;
    lastName?: string;
    profile?: Partial<typeof profiles.$inferInsert>;
    /** The first day of their membership (default 2020-01-01: a member for every month the tests look at). */
    joinedOn?: string;
    signIn?: boolean;
  },
): Promise<TestUser> {
  const id = randomUUID();
  const email = (opts.email ?? `user-${unique()}@example.test`).toLowerCase();
  const firstName = opts.firstName ?? 'Test';
  const lastName = opts.lastName ?? `User ${unique()}`;
  const role = opts.role ?? 'employee';
  await t.db.transaction(async (tx) => {
    await tx.insert(users).values({ id, email, name: `${firstName} ${lastName}`, emailVerified: true });
    await tx.insert(accounts).values({
      id: randomUUID(),
      userId: id,
      accountId: id,
      providerId: 'credential',
      password: await passwordDigest(),
    });
    await tx
      .insert(profiles)
      .values({ id, activeCompanyId: opts.companyId, email, firstName, lastName, ...opts.profile });
    if (opts.companyId)
      await tx.insert(memberships).values({
        companyId: opts.companyId,
        userId: id,
        role,
        joinedOn: opts.joinedOn ?? DEFAULT_JOINED_ON,
      });
  });
  const client = new TestClient(t.app);
  if (opts.signIn !== false) await client.signIn(email, TEST_PASSWORD);
  return { id, email, firstName, lastName, role, companyId: opts.companyId, client };
}

export interface TestTeam {
  company: TestCompany;
  admin: TestUser;
  manager: TestUser;
  employee: TestUser;
}

/** A company with an admin, a manager and an employee, each signed in. */
export async function createTeam(t: TestContext, label = 'A'): Promise<TestTeam> {
  const company = await createCompany(t, { name: `Company ${label} ${unique()}` });
  const [admin, manager, employee] = await Promise.all(
    (['admin', 'manager', 'employee'] as const).map((role) =>
      createUser(t, { companyId: company.id, role, firstName: `${label}-${role}`, lastName: 'Tester' }),
    ),
  );
  return { company, admin: admin!, manager: manager!, employee: employee! };
}

/**
 * Two companies for cross-company checks: company B's users must never read or change company A's data
 * (404, never 200 with foreign data).
 */
export async function createTwoCompanies(t: TestContext): Promise<{ a: TestTeam; b: TestTeam }> {
  const [a, b] = await Promise.all([createTeam(t, 'A'), createTeam(t, 'B')]);
  return { a: a!, b: b! };
}

const DEFAULT_JOINED_ON = '2020-01-01';

/**
 * Moves a person to another company (or none), ending their membership today and opening the new one (as an
 * employee); their sessions move with them.
 */
export async function setCompanyOf(t: TestContext, userId: string, companyId: string | null) {
  await t.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ companyId: profiles.activeCompanyId })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (current?.companyId) await closeMembership(tx, current.companyId, userId);
    if (companyId) {
      await openMembership(tx, companyId, userId);
      await setActiveCompany(tx, userId, companyId);
    }
  });
}

/**
 * A person as the tests used to read a profile: the person's row with the role and company of their open
 * membership in their active company (both null without one: Access Revoked, or an invitation waiting).
 */
export async function personOf(t: TestContext, by: { id: string } | { email: string }) {
  const [row] = await t.db
    .select({ person: profiles, role: memberships.role, companyId: memberships.companyId })
    .from(profiles)
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, profiles.id),
        eq(memberships.companyId, profiles.activeCompanyId),
        isNull(memberships.leftOn),
      ),
    )
    .where('id' in by ? eq(profiles.id, by.id) : eq(profiles.email, by.email.toLowerCase()));
  return row ? { ...row.person, role: row.role, companyId: row.companyId } : undefined;
}

/** A member's role, as the membership holds it (tests that check a role change or a join). */
export async function roleOf(t: TestContext, companyId: string, userId: string): Promise<Role | null> {
  const [row] = await t.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(eq(memberships.companyId, companyId), eq(memberships.userId, userId), isNull(memberships.leftOn)),
    );
  return row?.role ?? null;
}

/** The company a person belongs to now (their open membership in their active company), or null. */
export async function companyOf(t: TestContext, userId: string): Promise<string | null> {
  const [row] = await t.db
    .select({ companyId: memberships.companyId })
    .from(profiles)
    .innerJoin(
      memberships,
      and(
        eq(memberships.companyId, profiles.activeCompanyId),
        eq(memberships.userId, profiles.id),
        isNull(memberships.leftOn),
      ),
    )
    .where(eq(profiles.id, userId));
  return row?.companyId ?? null;
}

/**
 * Fails when a response body mentions anything that identifies the victim team: its company id and name,
 * its members' ids, e-mails and names.
 */
export function assertNoLeak(body: unknown, victim: TestTeam) {
  const text = JSON.stringify(body ?? '');
  const secrets = [
    victim.company.id,
    victim.company.name,
    ...[victim.admin, victim.manager, victim.employee].flatMap((u) => [
      u.id,
      u.email,
      u.lastName === 'Tester' ? u.firstName : u.lastName,
    ]),
  ];
  for (const s of secrets) {
    if (text.includes(s)) throw new Error(`Response leaks ${s} of another company: ${text.slice(0, 300)}`);
  }
}
