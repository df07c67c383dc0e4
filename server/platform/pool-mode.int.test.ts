import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { companies } from '../db/schema';
import { createTeam, setCompanyOf } from '../test/factories';
import { createTestContext, TestClient, type TestContext } from '../test/harness';
import { queriesOf } from '../test/sql-log';
import { BY_TEXT, builtOnce, connectDatabase, pooledStatementTimeout } from './db';

// DATABASE_POOL_MODE=transaction (the pool goes through PgBouncer in transaction mode): the session statement
// of every signed-in request (auth-session.ts) is sent unnamed, because PgBouncer 1.18 may run the next
// transaction on another server connection where a named statement does not exist, and the pool sends no
// statement_timeout startup parameter, which PgBouncer refuses. The answers must not change. The run through
// a real PgBouncer is `npm run test:cluster` (scripts/cluster/).
let t: TestContext;
let pooled: App;
beforeAll(async () => {
  t = await createTestContext();
  const url = 'postgres://unused.invalid/plantel';
  pooled = await t.otherApp({
    DATABASE_URL: url,
    DATABASE_DIRECT_URL: url,
    DATABASE_POOL_MODE: 'transaction',
  });
});
afterAll(async () => {
  await pooled?.close();
  await t?.close();
});

/** The name of every session statement sent while `run` runs ('' for unnamed ones). */
async function statementNames(run: () => Promise<unknown>): Promise<string[]> {
  return (await queriesOf(run)).filter((q) => q.text.includes('"sessions"')).map((q) => q.name);
}

/** A pool connecting directly and one as behind a transaction-mode pooler, one connection each, on the test database. */
function twoPools() {
  const url = (t.db.$client as pg.Pool & { options: { connectionString: string } }).options.connectionString;
  return {
    direct: connectDatabase(url, { max: 1 }),
    pooledConnection: connectDatabase(url, { max: 1, transactionPooling: true }),
  };
}

/** The names of the statements the app prepared on a pool's connection. */
async function prepared(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    "select name from pg_prepared_statements where name like 'plantel\\_%'",
  );
  return rows.map((r) => r.name);
}

describe('the request pool behind a transaction-mode pooler', () => {
  it('reads the session with an unnamed statement, and with the named one otherwise', async () => {
    const team = await createTeam(t);
    const cookie = team.employee.client.cookie!;
    const direct = await statementNames(() => new TestClient(t.app, cookie).get('/api/me'));
    // The session with its member in one statement, or (on a Citus cluster: auth-session.ts) the session alone.
    expect(direct).toEqual([expect.stringMatching(/^plantel_session_(only_)?by_token$/)]);
    const throughPooler = await statementNames(() => new TestClient(pooled, cookie).get('/api/me'));
    expect(throughPooler).toEqual(['']);
  });

  it('gives the same answers as the named statement: member, Access Revoked, deleted company, signed out', async () => {
    const team = await createTeam(t);
    const both = async (cookie: string, url: string) => {
      const [a, b] = await Promise.all([
        new TestClient(t.app, cookie).get(url),
        new TestClient(pooled, cookie).get(url),
      ]);
      expect(b.status, url).toBe(a.status);
      expect(b.body, url).toEqual(a.body);
      return a;
    };
    // A member of a live company: the member's own view and a manager-only route.
    expect((await both(team.employee.client.cookie!, '/api/me')).status).toBe(200);
    expect((await both(team.manager.client.cookie!, '/api/absences/pending')).status).toBe(200);
    expect((await both(team.employee.client.cookie!, '/api/absences/pending')).status).toBe(403);
    // Removed from the company: Access Revoked on the very next request of either app.
    await setCompanyOf(t, team.employee.id, null);
    expect(await both(team.employee.client.cookie!, '/api/team')).toMatchObject({
      status: 403,
      body: { error: { code: 'NO_COMPANY' } },
    });
    // The company deleted: nobody's member any more.
    await t.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, team.company.id));
    expect((await both(team.admin.client.cookie!, '/api/team')).status).toBe(403);
    // Signed out: no session for anyone.
    const cookie = team.manager.client.cookie!;
    await team.manager.client.post('/api/auth/sign-out', {});
    expect((await both(cookie, '/api/me')).status).toBe(401);
  });

  // Issue 16: PostgreSQL planned every statement of a screen at every request (most of its CPU on the dashboard).
  it('prepares a repeated statement once per connection when connecting directly, never through the pooler', async () => {
    const { direct, pooledConnection } = twoPools();
    try {
      for (const { db } of [direct, pooledConnection]) {
        for (let i = 0; i < 3; i++) {
          const rows = await db
            .select({ id: companies.id })
            .from(companies)
            .where(eq(companies.id, randomUUID()));
          expect(rows).toEqual([]);
        }
      }
      expect(await prepared(direct.pool)).toHaveLength(1);
      expect(await prepared(pooledConnection.pool)).toEqual([]);
    } finally {
      await direct.close();
      await pooledConnection.close();
    }
  });

  // The reads of every page are built by drizzle once (builtOnce): the same statement object for a handle, sent as
  // any other (named by its text when direct, unnamed through the pooler), and run in the transaction it is given.
  it('builds a statement once per handle, and runs it in the transaction it is given', async () => {
    const team = await createTeam(t);
    const nameOf = builtOnce((db) =>
      db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, sql.placeholder('id')))
        .prepare(BY_TEXT),
    );
    const { direct, pooledConnection } = twoPools();
    try {
      for (const { db } of [direct, pooledConnection]) {
        expect(nameOf(db)).toBe(nameOf(db));
        for (let i = 0; i < 3; i++)
          expect(await nameOf(db).execute({ id: team.company.id })).toEqual([{ name: team.company.name }]);
      }
      expect(await prepared(direct.pool)).toHaveLength(1);
      expect(await prepared(pooledConnection.pool)).toEqual([]);
      // Inside a transaction it reads the transaction's own, uncommitted, change (its connection, not the pool's).
      let inside: unknown;
      const rolledBack = await direct.db
        .transaction(async (tx) => {
          await tx.update(companies).set({ name: 'Renamed inside' }).where(eq(companies.id, team.company.id));
          inside = await nameOf(tx).execute({ id: team.company.id });
          tx.rollback();
        })
        .catch((e: unknown) => e);
      expect(rolledBack).toBeInstanceOf(Error);
      expect(inside).toEqual([{ name: 'Renamed inside' }]);
      expect(await nameOf(direct.db).execute({ id: team.company.id })).toEqual([{ name: team.company.name }]);
    } finally {
      await direct.close();
      await pooledConnection.close();
    }
  });

  it('sends statement_timeout as a startup parameter only when connecting directly', async () => {
    const { direct, pooledConnection } = twoPools();
    try {
      expect(await pooledStatementTimeout(direct.pool)).toBe('30s');
      // Without the parameter the server's own setting applies (the role's, behind PgBouncer).
      expect(await pooledStatementTimeout(pooledConnection.pool)).toBe('0');
    } finally {
      await direct.close();
      await pooledConnection.close();
    }
  });
});
