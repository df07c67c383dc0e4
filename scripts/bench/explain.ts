// The plans behind each request. The bench's PostgreSQL preloads auto_explain, silent until this pass turns it on
// (log_min_duration = 0, log_analyze, JSON, verbose): every statement the app runs is then logged with the plan it
// ran with its real parameters, the same output as EXPLAIN (ANALYZE, VERBOSE, FORMAT JSON) on that statement,
// without the bench guessing the SQL or replaying writes. Requests go one at a time, and the log between two of
// them belongs to the first.
//
// The pass runs with enable_seqscan = off. Small tables (companies, data_exports, billing_events…) are cheaper
// to read whole than through an index, and PostgreSQL rightly does so while they are small; with sequential
// scans priced out, a Seq Scan that remains means no index can serve the query, which is what must not happen
// to a table that grows with the number of customers.
import pg from 'pg';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Schema?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

export interface LoggedPlan {
  database: string;
  durationMs: number;
  query: string;
  plan: PlanNode;
}

export interface Finding {
  table: string;
  node: string;
  query: string;
}

export interface RequestPlans {
  statements: number;
  tables: string[];
  /** Sequential scans (and index scans without a condition, which read the whole index) of growing tables. */
  findings: Finding[];
  /** Rows the scans produced, summed over the statements (an N+1 or an overfetch shows here). */
  rowsRead: number;
  sqlMs: number;
}

export const LOG_PREFIX = '@@pg@@';

/** Collects PostgreSQL's stderr and cuts it into messages at the log_line_prefix marker. */
export class PostgresLog {
  private text = '';
  private lastChunkAt = 0;
  readonly onLog = (chunk: string) => {
    this.text += chunk;
    this.lastChunkAt = performance.now();
  };

  clear() {
    this.text = '';
  }

  /** Waits until PostgreSQL has said nothing for `quietMs`, then returns the plans logged since clear(). */
  async plans(database: string, quietMs = 150): Promise<LoggedPlan[]> {
    const started = performance.now();
    do await sleep(quietMs);
    while (performance.now() - this.lastChunkAt < quietMs && performance.now() - started < 3000);
    const out: LoggedPlan[] = [];
    for (const message of this.text.split(LOG_PREFIX).slice(1)) {
      const m = /^ (\S+) LOG:\s+duration: ([\d.]+) ms\s+plan:\s*([\s\S]*)$/.exec(message);
      if (!m || m[1] !== database) continue;
      try {
        const parsed = JSON.parse(m[3]!) as { 'Query Text': string; Plan: PlanNode };
        out.push({
          database: m[1],
          durationMs: Number(m[2]),
          query: parsed['Query Text'],
          plan: parsed.Plan,
        });
      } catch {
        // A message cut by the pipe would only be the last one, still being written: quietMs rules that out.
        throw new Error(`auto_explain output not understood: ${message.slice(0, 200)}`);
      }
    }
    return out;
  }
}

const SETTINGS = {
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_timing': 'on',
  'auto_explain.log_verbose': 'on',
  'auto_explain.log_format': 'json',
  'auto_explain.log_nested_statements': 'on',
  enable_seqscan: 'off',
  log_line_prefix: `${LOG_PREFIX} %d `,
};

/** Turns the plans on (or off) for every session of the server, the app's pooled ones included. */
export async function autoExplain(adminUrl: string, on: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const [name, value] of Object.entries(SETTINGS)) {
      if (on) await client.query(`alter system set ${name} = '${value}'`);
      else await client.query(`alter system reset ${name}`);
    }
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
  // Backends read the new configuration at their next command, after the postmaster has signalled them.
  await sleep(500);
}

export interface Schema {
  /**
   * Tables whose size grows with the number of customers: every table of the public schema with a company_id
   * (tenant data) or a user_id (people's data) column, and companies and users themselves.
   */
  growing: Set<string>;
  /**
   * Partial indexes: reading one whole reads only the rows its predicate keeps (the running exports, say), not
   * the table, so an index scan without a condition on one is not a full scan.
   */
  partial: Set<string>;
}

export async function schemaOf(url: string): Promise<Schema> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `select distinct table_name from information_schema.columns
       where table_schema = 'public' and column_name in ('company_id', 'user_id')`,
    );
    const partial = await client.query<{ name: string }>(
      `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and i.indpred is not null`,
    );
    return {
      growing: new Set([...tables.rows.map((r) => r.table_name), 'companies', 'users']),
      partial: new Set(partial.rows.map((r) => r.name)),
    };
  } finally {
    await client.end();
  }
}

/** pg-boss polls its own schema on its own schedule; its statements are not the request's. */
const isJobQueue = (p: LoggedPlan) => /\bpgboss\./.test(p.query);
/**
 * A foreign key's check (`SELECT 1 FROM ONLY … x WHERE "id" = $1 FOR KEY SHARE OF x`) reads the referenced
 * table's primary key, which always has an index; PostgreSQL plans it once per connection, so a plan made while
 * sequential scans were still allowed (and the table was small) would show here as one.
 */
const isForeignKeyCheck = (p: LoggedPlan) =>
  /^SELECT 1 FROM ONLY .* FOR KEY SHARE OF x$/.test(p.query.trim());

export function analyse(plans: LoggedPlan[], { growing, partial }: Schema): RequestPlans {
  const mine = plans.filter((p) => !isJobQueue(p));
  const tables = new Set<string>();
  const findings: Finding[] = [];
  let rowsRead = 0;
  const walk = (node: PlanNode, query: string, check: boolean) => {
    const table = node['Relation Name'];
    if (table && (node.Schema ?? 'public') === 'public') {
      tables.add(table);
      rowsRead += (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
      const full =
        node['Node Type'] === 'Seq Scan' ||
        (/^Index (Only )?Scan$/.test(node['Node Type']) &&
          !node['Index Cond'] &&
          !partial.has(node['Index Name'] ?? ''));
      if (check && full && growing.has(table)) findings.push({ table, node: node['Node Type'], query });
    }
    for (const child of node.Plans ?? []) walk(child, query, check);
  };
  for (const p of mine) walk(p.plan, p.query, !isForeignKeyCheck(p));
  return {
    statements: mine.length,
    tables: [...tables].sort(),
    findings,
    rowsRead,
    sqlMs: mine.reduce((a, p) => a + p.durationMs, 0),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
