// What run.ts and citus.ts share: the measured month, signing the measured people in, and one request as the
// screen sends it.
import pg from 'pg';
import { type Endpoint, label, type Who } from './endpoints';
import { BENCH_PASSWORD } from './seed';
import type { RunningServer } from './server';

export const today = () => new Date().toISOString().slice(0, 10);
export const monthOf = (d: Date) => d.toISOString().slice(0, 7);
export const addMonths = (n: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
};
/** The latest complete month of 31 days: Team Overview's budget is for 20 people × 31 days. */
export const last31DayMonth = () => {
  for (let n = -1; ; n--) {
    const d = addMonths(n);
    if (new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate() === 31) return monthOf(d);
  }
};

export async function profileId(url: string, email: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select id from profiles where email = $1', [email])).rows[0].id as string;
  } finally {
    await client.end();
  }
}

export async function companyIdOf(url: string, email: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (
      await client.query('select active_company_id as company_id from profiles where email = $1', [email])
    ).rows[0].company_id as string;
  } finally {
    await client.end();
  }
}

/** Signs in (a bench person by default) and gives the session as a Cookie header. */
export async function signIn(
  server: RunningServer,
  email: string,
  password = BENCH_PASSWORD,
): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function request(server: RunningServer, cookies: Record<Who, string>, e: Endpoint) {
  const headers: Record<string, string> = {};
  if (e.as) headers.cookie = cookies[e.as];
  if (e.method === 'POST') headers.origin = server.url;
  return {
    url: server.url + e.path,
    method: e.method ?? 'GET',
    headers,
    ...(e.body ? { body: JSON.stringify(e.body) } : {}),
  } as const;
}

export async function once(server: RunningServer, cookies: Record<Who, string>, e: Endpoint) {
  const r = request(server, cookies, e);
  const res = await fetch(r.url, {
    method: r.method,
    headers: { ...r.headers, ...(r.body ? { 'content-type': 'application/json' } : {}) },
    body: r.body,
  });
  const body = await res.arrayBuffer();
  if (!res.ok)
    throw new Error(`${label(e)} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
  return body.byteLength;
}
