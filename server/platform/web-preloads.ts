import { addYears, isIsoMonth } from '@domain/calendar';
import { getMyAllowance, listMyAbsences, listPendingApprovals } from '@domain/contracts/absences';
import { getMe } from '@domain/contracts/accounts';
import { getSubscriptionStatus } from '@domain/contracts/billing';
import { getCalendarFeedStatus } from '@domain/contracts/calendar-feeds';
import { getCompanySettings } from '@domain/contracts/company';
import { getDashboard } from '@domain/contracts/dashboard';
import { type AccessPolicy, queryString } from '@domain/contracts/endpoint';
import { listCompanyHolidays } from '@domain/contracts/holidays';
import { listInvitations } from '@domain/contracts/invitations';
import { listMySessions } from '@domain/contracts/profile';
import { getReport } from '@domain/contracts/reports';
import { getSampleData } from '@domain/contracts/sample-data';
import { getSchedule } from '@domain/contracts/schedule';
import { listTeamDirectory } from '@domain/contracts/team';
import { getClockStatus, getMyMonth } from '@domain/contracts/time-entries';
import { listTeamTimesheets } from '@domain/contracts/timesheets';
import { getCompanyWorkSchedule } from '@domain/contracts/work-schedules';
import type { Locale } from '@domain/i18n/locales';
import { type PageLoad, pageLoad } from '@domain/page-loads';
import { presetPeriod } from '@domain/reports';
import { isManagerOrAdmin, type Role, roleMayCall } from '@domain/roles';
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
 * here is kept by hand) and its catalogs in the request's language; and the API reads the page starts first
 * (`dataRequests`), which the HTML answers itself (page-reads.ts). Tags are computed once per page and language.
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
    reads: dataRequests(request),
  });
}

/** A read a screen starts on opening: its endpoint (the contract: path and access) and its query. */
interface ScreenRead {
  endpoint: { path: string; access: AccessPolicy };
  query?: Record<string, string>;
}

/**
 * The API reads an /app page's HTML answers (page-reads.ts): the session, and for someone signed in the shell's
 * sample-data banner and every read the screen makes on opening, each URL exactly as the screen's query asks for
 * it (the page's own request then takes the answer from the HTML, web/lib/early-requests.ts), and only the reads
 * the person's role may make (the screen does not make the others).
 * Screens that open on the device's month or day (Team Overview, Time Tracking, Team Timesheets, the upcoming
 * holidays) get UTC's, which the server knows: wrong for an hour or two around midnight in Europe, when the page
 * asks again. A screen whose address names another month, period or tab gets the reads of that one or none.
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
  const shell = [getMe.path, getSampleData.path];
  if (role === null) return shell; // no company: the screens' reads would be refused
  const today = now.toISOString().slice(0, 10);
  const params = new URLSearchParams(search);
  const asked = params.get('month');
  const month = asked !== null && isIsoMonth(asked) ? asked : today.slice(0, 7);
  const manager = isManagerOrAdmin(role);
  const screen = (): ScreenRead[] => {
    switch (path) {
      case '/app':
      case '/app/dashboard':
        return [{ endpoint: getDashboard }];
      case '/app/team':
        return [{ endpoint: getSchedule, query: { month: today.slice(0, 7) } }];
      case '/app/time-tracking':
        return [{ endpoint: getClockStatus }, { endpoint: getMyMonth, query: { month } }];
      case '/app/team-timesheets':
        return [{ endpoint: listTeamTimesheets, query: { month } }];
      case '/app/absences':
        // Managers and admins see the requests waiting for them and record absences for the team's people.
        return [
          ...(manager ? [{ endpoint: listPendingApprovals }, { endpoint: listTeamDirectory }] : []),
          { endpoint: listMyAbsences },
          { endpoint: getMyAllowance },
          { endpoint: listCompanyHolidays, query: { from: today, to: addYears(today, 1) } },
          { endpoint: getCalendarFeedStatus },
        ];
      case '/app/reports': {
        // Reports open on this month unless the address names another period (web/features/reports/hooks).
        const period = params.get('period');
        if (period !== null && period !== 'this_month') return [];
        const { from, to } = presetPeriod('this_month', today);
        return [{ endpoint: getReport, query: { from, to } }];
      }
      case '/app/invitations':
        return [{ endpoint: listInvitations }, { endpoint: getSubscriptionStatus }];
      case '/app/settings': {
        // An admin's page (RequireAdmin). Billing's status is every tab's (Delete Company's steps); the company
        // tab, the default, reads the rest (an unknown tab opens it too, without its reads preloaded).
        if (role !== 'admin') return [];
        const tab = params.get('tab');
        const company =
          tab === null || tab === 'company'
            ? [{ endpoint: getCompanySettings }, { endpoint: getCompanyWorkSchedule }]
            : [];
        return [...company, { endpoint: getSubscriptionStatus }];
      }
      case '/app/account':
        return [{ endpoint: listMySessions }];
      default:
        return [];
    }
  };
  return [
    ...shell,
    ...screen()
      .filter((read) => roleMayCall(read.endpoint.access, role))
      .map((read) => read.endpoint.path + queryString(read.query)),
  ];
}

/** Whether a Cookie header carries a session cookie (`__Host-` prefixed in production): worth reading it. */
export const hasSessionCookie = (cookie: string | undefined): boolean =>
  cookie?.includes(`${SESSION_COOKIE}=`) === true;

export interface PageTags {
  modules: string[];
  /** The API reads the page's HTML answers (server/platform/page-reads.ts): their URLs. */
  reads: string[];
}

/** The HTML with the page's modules named at the end of <head>, after its stylesheet and its entry's script. */
export function withPreloads(html: string, modules: string[]): string {
  if (modules.length === 0) return html;
  return html.replace(/[ \t]*<\/head>/, (end) => modules.map((t) => `    ${t}\n`).join('') + end);
}

/**
 * The document's stylesheets moved before its first script and the preloads (Vite writes them after the entry's
 * modulepreloads): a page paints nothing before its stylesheet, and over HTTP/1.1's six connections, or a slow
 * mobile link shared by every request, a stylesheet named tenth waited for the scripts ahead of it (measured in
 * docs/PERFORMANCE.md: Lighthouse's first paint on the dashboard).
 */
export function stylesheetsFirst(html: string): string {
  const head = html.indexOf('</head>');
  const sheets = [...html.slice(0, head).matchAll(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g)].map((m) => m[0]);
  if (sheets.length === 0) return html;
  let out = html;
  for (const sheet of sheets) out = out.replace(sheet, '');
  const at = out.search(/[ \t]*<script\b/);
  if (at < 0 || at > out.indexOf('</head>')) return html;
  const tags = sheets.map((s) => (s.endsWith('\n') ? s : `${s}\n`)).join('');
  return out.slice(0, at) + tags + out.slice(at);
}
