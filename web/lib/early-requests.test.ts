import { afterEach, describe, expect, it, vi } from 'vitest';
import * as endpoints from './api/endpoints.gen';
import { apiRequest, apiUrl } from './api-client';
import { keepEarlyAnswer, startEarlyRequest } from './early-requests';

const me = apiUrl(endpoints.getMe);
const dashboard = apiUrl(endpoints.getDashboard);

describe('early requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answer the first GET of their URL, once; the next one asks the server again', async () => {
    let served = 0;
    const fetch = vi.fn(async () => new Response(JSON.stringify({ n: ++served }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    startEarlyRequest(me);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The page's first read of /api/me takes the answer already on its way: no second request.
    expect(await apiRequest('GET', me)).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // A later read (a refetch) is a new request.
    expect(await apiRequest('GET', me)).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("take an answer the page's HTML brought, its status included, without asking the server", async () => {
    const fetch = vi.fn(async () => new Response('{"n":2}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    keepEarlyAnswer(dashboard, 200, { n: 1 });
    expect(await apiRequest('GET', dashboard)).toEqual({ n: 1 });
    expect(fetch).not.toHaveBeenCalled();
    // A refusal in the HTML is the refusal the page's own request would have met.
    keepEarlyAnswer(me, 401, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } });
    await expect(apiRequest('GET', me)).rejects.toMatchObject({ status: 401 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never answer another URL or a write', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    startEarlyRequest(dashboard);
    await apiRequest('GET', `${dashboard}?x=1`);
    await apiRequest('POST', dashboard, {});
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
