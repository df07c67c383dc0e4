// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { renderApp, stub } from '@/test/render-app';
import { EmailPreferencesCard } from './email-preferences-card';

describe('EmailPreferencesCard in another language', () => {
  it('speaks French: each kind of e-mail by its French name, with its switch', async () => {
    renderApp(<EmailPreferencesCard />, {
      locale: 'fr',
      stubs: [
        stub(endpoints.getEmailPreferences, () => ({
          preferences: { requests: true, decisions: false, reminders: true },
        })),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Notifications par e-mail' })).toBeTruthy();
    const reminders = await screen.findByRole('switch', { name: 'Rappels de feuille de temps' });
    expect(reminders.getAttribute('aria-checked')).toBe('true');
    expect(
      screen.getByRole('switch', { name: 'Décisions sur vos demandes' }).getAttribute('aria-checked'),
    ).toBe('false');
  });
});
