import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

// Load balancers route by /api/ready: it fails when the database does, and from the start of a shutdown.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

describe('health and readiness', () => {
  it('is ready when the database answers', async () => {
    expect(await t.anon.get('/api/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(await t.anon.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('is not ready (503) while the database does not answer; liveness does not depend on it', async () => {
    const query = vi.spyOn(t.db.$client, 'query').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    try {
      expect(await t.anon.get('/api/ready')).toMatchObject({
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' } },
      });
      expect((await t.anon.get('/api/health')).status).toBe(200);
    } finally {
      query.mockRestore();
    }
    expect((await t.anon.get('/api/ready')).status).toBe(200);
  });

  it('is not ready once draining has begun, while the rest of the API keeps answering', async () => {
    t.app.beginDraining();
    expect(await t.anon.get('/api/ready')).toMatchObject({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Shutting down' } },
    });
    expect((await t.anon.get('/api/health')).status).toBe(200);
    expect((await t.anon.get('/api/me')).status).toBe(401);
  });
});
