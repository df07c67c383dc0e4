// Requests for any registered route, from its zod contract: a valid example (for the cross-company and role
// matrices) and, in fuzz.ts, hostile variations. New routes are covered without editing this file unless they
// bring a parameter nobody has classified yet; then `route-inputs.int.test.ts` fails and says which.
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, addMonths, todayIn, weekday, yearOf } from '@domain/calendar';
import { DEFAULT_COUNTRY, DEFAULT_REGION } from '@domain/holidays/regions';
import { z } from 'zod';
import { bankHolidays } from '../modules/holidays/bank-holidays';
import type { RegisteredRoute } from '../platform/access';

/** What a parameter names. */
export const ID_KINDS = [
  'absence',
  'invitation',
  'user',
  'companyHoliday',
  'bankHoliday',
  'timeEntry',
  'correction',
  'session',
  'checkout',
  'invoice',
  'dataExport',
  'file',
  'secret',
  'authPath',
] as const;
export type IdKind = (typeof ID_KINDS)[number];

/**
 * - owned: a row that belongs to one company (or person); another company's value must get 400/403/404;
 * - shared: a value every company uses (a bank holiday's key): any answer, but nothing of the other company;
 * - secret: a bearer secret (invitation code, feed token, reset token): possession is the permission, so the
 *   attacker's value is a guess;
 * - authPath: better-auth's endpoints under /api/auth/* (see AUTH_PROBES).
 */
export const KIND_CLASS: Record<IdKind, 'owned' | 'shared' | 'secret' | 'authPath'> = {
  absence: 'owned',
  invitation: 'owned',
  user: 'owned',
  companyHoliday: 'owned',
  bankHoliday: 'shared',
  timeEntry: 'owned',
  correction: 'owned',
  session: 'owned',
  checkout: 'owned',
  invoice: 'owned',
  dataExport: 'owned',
  file: 'owned',
  secret: 'secret',
  authPath: 'authPath',
};

/** Path parameters, keyed by the path segment before them and their name. */
export const PATH_PARAMS: Record<string, IdKind> = {
  'files/*': 'file',
  'auth/*': 'authPath',
  'sessions/:id': 'session',
  'invitations/:id': 'invitation',
  'members/:id': 'user',
  'bank/:key': 'bankHoliday',
  'company/:id': 'companyHoliday',
  'absences/:id': 'absence',
  'checkouts/:id': 'checkout',
  'invoices/:id': 'invoice',
  'time-entries/:id': 'timeEntry',
  'time-corrections/:id': 'correction',
  'team-timesheets/:userId': 'user',
  'exports/:id': 'dataExport',
  'members/:userId': 'user',
};

/** Fields that narrow the caller's own list (naming another company's row there simply matches nothing). */
export const FILTER_FIELDS = new Set(['excludeId']);

/** Query and body fields that name something. */
export const ID_FIELDS: Record<string, IdKind> = {
  excludeId: 'absence',
  userId: 'user',
  token: 'secret',
  code: 'secret',
  invitationCode: 'secret',
};

/** Fields that look like an identifier by name or format and are not one. */
export const NOT_IDS = new Set<string>([]);

/** Looks like it names a resource: a uuid, or a name such as fooId, key, token, code, secret. */
const ID_LIKE = /(^id$|Id$|Ids$|^key$|token|code|secret)/i;

/**
 * The better-auth endpoints the matrix calls for each method, with A's session token where one is asked for
 * (its session-management endpoints are blocked: /api/profile/sessions replaces them).
 */
export const AUTH_PROBES: Record<string, Array<{ path: string; body?: 'victimSessionToken' }>> = {
  GET: [{ path: 'get-session' }, { path: 'list-sessions' }],
  POST: [
    { path: 'revoke-session', body: 'victimSessionToken' },
    { path: 'revoke-sessions' },
    { path: 'revoke-other-sessions' },
  ],
};

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  additionalProperties?: unknown;
};

const jsonCache = new WeakMap<object, JsonSchema>();
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if (!('_zod' in schema)) return schema as JsonSchema;
  let js = jsonCache.get(schema);
  if (!js) {
    js = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    jsonCache.set(schema, js);
  }
  return js;
}

export const isZod = (schema: unknown): schema is z.ZodType =>
  !!schema && typeof schema === 'object' && '_zod' in schema;

type Part = 'params' | 'querystring' | 'body';
export const schemaPart = (route: RegisteredRoute, part: Part): unknown =>
  (route.schema as Record<string, unknown> | undefined)?.[part];

export interface Param {
  in: 'path' | 'query' | 'body';
  name: string;
  /** Where it is classified: `segment/:name` for a path parameter, the field name otherwise. */
  key: string;
  kind: IdKind | undefined;
  /** Looks like it names a resource (so it must be classified). */
  idLike: boolean;
}

/** Every parameter of a route: path segments, query fields and body fields (nested ones too). */
export function paramsOf(route: RegisteredRoute): Param[] {
  const out: Param[] = [];
  const segments = route.url.split('/');
  segments.forEach((segment, i) => {
    if (!segment.startsWith(':') && segment !== '*') return;
    const name = segment === '*' ? '*' : segment.slice(1);
    const key = `${segments[i - 1]}/${segment}`;
    out.push({ in: 'path', name, key, kind: PATH_PARAMS[key], idLike: true });
  });
  const walk = (s: JsonSchema | undefined, where: 'query' | 'body') => {
    if (!s) return;
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const formats = [prop, ...(prop.anyOf ?? [])].map((p) => p.format);
      const idLike = !NOT_IDS.has(name) && (ID_LIKE.test(name) || formats.includes('uuid'));
      out.push({ in: where, name, key: name, kind: ID_FIELDS[name], idLike });
      walk(prop, where);
      if (prop.items) walk(prop.items, where);
      for (const alt of prop.anyOf ?? []) walk(alt, where);
    }
  };
  walk(jsonSchemaOf(schemaPart(route, 'querystring')), 'query');
  walk(jsonSchemaOf(schemaPart(route, 'body')), 'body');
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Valid examples

/** Values that pass the contracts' refinements (which JSON Schema cannot express), tried in order. */
export function hints(): Record<string, unknown[]> {
  const today = todayIn('Europe/Madrid');
  let monday = addDays(today, 60 + Math.floor(Math.random() * 300));
  // A working Monday of the test companies' region: a request on a bank holiday alone uses no working day.
  const holiday = (d: string) =>
    bankHolidays(DEFAULT_COUNTRY, DEFAULT_REGION, yearOf(d)).some((h) => h.date === d);
  while (weekday(monday) !== 1 || holiday(monday)) monday = addDays(monday, 1);
  const year = Number(today.slice(0, 4));
  return {
    month: [today.slice(0, 7)],
    date: [today],
    startDate: [monday],
    endDate: [monday],
    from: [`${year}-01-01`],
    to: [`${year}-12-31`],
    year: [year],
    clockIn: [`${today}T09:00`, '09:00'],
    clockOut: [`${today}T17:00`, '17:00'],
    breakStart: [null, ''],
    breakEnd: [null, ''],
    notes: ['Probe note'],
    reason: ['Probe reason'],
    email: ['probe@example.test'],
    password: ['A long quiet passphrase 7'],
    firstName: ['Probe'],
    lastName: ['Person'],
    companyName: ['Probe Company'],
    name: ['Probe'],
    position: ['Tester'],
    customName: ['Probe holiday'],
    holidayCountry: [DEFAULT_COUNTRY],
    holidayRegion: [DEFAULT_REGION],
    carryOverExpiry: [null],
    teamSize: [5],
    desiredTeamSize: [5],
    reminders: [true],
    // A work week (Monday … Sunday) from the first day of a month still to come (no closed month after it);
    // an absence's hours: none (a whole day).
    hours: [[8, 8, 8, 8, 8, 0, 0], null],
    startsOn: [`${addMonths(today.slice(0, 7), 3)}-01`],
  };
}

/** Optional fields an example leaves out because they exclude another one. */
const OMIT: Record<string, string[]> = { 'POST /api/accounts/sign-up': ['invitationCode'] };

export interface RequestInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** The route takes a file (multipart) instead of JSON. */
  multipart: boolean;
}

export type Fill = (kind: IdKind, name: string) => string;

/** A value of one kind that names nothing (for the role matrix and the fuzzer). */
export function unknownValue(kind: IdKind): string {
  switch (kind) {
    case 'file':
      return `companies/${randomUUID()}/avatars/${randomUUID()}.webp`;
    case 'bankHoliday':
      return `${DEFAULT_COUNTRY}-${todayIn('Europe/Madrid').slice(0, 4)}-01-01`;
    case 'secret':
      return randomBytes(24).toString('base64url');
    case 'authPath':
      return 'get-session';
    default:
      return randomUUID();
  }
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * A request that passes the route's contract, with `fill` deciding every classified parameter. `problems`
 * lists what the contract still refused (a field that needs a hint).
 */
export function exampleInput(
  route: RegisteredRoute,
  fill: Fill,
): { input: RequestInput; problems: string[] } {
  const table = hints();
  const choice = new Map<string, number>();
  const omit = new Set(OMIT[routeKey(route)] ?? []);
  const exampleOf = (s: JsonSchema, name: string | undefined, required: boolean): unknown => {
    if (name && ID_FIELDS[name]) return fill(ID_FIELDS[name], name);
    if (name && table[name]) return table[name][Math.min(choice.get(name) ?? 0, table[name].length - 1)];
    if ('const' in s) return s.const;
    if (s.enum) return s.enum[0];
    if (s.default !== undefined) return s.default;
    const alts = s.anyOf ?? s.oneOf;
    if (alts) {
      const alt = alts.find((a) => a.type !== 'null') ?? alts[0]!;
      return exampleOf(alt, name, required);
    }
    const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        const req = new Set(s.required ?? []);
        for (const [key, prop] of Object.entries(s.properties ?? {})) {
          if (omit.has(key)) continue;
          if (req.has(key) || ID_FIELDS[key] || table[key]) out[key] = exampleOf(prop, key, req.has(key));
        }
        return out;
      }
      case 'array':
        return Array.from({ length: s.minItems ?? 0 }, () => exampleOf(s.items ?? {}, undefined, true));
      case 'string': {
        if (s.format === 'uuid') return randomUUID();
        if (s.format === 'email') return 'probe@example.test';
        if (s.format === 'date-time') return new Date().toISOString();
        const text = 'Probe text';
        return text.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? text.length);
      }
      case 'integer':
      case 'number':
        return s.minimum ?? (s.maximum !== undefined ? Math.min(1, s.maximum) : 1);
      case 'boolean':
        return false;
      default:
        return required ? null : undefined;
    }
  };

  const build = (): RequestInput => {
    const params: Record<string, string> = {};
    for (const p of paramsOf(route).filter((x) => x.in === 'path')) {
      params[p.name] = p.kind ? fill(p.kind, p.name) : unknownValue('absence');
    }
    const query = (exampleOf(jsonSchemaOf(schemaPart(route, 'querystring')) ?? {}, undefined, false) ??
      {}) as Record<string, unknown>;
    const bodySchema = jsonSchemaOf(schemaPart(route, 'body'));
    const body = bodySchema ? exampleOf(bodySchema, undefined, true) : undefined;
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    return { params, query, body, multipart: consumes.includes('multipart/form-data') };
  };

  let input = build();
  let problems: string[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    problems = [];
    let bumped = false;
    const check = (part: Part, value: unknown) => {
      const schema = schemaPart(route, part);
      if (!isZod(schema)) return;
      const result = schema.safeParse(value);
      if (result.success) return;
      for (const issue of result.error.issues) {
        const field = [...issue.path].reverse().find((x) => typeof x === 'string') as string | undefined;
        problems.push(`${part}.${issue.path.join('.')}: ${issue.message}`);
        if (field && table[field] && (choice.get(field) ?? 0) < table[field].length - 1) {
          choice.set(field, (choice.get(field) ?? 0) + 1);
          bumped = true;
        }
      }
    };
    check('params', input.params);
    check('querystring', stringifyQuery(input.query));
    check('body', input.body);
    if (problems.length === 0 || !bumped) break;
    input = build();
  }
  return { input, problems };
}

/** Query values as the server receives them (strings). */
export function stringifyQuery(query: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v) ? v.map(String) : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return out;
}

/** encodeURIComponent that also takes lone surrogates (sent as U+FFFD, as a browser would). */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
};

/** The URL of a request: path parameters encoded (a wildcard keeps its slashes), then the query. */
export function urlOf(route: { url: string }, input: Pick<RequestInput, 'params' | 'query'>): string {
  const path = route.url
    .split('/')
    .map((segment) => {
      if (segment === '*') return (input.params['*'] ?? '').split('/').map(encode).join('/');
      if (segment.startsWith(':')) return encode(input.params[segment.slice(1)] ?? '');
      return segment;
    })
    .join('/');
  const qs = Object.entries(stringifyQuery(input.query))
    .flatMap(([k, v]) => [v].flat().map((value) => `${encode(k)}=${encode(value)}`))
    .join('&');
  return qs ? `${path}?${qs}` : path;
}
