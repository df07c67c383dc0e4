import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run; errors count non-2xx answers too. */
export async function load(
  name: string,
  opts: {
    url: string;
    connections: number;
    amount?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? 5 }),
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: { ...(opts.body ? { 'content-type': 'application/json' } : {}), ...opts.headers },
  });
  return {
    name,
    connections: opts.connections,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
