import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/**
 * The JSON Schema that Fastify's own serializer (fast-json-stringify) compiles for a response, built once per
 * route from the zod contract. fast-json-stringify writes only the properties the schema lists, so a column the
 * contract does not name (a password hash) never leaves the server, and no zod runs per response.
 *
 * Rules, each because fast-json-stringify does not do what zod did:
 * - the contract must mean the same thing on both sides (`io: 'input'` = `io: 'output'`): a transform, a
 *   default or a pipe in a response would need zod at run time, so it is refused when the route is registered;
 * - `nullable` instead of `anyOf [T, null]`: fast-json-stringify picks an `anyOf` branch by running Ajv on the
 *   value, per value; `nullable` is a plain `=== null` test;
 * - validation-only keywords go (formats, patterns, bounds, `additionalProperties: false`): they do not change
 *   what is written, and in an `anyOf` branch they would make Ajv refuse a row that carries extra columns
 *   (which must be dropped, not refused). `format` goes too, so a Date is always written as `toISOString()`
 *   (fast-json-stringify writes `format: date` from a Date in the server's local time zone);
 * - an object open to any property is refused: fast-json-stringify would write every key it is given. A record
 *   (`z.record`) stays allowed: its keys are data and its values have a schema of their own.
 */
export function serializationSchema(schema: z.ZodType): Record<string, unknown> {
  const options = { target: 'draft-7', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' } as const;
  const output = z.toJSONSchema(schema, { ...options, io: 'output' });
  const input = z.toJSONSchema(schema, { ...options, io: 'input' });
  const simplified = simplify(output);
  if (!isDeepStrictEqual(simplified, simplify(input)))
    throw new Error(
      'a response schema that transforms (a default, a transform, a pipe) cannot be serialised without zod: return the final value instead',
    );
  return simplified as Record<string, unknown>;
}

/** Keywords that only validate: fast-json-stringify writes the same bytes without them. */
const VALIDATION_ONLY = new Set([
  '$schema',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'description',
  'title',
  'examples',
]);

const SCHEMA_MAPS = new Set(['properties', 'definitions', '$defs']);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf']);

function simplify(node: unknown): unknown {
  if (Array.isArray(node) || node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (VALIDATION_ONLY.has(key)) continue;
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'additionalProperties' && (value === true || isEmptySchema(value)))
      throw new Error(
        'a response object open to unknown properties (looseObject, catchall) would let any column out',
      );
    if (SCHEMA_MAPS.has(key) && value && typeof value === 'object')
      out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, simplify(child)]));
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map(simplify);
    else if (key === 'items' || key === 'additionalProperties' || key === 'not') out[key] = simplify(value);
    else out[key] = value;
  }
  return collapseNullable(out);
}

const isEmptySchema = (value: unknown) =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

/** `anyOf [T, {type: null}]` (zod's `.nullable()`) → `T` with `nullable: true`, when T has one plain type. */
function collapseNullable(schema: Record<string, unknown>): Record<string, unknown> {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return schema;
  const isNull = (b: Record<string, unknown>) => b.type === 'null' && Object.keys(b).length === 1;
  const [a, b] = branches as Record<string, unknown>[];
  const other = a && b && isNull(a) ? b : a && b && isNull(b) ? a : undefined;
  if (!other || typeof other.type !== 'string' || other.anyOf || other.oneOf || other.nullable) return schema;
  const { anyOf: _, ...rest } = schema;
  return { ...rest, ...other, nullable: true };
}
