import type { z } from 'zod';

/**
 * The endpoint is the unit of the API contract: one object says how it is called (method, path), who may
 * call it (access), what it takes (params, query, body) and what it answers (responses by status). The
 * server registers its route from the object (`server/platform/route.ts`, the handler is all a module adds);
 * the client calls it through `api.call(endpoint, input)`, whose result type comes from `responses`; the
 * route registry, the OpenAPI document and the security suites read the same object.
 */

/**
 * Who may call an endpoint:
 * - public: anyone;
 * - signedIn: a session, with or without a company (profile, sign out, Access Revoked);
 * - member: a session whose profile belongs to a live company; every tenant query is scoped by it;
 * - manager: member with role manager or admin;
 * - admin: member with role admin.
 */
export const ACCESS_POLICIES = ['public', 'signedIn', 'member', 'manager', 'admin'] as const;
export type AccessPolicy = (typeof ACCESS_POLICIES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType;

export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly access: AccessPolicy;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** JSON answers by status. Absent for a file (`file`) or a redirect. */
  readonly responses?: Readonly<Partial<Record<number, Schema>>>;
  /** The answer is a file (CSV, XLSX, PDF, ZIP, iCal): the client downloads it from `apiUrl()`. */
  readonly file?: true;
  /** The body is multipart/form-data (an upload, field "file"). */
  readonly multipart?: true;
  /** Served by better-auth behind our proxy (platform/auth-routes.ts), not by a module's handler. */
  readonly provider?: 'better-auth';
  /** Left out of the OpenAPI document. */
  readonly hidden?: true;
}

/** Declares an endpoint; `const` keeps its literal types (path, method, schemas) for both sides. */
export const defineEndpoint = <const E extends EndpointDefinition>(endpoint: E): E => endpoint;

type AllOptional<T> = undefined extends T ? true : object extends T ? true : false;

/** `key: T`, or `key?: T` when every field of T is optional (e.g. a query of optional filters). */
type Field<K extends string, T> = AllOptional<T> extends true ? { [P in K]?: T } : { [P in K]: T };

/** What a caller passes: the raw (input) side of each schema the endpoint declares. */
export type EndpointInput<E> = (E extends { params: infer S extends Schema }
  ? Field<'params', z.input<S>>
  : unknown) &
  (E extends { query: infer S extends Schema } ? Field<'query', z.input<S>> : unknown) &
  (E extends { body: infer S extends Schema }
    ? Field<'body', z.input<S>>
    : E extends { multipart: true }
      ? { body: FormData }
      : unknown);

/** What a handler receives: the parsed (output) side of each schema. */
export interface EndpointRequest<E> {
  params: E extends { params: infer S extends Schema } ? z.output<S> : Record<never, never>;
  query: E extends { query: infer S extends Schema } ? z.output<S> : Record<never, never>;
  body: E extends { body: infer S extends Schema } ? z.output<S> : undefined;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a caller gets back: the parsed side of the success responses (a union when there are several). */
export type EndpointResult<E> = E extends { responses: infer R }
  ? {
      [K in keyof R]: K extends SuccessStatus ? (R[K] extends Schema ? z.output<R[K]> : never) : never;
    }[keyof R]
  : undefined;

/**
 * What a handler returns: the input side of the success responses. A response schema may not transform (the
 * server serialises it from JSON Schema, server/platform/response-schema.ts), so it equals the output side.
 */
export type EndpointReply<E> = E extends { responses: infer R }
  ? {
      [K in keyof R]: K extends SuccessStatus ? (R[K] extends Schema ? z.input<R[K]> : never) : never;
    }[keyof R]
  : unknown;

/** `/api/absences/:id` with `{ id: 'x' }` → `/api/absences/x` (each value URL-encoded). */
export function endpointPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query object as a search string (`?a=1&b=2`), leaving out undefined and null values. */
export function queryString(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
