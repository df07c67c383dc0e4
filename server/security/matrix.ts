// Shared by the matrix, fuzz and web-security suites: the routes under test and how one request is sent.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import type { RegisteredRoute } from '../platform/access';
import { multipart } from './http';
import type { RequestInput } from './route-inputs';
import { pngImage } from './victim';

/** The API routes of the registry (the SPA fallback and the development mailbox are not API). */
export const apiRoutes = (app: App): RegisteredRoute[] =>
  app.routeRegistry.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/test/'));

/** Routes that would end the caller's own company: run after everything else. */
export const RUN_LAST = new Set(['DELETE /api/company']);
export const inOrder = (routes: RegisteredRoute[]) => [
  ...routes.filter((r) => !RUN_LAST.has(`${r.method} ${r.url}`)),
  ...routes.filter((r) => RUN_LAST.has(`${r.method} ${r.url}`)),
];

let png: Buffer | undefined;

export interface Caller {
  cookie?: string | undefined;
}

/** Sends one request as a browser of our origin would (cookie, Origin on writes), JSON or a small PNG upload. */
export async function send(
  app: App,
  caller: Caller | null,
  method: string,
  url: string,
  input: Pick<RequestInput, 'body' | 'multipart'>,
  extra: { headers?: Record<string, string>; rawBody?: string | Buffer } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (caller?.cookie) headers.cookie = caller.cookie;
  if (method !== 'GET') headers.origin = new URL(app.config.appUrl).origin;
  let payload: InjectOptions['payload'];
  if (input.multipart && extra.rawBody === undefined) {
    png ??= await pngImage(32);
    const form = multipart({ body: png });
    headers['content-type'] = form.contentType;
    payload = form.payload;
  } else if (extra.rawBody !== undefined) {
    headers['content-type'] = 'application/json';
    payload = extra.rawBody;
  } else if (input.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(method)) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input.body ?? {});
  }
  return app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: { ...headers, ...extra.headers },
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** What a response shows to its reader: body and the headers that can carry names. */
export const visibleText = (res: LightMyRequestResponse) =>
  [
    res.body,
    res.headers['content-disposition'] ?? '',
    res.headers.location ?? '',
    [res.headers['set-cookie'] ?? []].flat().join('\n'),
  ].join('\n');

/** The security headers every API response carries (ASVS 3.4); empty when all are there. */
export function missingApiHeaders(res: LightMyRequestResponse): string[] {
  const h = res.headers;
  const missing: string[] = [];
  const csp = String(h['content-security-policy'] ?? '');
  if (!csp.includes("default-src 'self'") && !csp.includes("default-src 'none'"))
    missing.push('CSP default-src');
  if (!csp.includes("frame-ancestors 'none'") && !csp.includes('sandbox'))
    missing.push('CSP frame-ancestors');
  if (h['x-content-type-options'] !== 'nosniff') missing.push('nosniff');
  if (h['referrer-policy'] !== 'strict-origin-when-cross-origin') missing.push('referrer-policy');
  if (h['x-frame-options'] !== 'DENY') missing.push('x-frame-options');
  const cache = String(h['cache-control'] ?? '');
  if (cache !== 'no-store' && !cache.startsWith('private')) missing.push(`cache-control (${cache})`);
  if (h['access-control-allow-origin'] !== undefined) missing.push('no CORS');
  return missing;
}
