import {
  type EndpointInput,
  type EndpointResult,
  endpointPath,
  queryString,
} from '@domain/contracts/endpoint';
import { type ErrorBody, type ErrorCode, type FieldError, isErrorBody } from '@domain/errors';
import type { ClientEndpoint } from './api/client-endpoint';
import { takeEarlyResponse } from './early-requests';
import { currentLocale } from './i18n/i18n';

/** An error answer of our API, with the code the client branches on and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields: FieldError[] = [],
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The server's message when there is one, else the fallback text of the spec. */
export const errorMessage = (e: unknown, fallback: string) =>
  isApiError(e) && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : fallback;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one way the client talks to the API: same-origin cookies, JSON in and out, errors as ApiError.
 * Writes send application/json, which the server requires (cross-site forms cannot).
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<T> {
  let response: Response;
  try {
    // A GET the page started when it opened (web/app/boot.ts) answers the first call of its URL.
    const early = method === 'GET' && !init.signal ? takeEarlyResponse(path) : undefined;
    response = await (early ??
      fetch(path, {
        method,
        credentials: 'same-origin',
        ...init,
        headers: {
          accept: 'application/json',
          // The page's language: the server writes a visitor's errors in it (a signed-in person's follow
          // their own language, which /app shows too), rather than the browser's first choice.
          'accept-language': currentLocale(),
          ...(body !== undefined && !(body instanceof FormData)
            ? { 'content-type': 'application/json' }
            : {}),
          ...init.headers,
        },
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      }));
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    if (isErrorBody(data)) {
      const e = (data as ErrorBody).error;
      throw new ApiError(response.status, e.code, e.message, e.fields ?? [], e.reason);
    }
    throw new ApiError(
      response.status,
      response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
      'Something went wrong. Please try again.',
    );
  }
  return data as T;
}

/** The arguments of a call: the input is optional when the endpoint takes nothing required. */
export type CallArgs<E> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, init?: RequestInit]
    : [input: EndpointInput<E>, init?: RequestInit];

type AnyInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The URL of an endpoint for an input: the path with its parameters, then the query. */
export function apiUrl<E>(endpoint: ClientEndpoint<E>, ...[input]: CallArgs<E>): string {
  const i = (input ?? {}) as AnyInput;
  return endpointPath(endpoint.path, i.params) + queryString(i.query);
}

export const api = {
  /** Calls an endpoint of domain/contracts (see web/lib/api/endpoints.gen.ts); typed by its contract. */
  call<E>(endpoint: ClientEndpoint<E>, ...[input, init]: CallArgs<E>): Promise<EndpointResult<E>> {
    const i = (input ?? {}) as AnyInput;
    const url = endpointPath(endpoint.path, i.params) + queryString(i.query);
    // Writes always send a JSON body (the server refuses cross-site forms), an empty object when none.
    const body =
      endpoint.method === 'GET' ? undefined : (i.body ?? (endpoint.method === 'DELETE' ? undefined : {}));
    return apiRequest<EndpointResult<E>>(endpoint.method, url, body, init);
  },
  url: apiUrl,
};
