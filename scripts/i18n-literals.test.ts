import { describe, expect, it } from 'vitest';
import { literalsIn } from './i18n-literals.mjs';

describe('literalsIn', () => {
  it('finds the texts people read that do not go through Lingui', () => {
    const source = [
      "import { toast } from 'sonner';",
      'export const NAV = [{ title: "Dashboard", url: "/app/dashboard" }];',
      'export function A() {',
      '  toast.success("Saved");',
      '  return <div className="p-4" aria-label="Main"><p>Hello there</p><Input placeholder="Email" type="email" /></div>;',
      '}',
    ].join('\n');
    expect(literalsIn('a.tsx', source)).toEqual([
      'a.tsx:2: property title "Dashboard" is not translated',
      'a.tsx:4: toast "Saved" is not translated',
      'a.tsx:5: attribute aria-label "Main" is not translated',
      'a.tsx:5: text "Hello there" is not translated',
      'a.tsx:5: attribute placeholder "Email" is not translated',
    ]);
  });

  it('lets through what Lingui renders and what is marked i18n-ignore', () => {
    const source = [
      'export function A() {',
      '  return (',
      '    <p title={t`Greeting`}>',
      '      <Trans id="a.hello">Hello</Trans>',
      '      {/* i18n-ignore: the product name */}',
      '      Plantel',
      '    </p>',
      '  );',
      '}',
    ].join('\n');
    expect(literalsIn('a.tsx', source)).toEqual([]);
  });
});
