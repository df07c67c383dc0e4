// Integration setup (vitest.config.ts): a statement sent on a connection that is still busy with another fails
// the test that sent it. pg queues such a statement today and warns ("Calling client.query() when the client is
// already executing a query is deprecated"); pg@9 will refuse it. It happens when reads on one transaction are
// started side by side (Promise.all on a `tx`); reads on the pool take a connection each and never meet here.
import pg from 'pg';
import { afterEach, expect } from 'vitest';

type Busy = { _activeQuery?: unknown; _queryQueue?: unknown[]; pipeline?: boolean; query: unknown };
const sentWhileBusy: string[] = [];
const prototype = pg.Client.prototype as unknown as Busy & { query: (...args: unknown[]) => unknown };
const query = prototype.query;
prototype.query = function (this: Busy, ...args: unknown[]) {
  if (!this.pipeline && (this._activeQuery || (this._queryQueue?.length ?? 0) > 0)) {
    const config = args[0] as string | { text?: string } | undefined;
    sentWhileBusy.push(String(typeof config === 'string' ? config : config?.text).slice(0, 200));
  }
  return query.apply(this, args);
};

afterEach(() => {
  const sent = sentWhileBusy.splice(0);
  expect(
    sent,
    'statements sent on a connection busy with another (one transaction read side by side)',
  ).toEqual([]);
});
