// `npm run bench -- --citus`: every screen request on one PostgreSQL and on a Citus cluster with the same data,
// and the proof that each of them stays on the measured company's shard (issue 18). Not part of the full bench
// (it needs root, a cluster and about 15 minutes); writes the `citus` section of docs/PERFORMANCE.md.
//
// 1. citus-cluster.ts: a coordinator and two workers, one plain PostgreSQL of the same build and settings, the
//    same seeded rows in both (100 companies by default), distributed by the app's own step.
// 2. The production build against each; every screen request of endpoints.ts at 1 connection, the two sides
//    interleaved (A, B, B, A, … so neither always goes first), `rounds` times; the median of the rounds.
// 3. Routing: each screen request runs once, alone, on the Citus side. Every node logs each statement's plan
//    (auto_explain, sequential scans priced out as in explain.ts) and the coordinator logs every command it sends
//    to a shard (citus.log_remote_commands / log_local_commands). The check fails when a command names a shard of
//    a distributed table outside the measured company's hash range (co-located shards of one company share it),
//    or when a global table (reference or coordinator-local: users, profiles, sessions …) that grows with the
//    customers is read without a key (a sequential scan or a whole index), or when a node logs an error.
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startTestSmtp } from '../../server/test/smtp';
import {
  BENCH_DB,
  type CitusBenchCluster,
  type SeededPair,
  seedBoth,
  startCitusCluster,
} from './citus-cluster';
import { companyIdOf, last31DayMonth, once, request, signIn, today } from './client';
import { type Endpoint, endpoints, label, type Who } from './endpoints';
import { type Schema, schemaOf } from './explain';
import { type LoadResult, load, percentiles } from './load';
import { MEASURED } from './seed';
import { type RunningServer, startServer } from './server';

export const CITUS_TARGET_RATIO = 2;

export interface CitusOptions {
  companies: number;
  rounds: number;
  /** Seconds per run (one side, one request, one round). */
  seconds: number;
  log: (s: string) => void;
  /** For the report's first line. */
  machine: string;
  /** A cluster already started and seeded (while working on this step); stopped by the caller. */
  prepared?: { cluster: CitusBenchCluster; seeded: SeededPair };
}

type Side = 'plain' | 'citus';
const SIDES: Side[] = ['plain', 'citus'];

interface Compared {
  endpoint: Endpoint;
  bytes: Record<Side, number>;
  runs: Record<Side, LoadResult[]>;
  routing?: Routing;
}

const loadAvg = () => os.loadavg()[0]!.toFixed(2);
const median = (xs: number[]) => percentiles(xs).p50;
const ms = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : Math.round(n).toString());

export async function citusBench(opts: CitusOptions): Promise<{ lines: string[]; failures: string[] }> {
  const { log } = opts;
  const lines: string[] = [];
  const failures: string[] = [];
  const missed: string[] = [];
  const say = (...s: string[]) => lines.push(...(s.length ? s : ['']));
  const loadBefore = loadAvg();
  const cluster = opts.prepared?.cluster ?? (await startCitusCluster(log));
  const smtp = await startTestSmtp();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-citus-app-'));
  const servers: Partial<Record<Side, RunningServer>> = {};
  const secret = randomUUID() + randomUUID();
  const envOf = (side: Side) => ({
    NODE_ENV: 'production',
    DATA_DIR: path.join(dataDir, side),
    DATABASE_URL: side === 'plain' ? cluster.plainUrl() : cluster.citusUrl(),
    SMTP_URL: smtp.url,
    AUTH_SECRET: secret,
    BILLING_PROVIDER: 'sandbox',
    BILLING_SANDBOX_IN_PRODUCTION: 'true',
    RATE_LIMIT_MULTIPLIER: '10000',
  });
  try {
    const seeded = opts.prepared?.seeded ?? (await seedBoth(cluster, opts.companies, log));
    for (const side of SIDES) servers[side] = await startServer(envOf(side));
    const cookies = {} as Record<Side, Record<Who, string>>;
    for (const side of SIDES) {
      cookies[side] = {} as Record<Who, string>;
      for (const who of Object.keys(MEASURED) as Who[])
        cookies[side][who] = await signIn(servers[side]!, MEASURED[who]);
    }
    const month = last31DayMonth();
    const nextYear = `${Number(today().slice(0, 4)) + 1}${today().slice(4)}`;
    const list = endpoints({ month, today: today(), nextYear }).filter((e) => e.kind === 'screen');
    const compared: Compared[] = [];
    for (const e of list) {
      const bytes = {} as Record<Side, number>;
      for (const side of SIDES) bytes[side] = await once(servers[side]!, cookies[side], e);
      compared.push({ endpoint: e, bytes, runs: { plain: [], citus: [] } });
    }

    // Interleaved: per request, both sides in turn, the order swapped every round.
    const loadAt = loadAvg();
    const started = performance.now();
    for (const c of compared) {
      for (const side of SIDES)
        await load('warm-up', {
          ...request(servers[side]!, cookies[side], c.endpoint),
          connections: 1,
          duration: 1,
        });
      for (let round = 0; round < opts.rounds; round++) {
        for (const side of round % 2 === 0 ? SIDES : [...SIDES].reverse()) {
          const r = request(servers[side]!, cookies[side], c.endpoint);
          c.runs[side].push(await load(label(c.endpoint), { ...r, connections: 1, duration: opts.seconds }));
        }
      }
      const p50 = (side: Side) => median(c.runs[side].map((r) => r.p50));
      log(
        `${label(c.endpoint).padEnd(40)} p50 ${ms(p50('plain'))} ms → Citus ${ms(p50('citus'))} ms (${(p50('citus') / p50('plain')).toFixed(2)}×)`,
      );
    }
    const loadAfter = loadAvg();
    const loadMinutes = (performance.now() - started) / 60000;

    // What one statement routed to the company's shard costs on each side, from a client beside the app.
    const companyId = await companyIdOf(cluster.citusUrl(), MEASURED.admin);
    const roundTrip = await statementRoundTrip(
      { plain: cluster.plainUrl(), citus: cluster.citusUrl() },
      companyId,
      opts.rounds,
    );
    const added = roundTrip.unnamed.citus - roundTrip.unnamed.plain;
    log(
      `one statement by key, unnamed: PostgreSQL ${roundTrip.unnamed.plain.toFixed(2)} ms, Citus ${roundTrip.unnamed.citus.toFixed(2)} ms; prepared: ${roundTrip.prepared.plain.toFixed(2)} ms, ${roundTrip.prepared.citus.toFixed(2)} ms`,
    );

    // Routing: each screen request once, alone, with every node logging its plans and the coordinator the
    // commands it sends to shards.
    const shards = await shardMap(cluster.citusUrl(), companyId);
    const schema = await schemaOf(cluster.plainUrl());
    await routingLogs(cluster, true);
    try {
      // New connections, so that every node's sessions preload auto_explain.
      await servers.citus!.stop();
      servers.citus = await startServer(envOf('citus'));
      const logs = [cluster.coordinatorLog, ...cluster.workerLogs].map((f) => new LogFile(f));
      for (const c of compared) {
        for (const l of logs) await l.quiet(300); // pg-boss and earlier requests' output drained
        for (const l of logs) l.skip();
        await once(servers.citus, cookies.citus, c.endpoint);
        for (const l of logs) await l.quiet(200);
        const [coordinator, ...workers] = logs.map((l) => parseNodeLog(l.read()));
        c.routing = analyseRouting(coordinator!, workers, shards, schema);
        if (c.routing.statements === 0)
          throw new Error(`no plans logged for ${label(c.endpoint)}: is auto_explain loaded?`);
      }
    } finally {
      await routingLogs(cluster, false);
    }

    // ------------------------------------------------------------------------------------------------------
    // The report.
    const info = seeded.info;
    say(
      `Measured ${today()} on ${opts.machine}. The machine is shared with other developers' work: its 1-minute load average was ${loadBefore} before this step, ${loadAt} at the start of the runs and ${loadAfter} at their end.`,
    );
    say();
    say(
      `**Databases.** ${info.companies} companies, ${info.rows.profiles!.toLocaleString('en')} people, ${(info.totalRows / 1e6).toFixed(1)} M rows (seed.ts, ${Math.round(seeded.seedSeconds)} s) in one PostgreSQL 15 (Debian's build: cluster.sh's settings without the citus library); the same rows copied to a Citus 13.2 coordinator (pg_dump/pg_restore, ${Math.round(seeded.copySeconds)} s) and distributed by \`server/platform/citus.ts\` (${seeded.distributedTables} tables distributed by \`company_id\` with ${seeded.shardCount} shards each over two workers, \`users\` and \`profiles\` reference tables, ${Math.round(seeded.distributeSeconds)} s with \`vacuum analyze\`). Coordinator, workers, the plain PostgreSQL, both app servers and autocannon share the 2 cores. The measured company (20 people, four years) is the same on both sides.`,
    );
    say();
    say(
      `**Screen requests at 1 connection**, production build against each database, ${opts.rounds} interleaved rounds of ${opts.seconds} s per request and side (${loadMinutes.toFixed(1)} minutes), after 1 s of warm-up; medians of the rounds. Ratio = Citus p50 ÷ PostgreSQL p50; target ≤ ${CITUS_TARGET_RATIO} (issue 18). One statement by key sent from a client beside the app (\`select … from companies where id = $1\`, ${ROUND_TRIP_CALLS} calls a round, interleaved, median): unnamed, as drizzle sends the app's statements, ${roundTrip.unnamed.plain.toFixed(2)} ms on PostgreSQL and ${roundTrip.unnamed.citus.toFixed(2)} ms on Citus (the coordinator plans it, then sends the shard's query to the worker that holds it); as a named prepared statement ${roundTrip.prepared.plain.toFixed(2)} ms and ${roundTrip.prepared.citus.toFixed(2)} ms. The last column adds the unnamed difference (${added.toFixed(2)} ms) once for each statement of the request that Citus planned (routing table below) to the PostgreSQL p50: what the request would cost on Citus if nothing but those round trips changed.`,
    );
    say();
    say(
      '| screen | request | as | PostgreSQL req/s | p50 | p99 ms | Citus req/s | p50 | p99 ms | ratio p50 | ratio p99 | target | statements Citus planned | PostgreSQL p50 + their added cost |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const c of compared) {
      const m = (side: Side, k: 'rps' | 'p50' | 'p99') => median(c.runs[side].map((r) => r[k]));
      const errors = SIDES.reduce((n, s) => n + c.runs[s].reduce((x, r) => x + r.errors, 0), 0);
      if (errors > 0) failures.push(`${label(c.endpoint)} answered ${errors} errors under load`);
      const ratio = m('citus', 'p50') / m('plain', 'p50');
      const good = ratio <= CITUS_TARGET_RATIO;
      if (!good)
        missed.push(
          `${label(c.endpoint)}: Citus p50 ${ratio.toFixed(2)}× one PostgreSQL's > ${CITUS_TARGET_RATIO}× (${ms(m('plain', 'p50'))} → ${ms(m('citus', 'p50'))} ms). Its ${c.routing!.distributedStatements} statements Citus planned, one shard command each (on the company's shards, or on the coordinator's own placement of \`sessions\`/\`users\`): ${c.routing!.distributedQueries.map((q) => `\`${q}\``).join('; ')}`,
        );
      say(
        `| ${c.endpoint.screen} | \`${c.endpoint.method ?? 'GET'} ${c.endpoint.path.replace(/=\d{4}-\d{2}(-\d{2})?/g, '=…')}\` | ${c.endpoint.as} | ${Math.round(m('plain', 'rps'))} | ${ms(m('plain', 'p50'))} | ${ms(m('plain', 'p99'))} | ${Math.round(m('citus', 'rps'))} | ${ms(m('citus', 'p50'))} | ${ms(m('citus', 'p99'))} | ${ratio.toFixed(2)} | ${(m('citus', 'p99') / m('plain', 'p99')).toFixed(2)} | ${good ? '✓' : '✗'} | ${c.routing!.distributedStatements} | ${ms(m('plain', 'p50') + c.routing!.distributedStatements * added)} |`,
      );
    }
    say();

    const findings = compared.flatMap((c) =>
      c.routing!.findings.map((f) => ({ name: label(c.endpoint), f })),
    );
    for (const { name, f } of findings) failures.push(`${name} on Citus: ${f}`);
    say(
      `**Routing** (each screen request once, alone, on the Citus database; on every node auto_explain logs each statement's plan with sequential scans priced out, and the coordinator logs every command it sends to a shard, on a worker or on its own placements, with \`citus.log_remote_commands\`/\`log_local_commands\`): ${findings.length === 0 ? `every shard of a distributed table that a request's commands name is in the measured company's hash range (from ${shards.companyRange}), and no global table (reference or coordinator-local) is read without an index condition ✓` : `${findings.length} findings ✗ (below)`}. Per request: the statements the app ran on the coordinator and how many of them Citus planned (distributed, reference or Citus-local tables); the commands sent to shards (remote + local), the transaction control sent to workers, and the plans the nodes made for them; the hash ranges those commands named (one = one company's shards); subplans (commands reading an intermediate result); the global tables read, each by its key:`,
    );
    say();
    say(
      '| request | statements | planned by Citus | shard commands (remote + local) | transaction commands to workers | shard plans | hash ranges | distributed tables touched | subplans | global tables read by key | result |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const c of compared) {
      const r = c.routing!;
      say(
        `| \`${label(c.endpoint)}\` | ${r.statements} | ${r.distributedStatements} | ${r.remoteCommands} + ${r.localCommands} | ${r.transactionCommands} | ${r.shardPlans} | ${r.hashRanges} | ${r.shardTables.length} | ${r.subplans} | ${r.globalTables.join(', ') || '–'} | ${r.findings.length === 0 ? '✓' : '✗'} |`,
      );
    }
    for (const { name, f } of findings) say(`- ✗ \`${name}\`: ${f}`);
    say();
    say(
      missed.length === 0 && failures.length === 0
        ? '**Every target holds.**'
        : [...failures.map((f) => `- **Failed**: ${f}`), ...missed.map((m) => `- **Missed**: ${m}`)].join(
            '\n',
          ),
    );
  } finally {
    for (const s of Object.values(servers)) await s?.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!opts.prepared) await cluster.stop();
  }
  return { lines, failures };
}

const ROUND_TRIP_CALLS = 300;

type RoundTrip = Record<'prepared' | 'unnamed', Record<Side, number>>;

/**
 * The median latency of one statement by key (the company's row, which Citus routes to one shard) on each side,
 * sent as a named prepared statement (planned once; Citus keeps its fast-path plan) and as an unnamed one, as
 * drizzle sends the app's statements (planned on every call): `rounds` rounds, the sides' order swapped every
 * round, a median per round, the median of those.
 */
async function statementRoundTrip(
  urls: Record<Side, string>,
  companyId: string,
  rounds: number,
): Promise<RoundTrip> {
  const clients = {} as Record<Side, pg.Client>;
  const text = 'select id, name, time_zone from companies where id = $1';
  const kinds = {
    prepared: { name: 'bench_round_trip', text, values: [companyId] },
    unnamed: { text, values: [companyId] },
  };
  const medians: Record<keyof RoundTrip, Record<Side, number[]>> = {
    prepared: { plain: [], citus: [] },
    unnamed: { plain: [], citus: [] },
  };
  try {
    for (const side of SIDES) {
      clients[side] = new pg.Client({ connectionString: urls[side] });
      await clients[side].connect();
    }
    for (let round = 0; round < Math.max(1, rounds); round++) {
      for (const side of round % 2 === 0 ? SIDES : [...SIDES].reverse()) {
        for (const [kind, query] of Object.entries(kinds) as [keyof RoundTrip, pg.QueryConfig][]) {
          for (let i = 0; i < 20; i++) await clients[side].query(query);
          const times: number[] = [];
          for (let i = 0; i < ROUND_TRIP_CALLS; i++) {
            const t = performance.now();
            await clients[side].query(query);
            times.push(performance.now() - t);
          }
          medians[kind][side].push(median(times));
        }
      }
    }
  } finally {
    for (const c of Object.values(clients)) await c.end();
  }
  const of = (kind: keyof RoundTrip) => ({
    plain: median(medians[kind].plain),
    citus: median(medians[kind].citus),
  });
  return { prepared: of('prepared'), unnamed: of('unnamed') };
}

// ---------------------------------------------------------------------------------------------------------
// Routing.

interface ShardMap {
  /** Shard id → its table and, for hash-distributed tables, the low end of its hash range. */
  byId: Map<string, { table: string; range: string | null }>;
  distributed: Set<string>;
  /** The low end of the measured company's hash range: co-located shards of one company share it. */
  companyRange: string;
}

async function shardMap(url: string, companyId: string): Promise<ShardMap> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; table: string; method: string; min: string | null }>(
      `select s.shardid::text as id, s.logicalrelid::regclass::text as "table", p.partmethod as method,
              s.shardminvalue as min
       from pg_dist_shard s join pg_dist_partition p using (logicalrelid)`,
    );
    const company = await client.query<{ min: string }>(
      `select shardminvalue as min from pg_dist_shard
       where shardid = get_shard_id_for_distribution_column('companies', $1::uuid)`,
      [companyId],
    );
    return {
      byId: new Map(rows.map((r) => [r.id, { table: r.table, range: r.method === 'h' ? r.min : null }])),
      distributed: new Set(rows.filter((r) => r.method === 'h').map((r) => r.table)),
      companyRange: company.rows[0]!.min,
    };
  } finally {
    await client.end();
  }
}

const LOG_PREFIX = '@@pgc@@';
/** auto_explain on a node: every statement's plan, in JSON, with sequential scans priced out (as in explain.ts). */
const EXPLAIN_SETTINGS = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_format': 'json',
  'auto_explain.log_nested_statements': 'on',
  enable_seqscan: 'off',
  log_line_prefix: `${LOG_PREFIX} %d `,
};
/**
 * The coordinator also logs every command it sends to a shard, on a worker or on its own placements (the
 * reference tables have one there). It does not fetch the workers' plans of a distributed statement for
 * auto_explain: Citus 13.2 sends that EXPLAIN with the statement's parameters unbound, the worker answers "could
 * not determine data type of parameter $3", and the request fails. The workers log those plans themselves.
 */
const COORDINATOR_SETTINGS = {
  ...EXPLAIN_SETTINGS,
  'citus.explain_distributed_queries': 'off',
  'citus.log_remote_commands': 'on',
  'citus.log_local_commands': 'on',
  log_min_messages: 'notice',
};

async function routingLogs(cluster: CitusBenchCluster, on: boolean): Promise<void> {
  const nodes: [number, Record<string, string>][] = [
    [cluster.port, COORDINATOR_SETTINGS],
    [cluster.port + 1, EXPLAIN_SETTINGS],
    [cluster.port + 2, EXPLAIN_SETTINGS],
  ];
  for (const [port, settings] of nodes) {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await client.connect();
    try {
      // Its settings are known to ALTER SYSTEM once the module is loaded in this session.
      await client.query(`load 'auto_explain'`);
      for (const [name, value] of Object.entries(settings)) {
        if (on) await client.query(`alter system set ${name} = '${value}'`);
        else await client.query(`alter system reset ${name}`);
      }
      await client.query('select pg_reload_conf()');
    } finally {
      await client.end();
    }
  }
  await new Promise((r) => setTimeout(r, 500));
}

/** A server log read from where the last skip() left it. */
class LogFile {
  private offset = 0;
  constructor(private readonly file: string) {}
  private size() {
    return statSync(this.file).size;
  }
  skip() {
    this.offset = this.size();
  }
  /** Waits until the log has not grown for `quietMs`. */
  async quiet(quietMs: number) {
    const started = performance.now();
    let last = -1;
    while (performance.now() - started < 5000) {
      const now = this.size();
      if (now === last) return;
      last = now;
      await new Promise((r) => setTimeout(r, quietMs));
    }
  }
  read(): string {
    const end = this.size();
    const buffer = Buffer.alloc(end - this.offset);
    const fd = openSync(this.file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, this.offset);
    } finally {
      closeSync(fd);
    }
    this.offset = end;
    return buffer.toString('utf8');
  }
}

interface NodeLog {
  plans: { query: string; plan: unknown }[];
  errors: string[];
  /** Coordinator only: commands sent to a shard on a worker, and run on the coordinator's own placements. */
  remote: string[];
  local: string[];
}

export function parseNodeLog(text: string): NodeLog {
  const out: NodeLog = { plans: [], errors: [], remote: [], local: [] };
  for (const message of text.split(LOG_PREFIX).slice(1)) {
    const m = /^ (\S*) (\w+):\s+([\s\S]*)$/.exec(message);
    if (!m || m[1] !== BENCH_DB) continue;
    const [, , level, body] = m as unknown as [string, string, string, string];
    if (level === 'LOG') {
      const plan = /^duration: [\d.]+ ms\s+plan:\s*([\s\S]*)$/.exec(body);
      if (!plan) continue;
      const parsed = JSON.parse(plan[1]!) as { 'Query Text': string; Plan: unknown };
      out.plans.push({ query: parsed['Query Text'], plan: parsed.Plan });
    } else if (level === 'ERROR') out.errors.push(body.trim());
    else if (level === 'NOTICE') {
      const remote = /^issuing ([\s\S]*)$/.exec(body);
      const local = /^executing the command locally: ([\s\S]*)$/.exec(body);
      if (remote) out.remote.push(remote[1]!.trim());
      else if (local) out.local.push(local[1]!.trim());
    }
  }
  return out;
}

export interface Routing {
  /** Statements the app ran on the coordinator (pg-boss's own left out). */
  statements: number;
  /** Of these, the ones Citus ran on distributed tables (a Citus custom scan). */
  distributedStatements: number;
  /** Their text, shortened. */
  distributedQueries: string[];
  remoteCommands: number;
  localCommands: number;
  /** Transaction control the coordinator sent to workers (BEGIN …, COMMIT, PREPARE TRANSACTION …). */
  transactionCommands: number;
  /** Statements planned on a worker or on the coordinator's placements, for a shard. */
  shardPlans: number;
  /** Distinct hash ranges of the distributed shards the request's commands named: one company's is one. */
  hashRanges: number;
  /** Distributed tables whose shards the request touched. */
  shardTables: string[];
  /** Commands that read an intermediate result: a subplan Citus ran first and shipped. */
  subplans: number;
  /** Global (reference or coordinator-local) tables read, each by an index condition. */
  globalTables: string[];
  findings: string[];
}

/** pg-boss polls on its own schedule. */
const isJobQueue = (q: string) => /\bpgboss\./.test(q);
const shardIds = (q: string) => [...q.matchAll(/\b[a-z_][a-z0-9_]*_(\d{6,})\b/g)].map((m) => m[1]!);
/**
 * What a request sent to shards: transaction control and Citus's bookkeeping name no shard, and the coordinator
 * sends nothing for its own plans (explain_distributed_queries is off).
 */
const isShardCommand = (c: string) => shardIds(c).length > 0 && !isJobQueue(c);
/** A foreign key's check reads the referenced primary key (explain.ts: it may keep a plan made before). */
const isForeignKeyCheck = (q: string) => /^SELECT 1 FROM ONLY .* FOR KEY SHARE OF x$/.test(q.trim());
const oneLine = (q: string) => q.replace(/\s+/g, ' ').trim().slice(0, 300);

type Json = { [k: string]: unknown };

/**
 * `coordinator` and `workers`: the logs of one request. `growing`: tables that grow with the customers
 * (explain.ts's schemaOf); `partial`: partial indexes, by name without a shard's suffix.
 */
export function analyseRouting(
  coordinator: NodeLog,
  workers: NodeLog[],
  shards: ShardMap,
  { growing, partial }: Schema,
): Routing {
  const findings = new Set<string>();
  const globalTables = new Set<string>();
  const tableOf = (relation: string) => {
    const id = /_(\d{6,})$/.exec(relation)?.[1];
    return (id && shards.byId.get(id)?.table) ?? relation;
  };
  const unsuffixed = (index: string) => index.replace(/_\d{6,}$/, '');
  for (const node of [coordinator, ...workers])
    for (const e of node.errors) findings.add(`error on a node: ${oneLine(e)}`);

  let distributedStatements = 0;
  const distributedQueries: string[] = [];
  let shardPlans = 0;
  const appPlans = coordinator.plans.filter((p) => !isJobQueue(p.query) && p.query !== '');
  const allPlans = [...coordinator.plans, ...workers.flatMap((w) => w.plans)].filter(
    (p) => !isJobQueue(p.query),
  );
  for (const p of allPlans) {
    let citus = false;
    let onShard = false;
    const walk = (node: unknown) => {
      if (Array.isArray(node)) {
        for (const x of node) walk(x);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const o = node as Json;
      if (typeof o['Custom Plan Provider'] === 'string' && /^Citus/.test(o['Custom Plan Provider'] as string))
        citus = true;
      const relation = o['Relation Name'];
      if (typeof relation === 'string' && !relation.startsWith('pg_')) {
        if (/_\d{6,}$/.test(relation)) onShard = true;
        const table = tableOf(relation);
        if (!shards.distributed.has(table) && growing.has(table)) {
          const type = String(o['Node Type']);
          const whole =
            type === 'Seq Scan' ||
            (/^Index (Only )?Scan$/.test(type) &&
              !o['Index Cond'] &&
              !partial.has(unsuffixed(String(o['Index Name'] ?? ''))));
          if (whole && !isForeignKeyCheck(p.query))
            findings.add(`${type} on the global table ${table}: \`${oneLine(p.query)}\``);
          else globalTables.add(table);
        }
      }
      for (const v of Object.values(o)) walk(v);
    };
    walk(p.plan);
    if (citus && coordinator.plans.includes(p)) {
      distributedStatements++;
      distributedQueries.push(oneLine(p.query).slice(0, 140));
    }
    if (onShard) shardPlans++;
  }

  // Every shard a command named: all of a distributed table's must be in the company's hash range. A statement
  // sent to other shards is one finding (its text with the shard suffixes taken off), with how many ranges.
  const shardTables = new Set<string>();
  const ranges = new Set<string>();
  const foreign = new Map<string, Set<string>>();
  const commands = [...coordinator.remote, ...coordinator.local].filter(isShardCommand);
  for (const command of commands) {
    for (const id of shardIds(command)) {
      const shard = shards.byId.get(id);
      if (!shard || shard.range === null) continue;
      shardTables.add(shard.table);
      ranges.add(shard.range);
      if (shard.range !== shards.companyRange) {
        const statement = oneLine(command.replace(/\b([a-z_][a-z0-9_]*)_\d{6,}\b/g, '$1'));
        foreign.set(statement, (foreign.get(statement) ?? new Set()).add(shard.range));
      }
    }
  }
  for (const [statement, other] of foreign)
    findings.add(`sent to ${other.size} hash ranges besides the measured company's: \`${statement}\``);
  return {
    statements: appPlans.length,
    distributedStatements,
    distributedQueries,
    remoteCommands: coordinator.remote.filter(isShardCommand).length,
    transactionCommands: coordinator.remote.filter((c) =>
      /^(BEGIN|COMMIT|ROLLBACK|PREPARE TRANSACTION)\b/i.test(c),
    ).length,
    localCommands: coordinator.local.filter(isShardCommand).length,
    shardPlans,
    hashRanges: ranges.size,
    shardTables: [...shardTables].sort(),
    subplans: commands.filter((c) => /read_intermediate_result/.test(c)).length,
    globalTables: [...globalTables].sort(),
    findings: [...findings],
  };
}
