// Records the SQL statements the app sends while a piece of a test runs (not a test file itself): the app
// runs in the test process (`app.inject`), so every statement goes through pg's Client.query here.
import pg from 'pg';

type QueryArg = string | { text?: string } | undefined;

/** The text of every statement sent while `run` runs, in order. */
export async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as QueryArg;
    const text = typeof first === 'string' ? first : first?.text;
    if (text) statements.push(text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return statements;
}

/** A statement that selects from the company row (the access policy only joins it to see it is live). */
export const readsCompanyRow = (statement: string) => /\bfrom\s+"companies"/i.test(statement);

/** A statement that reads the company calendar (its bank-holiday overrides and its own holidays). */
export const readsCompanyCalendar = (statement: string) =>
  /"company_holiday_overrides"|"company_holidays"/i.test(statement);
