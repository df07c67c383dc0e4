import { type ErrorBody, type ErrorCode, type FieldError, isErrorBody } from '@domain/errors';

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
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
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

export const api = {
  get: <T>(path: string, init?: RequestInit) => apiRequest<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, body),
};
