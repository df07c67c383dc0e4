import type { ConsentType } from '@domain/contracts/consents';

/**
 * The visitor's cookie choice in this browser (spec section 3, "local cookie preferences"), and the gate every
 * optional script must pass: nothing functional, analytical or for marketing may load before its category
 * is allowed. Plain TypeScript: the public pages use it without the app's data layer.
 */
export const COOKIE_PREFERENCES_KEY = 'cookie-preferences';
export const COOKIE_CONSENT_KEY = 'cookie-consent';
/** Broadcast on window after every choice (detail: the new CookiePreferences). */
export const PREFERENCES_UPDATED_EVENT = 'cookie-preferences-updated';

export type CookieCategory = 'essential' | ConsentType;

export interface CookiePreferences {
  /** Session and security storage: always on, needs no consent. */
  essential: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export const NECESSARY_ONLY: CookiePreferences = {
  essential: true,
  functional: false,
  analytics: false,
  marketing: false,
};
export const ALL_ACCEPTED: CookiePreferences = {
  essential: true,
  functional: true,
  analytics: true,
  marketing: true,
};

export interface ConsentEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  target: EventTarget | null;
}

/** The browser's localStorage and window; storage is null where it is blocked (private modes, policies). */
export function browserEnvironment(): ConsentEnvironment {
  if (typeof window === 'undefined') return { storage: null, target: null };
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return { storage, target: window };
}

/** The stored choice, or null when the visitor has not chosen yet (or the stored value is unreadable). */
export function readPreferences(env: ConsentEnvironment = browserEnvironment()): CookiePreferences | null {
  try {
    if (env.storage?.getItem(COOKIE_CONSENT_KEY) !== 'true') return null;
    const raw = JSON.parse(env.storage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null') as unknown;
    if (typeof raw !== 'object' || raw === null) return null;
    const p = raw as Record<string, unknown>;
    if (![p.functional, p.analytics, p.marketing].every((v) => typeof v === 'boolean')) return null;
    return {
      essential: true,
      functional: p.functional as boolean,
      analytics: p.analytics as boolean,
      marketing: p.marketing as boolean,
    };
  } catch {
    return null;
  }
}

export const hasStoredChoice = (env: ConsentEnvironment = browserEnvironment()) =>
  readPreferences(env) !== null;

/** Stores a choice and tells every listener (this page's gate, the banner, other components). */
export function storePreferences(
  choice: Omit<CookiePreferences, 'essential'> & { essential?: boolean },
  env: ConsentEnvironment = browserEnvironment(),
): CookiePreferences {
  const prefs: CookiePreferences = {
    essential: true,
    functional: choice.functional,
    analytics: choice.analytics,
    marketing: choice.marketing,
  };
  try {
    env.storage?.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(prefs));
    env.storage?.setItem(COOKIE_CONSENT_KEY, 'true');
  } catch {
    // Storage full or blocked: the choice still holds for this page view.
  }
  env.target?.dispatchEvent(new CustomEvent(PREFERENCES_UPDATED_EVENT, { detail: prefs }));
  return prefs;
}

/**
 * A choice made while signed out waits here until the app has a session and sends it to the account (once):
 * a visitor's PUT /api/consents would only be refused with 401.
 */
export const COOKIE_CONSENT_UNSENT_KEY = 'cookie-consent-unsent';

export function markChoiceUnsent(unsent: boolean, env: ConsentEnvironment = browserEnvironment()): void {
  try {
    env.storage?.setItem(COOKIE_CONSENT_UNSENT_KEY, unsent ? 'true' : 'false');
  } catch {
    // Blocked storage: the choice then stays in this browser only.
  }
}

/** The stored choice when it has not reached the account yet, else null. */
export function unsentChoice(env: ConsentEnvironment = browserEnvironment()): CookiePreferences | null {
  try {
    if (env.storage?.getItem(COOKIE_CONSENT_UNSENT_KEY) !== 'true') return null;
  } catch {
    return null;
  }
  return readPreferences(env);
}

/** Whether a category may be used now. Essential always; the others only after an explicit yes. */
export function hasConsent(
  category: CookieCategory,
  env: ConsentEnvironment = browserEnvironment(),
): boolean {
  if (category === 'essential') return true;
  return readPreferences(env)?.[category] === true;
}

/** Calls `listener` after every choice, in this tab and in the browser's other tabs. */
export function onPreferencesChange(
  listener: (prefs: CookiePreferences | null) => void,
  env: ConsentEnvironment = browserEnvironment(),
): () => void {
  const target = env.target;
  if (!target) return () => {};
  const local = (e: Event) => listener((e as CustomEvent<CookiePreferences>).detail ?? readPreferences(env));
  const otherTab = (e: Event) => {
    const key = (e as StorageEvent).key;
    if (key === COOKIE_PREFERENCES_KEY || key === COOKIE_CONSENT_KEY || key === null) {
      listener(readPreferences(env));
    }
  };
  target.addEventListener(PREFERENCES_UPDATED_EVENT, local);
  target.addEventListener('storage', otherTab);
  return () => {
    target.removeEventListener(PREFERENCES_UPDATED_EVENT, local);
    target.removeEventListener('storage', otherTab);
  };
}

/**
 * The gate for optional code: runs `load` once, as soon as `category` is allowed (now, or after a later
 * choice). Any analytics or marketing script added to Plantel must be started through this function.
 * Returns a function that cancels the wait.
 */
export function whenConsented(
  category: ConsentType,
  load: () => void,
  env: ConsentEnvironment = browserEnvironment(),
): () => void {
  if (hasConsent(category, env)) {
    load();
    return () => {};
  }
  let done = false;
  const stop = onPreferencesChange((prefs) => {
    if (!done && prefs?.[category] === true) {
      done = true;
      stop();
      load();
    }
  }, env);
  return stop;
}
