import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Tx } from './db';

/** A job's data, and its id (the same when pg-boss runs it again after a failure or an expiry). */
export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;

export interface Jobs {
  /** Enqueue a job; pass the open transaction so the job exists only if the transaction commits. */
  send<T extends object>(
    queue: string,
    data: T,
    opts?: { tx?: Tx; singletonKey?: string; startAfter?: Date },
  ): Promise<void>;
  /** Register a worker. Queues are created on first use. */
  work<T extends object>(
    queue: string,
    handler: JobHandler<T>,
    opts?: {
      concurrency?: number;
      /**
       * How long a started job may run before pg-boss gives it to another worker (a server killed mid-job never
       * finishes it): default 15 minutes.
       */
      expireInSeconds?: number;
    },
  ): Promise<void>;
  /** A cron schedule (UTC) for a recurring job. */
  schedule(queue: string, cron: string, data?: object): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the same PostgreSQL: e-mail sending, scheduled purges and reminders survive restarts and are
 * shared by every app server. LISTEN/NOTIFY wakes workers at once instead of waiting for the next poll.
 */
export async function startJobs(
  connectionString: string,
  log: { error(obj: unknown, msg?: string): void },
  opts: { workers: boolean } = { workers: true },
): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 4,
    useListenNotify: true,
    supervise: opts.workers,
    // Expired jobs (their server died mid-job) are handed out again within this much of their expiry.
    superviseIntervalSeconds: 20,
    schedule: opts.workers,
  });
  boss.on('error', (e) => log.error(e, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string, expireInSeconds?: number) => {
    if (created.has(name)) return;
    const options = { notify: true, retryLimit: 5, retryDelay: 30, retryBackoff: true };
    await boss.createQueue(name, { ...options, ...(expireInSeconds ? { expireInSeconds } : {}) });
    // A queue created before this setting existed keeps its old options unless told.
    if (expireInSeconds) await boss.updateQueue(name, { expireInSeconds });
    created.add(name);
  };

  return {
    async send(queue, data, o = {}) {
      await ensureQueue(queue);
      await boss.send(queue, data, {
        ...(o.tx ? { db: fromDrizzle(o.tx, sql) } : {}),
        ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
        ...(o.startAfter ? { startAfter: o.startAfter } : {}),
      });
    },
    async work(queue, handler, o = {}) {
      if (!opts.workers) return;
      await ensureQueue(queue, o.expireInSeconds);
      await boss.work(
        queue,
        // One job per fetch (a failure retries only that job); several workers so a backlog drains fast.
        {
          batchSize: 1,
          localConcurrency: o.concurrency ?? 1,
          pollingIntervalSeconds: 1,
          notifyPollingIntervalSeconds: 1,
        },
        async (jobs) => {
          for (const job of jobs) await handler(job.data as Parameters<typeof handler>[0], { id: job.id });
        },
      );
    },
    async schedule(queue, cron, data) {
      if (!opts.workers) return;
      await ensureQueue(queue);
      await boss.schedule(queue, cron, data ?? null);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
