import { describe, expect, it, vi } from 'vitest';
import {
  ALL_ACCEPTED,
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  type ConsentEnvironment,
  hasConsent,
  NECESSARY_ONLY,
  onPreferencesChange,
  PREFERENCES_UPDATED_EVENT,
  readPreferences,
  storePreferences,
  whenConsented,
} from './consent-storage';

const env = (initial: Record<string, string> = {}): ConsentEnvironment & { data: Map<string, string> } => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    storage: { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) },
    target: new EventTarget(),
  };
};

describe('cookie preferences in the browser', () => {
  it('no choice is stored at first, and only essential storage is allowed', () => {
    const e = env();
    expect(readPreferences(e)).toBeNull();
    expect(hasConsent('essential', e)).toBe(true);
    for (const c of ['functional', 'analytics', 'marketing'] as const) expect(hasConsent(c, e)).toBe(false);
  });

  it('stores the choice under cookie-preferences with the cookie-consent flag and broadcasts it', () => {
    const e = env();
    const seen: unknown[] = [];
    e.target!.addEventListener(PREFERENCES_UPDATED_EVENT, (ev) => seen.push((ev as CustomEvent).detail));
    storePreferences({ functional: true, analytics: false, marketing: false }, e);
    expect(e.data.get(COOKIE_CONSENT_KEY)).toBe('true');
    expect(JSON.parse(e.data.get(COOKIE_PREFERENCES_KEY)!)).toEqual({
      essential: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
    expect(seen).toEqual([{ essential: true, functional: true, analytics: false, marketing: false }]);
    expect(hasConsent('functional', e)).toBe(true);
    expect(hasConsent('analytics', e)).toBe(false);
  });

  it('essential stays on whatever is stored', () => {
    const e = env();
    storePreferences({ ...NECESSARY_ONLY, essential: false }, e);
    expect(readPreferences(e)?.essential).toBe(true);
  });

  it('ignores a malformed or tampered value (asks again)', () => {
    for (const value of ['not json', '{"functional":"yes"}', 'null', '[]']) {
      const e = env({ [COOKIE_CONSENT_KEY]: 'true', [COOKIE_PREFERENCES_KEY]: value });
      expect(readPreferences(e)).toBeNull();
    }
    const noFlag = env({ [COOKIE_PREFERENCES_KEY]: JSON.stringify(ALL_ACCEPTED) });
    expect(readPreferences(noFlag)).toBeNull();
  });

  it('works where storage is blocked: the choice holds for the page view only', () => {
    const e: ConsentEnvironment = {
      storage: {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('blocked');
        },
      },
      target: new EventTarget(),
    };
    expect(storePreferences(ALL_ACCEPTED, e)).toEqual(ALL_ACCEPTED);
    expect(readPreferences(e)).toBeNull();
  });

  it('listeners hear choices from this tab and from other tabs', () => {
    const e = env();
    const listener = vi.fn();
    const stop = onPreferencesChange(listener, e);
    storePreferences(ALL_ACCEPTED, e);
    e.data.set(COOKIE_PREFERENCES_KEY, JSON.stringify(NECESSARY_ONLY));
    const storageEvent = Object.assign(new Event('storage'), { key: COOKIE_PREFERENCES_KEY });
    e.target!.dispatchEvent(storageEvent);
    expect(listener.mock.calls).toEqual([[ALL_ACCEPTED], [NECESSARY_ONLY]]);
    stop();
    storePreferences(ALL_ACCEPTED, e);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('whenConsented (the gate for optional scripts)', () => {
  it('does not load before consent, loads once when the category is allowed', () => {
    const e = env();
    const load = vi.fn();
    whenConsented('analytics', load, e);
    storePreferences(NECESSARY_ONLY, e);
    storePreferences({ functional: true, analytics: false, marketing: true }, e);
    expect(load).not.toHaveBeenCalled();
    storePreferences(ALL_ACCEPTED, e);
    storePreferences(ALL_ACCEPTED, e);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when consent was given before', () => {
    const e = env();
    storePreferences(ALL_ACCEPTED, e);
    const load = vi.fn();
    whenConsented('marketing', load, e);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const e = env();
    const load = vi.fn();
    const cancel = whenConsented('functional', load, e);
    cancel();
    storePreferences(ALL_ACCEPTED, e);
    expect(load).not.toHaveBeenCalled();
  });
});
