// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { findToast, renderApp, stub } from '@/test/render-app';
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

  // The server answers its English; the toast is the reader's language (issue 15).
  const saved = () => [
    stub(endpoints.getEmailPreferences, () => ({
      preferences: { requests: true, decisions: true, reminders: true },
    })),
    stub(endpoints.updateEmailPreferences, () => ({
      message: 'Timesheet reminders e-mails turned off',
      preferences: { requests: true, decisions: true, reminders: false },
    })),
  ];

  it('says in German which e-mails were turned off', async () => {
    const { user } = renderApp(<EmailPreferencesCard />, { locale: 'de', stubs: saved() });
    await user.click(await screen.findByRole('switch', { name: 'Erinnerungen an den Stundenzettel' }));
    await findToast('E-Mails „Erinnerungen an den Stundenzettel“ deaktiviert');
    expect(screen.queryByText('Timesheet reminders e-mails turned off')).toBeNull();
  });

  it('keeps the spec’s English', async () => {
    const { user } = renderApp(<EmailPreferencesCard />, { stubs: saved() });
    await user.click(await screen.findByRole('switch', { name: 'Timesheet reminders' }));
    await findToast('Timesheet reminders e-mails turned off');
  });
});
