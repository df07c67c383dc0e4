// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { rememberSignedIn } from '@/lib/signed-in-hint';
import { renderApp, stub } from '@/test/render-app';
import { useSendUnsentChoice } from '../api/consents';
import { COOKIE_CONSENT_UNSENT_KEY, readPreferences } from '../consent-storage';
import { CookieBanner } from './cookie-banner';

const saved = () => stub(endpoints.saveMyConsents, () => ({ message: 'saved', consents: [] }));
const ALL = [
  { consentType: 'functional', consentGiven: true },
  { consentType: 'analytics', consentGiven: true },
  { consentType: 'marketing', consentGiven: true },
];

function SignedInApp() {
  useSendUnsentChoice(true);
  return <p>Dashboard</p>;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('CookieBanner', () => {
  it('keeps a signed-out visitor’s choice in the browser and asks the API nothing (no 401)', async () => {
    // renderApp fails the test on any request no stub answers.
    const { user } = renderApp(<CookieBanner delayMs={0} />);
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('region', { name: 'Cookies on Plantel' })).toBeNull();
    expect(readPreferences()).toEqual({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    expect(localStorage.getItem(COOKIE_CONSENT_UNSENT_KEY)).toBe('true');
  });

  it('sends the choice to the account at once when signed in', async () => {
    rememberSignedIn(true);
    const save = saved();
    const { user } = renderApp(<CookieBanner delayMs={0} />, { stubs: [save] });
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    await expect.poll(() => save.calls.length).toBe(1);
    expect(save.calls[0]!.body).toEqual({ consents: ALL });
    expect(localStorage.getItem(COOKIE_CONSENT_UNSENT_KEY)).toBe('false');
  });

  it('sends the choice made while signed out after sign-in, once', async () => {
    const visitor = renderApp(<CookieBanner delayMs={0} />);
    await visitor.user.click(await screen.findByRole('button', { name: 'Accept All' }));
    visitor.unmount();

    const save = saved();
    const first = renderApp(<SignedInApp />, { stubs: [save] });
    await expect.poll(() => save.calls.length).toBe(1);
    expect(save.calls[0]!.body).toEqual({ consents: ALL });
    first.unmount();
    renderApp(<SignedInApp />, { stubs: [save] });
    await screen.findByText('Dashboard');
    expect(save.calls.length).toBe(1);
  });

  it('asks in French and keeps the choice the same way', async () => {
    const { user } = renderApp(<CookieBanner delayMs={0} />, { locale: 'fr' });
    expect(await screen.findByRole('region', { name: 'Les cookies sur Plantel' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    expect(screen.getByRole('switch', { name: "Mesure d'audience" })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accepter uniquement les nécessaires' }));
    expect(readPreferences()).toMatchObject({ essential: true, analytics: false });
  });
});
