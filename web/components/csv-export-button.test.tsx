// @vitest-environment happy-dom
import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { activateTestLocale } from '@/test/render-app';
import { CsvExportButton } from './csv-export-button';

/** Rendered as the app renders it: inside the language provider, in English. */
const render = (ui: React.ReactElement) => {
  activateTestLocale('en');
  return renderPlain(ui, { wrapper: LocaleProvider });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withLanguages(languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
}

describe('CsvExportButton', () => {
  it('downloads in the separators Excel uses in the browser language', async () => {
    for (const [languages, expected] of [
      [['de-DE', 'en'], 'semicolon'],
      [['es-ES'], 'semicolon'],
      [['en-GB'], 'comma'],
    ] as const) {
      withLanguages([...languages]);
      const onExport = vi.fn();
      render(<CsvExportButton onExport={onExport}>Export CSV</CsvExportButton>);
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(onExport, languages.join()).toHaveBeenCalledWith(expected);
      cleanup();
    }
  });

  it('offers both separators explicitly in its menu', async () => {
    withLanguages(['fr-FR']);
    const onExport = vi.fn();
    render(<CsvExportButton onExport={onExport}>Export CSV</CsvExportButton>);
    await userEvent.click(screen.getByRole('button', { name: 'CSV separator' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV \(Excel, comma\)/ }));
    expect(onExport).toHaveBeenCalledWith('comma');
  });
});
