import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withLentSession } from './access';

/** One API read a page's HTML answers: its URL, the status it answered and its JSON body, as the API sent them. */
export interface PageRead {
  url: string;
  status: number;
  body: string;
}

/**
 * The request headers an API read of the page sees, as the browser would have sent them with its own request: the
 * session cookie, the language, and what the client address is read from behind a proxy (rate limits, audit).
 */
const FORWARDED = [
  'cookie',
  'accept-language',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-proto',
  'forwarded',
];

/**
 * The API reads an /app page starts on opening (web-preloads.ts `dataRequests`), answered inside the request for
 * its HTML: each one through the whole API (`inject`: the session check, the route's access policy, its response
 * schema), with the page request's cookie and address, so each answers exactly what the browser's own request
 * would; the session the page's request read is lent to them (access.ts `withLentSession`), not read again. A cold load then makes no API request of its own, instead of 3 to 8 that queued with the scripts for the
 * browser's six connections (docs/PERFORMANCE.md). A read that failed or did not answer JSON is left out: the page
 * asks for it itself. A read's `set-cookie` is not needed: the page's own request read the session first and
 * renewed it if it was due (access.ts `optionalViewer`), so the reads find it renewed.
 */
export async function answerPageReads(
  app: FastifyInstance,
  request: FastifyRequest,
  urls: string[],
): Promise<PageRead[]> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answers = await withLentSession(request, (lent) =>
    Promise.allSettled(
      urls.map((url) =>
        app.inject({
          method: 'GET',
          url,
          headers: { ...headers, ...lent },
          remoteAddress: request.socket.remoteAddress,
        }),
      ),
    ),
  );
  const reads: PageRead[] = [];
  answers.forEach((answer, i) => {
    if (answer.status === 'rejected') return;
    const res = answer.value;
    const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
    if (json && res.body !== '') reads.push({ url: urls[i]!, status: res.statusCode, body: res.body });
  });
  return reads;
}

/** Where web/app/boot.ts finds the answers. */
export const PAGE_READS_ID = 'plantel-reads';

/**
 * The answers as an element at the end of the page's body, as data (`type="application/json"`: never run, so the
 * content security policy's `script-src 'self'` holds). Every `<` is written `\u003c`, which JSON reads as the same
 * character and HTML never takes for a tag: no text of an answer can close the element.
 */
export function pageReadsElement(reads: PageRead[]): string {
  if (reads.length === 0) return '';
  const json = `[${reads
    .map((r) => `{"url":${JSON.stringify(r.url)},"status":${r.status},"body":${r.body}}`)
    .join(',')}]`.replaceAll('<', '\\u003c');
  return `    <script type="application/json" id="${PAGE_READS_ID}">${json}</script>\n`;
}
