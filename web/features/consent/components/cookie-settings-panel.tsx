import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { outlineButton, primaryButton } from '@/components/public-buttons';
import { saveChoiceToAccountIfSignedIn } from '../api/consent-fetchers';
import {
  ALL_ACCEPTED,
  type CookiePreferences,
  NECESSARY_ONLY,
  onPreferencesChange,
  readPreferences,
  storePreferences,
} from '../consent-storage';
import { CookieToggles } from './cookie-toggles';

/**
 * Cookie settings on the public Cookie Policy page: see and change the choice stored in this browser at
 * any time (withdrawing is as easy as giving).
 */
export function CookieSettingsPanel() {
  const [choice, setChoice] = useState<Omit<CookiePreferences, 'essential'>>(NECESSARY_ONLY);
  const { t } = useLingui();
  const [status, setStatus] = useState('');

  useEffect(() => {
    setChoice(readPreferences() ?? NECESSARY_ONLY);
    return onPreferencesChange((prefs) => setChoice(prefs ?? NECESSARY_ONLY));
  }, []);

  const save = (prefs: Omit<CookiePreferences, 'essential'>) => {
    const stored = storePreferences(prefs);
    setStatus(t({ id: 'consent.settings.saved', message: 'Your cookie preferences have been saved.' }));
    void saveChoiceToAccountIfSignedIn(stored);
  };

  return (
    <div className="space-y-3">
      <CookieToggles
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setStatus('');
        }}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="button" className={primaryButton} onClick={() => save(choice)}>
          <Trans id="consent.savePreferences">Save Preferences</Trans>
        </button>
        <button type="button" className={outlineButton} onClick={() => save(NECESSARY_ONLY)}>
          <Trans id="consent.acceptNecessary">Accept Necessary</Trans>
        </button>
        <button type="button" className={outlineButton} onClick={() => save(ALL_ACCEPTED)}>
          <Trans id="consent.acceptAll">Accept All</Trans>
        </button>
      </div>
      <p role="status" className="text-sm text-success-foreground">
        {status}
      </p>
    </div>
  );
}
