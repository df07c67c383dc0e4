import type { Me } from '@domain/contracts/accounts';
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldError } from '@domain/errors';
import type { Locale } from '@domain/i18n/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { toast } from 'sonner';
import { expect, onTestFinished, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import type { ClientEndpoint, InputOf, ResultOf } from '@/lib/api/client-endpoint';
import * as endpoints from '@/lib/api/endpoints.gen';
import { i18n } from '@/lib/i18n/i18n';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { createQueryClient } from '@/lib/query-client';
import { sessionKeys } from '@/lib/session';

// Component tests render a screen the way the app does (query client, router, toasts) and answer its API
// calls from stubs keyed by the endpoint objects of domain/contracts: a stub's answer is type-checked
// against the endpoint's contract, and a call nobody stubbed fails the test. See web/test/README.md.

// A component test is many small interactions; on a shared, loaded machine one can take a few seconds.
vi.setConfig({ testTimeout: 15_000 });

// biome-ignore lint/suspicious/noExplicitAny: any endpoint; each stub keeps its own contract's types
type AnyEndpoint = ClientEndpoint<any>;

/** A refusal of the API, as the server's error handler sends it (`{ error: { code, message, … } }`). */
export class StubFailure {
  constructor(
    readonly code: ErrorCode,
    readonly message: string,
    readonly fields: FieldError[] = [],
    readonly reason?: string,
    readonly status: number = ERROR_STATUS[code],
  ) {}
}

/** The API refuses: `apiError('CONFLICT', 'Already decided')`, with field errors or a reason if needed. */
export const apiError = (
  code: ErrorCode,
  message: string,
  extra: { fields?: FieldError[]; reason?: string; status?: number } = {},
) => new StubFailure(code, message, extra.fields, extra.reason, extra.status);

/** What a stub sees of a call: the path's parameters, the query and the JSON body as sent. */
export interface StubCall<E extends AnyEndpoint> {
  params: Record<string, string>;
  query: Record<string, string>;
  body: InputOf<E> extends { body?: infer B } ? B : undefined;
}

type Answer<E extends AnyEndpoint> = ResultOf<E> | StubFailure;
export type StubHandler<E extends AnyEndpoint> = (call: StubCall<E>) => Answer<E> | Promise<Answer<E>>;

export interface Stub<E extends AnyEndpoint = AnyEndpoint> {
  readonly endpoint: E;
  /** Every call received, oldest first. */
  readonly calls: StubCall<E>[];
  /** Answer the next calls differently. */
  reply(handler: StubHandler<E>): Stub<E>;
  handle(call: StubCall<E>): Promise<Answer<E>>;
}

/** Answers `endpoint` (method + path pattern) with `handler`; the answer's type is the contract's result. */
export function stub<E extends AnyEndpoint>(endpoint: E, handler: NoInfer<StubHandler<E>>): Stub<E> {
  let current = handler;
  const s: Stub<E> = {
    endpoint,
    calls: [],
    reply(next) {
      current = next;
      return s;
    },
    async handle(call) {
      s.calls.push(call);
      return current(call);
    },
  };
  return s;
}

/** A promise the test settles, to hold an answer back (e.g. to see a button disabled while it waits). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A path pattern (`…/absences/:id`) → a matcher that returns the decoded parameters, or null. */
function matcher(path: string) {
  const names: string[] = [];
  const pattern = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const re = new RegExp(`^${pattern}$`);
  return (pathname: string) => {
    const m = re.exec(pathname);
    if (!m) return null;
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
  };
}

const json = (status: number, data: unknown) =>
  new Response(data === undefined ? null : JSON.stringify(data), {
    status,
    headers: data === undefined ? {} : { 'content-type': 'application/json' },
  });

/** A global fetch that answers from the stubs; what no stub answers is recorded and answered with a 501. */
function fakeFetch(stubs: Stub[], unexpected: string[]) {
  // Literal paths before patterns: `…/absences/mine` wins over `…/absences/:id`.
  const routes = stubs
    .map((s) => ({
      stub: s,
      match: matcher(s.endpoint.path),
      params: (s.endpoint.path.match(/:/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  return async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://plantel.test',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    for (const route of routes) {
      if (route.stub.endpoint.method !== method) continue;
      const params = route.match(url.pathname);
      if (!params) continue;
      const body =
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined;
      const answer = await route.stub.handle({ params, query: Object.fromEntries(url.searchParams), body });
      if (answer instanceof StubFailure) {
        const error: ErrorBody['error'] = { code: answer.code, message: answer.message };
        if (answer.fields.length > 0) error.fields = answer.fields;
        if (answer.reason) error.reason = answer.reason;
        return json(answer.status, { error });
      }
      return json(answer === undefined ? 204 : 200, answer);
    }
    const call = `${method} ${url.pathname}${url.search}`;
    unexpected.push(call);
    return json(501, { error: { code: 'INTERNAL', message: `No stub answers ${call}` } });
  };
}

export interface RenderAppOptions {
  /** The API as this test wants it; any other call fails the test. */
  stubs?: Stub[];
  /** The signed-in person: answers `getMe` and is in the session cache from the start. */
  me?: Me;
  /** The location the memory router starts at (the path `ui` is mounted on is `*` unless routes are given). */
  path?: string;
  /** The device's clock (`new Date()`, today in pickers), e.g. '2026-07-01T10:00:00'; timers stay real. */
  now?: string;
  /** The language the screen is shown in (every area's catalog loaded); English unless said. */
  locale?: Locale;
}

// Every catalog, compiled by @lingui/vite-plugin as in the build, loaded at once: a test renders any screen in
// any language without waiting for a route's catalog.
const CATALOGS = import.meta.glob<{ messages: Record<string, unknown> }>('../locales/*/*.po', {
  eager: true,
});
for (const [file, catalog] of Object.entries(CATALOGS)) {
  const locale = /locales\/(\w+)\//.exec(file)![1]!;
  i18n.load(locale, catalog.messages as never);
}

/** Shows everything below in a language, as the app does once its catalogs are loaded. */
export function activateTestLocale(locale: Locale = 'en') {
  i18n.activate(locale);
}

/**
 * Renders `ui` (or a route table) inside a fresh query client of the app (no retries), the app's toaster and
 * a memory router, with `fetch` answered by `stubs`. Returns Testing Library's result, a user-event
 * session, the router and the query client.
 */
export function renderApp(ui: ReactElement | RouteObject[], options: RenderAppOptions = {}) {
  const stubs = [...(options.stubs ?? [])];
  if (options.me) {
    const me = options.me;
    stubs.push(stub(endpoints.getMe, () => me));
  }
  activateTestLocale(options.locale);
  if (options.now) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(options.now));
  }
  const unexpected: string[] = [];
  vi.stubGlobal('fetch', fakeFetch(stubs, unexpected));

  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false, refetchOnWindowFocus: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  if (options.me) queryClient.setQueryData(sessionKeys.me(), options.me);

  const routes = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  // No pause between keystrokes: the tests stay fast; React still renders between events.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <LocaleProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </LocaleProvider>,
  );

  onTestFinished(() => {
    cleanup();
    toast.dismiss();
    queryClient.clear();
    vi.unstubAllGlobals();
    if (options.now) vi.useRealTimers();
    expect(unexpected, 'API calls that no stub answers').toEqual([]);
  });
  return { ...result, user, router, queryClient };
}

/** The toast with this title (and description), e.g. `await findToast('Invalid Dates', INVALID_DATES)`. */
export async function findToast(title: string, description?: string) {
  return waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).find(
      (t) =>
        t.querySelector('[data-title]')?.textContent === title &&
        (description === undefined || t.querySelector('[data-description]')?.textContent === description),
    );
    if (!found) {
      const shown = Array.from(document.querySelectorAll('[data-sonner-toast]')).map(
        (t) =>
          `${t.querySelector('[data-title]')?.textContent} / ${t.querySelector('[data-description]')?.textContent}`,
      );
      throw new Error(
        `No toast "${title}"${description ? ` / "${description}"` : ''}; shown: ${JSON.stringify(shown)}`,
      );
    }
    return { element: found, type: found.getAttribute('data-type') };
  });
}

export { screen };
