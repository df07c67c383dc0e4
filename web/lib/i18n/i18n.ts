// The client's side of Lingui (docs/decisions/0004-i18n-library.md; how to convert a screen: README.md here).
// One Lingui instance; catalogs are .po files compiled by @lingui/vite-plugin, one chunk per language and area,
// loaded on demand: English visitors never download Spanish, and the public site never downloads the app's texts.
import { DEFAULT_LOCALE, isLocale, type Locale, negotiateLocale } from '@domain/i18n/locales';
import { i18n, type Messages } from '@lingui/core';
import { pseudoCatalog, pseudoLocaleOn } from './pseudo';

export { i18n };

/** The public pages with a catalog of their own (`site-<page>`), loaded by that page only (web/app/site.tsx). */
export type SitePage =
  | 'landing'
  | 'about'
  | 'features'
  | 'pricing'
  | 'privacy'
  | 'terms'
  | 'cookies'
  | 'gdpr';

/**
 * The groups of /app screens with a catalog of their own (`app-<group>`, `APP_SCREENS` in lingui.config.ts),
 * loaded beside the screen's module by web/app/router.tsx; `app` is the shell's, loaded beside the layout's.
 */
export type AppScreens = 'dashboard' | 'absences' | 'time' | 'reports' | 'admin' | 'account';

/** Pages of the app's document outside the shell, each with one catalog of all it shows (`APP_PAGES`). */
export type AppPage = 'join' | 'unsubscribe' | 'sandbox';

/** A catalog per area of the product, each loaded by the documents and routes that show it (lingui.config.ts). */
export type CatalogArea = 'site' | `site-${SitePage}` | 'auth' | 'app' | `app-${AppScreens}` | AppPage;

type CatalogModule = { messages: Messages };
/** `<locale>/<area>` → its catalog's chunk, as each document registers them (`addCatalogs`). */
const catalogs = new Map<string, () => Promise<CatalogModule>>();

/**
 * Each document registers the catalogs it may load (its own `import.meta.glob` of web/locales): a table of every
 * catalog in every language costs about 75 bytes an entry in the entry chunk, so the public site's document
 * carries only the site's, and the app's document (auth pages and /app) only its own.
 */
export function addCatalogs(found: Record<string, () => Promise<unknown>>) {
  for (const [file, load] of Object.entries(found)) {
    const key = /([\w-]+\/[\w-]+)\.po$/.exec(file)?.[1];
    if (key) catalogs.set(key, load as () => Promise<CatalogModule>);
  }
}

const loaded = new Map<string, Promise<void>>();
const areasInUse = new Set<CatalogArea>();
/** The language of the last switch asked for: a screen's catalog loaded meanwhile comes in that language. */
let wanted: Locale | undefined;

function loadCatalog(area: CatalogArea, locale: Locale): Promise<void> {
  const key = `${locale}/${area}`;
  let pending = loaded.get(key);
  if (!pending) {
    // A test build's layout tests show the pseudo-locale's texts under whatever language is active (./pseudo.ts).
    // `__PSEUDO_LOCALE__` here, not only inside pseudo.ts, so that other builds drop the branch and the module.
    const load = __PSEUDO_LOCALE__ && pseudoLocaleOn() ? pseudoCatalog(area) : catalogs.get(key);
    if (!load) return Promise.reject(new Error(`No catalog ${key}`));
    pending = load().then((module) => i18n.load(locale, module.messages));
    // A failed load (network) may be tried again by the next navigation.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/** The language a page shows until it knows better: this device's last choice, else the browser's languages. */
export function initialLocale(): Locale {
  const remembered = readRememberedLocale();
  if (remembered) return remembered;
  return negotiateLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/**
 * Loads an area's catalog in the active language (the language of `initialLocale()` the first time) and
 * activates it. A route's `lazy` calls it beside its module's import(), so both download at once.
 */
export async function loadArea(area: CatalogArea, locale: Locale = wanted ?? currentLocale()): Promise<void> {
  areasInUse.add(area);
  await loadCatalog(area, locale);
  // Another language (the first load's): every area in use must be in it before it shows.
  if (i18n.locale !== locale) await switchLocale(locale);
}

/**
 * Switches every area in use to another language (the signed-in person's, or a choice on the account page),
 * then re-renders: components read texts through Lingui's context, which follows the change.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  wanted = locale;
  await Promise.all([...areasInUse].map((area) => loadCatalog(area, locale)));
  // A later switch (or a screen's catalog arriving in it) wins over this one.
  if (wanted === locale) activate(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : initialLocale();
}

/** Activates a language before its catalogs arrive (a document's start), so that providers can render. */
export function startLocale(locale: Locale = initialLocale()) {
  activate(locale);
}

function activate(locale: Locale) {
  i18n.load(locale, {}); // merges nothing: only makes sure the language exists before its catalogs load
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const STORAGE_KEY = 'plantel:language';

/** Remembered so that the next page load starts in the right language (only a hint: the profile decides). */
export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the next load negotiates with the browser again.
  }
}

function readRememberedLocale(): Locale | undefined {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export { DEFAULT_LOCALE };
