import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { outlineButton, primaryButton } from '@/components/public-buttons';
import { SiteLink } from '@/components/site-link';
import { saveChoiceToAccountIfSignedIn } from '../api/consent-fetchers';
import {
  ALL_ACCEPTED,
  type CookiePreferences,
  hasStoredChoice,
  NECESSARY_ONLY,
  onPreferencesChange,
  storePreferences,
} from '../consent-storage';
import { CookieToggles } from './cookie-toggles';

/** Spec section 9: the banner appears 1000 ms after the page loads. */
export const COOKIE_BANNER_DELAY_MS = 1000;

/**
 * The cookie banner of the public pages. It appears when no choice is stored, as a fixed overlay at the
 * bottom (nothing on the page moves), and never takes the focus away from what the visitor is doing.
 */
export function CookieBanner({ delayMs = COOKIE_BANNER_DELAY_MS }: { delayMs?: number }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [customizing, setCustomizing] = useState(false);
  const [choice, setChoice] = useState<Omit<CookiePreferences, 'essential'>>(NECESSARY_ONLY);

  useEffect(() => {
    if (hasStoredChoice()) return;
    const timer = setTimeout(() => setOpen(!hasStoredChoice()), delayMs);
    // A choice made elsewhere (another tab, the cookie settings on /cookies) closes the banner.
    const stop = onPreferencesChange((prefs) => {
      if (prefs) setOpen(false);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [delayMs]);

  if (!open) return null;

  const choose = (prefs: Omit<CookiePreferences, 'essential'>) => {
    const stored = storePreferences(prefs);
    setOpen(false);
    void saveChoiceToAccountIfSignedIn(stored);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85svh] overflow-y-auto p-3 sm:p-4"
    >
      <div className="mx-auto max-w-3xl rounded-xl border bg-background p-4 shadow-lg sm:p-5">
        <h2 id={titleId} className="font-semibold">
          <Trans id="consent.banner.title">Cookies on Plantel</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans id="consent.banner.text">
            We use essential cookies to keep you signed in and secure. With your permission we may also use
            functional, analytics and marketing cookies; none of them load until you allow them. Read our{' '}
            <SiteLink to="/cookies" className="font-medium text-foreground underline underline-offset-4">
              Cookie Policy
            </SiteLink>
            .
          </Trans>
        </p>
        {customizing && (
          <div className="mt-3">
            <CookieToggles value={choice} onChange={setChoice} />
          </div>
        )}
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {customizing ? (
            <button type="button" className={outlineButton} onClick={() => choose(choice)}>
              <Trans id="consent.savePreferences">Save Preferences</Trans>
            </button>
          ) : (
            <button type="button" className={outlineButton} onClick={() => setCustomizing(true)}>
              <Trans id="consent.banner.customize">Customize</Trans>
            </button>
          )}
          <button type="button" className={outlineButton} onClick={() => choose(NECESSARY_ONLY)}>
            <Trans id="consent.acceptNecessary">Accept Necessary</Trans>
          </button>
          <button type="button" className={primaryButton} onClick={() => choose(ALL_ACCEPTED)}>
            <Trans id="consent.acceptAll">Accept All</Trans>
          </button>
        </div>
      </div>
    </section>
  );
}
