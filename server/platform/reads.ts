import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './db';

/**
 * Independent reads: side by side on the pool (each on its own connection), one after the other inside
 * a transaction, whose single connection must not run two queries at once.
 */
export async function readAll<T extends readonly unknown[]>(
  db: Db,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (db instanceof PgTransaction) {
    const out: unknown[] = [];
    for (const read of reads) out.push(await read());
    return out as unknown as T;
  }
  return (await Promise.all(reads.map((read) => read()))) as unknown as T;
}
