import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../test/harness';

/** One file as multipart/form-data (field "file"), like the browser's FormData. */
export function multipart(file: { body: Buffer; name?: string; type?: string }, field = 'file') {
  const boundary = `----plantel${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name ?? 'image.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadFile(
  client: TestClient,
  url: string,
  body: Buffer,
  opts: { name?: string; type?: string } = {},
) {
  const { payload, contentType } = multipart({ body, ...opts });
  const res = await client.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(client.cookie ? { cookie: client.cookie } : {}),
      origin: new URL(client.app.config.appUrl).origin,
      'content-type': contentType,
    },
    payload,
  });
  return { status: res.statusCode, body: safeJson(res) as Record<string, unknown>, raw: res };
}

export function safeJson(res: LightMyRequestResponse): unknown {
  try {
    return res.body ? JSON.parse(res.body) : undefined;
  } catch {
    return res.body;
  }
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  body: unknown;
}

/**
 * A request over a real socket with the path exactly as given. `app.inject` cannot send path tricks: it parses
 * the URL with WHATWG rules, which resolve `./`, `../`, `%2e` and backslashes before the server sees them.
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawResponse> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {}
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of the results. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  });
  await Promise.all(runners);
  return results;
}
