// Citus: the same schema and code on one PostgreSQL and on a Citus cluster (docs/SCALING.md section 3). When the
// `citus` extension exists in the database, the tables are distributed after the migrations (runMigrations, under
// the migrations' advisory lock); on plain PostgreSQL all of this costs one catalog query.
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

/**
 * Tenant tables: distributed by `company_id`, co-located with `companies` (distributed by `id`), so that one
 * company's rows live on one node. Every table of the public schema with a `company_id` column is in this list or
 * in LOCAL_TABLES_WITH_COMPANY_ID; `server/platform/citus.int.test.ts` fails otherwise.
 */
export const TENANT_TABLES = [
  'absence_events',
  'absence_policies',
  'absences',
  'account_deletion_requests',
  'billing_checkouts',
  'billing_customers',
  'billing_events',
  'billing_invoices',
  'calendar_feeds',
  'company_allowance_defaults',
  'company_holiday_overrides',
  'company_holidays',
  'company_work_schedules',
  'data_exports',
  'holiday_entitlements',
  'invitations',
  'member_work_schedules',
  'memberships',
  'sample_data_sets',
  'sample_people',
  'subscriptions',
  'time_entries',
  'time_entry_corrections',
  'time_entry_history',
  'timesheet_approvals',
  'timesheet_reminders',
] as const;

/**
 * Tables with a `company_id` column that stay on the coordinator: written or read without a company (audit
 * records of any action, the pending join of an account by user id, the company of an invitation code or of a
 * calendar feed's token). No foreign key from them to a tenant table.
 */
export const LOCAL_TABLES_WITH_COMPANY_ID = [
  'audit_events',
  'calendar_feed_tokens',
  'invitation_codes',
  'invitation_sign_ups',
] as const;

/**
 * The global person, a copy on every node (every write is a two-phase commit to all nodes), in the order they are
 * made reference tables: a referenced table first. Tenant tables' person columns reference them.
 */
export const REFERENCE_TABLES = ['users', 'profiles'] as const;

/** The root of the tenant graph, distributed by its own id. */
export const COMPANIES = 'companies';

/** What goes where; PLAN is ours, tests pass small models. */
export interface DistributionPlan {
  companies: string;
  tenant: readonly string[];
  localWithCompanyId: readonly string[];
  reference: readonly string[];
}

export const PLAN: DistributionPlan = {
  companies: COMPANIES,
  tenant: TENANT_TABLES,
  localWithCompanyId: LOCAL_TABLES_WITH_COMPANY_ID,
  reference: REFERENCE_TABLES,
};

type Kind = 'companies' | 'tenant' | 'reference';

/** A pg client or pool: what the distribution step needs. */
export type Queryable = Pick<pg.ClientBase, 'query'>;

/** The listed tables by kind, in conversion order: companies, the tenant tables, the reference tables. */
function kinds(plan: DistributionPlan): Map<string, Kind> {
  return new Map<string, Kind>([
    [plan.companies, 'companies'],
    ...plan.tenant.map((t) => [t, 'tenant'] as [string, Kind]),
    ...plan.reference.map((t) => [t, 'reference'] as [string, Kind]),
  ]);
}
const distColumn = (kind: Kind) => (kind === 'companies' ? 'id' : 'company_id');

/** The installed Citus version, or null on plain PostgreSQL (one catalog query). */
export async function citusVersion(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ v: string }>(
    "select extversion as v from pg_extension where extname = 'citus'",
  );
  return rows[0]?.v ?? null;
}

interface TableState {
  table: string;
  /** pg_dist_partition: 'h' hash-distributed, 'n' reference (repmodel 't') or Citus-local; null = plain local. */
  method: string | null;
  repmodel: string | null;
  column: string | null;
  colocation: number | null;
}

async function tableStates(db: Queryable): Promise<Map<string, TableState>> {
  const { rows } = await db.query<TableState>(
    `select c.relname as "table", p.partmethod as method, p.repmodel,
       case when p.partmethod = 'h' then column_to_column_name(p.logicalrelid, p.partkey) end as "column",
       p.colocationid as colocation
     from pg_class c left join pg_dist_partition p on p.logicalrelid = c.oid
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`,
  );
  return new Map(rows.map((r) => [r.table, r]));
}

/** Whether the table already is what the lists say; throws when it is something else (not ours to undo). */
function isDone(state: TableState, kind: Kind, companiesColocation: number | null): boolean {
  if (state.method === null) return false;
  if (kind === 'reference') {
    if (state.method === 'n' && state.repmodel === 't') return true;
    if (state.method === 'n') return false; // Citus-local (a foreign key to a reference table): convertible
  } else {
    if (state.method === 'n' && state.repmodel !== 't') return false; // Citus-local: convertible
    if (
      state.method === 'h' &&
      state.column === distColumn(kind) &&
      (kind === 'companies' || companiesColocation === null || state.colocation === companiesColocation)
    )
      return true;
  }
  throw new Error(
    `citus: table ${state.table} is ${describeState(state)}, but the lists in server/platform/citus.ts make it ${
      kind === 'reference'
        ? 'a reference table'
        : `distributed by ${distColumn(kind)}, co-located with companies`
    }; change it by hand (undistribute_table, alter_distributed_table) or change the lists`,
  );
}

function describeState(s: TableState): string {
  if (s.method === 'h') return `distributed by ${s.column} (colocation ${s.colocation})`;
  if (s.method === 'n') return s.repmodel === 't' ? 'a reference table' : 'a Citus-local table';
  return s.method ? `in Citus's metadata with method ${s.method}` : 'local';
}

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  cols: string[];
  refcols: string[];
  ondelete: string;
  onupdate: string;
  def: string;
}

async function foreignKeys(db: Queryable): Promise<ForeignKey[]> {
  const { rows } = await db.query<ForeignKey>(
    `select con.conname as name, cc.relname as child, pc.relname as parent,
       array(select a.attname::text from unnest(con.conkey) with ordinality k(n, o)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o) as cols,
       array(select a.attname::text from unnest(con.confkey) with ordinality k(n, o)
             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o) as refcols,
       con.confdeltype as ondelete, con.confupdtype as onupdate, pg_get_constraintdef(con.oid) as def
     from pg_constraint con
     join pg_class cc on cc.oid = con.conrelid
     join pg_class pc on pc.oid = con.confrelid
     where con.contype = 'f' and con.connamespace = 'public'::regnamespace
       and pc.relnamespace = 'public'::regnamespace
     order by cc.relname, con.conname`,
  );
  return rows;
}

/**
 * What would stop the lists from distributing, read from the catalog: all of it at once, in words, instead of
 * Citus's first refusal. An empty list = the step may run.
 */
export async function distributionBlockers(db: Queryable, plan: DistributionPlan = PLAN): Promise<string[]> {
  const kindOf = kinds(plan);
  const blockers: string[] = [];
  const { rows: tables } = await db.query<{ table: string }>(
    `select relname as "table" from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
  );
  const present = new Set(tables.map((t) => t.table));
  for (const t of kindOf.keys())
    if (!present.has(t)) blockers.push(`${t}: listed in citus.ts but no such table`);

  const { rows: keys } = await db.query<{ table: string; nullable: boolean }>(
    `select c.relname as "table", not a.attnotnull as nullable
     from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`,
  );
  const withCompany = new Map(keys.map((k) => [k.table, k.nullable]));
  for (const t of plan.tenant) {
    if (!present.has(t)) continue;
    if (!withCompany.has(t)) blockers.push(`${t}: no company_id column`);
    else if (withCompany.get(t)) blockers.push(`${t}: company_id is nullable`);
  }
  for (const [t] of withCompany) {
    if (kindOf.get(t) !== 'tenant' && !plan.localWithCompanyId.includes(t))
      blockers.push(
        `${t}: has company_id but is in neither TENANT_TABLES nor LOCAL_TABLES_WITH_COMPANY_ID${
          kindOf.get(t) === 'reference' ? ' (it is a reference table: a person, not a membership)' : ''
        }`,
      );
  }

  const { rows: uniques } = await db.query<{ table: string; index: string; cols: string[] }>(
    `select c.relname as "table", ic.relname as "index",
       array(select a.attname::text from unnest(i.indkey) k(n) join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n) as cols
     from pg_index i join pg_class c on c.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
     where c.relnamespace = 'public'::regnamespace and (i.indisunique or i.indisexclusion)`,
  );
  for (const u of uniques) {
    const kind = kindOf.get(u.table);
    if (kind !== 'tenant' && kind !== 'companies') continue;
    if (!u.cols.includes(distColumn(kind)))
      blockers.push(`${u.table}: unique key ${u.index} (${u.cols.join(', ')}) lacks ${distColumn(kind)}`);
  }

  for (const fk of await foreignKeys(db)) {
    const child = kindOf.get(fk.child) ?? 'local';
    const parent = kindOf.get(fk.parent) ?? 'local';
    const what = `${fk.child}: foreign key ${fk.name} (${fk.cols.join(', ')}) → ${fk.parent} (${fk.refcols.join(', ')})`;
    const distributed = (k: string) => k === 'tenant' || k === 'companies';
    if (distributed(child) && distributed(parent)) {
      const at = fk.cols.indexOf(distColumn(child as Kind));
      if (at < 0 || fk.refcols[at] !== distColumn(parent as Kind))
        blockers.push(
          `${what}: must pair ${distColumn(child as Kind)} with ${fk.parent}.${distColumn(parent as Kind)}`,
        );
      else if ('nd'.includes(fk.ondelete))
        blockers.push(`${what}: ON DELETE SET NULL/DEFAULT on the distribution key`);
      else if ('cnd'.includes(fk.onupdate))
        blockers.push(`${what}: ON UPDATE CASCADE/SET NULL/DEFAULT on the distribution key`);
    } else if (distributed(child) && parent === 'local') {
      blockers.push(`${what}: a distributed table may reference only distributed or reference tables`);
    } else if (child === 'reference' && parent !== 'reference') {
      blockers.push(`${what}: a reference table may reference only reference tables`);
    } else if (child === 'local' && distributed(parent)) {
      // Citus accepts it and the local ON DELETE CASCADE then silently stops running (docs/SCALING.md).
      blockers.push(`${what}: a local table must not reference a distributed table`);
    }
  }
  return blockers;
}

export interface DistributionResult {
  citus: string | null;
  /** Tables converted by this run, in the order they were converted (empty when everything already was). */
  converted: string[];
}

/**
 * Distributes the tables as the lists say when the `citus` extension is present; a no-op (one catalog query) on
 * plain PostgreSQL and when everything already is distributed. Idempotent, so it runs at every start and picks
 * up tables later migrations add. The pending tables are converted in one transaction: the foreign keys that
 * touch them are dropped, `companies` and the tenant tables distributed, the person tables made reference
 * tables, and the foreign keys added back (the order the trial found Citus accepts: docs/SCALING.md, pass 5 of
 * scripts/citus-trial.sh); never part of the graph. The caller holds the migrations' advisory lock, on a client
 * that is not in a transaction.
 */
export async function distributeTables(
  client: Queryable,
  log: (message: string) => void = () => {},
  plan: DistributionPlan = PLAN,
): Promise<DistributionResult> {
  const citus = await citusVersion(client);
  if (!citus) return { citus, converted: [] };
  await sequentialModifications(client, log);
  const pending = await pendingTables(client, plan);
  if (pending.length === 0) return { citus, converted: [] };

  const blockers = await distributionBlockers(client, plan);
  if (blockers.length > 0)
    throw new Error(
      `citus: cannot distribute the schema (server/platform/citus.ts):\n  ${blockers.join('\n  ')}`,
    );

  const started = Date.now();
  await client.query('begin');
  try {
    // Distributing and adding foreign keys to reference tables in one transaction needs Citus's sequential mode.
    await client.query("set local citus.multi_shard_modify_mode to 'sequential'");
    const touched = new Set(pending);
    const keys = (await foreignKeys(client)).filter((fk) => touched.has(fk.child) || touched.has(fk.parent));
    for (const fk of keys)
      await client.query(`alter table ${ident(fk.child)} drop constraint ${ident(fk.name)}`);
    for (const t of pending) await convert(client, t, plan);
    for (const fk of keys)
      await client.query(`alter table ${ident(fk.child)} add constraint ${ident(fk.name)} ${fk.def}`);
    // Rows that were there (a database moved to Citus) were copied to the shards; the coordinator's copy goes.
    for (const t of pending)
      await client.query('select truncate_local_data_after_distributing_table($1)', [t]);
    await client.query('commit');
  } catch (e) {
    await client.query('rollback');
    throw e;
  }
  log(
    `citus ${citus}: distributed ${pending.length} tables in ${Date.now() - started} ms (${pending.join(', ')})`,
  );
  return { citus, converted: pending };
}

/**
 * Multi-shard commands one shard at a time, for every session of this database. In Citus's default (parallel)
 * mode a transaction that has read or changed several shards of a distributed table at once may not then write a
 * reference table ("cannot modify table "profiles" because there was a parallel operation on a distributed table")
 * nor read one after parallel DDL; which statements run on several shards depends on the plan, so the app would
 * fail by chance. Our requests touch one company (one shard); the multi-shard ones (purges, jobs over every
 * company) lose little by going sequentially. Set on the database (the owner may) and on this session.
 */
async function sequentialModifications(client: Queryable, log: (message: string) => void): Promise<void> {
  const { rows } = await client.query<{ mode: string }>(
    "select current_setting('citus.multi_shard_modify_mode') as mode",
  );
  if (rows[0]?.mode === 'sequential') return;
  await client.query(
    `do $$ begin execute format('alter database %I set citus.multi_shard_modify_mode to sequential', current_database()); end $$`,
  );
  await client.query("set citus.multi_shard_modify_mode to 'sequential'");
  log('citus: multi-shard commands run sequentially in this database (citus.multi_shard_modify_mode)');
}

/** The listed tables not yet what the lists say, in conversion order: companies, tenant tables, reference tables. */
async function pendingTables(client: Queryable, plan: DistributionPlan): Promise<string[]> {
  const states = await tableStates(client);
  const companies = states.get(plan.companies);
  const companiesDone = companies ? isDone(companies, 'companies', null) : false;
  const colocation = companiesDone ? (companies?.colocation ?? null) : null;
  const pending: string[] = [];
  for (const [table, kind] of kinds(plan)) {
    const state = states.get(table);
    if (!state) continue; // reported by distributionBlockers
    if (!isDone(state, kind, colocation)) pending.push(table);
  }
  return pending;
}

async function convert(client: Queryable, table: string, plan: DistributionPlan): Promise<void> {
  const kind = kinds(plan).get(table);
  if (kind === 'companies') await client.query(`select create_distributed_table($1, 'id')`, [table]);
  else if (kind === 'tenant')
    await client.query(`select create_distributed_table($1, 'company_id', colocate_with => $2)`, [
      table,
      plan.companies,
    ]);
  else if (kind === 'reference') await client.query('select create_reference_table($1)', [table]);
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Whether the database already is distributed (companies in Citus's metadata): later migrations then run here. */
export async function hasDistributedTables(
  client: Queryable,
  plan: DistributionPlan = PLAN,
): Promise<boolean> {
  const { rows } = await client.query<{ d: boolean }>(
    `select exists (select 1 from pg_dist_partition where logicalrelid = to_regclass('public.' || quote_ident($1))) as d`,
    [plan.companies],
  );
  return rows[0]?.d ?? false;
}

const createTable = /^\s*create\s+table\s+(?:if\s+not\s+exists\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/i;

/**
 * Drizzle's migrator for a database that is already distributed: the same journal and bookkeeping (one
 * transaction for the pending migrations, a row per migration in drizzle.__drizzle_migrations), and a listed table
 * is converted right after its CREATE TABLE, while it is empty and before the foreign keys drizzle-kit adds in
 * later statements: Citus refuses a foreign key from a local table to a distributed one.
 */
export async function migrateDistributed(
  client: Queryable,
  migrationsFolder: string,
  log: (message: string) => void = () => {},
  plan: DistributionPlan = PLAN,
): Promise<void> {
  const kindOf = kinds(plan);
  const migrations = readMigrationFiles({ migrationsFolder });
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  const { rows } = await client.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const last = rows[0] ? Number(rows[0].created_at) : undefined;
  const todo = migrations.filter((m) => last === undefined || last < m.folderMillis);
  if (todo.length === 0) return;
  await client.query('begin');
  try {
    await client.query("set local citus.multi_shard_modify_mode to 'sequential'");
    for (const migration of todo) {
      for (const statement of migration.sql) {
        await client.query(statement);
        const table = createTable.exec(statement)?.[1];
        if (table && kindOf.has(table)) {
          await convert(client, table, plan);
          log(`citus: ${table} converted as it was created`);
        }
      }
      await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    await client.query('commit');
  } catch (e) {
    await client.query('rollback');
    throw e;
  }
}
