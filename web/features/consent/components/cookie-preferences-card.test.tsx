// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { findToast, renderApp, stub } from '@/test/render-app';
import { CookiePreferencesCard } from './cookie-preferences-card';

afterEach(() => localStorage.clear());

const recorded = () =>
  stub(endpoints.listMyConsents, () => ({
    consents: [
      {
        consentType: 'analytics',
        consentGiven: true,
        consentVersion: '1.0',
        consentDate: '2026-05-04T10:00:00Z',
        consentWithdrawnDate: null,
      },
      {
        consentType: 'marketing',
        consentGiven: false,
        consentVersion: '1.0',
        consentDate: '2026-03-02T10:00:00Z',
        consentWithdrawnDate: '2026-06-09T10:00:00Z',
      },
    ],
  }));

describe('CookiePreferencesCard', () => {
  it('shows when each choice was made, in the spec’s English', async () => {
    renderApp(<CookiePreferencesCard />, { stubs: [recorded()] });
    expect(await screen.findByText('Allowed on 4 May 2026')).toBeTruthy();
    expect(screen.getByText('Withdrawn on 9 June 2026')).toBeTruthy();
  });

  it('speaks German: categories, and dates as German readers write them', async () => {
    renderApp(<CookiePreferencesCard />, { stubs: [recorded()], locale: 'de' });
    expect(await screen.findByText('Erlaubt am 4. Mai 2026')).toBeTruthy();
    expect(screen.getByText('Widerrufen am 9. Juni 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cookie-Einstellungen' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Analyse' })).toBeTruthy();
  });

  it('says in German that a consent was withdrawn, whatever the server’s English answer', async () => {
    const save = stub(endpoints.saveMyConsents, () => ({
      message: 'Analytics consent withdrawn',
      consents: [],
    }));
    const { user } = renderApp(<CookiePreferencesCard />, { stubs: [recorded(), save], locale: 'de' });
    await user.click(await screen.findByRole('switch', { name: 'Analyse' }));
    await findToast('Einwilligung für Analyse widerrufen');
    expect(save.calls.map((c) => c.body)).toEqual([
      { consents: [{ consentType: 'analytics', consentGiven: false }] },
    ]);
  });
});
