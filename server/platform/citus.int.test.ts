import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCitusDatabase, dropCitusDatabase } from '../test/citus';
import { createTestContext, type TestContext } from '../test/harness';
import {
  type DistributionPlan,
  distributeTables,
  distributionBlockers,
  LOCAL_TABLES_WITH_COMPANY_ID,
  migrateDistributed,
  REFERENCE_TABLES,
  TENANT_TABLES,
} from './citus';
import { connectDatabase, runMigrations } from './db';

// The distribution step of docs/SCALING.md section 3 (server/platform/citus.ts): its lists match the schema, it
// costs one catalog query on one PostgreSQL, and on a Citus cluster (`npm run test:citus`) it distributes our
// tables and, on a small model, keeps every foreign key, refuses part of a graph and converts the tables a later
// migration creates.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const citus = () => inject('citus');

describe('the Citus table lists', () => {
  it('name every table with a company_id as tenant (distributed) or local, and only tables that exist', async () => {
    const { rows } = await ctx.db.$client.query<{ table: string; company: boolean }>(
      `select c.relname as "table", exists (select 1 from pg_attribute a where a.attrelid = c.oid
         and a.attname = 'company_id' and not a.attisdropped) as company
       from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`,
    );
    const withCompany = rows.filter((r) => r.company).map((r) => r.table);
    const listed = new Set<string>([...TENANT_TABLES, ...LOCAL_TABLES_WITH_COMPANY_ID]);
    expect(withCompany.filter((t) => !listed.has(t)).sort()).toEqual([]);
    const present = new Set(rows.map((r) => r.table));
    expect(
      [...TENANT_TABLES, ...LOCAL_TABLES_WITH_COMPANY_ID, ...REFERENCE_TABLES, 'companies'].filter(
        (t) => !present.has(t),
      ),
    ).toEqual([]);
    // A reference table is the person, the same on every node: no company of its own.
    expect(REFERENCE_TABLES.filter((t) => withCompany.includes(t))).toEqual([]);
  });

  it('leave nothing in the schema that would stop the distribution', async () => {
    expect(await distributionBlockers(ctx.db.$client)).toEqual([]);
  });
});

describe('the distribution step', () => {
  it.skipIf(citus())('is one catalog query on one PostgreSQL', async () => {
    const queries: string[] = [];
    const client = {
      query: (text: string) => {
        queries.push(text);
        return ctx.db.$client.query(text);
      },
    } as unknown as pg.ClientBase;
    expect(await distributeTables(client)).toEqual({ citus: null, converted: [] });
    expect(queries).toHaveLength(1);
  });

  it.runIf(citus())(
    'has distributed our tables: companies by id, tenant tables co-located, persons as reference',
    async () => {
      const { rows } = await ctx.db.$client.query<{ table: string; kind: string }>(
        `select c.relname as "table",
         case when p.partmethod = 'h' then 'by ' || column_to_column_name(p.logicalrelid, p.partkey)
              || case when p.colocationid = (select colocationid from pg_dist_partition
                      where logicalrelid = 'companies'::regclass) then ' with companies' else '' end
              when p.repmodel = 't' then 'reference' when p.partmethod = 'n' then 'citus-local' else 'local' end as kind
       from pg_class c left join pg_dist_partition p on p.logicalrelid = c.oid
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`,
      );
      const kind = Object.fromEntries(rows.map((r) => [r.table, r.kind]));
      expect(kind.companies).toBe('by id with companies');
      for (const t of TENANT_TABLES) expect([t, kind[t]]).toEqual([t, 'by company_id with companies']);
      for (const t of REFERENCE_TABLES) expect([t, kind[t]]).toEqual([t, 'reference']);
      for (const t of LOCAL_TABLES_WITH_COMPANY_ID)
        expect([t, kind[t]]).toEqual([t, expect.stringMatching(/local/)]);
      // Started again (every app start, several servers at once): nothing left to do.
      const servers = [1, 2].map(() =>
        connectDatabase(ctx.db.$client.options.connectionString ?? '', { max: 2 }),
      );
      try {
        await Promise.all(servers.map((s) => runMigrations(s.db)));
      } finally {
        await Promise.all(servers.map((s) => s.close()));
      }
      expect(await distributeTables(ctx.db.$client)).toEqual({ citus: expect.any(String), converted: [] });
    },
  );
});

// A small model of the plan's shape (persons apart from memberships, composite keys), in a database of its own.
const MODEL: DistributionPlan = {
  companies: 'companies',
  tenant: ['memberships', 'absences'],
  localWithCompanyId: ['audit_events'],
  reference: ['users', 'profiles'],
};
const MODEL_SQL = `
create table users (id uuid primary key, email text not null unique);
create table sessions (id uuid primary key default gen_random_uuid(), user_id uuid not null references users (id) on delete cascade, token text not null unique);
create table profiles (id uuid primary key references users (id) on delete cascade, first_name text not null default '');
create table companies (id uuid primary key, name text not null);
create table memberships (company_id uuid not null references companies (id) on delete cascade,
  user_id uuid not null references profiles (id) on delete cascade, role text not null default 'employee',
  primary key (company_id, user_id));
create table absences (company_id uuid not null references companies (id) on delete cascade,
  id uuid not null default gen_random_uuid(), user_id uuid not null references profiles (id) on delete restrict,
  approved_by uuid references profiles (id) on delete set null, primary key (company_id, id),
  foreign key (company_id, user_id) references memberships (company_id, user_id) on delete cascade);
create table audit_events (id bigserial primary key, company_id uuid, action text not null);
`;

describe.runIf(citus())('the distribution step on a model', () => {
  const name = `m_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  let client: pg.Client;
  let dir: string;
  const q = async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text)).rows;
  const foreignKeys = () =>
    q<{ def: string }>(
      // pg_class, unlike pg_constraint, hides the shards Citus keeps on the coordinator (users_102008 …).
      `select c.relname || ': ' || pg_get_constraintdef(con.oid) as def
       from pg_constraint con join pg_class c on c.oid = con.conrelid
       where con.contype = 'f' and con.connamespace = 'public'::regnamespace order by 1`,
    ).then((r) => r.map((x) => x.def));

  beforeAll(async () => {
    const url = await createCitusDatabase(citus()!, name, { migrate: false });
    client = new pg.Client({ connectionString: url });
    await client.connect();
    dir = mkdtempSync(path.join(os.tmpdir(), 'plantel-citus-model-'));
    mkdirSync(path.join(dir, 'meta'));
    writeMigrations(dir, [['0000_model', MODEL_SQL]]);
  });
  afterAll(async () => {
    await client?.end();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await dropCitusDatabase(citus()!, name);
  });

  it('refuses part of a graph: a local table referencing companies is reported, nothing distributed', async () => {
    await migrate(drizzle(client), { migrationsFolder: dir, migrationsSchema: 'drizzle' });
    await q(
      'alter table audit_events add constraint audit_company foreign key (company_id) references companies (id)',
    );
    await expect(distributeTables(client, undefined, MODEL)).rejects.toThrow(
      /audit_events: foreign key audit_company \(company_id\) → companies \(id\): a local table must not reference/,
    );
    expect(await q('select * from pg_dist_partition')).toEqual([]);
    await q('alter table audit_events drop constraint audit_company');
  });

  it('distributes companies, the tenant tables and the reference tables, and keeps every foreign key and row', async () => {
    // A database moved to Citus has rows already: they end on the shards, and only there.
    const [u, c] = ['00000000-0000-0000-0000-0000000000f1', '00000000-0000-0000-0000-0000000000f2'];
    await q(`insert into users values ('${u}', 'f@example.invalid'); insert into profiles (id) values ('${u}');
      insert into companies values ('${c}', 'F'); insert into memberships (company_id, user_id) values ('${c}', '${u}');
      insert into absences (company_id, user_id) values ('${c}', '${u}')`);
    const before = await foreignKeys();
    const result = await distributeTables(client, undefined, MODEL);
    expect(result.converted).toEqual(['companies', 'memberships', 'absences', 'users', 'profiles']);
    expect(await foreignKeys()).toEqual(before);
    const kinds = await q<{ t: string; m: string; r: string }>(
      `select logicalrelid::regclass::text as t, partmethod as m, repmodel as r from pg_dist_partition order by 1`,
    );
    expect(Object.fromEntries(kinds.map((k) => [k.t, `${k.m}${k.r}`]))).toEqual({
      absences: 'hs',
      companies: 'hs',
      memberships: 'hs',
      profiles: 'nt',
      users: 'nt',
      sessions: 'ns', // Citus-local: it references a reference table
    });
    expect((await distributeTables(client, undefined, MODEL)).converted).toEqual([]);
    const counts = `select (select count(*) from users)::int as u, (select count(*) from memberships)::int as m,
      (select count(*) from absences)::int as a`;
    expect(await q(counts)).toEqual([{ u: 1, m: 1, a: 1 }]);
    const shells = await q<{ bytes: string }>(
      `select sum(pg_relation_size(t))::text as bytes from unnest(array['companies', 'memberships', 'absences']::regclass[]) t`,
    );
    expect(shells).toEqual([{ bytes: '0' }]);
    await q('delete from companies');
    await q('delete from users');
  });

  it('enforces the foreign keys afterwards: cascades, restrict and set null', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((x) => `00000000-0000-0000-0000-00000000000${x}`);
    await q(`insert into users values ('${a}', 'a@example.invalid'), ('${b}', 'b@example.invalid')`);
    await q(`insert into profiles (id) values ('${a}'), ('${b}')`);
    await q(`insert into sessions (user_id, token) values ('${b}', 'token-b')`);
    await q(`insert into companies values ('${c}', 'C')`);
    await q(`insert into memberships (company_id, user_id) values ('${c}', '${a}'), ('${c}', '${b}')`);
    await q(`insert into absences (company_id, user_id, approved_by) values ('${c}', '${a}', '${b}')`);
    await expect(
      q(`insert into memberships (company_id, user_id) values ('${c}', gen_random_uuid())`),
    ).rejects.toThrow(/foreign key/);
    await expect(q(`delete from users where id = '${a}'`)).rejects.toThrow(/foreign key/);
    await q(`delete from memberships where user_id = '${b}'`);
    await q(`delete from users where id = '${b}'`);
    expect(await q('select approved_by from absences')).toEqual([{ approved_by: null }]);
    expect(await q('select count(*)::int as n from sessions')).toEqual([{ n: 0 }]);
    await q('delete from companies');
    expect(
      await q(
        'select (select count(*) from memberships)::int as m, (select count(*) from absences)::int as a',
      ),
    ).toEqual([{ m: 0, a: 0 }]);
  });

  it('converts a table a later migration creates, before drizzle-kit adds its foreign keys', async () => {
    writeMigrations(dir, [
      ['0000_model', MODEL_SQL],
      [
        '0001_notes',
        `CREATE TABLE "notes" ("company_id" uuid NOT NULL, "id" uuid DEFAULT gen_random_uuid() NOT NULL,
           "user_id" uuid NOT NULL, "body" text NOT NULL, CONSTRAINT "notes_pk" PRIMARY KEY("company_id","id"));
         --> statement-breakpoint
         ALTER TABLE "notes" ADD CONSTRAINT "notes_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade;
         --> statement-breakpoint
         ALTER TABLE "notes" ADD CONSTRAINT "notes_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade;`,
      ],
    ]);
    const plan = { ...MODEL, tenant: [...MODEL.tenant, 'notes'] };
    await migrateDistributed(client, dir, undefined, plan);
    expect(
      await q(`select partmethod as m from pg_dist_partition where logicalrelid = 'notes'::regclass`),
    ).toEqual([{ m: 'h' }]);
    expect((await foreignKeys()).filter((f) => f.startsWith('notes'))).toHaveLength(2);
    expect((await distributeTables(client, undefined, plan)).converted).toEqual([]);
    // Applied once: a second run finds nothing to do.
    await migrateDistributed(client, dir, undefined, plan);
    expect(await q('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: 2 }]);
  });
});

function writeMigrations(dir: string, migrations: [tag: string, sql: string][]) {
  for (const [tag, sql] of migrations) writeFileSync(path.join(dir, `${tag}.sql`), sql);
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: migrations.map(([tag], idx) => ({
        idx,
        version: '7',
        when: 1_000 + idx,
        tag,
        breakpoints: true,
      })),
    }),
  );
}
