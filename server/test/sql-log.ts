// Records the SQL statements the app sends while a piece of a test runs (not a test file itself): the app
// runs in the test process (`app.inject`), so every statement goes through pg's Client.query here.
import pg from 'pg';

type QueryArg = string | { text?: string; name?: string } | undefined;

/** Every statement sent while `run` runs, in order: its text and its name ('' when sent unnamed). */
export async function queriesOf(run: () => Promise<unknown>): Promise<Array<{ text: string; name: string }>> {
  const queries: Array<{ text: string; name: string }> = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as QueryArg;
    const text = typeof first === 'string' ? first : first?.text;
    if (text) queries.push({ text, name: (typeof first === 'object' && first.name) || '' });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return queries;
}

/**
 * A statement of the process's background work: pg-boss polling its queues, the mailer looking up and recording the
 * e-mails it sends. `queriesOf` hears every client of the process, whenever they run.
 */
const isBackgroundStatement = (statement: string) => /\bpgboss\.|"sent_emails"/.test(statement);

/**
 * The text of every statement the app's requests and calls send while `run` runs, in order: the background work
 * running meanwhile is left out (a pg-boss poll counted in a request's statements failed a CI run).
 */
export async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  return (await queriesOf(run)).map((q) => q.text).filter((text) => !isBackgroundStatement(text));
}

/** A statement that selects from the company row (the access policy only joins it to see it is live). */
export const readsCompanyRow = (statement: string) => /\bfrom\s+"companies"/i.test(statement);

/** A statement that reads the company calendar (its bank-holiday overrides and its own holidays). */
export const readsCompanyCalendar = (statement: string) =>
  /"company_holiday_overrides"|"company_holidays"/i.test(statement);

/**
 * A statement of the platform's session look-up (platform/auth-session.ts): one on PostgreSQL, the session then the
 * member on a Citus cluster. A request's own statements are counted apart from them.
 */
export const isSessionStatement = (statement: string) =>
  /"sessions"/.test(statement) ||
  /^select "memberships"\."role", "companies"\."id" from "memberships"/.test(statement.trim());

/** A request's own statements among those sent: not the session look-up's. */
export const ownStatements = (sent: readonly string[]) => sent.filter((s) => !isSessionStatement(s));
