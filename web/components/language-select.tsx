import { LOCALE_NAMES, LOCALES, type Locale } from '@domain/i18n/locales';
import { cn } from '@/lib/cn';

const FOLLOW = 'company';

/**
 * Our languages, each named in itself (a reader who does not understand the current one still finds theirs).
 * With `followLabel`, a first option stands for "no choice of my own" (null). A native select: Radix's costs the
 * account page 9 KB of gzip JS for eight options.
 */
export function LanguageSelect(props: {
  id: string;
  value: Locale | null;
  onChange: (locale: Locale | null) => void;
  followLabel?: string;
  disabled?: boolean;
}) {
  return (
    <select
      id={props.id}
      value={props.value ?? FOLLOW}
      onChange={(e) => props.onChange(e.target.value === FOLLOW ? null : (e.target.value as Locale))}
      disabled={props.disabled}
      className={cn(
        'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs sm:w-72',
        'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'disabled:cursor-not-allowed disabled:opacity-50',
      )}
    >
      {props.followLabel && <option value={FOLLOW}>{props.followLabel}</option>}
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
}
