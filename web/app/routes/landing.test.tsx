// @vitest-environment happy-dom
// Intl writes a no-break space between the amount and the euro sign in Spanish and German (\u00a0).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLocale } from '@/lib/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { LandingPage } from './landing';
import { PrivacyPage } from './public/privacy';

afterEach(() => localStorage.clear());

describe('the public site in other languages', () => {
  it('shows the landing page in Spanish, prices in Spanish format, and a Spanish page title', async () => {
    renderApp(<LandingPage />, { locale: 'es' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'RR. HH. para equipos pequeños, sin papeleo' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Empieza gratis' }).length).toBeGreaterThan(0);
    // The sample team sizes: plural forms and euros as Spain writes them ("8 €/mes").
    const sizes = screen.getByText('10 empleados').closest('li')!;
    expect(within(sizes).getByText('8 €/mes')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Precio mensual' }).textContent).toBe('1\u00a0€/mes');
    expect(document.title).toBe('Plantel — RR. HH. para equipos pequeños');
  });

  it('changes the language from the footer and remembers it on this device', async () => {
    const { user } = renderApp(<LandingPage />, { locale: 'en' });
    const menu = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(menu, 'de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'HR für kleine Teams, ohne Papierkram' }),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeTruthy();
    expect(currentLocale()).toBe('de');
    expect(localStorage.getItem('plantel:language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows a legal page in French with its date in French', () => {
    renderApp(<PrivacyPage />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    expect(screen.getByText('Dernière mise à jour : 21 novembre 2026')).toBeTruthy();
    // ICU plurals inside a sentence: "sous 30 jours".
    expect(screen.getByText(/nous supprimons ses données personnelles sous 30 jours/)).toBeTruthy();
  });
});
