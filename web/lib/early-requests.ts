/**
 * GETs answered in the page's HTML or started when the page opens, before React and the route's modules have
 * loaded (web/app/boot.ts), and handed to the first `apiRequest` of the same URL: the session and the screen's
 * data then travel with the page instead of after its scripts. A response is used once; one older than `FRESH_MS` is not used
 * (the screen asks again), so nothing stale outlives the page's opening.
 */
const FRESH_MS = 10_000;
const early = new Map<string, { at: number; response: Promise<Response> }>();

export function startEarlyRequest(url: string): void {
  if (early.has(url)) return;
  const response = fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  // A failure is the screen's to report when it takes the response; never an unhandled rejection here.
  response.catch(() => {});
  early.set(url, { at: performance.now(), response });
}

/**
 * An answer the page's HTML brought (web/app/boot.ts), handed out as an early response of its URL: once, and not
 * after `FRESH_MS` either.
 */
export function keepEarlyAnswer(url: string, status: number, body: unknown): void {
  if (early.has(url)) return;
  const headers = { 'content-type': 'application/json' };
  early.set(url, {
    at: performance.now(),
    response: Promise.resolve(new Response(JSON.stringify(body), { status, headers })),
  });
}

/** The early response of a GET to `url`, once, if it was started less than `FRESH_MS` ago. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const hit = early.get(url);
  if (!hit) return undefined;
  early.delete(url);
  return performance.now() - hit.at < FRESH_MS ? hit.response : undefined;
}
