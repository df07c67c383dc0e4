import type { ConsentType, SaveConsentsRequest } from '@domain/contracts/consents';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api, isApiError } from '@/lib/api-client';
import type { CookiePreferences } from '../consent-storage';

// Fetchers without the query library: the cookie banner on the public pages uses them too.

export const fetchConsents = () => api.call(endpoints.listMyConsents);

export const saveConsents = (input: SaveConsentsRequest) =>
  api.call(endpoints.saveMyConsents, { body: input });

const TYPES: ConsentType[] = ['functional', 'analytics', 'marketing'];
export const toConsentRequest = (prefs: CookiePreferences): SaveConsentsRequest => ({
  consents: TYPES.map((consentType) => ({ consentType, consentGiven: prefs[consentType] })),
});

/**
 * A cookie-banner choice also goes to the person's account when they are signed in. Visitors are not (401),
 * and a failed save is only logged, as the spec says: the choice in the browser already holds.
 */
export async function saveChoiceToAccountIfSignedIn(prefs: CookiePreferences): Promise<void> {
  try {
    await saveConsents(toConsentRequest(prefs));
  } catch (e) {
    if (isApiError(e) && e.status === 401) return;
    console.warn('Cookie preferences were not saved to the account', e);
  }
}
