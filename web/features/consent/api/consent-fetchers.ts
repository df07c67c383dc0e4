import type { ConsentType, SaveConsentsRequest } from '@domain/contracts/consents';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api, isApiError } from '@/lib/api-client';
import { seemsSignedIn } from '@/lib/signed-in-hint';
import { type CookiePreferences, markChoiceUnsent } from '../consent-storage';

// Fetchers without the query library: the cookie banner on the public pages uses them too.

export const fetchConsents = () => api.call(endpoints.listMyConsents);

export const saveConsents = (input: SaveConsentsRequest) =>
  api.call(endpoints.saveMyConsents, { body: input });

const TYPES: ConsentType[] = ['functional', 'analytics', 'marketing'];
export const toConsentRequest = (prefs: CookiePreferences): SaveConsentsRequest => ({
  consents: TYPES.map((consentType) => ({ consentType, consentGiven: prefs[consentType] })),
});

/**
 * A cookie-banner choice also goes to the person's account when they are signed in. A visitor's choice is
 * kept in the browser and sent after sign-in (`sendUnsentChoice`): asking the API would only earn a 401. A
 * failed save is only logged, as the spec says: the choice in the browser already holds.
 */
export async function saveChoiceToAccountIfSignedIn(prefs: CookiePreferences): Promise<void> {
  if (!seemsSignedIn()) {
    markChoiceUnsent(true);
    return;
  }
  try {
    await saveConsents(toConsentRequest(prefs));
    markChoiceUnsent(false);
  } catch (e) {
    // The session had ended after all: the choice goes to the account at the next sign-in.
    if (isApiError(e) && e.status === 401) return markChoiceUnsent(true);
    console.warn('Cookie preferences were not saved to the account', e);
  }
}
