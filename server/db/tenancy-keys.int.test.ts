// The keys a sharded PostgreSQL needs (Citus: docs/SCALING.md), read from the catalog of the migrated schema, so
// that a new table or constraint that would stop the schema from distributing fails here, on one PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TABLES_WITH_COMPANY_ID, REFERENCE_TABLES } from '../platform/citus';
import { createTestContext, type TestContext } from '../test/harness';

// The lists the distribution step uses (server/platform/citus.ts): tables with a company_id that are not the
// company's (kept by the person, or global: local on Citus), and the global people every tenant table may point at
// (reference tables on Citus).
const GLOBAL_WITH_COMPANY_ID: readonly string[] = LOCAL_TABLES_WITH_COMPANY_ID;
const REFERENCE: readonly string[] = REFERENCE_TABLES;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

type Constraint = {
  table: string;
  name: string;
  type: 'p' | 'u' | 'f';
  columns: string[];
  references: string | null;
  referencedColumns: string[] | null;
  onDelete: string;
};

async function catalog() {
  const tables = await t.db.execute<{ table: string; nullable: boolean }>(`
    select c.table_name as "table", c.is_nullable = 'YES' as nullable
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'company_id' and tb.table_type = 'BASE TABLE'`);
  const constraints = await t.db.execute<Constraint>(`
    select cl.relname as "table", co.conname as name, co.contype as type,
      array(select a.attname::text from unnest(co.conkey) k join pg_attribute a on a.attrelid = co.conrelid and a.attnum = k) as columns,
      rf.relname as "references",
      case when co.contype = 'f' then array(select a.attname::text from unnest(co.confkey) k join pg_attribute a on a.attrelid = co.confrelid and a.attnum = k) end as "referencedColumns",
      co.confdeltype as "onDelete"
    from pg_constraint co
    join pg_class cl on cl.oid = co.conrelid
    join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
    left join pg_class rf on rf.oid = co.confrelid
    where co.contype in ('p', 'u', 'f')`);
  const uniqueIndexes = await t.db.execute<{ table: string; name: string; columns: string[] }>(`
    select cl.relname as "table", ic.relname as name,
      array(select a.attname::text from unnest(i.indkey) k join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k) as columns
    from pg_index i
    join pg_class cl on cl.oid = i.indrelid
    join pg_class ic on ic.oid = i.indexrelid
    join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
    where i.indisunique`);
  const tenant = new Set(
    tables.rows.map((r) => r.table).filter((name) => !GLOBAL_WITH_COMPANY_ID.includes(name)),
  );
  tenant.add('companies'); // distributed by its id
  return { tables: tables.rows, constraints: constraints.rows, uniqueIndexes: uniqueIndexes.rows, tenant };
}

const key = (table: string) => (table === 'companies' ? 'id' : 'company_id');

describe('tenant tables are keyed by their company', () => {
  it('company_id is never null in a tenant table', async () => {
    const { tables } = await catalog();
    const nullable = tables.filter((r) => r.nullable && !GLOBAL_WITH_COMPANY_ID.includes(r.table));
    expect(nullable.map((r) => r.table)).toEqual([]);
  });

  it('every primary key and unique constraint or index of a tenant table includes company_id', async () => {
    const { constraints, uniqueIndexes, tenant } = await catalog();
    const keys = [
      ...constraints.filter((c) => c.type !== 'f'),
      ...uniqueIndexes.map((i) => ({ ...i, type: 'u' as const })),
    ].filter((c) => tenant.has(c.table) && !c.columns.includes(key(c.table)));
    expect(keys.map((c) => `${c.table}.${c.name} (${c.columns.join(', ')})`)).toEqual([]);
  });

  it('foreign keys between tenant tables include company_id on both sides, and none of them sets null', async () => {
    const { constraints, tenant } = await catalog();
    const broken = constraints
      .filter((c) => c.type === 'f' && tenant.has(c.table) && tenant.has(c.references!))
      .filter((c) => {
        const at = c.columns.indexOf(key(c.table));
        return at === -1 || c.referencedColumns![at] !== key(c.references!) || c.onDelete === 'n';
      });
    expect(broken.map((c) => `${c.table}.${c.name}`)).toEqual([]);
  });

  it('a tenant table points only at tenant tables and the people (users, profiles); nothing global points at a tenant table', async () => {
    const { constraints, tenant } = await catalog();
    const fromTenant = constraints.filter(
      (c) =>
        c.type === 'f' &&
        tenant.has(c.table) &&
        !tenant.has(c.references!) &&
        !REFERENCE.includes(c.references!),
    );
    expect(fromTenant.map((c) => `${c.table} → ${c.references}`)).toEqual([]);
    const intoTenant = constraints.filter(
      (c) => c.type === 'f' && !tenant.has(c.table) && tenant.has(c.references!),
    );
    expect(intoTenant.map((c) => `${c.table} → ${c.references}`)).toEqual([]);
  });
});
