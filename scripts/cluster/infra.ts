// The pieces of the cluster run (scripts/cluster/run.ts): Debian's HAProxy and PgBouncer, an S3-protocol server
// over TLS (s3rver), and the app servers (the production build). Each start function returns a stop function;
// nothing here listens beyond 127.0.0.1.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
// s3rver is CommonJS without types.
// @ts-expect-error no declaration file
import S3rver from 's3rver';

const isRoot = () => process.getuid?.() === 0;

/** HAProxy and PgBouncer from Debian, installed with apt when missing (CI runs as root on a clean machine). */
export function ensureDebianPackages(log: (s: string) => void) {
  const missing = [
    ['haproxy', '/usr/sbin/haproxy'],
    ['pgbouncer', '/usr/sbin/pgbouncer'],
  ].filter(([, bin]) => spawnSync('test', ['-x', bin!]).status !== 0);
  if (missing.length === 0) return;
  const names = missing.map(([name]) => name!);
  if (!isRoot()) throw new Error(`Install ${names.join(' and ')} first: apt-get install ${names.join(' ')}`);
  log(`Installing Debian's ${names.join(' and ')} with apt`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface Proc {
  child: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(command: string, args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Proc {
  const child = spawn(command, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  // One partial line per stream: HAProxy's warnings (stderr) must not split its log lines (stdout).
  const lineReader = () => {
    let partial = '';
    return (d: Buffer) => {
      const lines = (partial + d.toString()).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines);
    };
  };
  child.stdout!.on('data', lineReader());
  child.stderr!.on('data', lineReader());
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // A failed run must not leave its processes behind.
  const kill = () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL');
  process.once('exit', kill);
  void exited.then(() => process.off('exit', kill));
  return { child, output, exited };
}

export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const connectable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * PgBouncer in transaction mode in front of PostgreSQL. It refuses to run as root, so as root it drops to the
 * `postgres` user (created by Debian's package and by the embedded PostgreSQL): its directory is theirs.
 */
export async function startPgBouncer(opts: {
  dir: string;
  port: number;
  pgPort: number;
  user: string;
  password: string;
  poolSize: number;
}) {
  mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
  const ini = path.join(opts.dir, 'pgbouncer.ini');
  const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
  writeFileSync(path.join(opts.dir, 'userlist.txt'), `${quote(opts.user)} ${quote(opts.password)}\n`, {
    mode: 0o600,
  });
  writeFileSync(
    ini,
    [
      '[databases]',
      `plantel = host=127.0.0.1 port=${opts.pgPort} dbname=plantel`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${opts.port}`,
      'unix_socket_dir =',
      'pool_mode = transaction',
      `default_pool_size = ${opts.poolSize}`,
      'max_client_conn = 500',
      'auth_type = scram-sha-256',
      `auth_file = ${path.join(opts.dir, 'userlist.txt')}`,
      `admin_users = ${opts.user}`,
      // No ignore_startup_parameters: the app sends none in transaction mode (statement_timeout is the role's).
      'server_reset_query =',
      '',
    ].join('\n'),
  );
  const args = [ini];
  if (isRoot()) {
    execFileSync('chown', ['-R', 'postgres:postgres', opts.dir]);
    args.unshift('-u', 'postgres');
  }
  const proc = run('/usr/sbin/pgbouncer', args);
  await waitFor('PgBouncer', () => connectable(opts.port), 10_000).catch((e) => {
    throw new Error(`${e.message}: ${proc.output.join('\n')}`);
  });
  return {
    ...proc,
    stop: async () => {
      proc.child.kill('SIGINT');
      await proc.exited;
    },
  };
}

export interface HaproxyLine {
  requestId: string;
  server: string;
  status: number;
  termination: string;
}

/**
 * HAProxy in front of the app servers: round robin, health checks on /api/ready every 500 ms (down after 2
 * failures, up after 2 successes), retries (with redispatch) only for connections that failed to open, so a
 * request is never sent twice. Every server slot exists from the start; the spare ones are in maintenance until
 * the run enables them through the runtime API. One log line per request, with the client's X-Request-Id.
 */
export async function startHaproxy(opts: {
  dir: string;
  port: number;
  servers: Array<{ name: string; port: number; enabled: boolean }>;
}) {
  mkdirSync(opts.dir, { recursive: true });
  const socket = path.join(opts.dir, 'admin.sock');
  const cfg = path.join(opts.dir, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'global',
      '  log stdout format raw local0',
      `  stats socket ${socket} mode 600 level admin`,
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  log global',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  retries 3',
      '  option redispatch 1',
      // No server connection kept between answers. Without it, 6 requests sent within ~0.1 s of a SIGKILL came
      // back closed, unanswered and unlogged, in a run; with it, 3 to 8 still do (docs/SCALING.md section 2):
      // why HAProxy drops them is not understood yet.
      '  option http-server-close',
      'frontend web',
      `  bind 127.0.0.1:${opts.port}`,
      '  http-request capture req.hdr(x-request-id) len 64',
      '  log-format "req %[capture.req.hdr(0)] %s %ST %tsc"',
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      '  option forwardfor',
      '  option httpchk GET /api/ready',
      '  http-check expect status 200',
      // A check waits up to 2 s: on a busy machine a slow /api/ready must not take a healthy server out
      // (with both out at once HAProxy answers 503 itself).
      '  timeout check 2s',
      '  default-server check inter 500 fall 2 rise 2',
      '  http-response set-header X-Served-By %s',
      ...opts.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port}${s.enabled ? '' : ' disabled'}`),
      '',
    ].join('\n'),
  );
  const proc = run('/usr/sbin/haproxy', ['-db', '-f', cfg]);
  await waitFor('HAProxy', () => connectable(opts.port), 10_000).catch((e) => {
    throw new Error(`${e.message}: ${proc.output.join('\n')}`);
  });
  const admin = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const c = net.connect(socket);
      let out = '';
      c.on('data', (d) => {
        out += d.toString();
      });
      c.on('end', () => resolve(out));
      c.on('error', reject);
      c.end(`${command}\n`);
    });
  return {
    ...proc,
    admin,
    /** Each server's state (UP, DOWN, MAINT…) and the requests it was sent, from `show stat`. */
    async stats() {
      const csv = (await admin('show stat')).trim().split('\n');
      const header = csv[0]!.replace(/^# /, '').split(',');
      const col = (name: string) => header.indexOf(name);
      const rows = new Map<string, { status: string; sent: number }>();
      for (const line of csv.slice(1)) {
        const f = line.split(',');
        if (f[col('pxname')] !== 'app' || ['BACKEND', 'FRONTEND'].includes(f[col('svname')]!)) continue;
        rows.set(f[col('svname')]!, { status: f[col('status')]!, sent: Number(f[col('stot')]) });
      }
      return rows;
    },
    requests(): HaproxyLine[] {
      return proc.output.flatMap((line) => {
        const m = /^req (\S*) (\S+) (-?\d+) (\S+)$/.exec(line.trim());
        return m ? [{ requestId: m[1]!, server: m[2]!, status: Number(m[3]), termination: m[4]! }] : [];
      });
    },
    stop: async () => {
      proc.child.kill('SIGUSR1'); // soft stop: finish what is in flight
      await Promise.race([proc.exited, new Promise((r) => setTimeout(r, 3000))]);
      if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
    },
  };
}

/** A self-signed certificate for 127.0.0.1 (the app servers trust it through NODE_EXTRA_CA_CERTS). */
export function selfSignedCertificate(dir: string) {
  mkdirSync(dir, { recursive: true });
  const key = path.join(dir, 's3.key');
  const cert = path.join(dir, 's3.crt');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

/**
 * An S3-protocol server (s3rver: SigV4 signatures checked, objects on disk) over HTTPS, because production
 * refuses a plain-http S3_ENDPOINT. Its default credentials are S3RVER / S3RVER.
 */
export async function startS3(opts: {
  dir: string;
  port: number;
  bucket: string;
  key: string;
  cert: string;
}) {
  const { readFileSync } = await import('node:fs');
  const server = new S3rver({
    address: '127.0.0.1',
    port: opts.port,
    silent: true,
    directory: opts.dir,
    key: readFileSync(opts.key),
    cert: readFileSync(opts.cert),
    configureBuckets: [{ name: opts.bucket }],
  });
  await server.run();
  return {
    url: `https://127.0.0.1:${opts.port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    stop: () => server.close() as Promise<void>,
  };
}

export interface AppServer extends Proc {
  name: string;
  port: number;
  url: string;
  startedAt: number;
}

/** One app server: the production build, as `npm start` runs it (node dist/server/main.js). */
export function startAppServer(name: string, port: number, env: Record<string, string>): AppServer {
  const proc = run(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  return { ...proc, name, port, url: `http://127.0.0.1:${port}`, startedAt: performance.now() };
}

export async function waitReady(server: AppServer, timeoutMs = 60_000) {
  await waitFor(
    `${server.name} to be ready`,
    async () => {
      if (server.child.exitCode !== null) {
        throw new Error(`${server.name} exited: ${server.output.slice(-20).join('\n')}`);
      }
      try {
        return (await fetch(`${server.url}/api/ready`)).ok;
      } catch {
        return false;
      }
    },
    timeoutMs,
  );
}
