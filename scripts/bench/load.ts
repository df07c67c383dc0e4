import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  /** Latencies of the 2xx answers, in ms with sub-millisecond precision (autocannon's own are whole ms). */
  p50: number;
  p99: number;
  mean: number;
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
  const samples: number[] = [];
  const run = autocannon({
    url: opts.url,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? 5 }),
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: { ...(opts.body ? { 'content-type': 'application/json' } : {}), ...opts.headers },
  });
  // The promise is also autocannon's event emitter.
  (run as unknown as NodeJS.EventEmitter).on(
    'response',
    (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) samples.push(ms);
    },
  );
  const result = await run;
  return {
    name,
    connections: opts.connections,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || 1),
    ...percentiles(samples),
    errors: result.errors + result.non2xx,
  };
}

export function percentiles(samples: number[]): { p50: number; p99: number; mean: number } {
  if (samples.length === 0) return { p50: Number.NaN, p99: Number.NaN, mean: Number.NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length };
}
