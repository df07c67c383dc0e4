import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

let counter = 0;
/** A unique e-mail address per test run, so specs never collide. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.test`.toLowerCase();

/** Waits for an e-mail caught by the test SMTP server. */
export async function waitForMail(to: string, subject: string, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${process.env.PLANTEL_MAIL_API}/?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as Mail[];
    const found = list.find((m) => m.subject.includes(subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No e-mail "${subject}" to ${to}`);
}

export function linkIn(mail: Mail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in "${mail.subject}"`);
  return link;
}

/**
 * Fails on any serious or critical axe violation of the page as it is now, once animations have settled.
 * Toasts are left out by default: they come and go on their own clock and one caught mid-fade fails the
 * contrast rule; `toasts: true` checks them (sign-up.spec.ts does, on a settled toast).
 */
export async function expectAccessible(page: Page, context?: string, opts: { toasts?: boolean } = {}) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 3000,
    })
    .catch(() => {});
  const builder = new AxeBuilder({ page });
  if (!opts.toasts) builder.exclude('[data-sonner-toaster]');
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${context ?? page.url()}`).toEqual([]);
}

/** SQL against the test database, for set-ups the UI cannot make yet. */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: process.env.PLANTEL_E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

// A person is not a membership: `profiles` is the person (with the company their sessions open), and
// `memberships` says who belongs to which company, with what role. These write them as the app does.

const personOf = `(select id from profiles where email = $1)`;

/** The company a person works in (the active company of their sessions). */
export async function companyIdOf(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>('select active_company_id as id from profiles where email = $1', [
    email,
  ]);
  return row!.id;
}

/**
 * Moves a person into a company with a role, as joining it would: their open membership ends, a new one
 * starts (`joinedOn`, default today), and their sessions move there.
 */
export async function moveToCompany(
  email: string,
  companyId: string,
  role: 'admin' | 'manager' | 'employee',
  joinedOn?: string,
) {
  await sql(
    `update memberships set left_on = greatest(joined_on, current_date) where user_id = ${personOf} and left_on is null`,
    [email],
  );
  await sql(
    `insert into memberships (company_id, user_id, role, joined_on) select $2, id, $3, coalesce($4::date, current_date)
     from profiles where email = $1
     on conflict (company_id, user_id, joined_on) do update set left_on = null, role = excluded.role`,
    [email, companyId, role, joinedOn ?? null],
  );
  await sql('update profiles set active_company_id = $2 where email = $1', [email, companyId]);
  await sql(`update sessions set active_company_id = $2 where user_id = ${personOf}`, [email, companyId]);
}

/** A member's role changes (their open membership's). */
export async function setRoleOf(email: string, role: 'admin' | 'manager' | 'employee') {
  await sql(`update memberships set role = $2 where user_id = ${personOf} and left_on is null`, [
    email,
    role,
  ]);
}

/** The person's seat is removed: their membership ends today and they have Access Revoked. */
export async function removeFromCompany(email: string) {
  await sql(
    `update memberships set left_on = greatest(joined_on, current_date) where user_id = ${personOf} and left_on is null`,
    [email],
  );
  await sql('update profiles set active_company_id = null where email = $1', [email]);
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

/** Signs up through the API and confirms the e-mail through the real verification link. */
export async function createVerifiedAccount(baseURL: string, label = 'admin'): Promise<Account> {
  const account: Account = {
    email: uniqueEmail(label),
    password: 'e2e passphrase 42',
    firstName: 'Marta',
    lastName: `Vidal ${label}`,
    companyName: `Taller ${label} ${Date.now().toString(36)}`,
  };
  const res = await fetch(`${baseURL}/api/accounts/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Signed up from an English page: the company's language, which its members see (the specs read English).
    body: JSON.stringify({ ...account, language: 'en' }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await waitForMail(account.email, 'Confirm your e-mail');
  const verify = await fetch(linkIn(mail, '/api/auth/verify-email'), { redirect: 'manual' });
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status}`);
  return account;
}

export async function signInThroughUi(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\//);
}

/**
 * The time a whole journey across several people and screens may take (test.setTimeout): ~50 s on a quiet
 * machine, ~95 s on 7 December's, which ran everything about twice as slowly (the Timesheets journey then ran out of
 * 90 s in its last step).
 */
export const JOURNEY_MS = 150_000;

export const test = base.extend<{ failOnPageErrors: undefined }>({
  // An uncaught exception in the page is a bug even when the test's assertions pass.
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use(undefined);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
