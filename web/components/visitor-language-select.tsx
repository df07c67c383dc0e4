import { isLocale, LOCALE_NAMES, LOCALES } from '@domain/i18n/locales';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { rememberLocale, switchLocale } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale-provider';

/**
 * The language menu of the public pages' footer and of /auth: a visitor who is not signed in changes the language
 * of the page at once, and this device remembers it for the next pages (web/lib/i18n). Signed in, the person's
 * own language decides (the account page). A native select with a visible label: keyboard and screen readers
 * work as everywhere, and it costs the public pages no script library (web/components/language-select.tsx uses
 * the app's class merging, which the site does not load). Each language is named in itself, so a visitor who
 * cannot read the current one still finds theirs.
 */
export function VisitorLanguageSelect({ className = '' }: { className?: string }) {
  const id = useId();
  const locale = useLocale();
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-muted-foreground">
        <Trans id="common.language">Language</Trans>
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLocale(next)) return;
          rememberLocale(next);
          // A catalog that fails to download leaves the page as it is; the next page load uses the choice.
          switchLocale(next).catch(() => undefined);
        }}
        className="h-9 min-w-0 rounded-md border border-input bg-background px-2 text-sm text-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
