import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db';

/**
 * Everything one company owns, as a fingerprint per table: row count and an md5 of the rows' text (so a changed
 * updated_at, status or name shows as well as an insert or delete). Tables are discovered from the catalogue,
 * so a table added later is covered without touching this file:
 * - a table with `company_id`: the company's rows;
 * - `companies`: its row; `users`: its people; a table with `user_id` (sessions, accounts, consents,
 *   two-factor secrets): its people's rows.
 * Logs and counters that any request writes (`rate_limits`) are left out, and so is `audit_events` for the
 * caller's own denials (they are the caller's, keyed by the caller's company).
 */
export interface CompanySnapshot {
  tables: Record<string, { rows: number; hash: string }>;
  files: Record<string, number>;
}

const SKIPPED = new Set(['rate_limits', 'audit_events', '__drizzle_migrations']);

type Planned = { table: string; filter: 'company' | 'self' | 'users' | 'people' };
let plan: Promise<Planned[]> | undefined;
const tablePlan = (db: Database) => {
  plan ??= db
    .execute<{ table_name: string; columns: string[] }>(
      sql`select table_name, array_agg(column_name::text) as columns from information_schema.columns
          where table_schema = 'public' group by table_name order by table_name`,
    )
    .then((res) =>
      res.rows.flatMap((r): Planned[] => {
        if (SKIPPED.has(r.table_name)) return [];
        if (r.table_name === 'companies') return [{ table: r.table_name, filter: 'self' }];
        if (r.table_name === 'users') return [{ table: r.table_name, filter: 'users' }];
        if (r.columns.includes('company_id')) return [{ table: r.table_name, filter: 'company' }];
        if (r.columns.includes('user_id')) return [{ table: r.table_name, filter: 'people' }];
        return [];
      }),
    );
  return plan;
};

/** The company's people: current members and anyone whose rows carry the company (former members, sign-ups). */
export async function peopleOf(db: Database, companyId: string): Promise<string[]> {
  const res = await db.execute<{ id: string }>(
    sql`select user_id as id from memberships where company_id = ${companyId}
        union select user_id from invitation_sign_ups where company_id = ${companyId}`,
  );
  return res.rows.map((r) => r.id);
}

export async function snapshotCompany(
  db: Database,
  companyId: string,
  opts: { people: string[]; uploadsDir?: string },
): Promise<CompanySnapshot> {
  const tables = await tablePlan(db);
  const people = sql`array[${sql.join(
    opts.people.map((p) => sql`${p}::uuid`),
    sql`, `,
  )}]::uuid[]`;
  const parts = tables.map(({ table, filter }) => {
    const where =
      filter === 'company'
        ? sql`company_id = ${companyId}`
        : filter === 'self'
          ? sql`id = ${companyId}`
          : filter === 'users'
            ? sql`id = any(${people})`
            : sql`user_id = any(${people})`;
    return sql`select ${table}::text as t, count(*)::int as n,
      md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(table)} x where ${where}`;
  });
  const res = await db.execute<{ t: string; n: number; h: string }>(sql.join(parts, sql` union all `));
  const snapshot: CompanySnapshot = { tables: {}, files: {} };
  for (const row of res.rows) snapshot.tables[row.t] = { rows: row.n, hash: row.h };
  if (opts.uploadsDir) {
    const root = path.join(opts.uploadsDir, 'companies', companyId);
    const walk = (dir: string) => {
      let names: string[] = [];
      try {
        names = readdirSync(dir);
      } catch {
        return;
      }
      for (const name of names) {
        const file = path.join(dir, name);
        const stat = statSync(file);
        if (stat.isDirectory()) walk(file);
        else snapshot.files[path.relative(root, file)] = stat.size;
      }
    };
    walk(root);
  }
  return snapshot;
}

/** The tables (and files) whose fingerprint differs: empty when nothing changed. */
export function changesBetween(before: CompanySnapshot, after: CompanySnapshot): string[] {
  const changed: string[] = [];
  for (const table of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])) {
    const x = before.tables[table];
    const y = after.tables[table];
    if (x?.rows !== y?.rows || x?.hash !== y?.hash) changed.push(`${table} (${x?.rows} → ${y?.rows} rows)`);
  }
  const files = new Set([...Object.keys(before.files), ...Object.keys(after.files)]);
  for (const file of files) if (before.files[file] !== after.files[file]) changed.push(`file ${file}`);
  return changed;
}
