import { getMe } from '@domain/contracts/accounts';
import { getDashboard } from '@domain/contracts/dashboard';
import { queryString } from '@domain/contracts/endpoint';
import { getReport } from '@domain/contracts/reports';
import { getSampleData } from '@domain/contracts/sample-data';
import { getSchedule } from '@domain/contracts/schedule';
import type { Locale } from '@domain/i18n/locales';
import { type PageLoad, pageLoad } from '@domain/page-loads';
import { presetPeriod } from '@domain/reports';
import { isManagerOrAdmin, type Role } from '@domain/roles';
import { SESSION_COOKIE } from './auth';

/** A chunk of Vite's build manifest (dist/web/.vite/manifest.json, `build.manifest` in vite.config.ts). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PreloadRequest {
  pathname: string;
  /** The address's query (`?period=…`), which decides what some screens read first. */
  search?: string;
  /** The language of the page's texts: the signed-in person's (the client switches to it), else the browser's. */
  locale: Locale;
  /** Whether the request comes with a valid session. */
  signedIn: boolean;
  /** The signed-in person's role in their active company (screens only some roles may read). */
  role?: Role | null;
  now?: Date;
}

/**
 * The `<link>` tags a page's HTML carries so that a cold load fetches everything at once instead of in waves
 * (HTML → entry → router → route modules → their imports → the API): `modulepreload` for every chunk on the way
 * to the page (domain/page-loads.ts names the source files; the chunks are those of Vite's manifest, so nothing
 * here is kept by hand) and its catalogs in the request's language, and `preload as=fetch` for the API reads the
 * page starts first (web/app/boot.ts takes these very responses: `crossorigin` is the same-origin credentials
 * mode of its fetch, which Chromium requires to reuse them). Tags are computed once per page and language.
 */
export function createPagePreloads(manifest: Manifest, documents: Record<PageLoad['document'], string>) {
  const closure = (keys: string[], into: Set<string>): Set<string> => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) continue;
      into.add(chunk.file);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  // The scripts a document's HTML already loads (Vite writes its entry's chunks into it) and their imports: not
  // preloaded again. Read from the HTML, as the app's entry has no manifest key of its own once grouped.
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const inDocument = Object.fromEntries(
    Object.entries(documents).map(([name, html]) => {
      const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
      const all = closure(
        files.map((f) => keyOf.get(f) ?? f),
        new Set(),
      );
      for (const f of files) all.add(f);
      return [name, all];
    }),
  ) as Record<PageLoad['document'], Set<string>>;
  const cache = new Map<string, string[]>();
  const moduleTags = (pathname: string, locale: Locale): string[] => {
    const page = pageLoad(pathname);
    if (!page) return [];
    const key = `${page.modules.join()}|${page.catalogs.join()}|${locale}`;
    let tags = cache.get(key);
    if (!tags) {
      const skip = inDocument[page.document];
      const catalogs = page.catalogs.map((area) => `locales/${locale}/${area}.po`);
      // Catalogs first (a few KB, and the shell renders nothing before its texts), then the shell before the
      // screen, in import order: on a slow link the files the first paint needs arrive first.
      const files = [...closure([...catalogs, ...page.modules], new Set())].filter((f) => !skip.has(f));
      tags = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
      cache.set(key, tags);
    }
    return tags;
  };
  return (request: PreloadRequest): PageTags => ({
    modules: moduleTags(request.pathname, request.locale),
    data: dataRequests(request).map(
      (url) => `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`,
    ),
  });
}

/**
 * The API reads an /app page starts before its scripts run, as web/app/boot-requests.ts asks for them (the same
 * URLs: boot.ts takes these responses): the session, and for someone signed in the shell's
 * sample-data banner and the screen's own read. Team Overview opens on the device's month, which the server does
 * not know: it guesses UTC's (wrong for an hour or two at a month's start in Europe, when the client asks again).
 */
export function dataRequests({
  pathname,
  search = '',
  signedIn,
  role = null,
  now = new Date(),
}: PreloadRequest): string[] {
  const path = pathname.replace(/\/+$/, '');
  if (path !== '/app' && !path.startsWith('/app/')) return [];
  if (!signedIn) return [getMe.path];
  const today = now.toISOString().slice(0, 10);
  const screen: Record<string, string> = {
    '/app': getDashboard.path,
    '/app/dashboard': getDashboard.path,
    '/app/team': getSchedule.path + queryString({ month: today.slice(0, 7) }),
  };
  // Reports open on this month unless the address names another period (web/features/reports/hooks); only a
  // manager or an admin may read them. boot.ts does not ask for it (it does not know the role): the page's own
  // request takes this answer from the browser's preload cache.
  const period = new URLSearchParams(search).get('period');
  if (isManagerOrAdmin(role) && (period === null || period === 'this_month')) {
    const { from, to } = presetPeriod('this_month', today);
    screen['/app/reports'] = getReport.path + queryString({ from, to });
  }
  const data = screen[path];
  return [getMe.path, getSampleData.path, ...(data ? [data] : [])];
}

/** Whether a Cookie header carries a session cookie (`__Host-` prefixed in production): worth reading it. */
export const hasSessionCookie = (cookie: string | undefined): boolean =>
  cookie?.includes(`${SESSION_COOKIE}=`) === true;

export interface PageTags {
  modules: string[];
  data: string[];
}

/**
 * The HTML with the API reads first in <head> (before the entry's scripts: over HTTP/1.1's six connections a
 * browser starts requests in the order it finds them, and the reads take the server longest), the modules last.
 */
export function withPreloads(html: string, tags: PageTags): string {
  const indent = (list: string[]) => list.map((t) => `    ${t}\n`).join('');
  let out = html;
  if (tags.data.length > 0) {
    const at = out.search(/[ \t]*<script\b/);
    const head = out.indexOf('</head>');
    const where = at >= 0 && at < head ? at : out.search(/[ \t]*<\/head>/);
    out = out.slice(0, where) + indent(tags.data) + out.slice(where);
  }
  if (tags.modules.length > 0) out = out.replace(/[ \t]*<\/head>/, (end) => indent(tags.modules) + end);
  return out;
}
