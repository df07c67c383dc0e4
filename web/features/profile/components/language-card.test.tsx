// @vitest-environment happy-dom

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { me } from '@/test/fixtures';
import { renderApp, stub } from '@/test/render-app';
import { LanguageCard } from './language-card';

describe('LanguageCard', () => {
  it("offers the company's language and each language by its own name, and saves the choice", async () => {
    const person = me('employee', {
      company: { id: me().company!.id, name: 'Acme', logoUrl: null, language: 'es' },
    });
    const sent: unknown[] = [];
    const { user } = renderApp(<LanguageCard me={person} />, {
      me: person,
      stubs: [
        stub(endpoints.updateMyLanguage, ({ body }) => {
          sent.push(body);
          return { language: body.language };
        }),
      ],
    });
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "Company's language (Español)",
      'English',
      'Español',
      'Català',
      'Deutsch',
      'Français',
      'Italiano',
      'Nederlands',
    ]);
    await user.selectOptions(select, 'Català');
    await waitFor(() => expect(sent).toEqual([{ language: 'ca' }]));
    expect(await screen.findByText('Language saved')).toBeTruthy();
  });

  it('is shown in the active language', () => {
    renderApp(<LanguageCard me={me()} />, { me: me(), locale: 'de' });
    expect(screen.getByText('Sprache', { selector: 'label' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Sprache des Unternehmens (English)' })).toBeTruthy();
  });
});
