import { defineEndpoint } from '@domain/contracts/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/harness';
import { route } from './route';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

const person = z.object({ id: z.uuid(), name: z.string(), note: z.string().nullable() });
const leaky = defineEndpoint({
  method: 'GET',
  path: '/api/test/leaky',
  access: 'public',
  tags: ['test'],
  summary: 'A handler that returns whole rows',
  responses: {
    200: z.object({
      person,
      people: z.array(person),
      items: z.array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('absence'), id: z.uuid(), days: z.number() }),
          z.object({ kind: z.literal('timesheet'), month: z.string() }),
        ]),
      ),
    }),
  },
});
const wrong = defineEndpoint({
  method: 'GET',
  path: '/api/test/wrong',
  access: 'public',
  tags: ['test'],
  summary: 'A handler that breaks its contract',
  responses: { 200: z.object({ name: z.string() }) },
});

const ID = '0b9d6a52-3f4e-4d8a-9c1e-2a7b5c6d8e9f';
const absenceRow = { kind: 'absence' as const, id: ID, days: 1.5, passwordHash: HASH };
const timesheetRow = { kind: 'timesheet' as const, month: '2026-11', passwordHash: HASH };
const row = { id: ID, name: 'Ana', note: null, passwordHash: HASH, email: 'ana@example.test' };

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    routes: (app) => {
      route(app, leaky, () => ({
        person: row,
        people: [row, { ...row, note: 'Part time' }],
        items: [absenceRow, timesheetRow],
        passwordHash: HASH,
      }));
      route(app, wrong, () => ({ name: null }) as unknown as { name: string });
    },
  });
});
afterAll(() => t.close());

describe('responses written from the contract', () => {
  it('leave out every field the contract does not list: no password hash leaves the server, at any depth', async () => {
    const res = await t.anon.get('/api/test/leaky');
    expect(res.status).toBe(200);
    expect(res.raw.body).not.toContain('argon2');
    expect(res.raw.body).not.toContain('passwordHash');
    expect(res.raw.body).not.toContain('ana@example.test');
    expect(res.body).toEqual({
      person: { id: ID, name: 'Ana', note: null },
      people: [
        { id: ID, name: 'Ana', note: null },
        { id: ID, name: 'Ana', note: 'Part time' },
      ],
      items: [
        { kind: 'absence', id: ID, days: 1.5 },
        { kind: 'timesheet', month: '2026-11' },
      ],
    });
  });

  it('a handler that breaks its contract is a 500 in the test suites (zod checks every response there)', async () => {
    const res = await t.anon.get<{ error: { code: string } }>('/api/test/wrong');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL');
  });

  it('the OpenAPI document still describes each response from its contract', async () => {
    const res = await t.anon.get<{
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>
      >;
    }>('/api/openapi.json');
    const me = res.body.paths['/api/me']?.get?.responses['200']?.content['application/json'] as {
      schema: { type: string; properties: Record<string, unknown> };
    };
    expect(me.schema.type).toBe('object');
    expect(Object.keys(me.schema.properties).length).toBeGreaterThan(2);
  });
});
