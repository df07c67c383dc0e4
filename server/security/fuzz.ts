// fast-check arbitraries for any registered route, from its zod contract (through z.toJSONSchema): values of the
// right shape, values just outside the limits, values of the wrong type and hostile strings, extra and missing
// fields, prototype-pollution keys, repeated query keys and malformed JSON.
import fc from 'fast-check';
import type { RegisteredRoute } from '../platform/access';
import {
  hints,
  type IdKind,
  type JsonSchema,
  jsonSchemaOf,
  paramsOf,
  schemaPart,
  unknownValue,
} from './route-inputs';

export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1' AND (SELECT pg_sleep(3)) IS NULL--",
  '" OR ""="',
  "') OR ('a'='a",
  '1 UNION SELECT email, password FROM accounts--',
  '$1',
  '\\',
  '\u0000',
  '%00',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "{{constructor.constructor('return process')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '\uD800',
  '\uFFFF',
  '𝕳𝖊𝖑𝖑𝖔 🎉👨‍👩‍👧',
  '\u202Eevil',
  'Ω≈ç√∫˜µ≤≥÷ Ａ',
  'é'.normalize('NFD'),
  '\r\nSet-Cookie: pwn=1',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(400),
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13',
  '9999-12',
  '0001-01',
  '2026-1-1',
  '24:00',
  '2026-03-29T02:30',
  'a'.repeat(5000),
  'x'.repeat(70_000),
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  -(2 ** 31),
  1e308,
  [],
  {},
  [null],
  { $gt: '' },
  [[[['deep']]]],
];

/** Keys a request might use to assign what it must not (mass assignment) or to pollute prototypes. */
const EXTRA_KEYS = ['companyId', 'role', 'approved', 'status', 'userId', 'isAdmin', 'id', 'createdAt'];
const POLLUTION = '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},';

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileValue = fc.oneof(fc.constantFrom(...HOSTILE_VALUES), hostileString);
// Years around and far outside what the app supports (2000–2100): a year no calendar is computed for must be a
// 400, never a 500 from deep inside (issue 12: `?month=9999-12` answered "Unsupported year").
const yearLike = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1999, max: 2101 }) },
  { weight: 1, arbitrary: fc.constantFrom(1, 1899, 1969, 1970, 9999) },
);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateLike = fc
  .tuple(yearLike, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`);
const monthLike = fc
  .tuple(yearLike, fc.integer({ min: 0, max: 13 }))
  .map(([y, m]) => `${pad(y, 4)}-${pad(m)}`);

function typed(s: JsonSchema, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  const table = hints();
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return fc.oneof(...alts.map((a) => valueArb(a, name, depth)));
  if ('const' in s) return fc.oneof(fc.constant(s.const), fc.string({ maxLength: 20 }));
  if (s.enum)
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...s.enum) }, fc.string({ maxLength: 12 }));
  const types = ([s.type].flat().filter(Boolean) as string[]) ?? [];
  const type = types.find((x) => x !== 'null') ?? types[0];
  const hinted = name && table[name] ? [fc.constantFrom(...table[name])] : [];
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of Object.entries(props)) model[key] = valueArb(prop, key, depth + 1);
      const required = (s.required ?? []).filter((k) => k in model);
      const base = fc.record(model, { requiredKeys: required });
      return fc.oneof(
        { weight: 6, arbitrary: base },
        {
          weight: 1,
          arbitrary: fc
            .tuple(base, fc.constantFrom(...(required.length > 0 ? required : ['x'])))
            .map(([o, k]) => Object.fromEntries(Object.entries(o).filter(([key]) => key !== k))),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(base, fc.constantFrom(...EXTRA_KEYS), hostileValue)
            .map(([o, k, v]) => ({ ...o, [k]: v })),
        },
      );
    }
    case 'array': {
      const item = valueArb(s.items ?? {}, undefined, depth + 1);
      return fc.array(item, { maxLength: Math.min(s.maxItems ?? 4, 4) + 1 });
    }
    case 'string': {
      const options: fc.Arbitrary<unknown>[] = [...hinted, fc.string({ maxLength: (s.maxLength ?? 40) + 2 })];
      if (s.format === 'uuid') options.push(fc.uuid());
      if (s.format === 'email') options.push(fc.emailAddress());
      if (s.pattern?.includes('\\d{4}') || /date|from|to|month/i.test(name ?? '')) options.push(dateLike);
      if (/month/i.test(name ?? '')) options.push(monthLike, monthLike, monthLike);
      if (s.maxLength !== undefined) options.push(fc.constant('x'.repeat(s.maxLength + 1)));
      return fc.oneof(...options);
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? -1000;
      const max = s.maximum ?? 1000;
      return fc.oneof(
        ...hinted,
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc.constantFrom(min - 1, max + 1, 0.5, -0, 2 ** 31, 1e21),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** Mostly the right type; sometimes the wrong one or something hostile. */
function valueArb(s: JsonSchema, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return hostileValue;
  return fc.oneof({ weight: 6, arbitrary: typed(s, name, depth) }, { weight: 1, arbitrary: hostileValue });
}

export interface FuzzCase {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The exact body text (JSON, or deliberately malformed), or undefined for none. */
  bodyText: string | undefined;
}

const AUTH_PATHS = [
  'sign-in/email',
  'request-password-reset',
  'reset-password',
  'verify-email',
  'send-verification-email',
  'two-factor/verify-totp',
  'two-factor/verify-backup-code',
  'change-password',
  'get-session',
  'list-sessions',
  'ok',
];

/** A request to `route`; `ids` are the victim's values per kind (so some requests aim at the other company). */
export function requestArb(route: RegisteredRoute, ids: Record<IdKind, string[]>): fc.Arbitrary<FuzzCase> {
  const pathParams = paramsOf(route).filter((p) => p.in === 'path');
  const paramModel: Record<string, fc.Arbitrary<string>> = {};
  for (const p of pathParams) {
    const kind = p.kind ?? 'absence';
    const known = kind === 'authPath' ? AUTH_PATHS : [...ids[kind], unknownValue(kind)];
    paramModel[p.name] = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: hostileString },
      { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
    );
  }
  const params = fc.record(paramModel);

  const queryJs = jsonSchemaOf(schemaPart(route, 'querystring'));
  const query = queryJs
    ? fc.oneof(
        { weight: 5, arbitrary: typed(queryJs, undefined, 0) as fc.Arbitrary<Record<string, unknown>> },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              typed(queryJs, undefined, 0),
              fc.constantFrom('__proto__', 'companyId', 'constructor'),
              hostileString,
            )
            .map(([q, k, v]) => ({ ...(q as object), [k]: v })),
        },
      )
    : fc.oneof(
        { weight: 5, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.constant({ companyId: 'x' }) },
      );

  const bodyJs = jsonSchemaOf(schemaPart(route, 'body'));
  const authBody = fc.record(
    {
      email: fc.oneof(fc.emailAddress(), hostileString),
      password: fc.oneof(fc.string(), hostileString),
      token: fc.oneof(fc.string(), hostileString),
      code: fc.oneof(fc.string({ maxLength: 8 }), hostileString),
      newPassword: fc.string(),
      currentPassword: fc.string(),
    },
    { requiredKeys: [] },
  );
  const shaped: fc.Arbitrary<unknown> | undefined = bodyJs
    ? typed(bodyJs, undefined, 0)
    : route.url === '/api/auth/*' && route.method === 'POST'
      ? authBody
      : undefined;
  const withBody = route.method !== 'GET';
  const bodyText: fc.Arbitrary<string | undefined> = !withBody
    ? fc.constant(undefined)
    : fc.oneof(
        { weight: 8, arbitrary: (shaped ?? fc.constant({})).map((v) => JSON.stringify(v)) },
        {
          weight: 1,
          arbitrary: (shaped ?? fc.constant({})).map((v) => {
            const text = JSON.stringify(v);
            return text.startsWith('{') ? `{${POLLUTION}${text.slice(1)}`.replace(/,}$/, '}') : text;
          }),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '{',
            '[]',
            'null',
            '"x"',
            '{"a":1,"a":2}',
            `${'['.repeat(2000)}${']'.repeat(2000)}`,
            '{"x":1e999999}',
            '\uFEFF{}',
          ),
        },
      );
  return fc.record({ params, query, bodyText });
}
