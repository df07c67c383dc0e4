import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EndpointDefinition } from '@domain/contracts/endpoint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializationSchema } from './response-schema';

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../domain/contracts');

async function allEndpoints(): Promise<[string, EndpointDefinition][]> {
  const found: [string, EndpointDefinition][] = [];
  for (const file of readdirSync(contractsDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(pathToFileURL(path.join(contractsDir, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      const e = value as EndpointDefinition;
      if (e && typeof e === 'object' && typeof e.method === 'string' && typeof e.path === 'string')
        found.push([name, e]);
    }
  }
  return found;
}

describe('serializationSchema', () => {
  it("converts every endpoint's response schemas (a route that cannot be serialised without zod fails here)", async () => {
    const endpoints = await allEndpoints();
    const failures: string[] = [];
    let converted = 0;
    for (const [name, e] of endpoints) {
      for (const [status, schema] of Object.entries(e.responses ?? {})) {
        if (!schema) continue;
        try {
          serializationSchema(schema);
          converted++;
        } catch (err) {
          failures.push(`${name} ${status}: ${(err as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(converted).toBeGreaterThan(100);
  });

  it('writes a nullable field as one type with nullable (no Ajv check per value) and drops validation-only keywords', () => {
    const schema = z.object({
      id: z.uuid(),
      note: z.string().max(200).nullable(),
      day: z.iso.date(),
      hours: z.number().int().min(0).nullable(),
      kind: z.enum(['a', 'b']).nullable(),
    });
    expect(serializationSchema(schema)).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string' },
        note: { type: 'string', nullable: true },
        day: { type: 'string' },
        hours: { type: 'integer', nullable: true },
        kind: { type: 'string', enum: ['a', 'b'], nullable: true },
      },
      required: ['id', 'note', 'day', 'hours', 'kind'],
    });
  });

  it('refuses a response that needs zod at run time: a transform, a default, a codec', () => {
    expect(() => serializationSchema(z.object({ n: z.string().transform((s) => s.length) }))).toThrow();
    expect(() => serializationSchema(z.object({ n: z.number().default(0) }))).toThrow(/cannot be serialised/);
    expect(() => serializationSchema(z.object({ at: z.date() }))).toThrow();
  });

  it('refuses an object open to unknown properties; a record keeps a schema for its values', () => {
    expect(() => serializationSchema(z.looseObject({ id: z.string() }))).toThrow(
      /open to unknown properties/,
    );
    expect(() => serializationSchema(z.object({ id: z.string() }).catchall(z.unknown()))).toThrow();
    expect(serializationSchema(z.record(z.string(), z.object({ n: z.number() })))).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] },
    });
  });
});
