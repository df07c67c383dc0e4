// The pseudo-locale (issue 15): English texts with accented letters and ~40 % longer words, so that a layout test
// (e2e/i18n/pseudo.mobile.spec.ts) finds what a longer language would break. It exists only in test builds:
// `PLANTEL_PSEUDO_LOCALE=1 node scripts/build.mjs` (what `npm test` builds), or `PLANTEL_PSEUDO_LOCALE=1 npm run
// dev` to look at it. In any other build `__PSEUDO_LOCALE__` is the constant `false`: the catalogs, the switch
// and this code are dropped from the bundle, so no setting of a visitor, an account or the API can reach it. It
// is never one of the product's languages (domain/i18n/locales.ts): no menu offers it and the API refuses it.
import type { Messages } from '@lingui/core';

type CatalogModule = { messages: Messages };

/** Set to "1" in a test's browser (localStorage) to show every text of every page in the pseudo-locale. */
export const PSEUDO_LOCALE_KEY = 'plantel:pseudo-locale';

/** lingui.config.ts `pseudoLocale`: Lingui compiles these catalogs from the English ones, with accents. */
const catalogs: Record<string, () => Promise<CatalogModule>> = __PSEUDO_LOCALE__
  ? import.meta.glob<CatalogModule>('../../locales/pseudo/*.po')
  : {};

/** The loader of an area's catalog in the pseudo-locale, its texts lengthened. */
export function pseudoCatalog(area: string): (() => Promise<CatalogModule>) | undefined {
  const load = catalogs[`../../locales/pseudo/${area}.po`];
  return load && (() => load().then((module) => ({ messages: lengthen(module.messages) })));
}

/** Whether this page shows the pseudo-locale instead of its language (test builds only). */
export function pseudoLocaleOn(): boolean {
  if (!__PSEUDO_LOCALE__) return false;
  try {
    return localStorage.getItem(PSEUDO_LOCALE_KEY) === '1';
  } catch {
    return false;
  }
}

// Lingui's pseudo-localisation accents every letter but keeps the length; German and French run 20–40 % longer
// than English. Doubling the (accented) vowels lengthens each word by about that much and keeps the spaces where
// a line may break, as a real translation does.
const VOWELS = /[àēĩōũŷÀĒĨŌŨŶ]/g;

type Compiled = Messages[string];

function lengthenText(text: string): string {
  return text.replace(VOWELS, '$&$&');
}

/** A compiled message: text tokens get longer; placeholders stay, but the texts of plural/select forms grow. */
function lengthenMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return lengthenText(message);
  return message.map((token) => {
    if (typeof token === 'string') return lengthenText(token);
    const [name, kind, forms] = token as [string, string?, Record<string, unknown>?];
    if (!forms || typeof forms !== 'object') return token;
    const longer = Object.fromEntries(
      Object.entries(forms).map(([form, value]) => [
        form,
        typeof value === 'string' || Array.isArray(value) ? lengthenMessage(value as Compiled) : value,
      ]),
    );
    return [name, kind, longer];
  }) as Compiled;
}

function lengthen(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, lengthenMessage(m)]));
}
