import type { ConsentType } from '@domain/contracts/consents';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CookiePreferences } from '../consent-storage';

/** The cookie categories of the spec; `label` and `description` are messages (render with `i18n._`). */
export const COOKIE_CATEGORIES: {
  key: 'essential' | ConsentType;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  {
    key: 'essential',
    label: msg({ id: 'consent.essential.label', message: 'Essential' }),
    description: msg({
      id: 'consent.essential.description',
      message: 'Keep you signed in, protect your account and remember this choice. Always on.',
    }),
  },
  {
    key: 'functional',
    label: msg({ id: 'consent.functional.label', message: 'Functional' }),
    description: msg({
      id: 'consent.functional.description',
      message: 'Remember optional settings that make Plantel more convenient to use.',
    }),
  },
  {
    key: 'analytics',
    label: msg({ id: 'consent.analytics.label', message: 'Analytics' }),
    description: msg({
      id: 'consent.analytics.description',
      message: 'Help us understand how Plantel is used, so we can improve it.',
    }),
  },
  {
    key: 'marketing',
    label: msg({ id: 'consent.marketing.label', message: 'Marketing' }),
    description: msg({
      id: 'consent.marketing.description',
      message: 'Measure our own campaigns and show you relevant Plantel offers.',
    }),
  },
];

// A native checkbox drawn as a switch: no script library on the public pages.
const SWITCH =
  "relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow-sm before:transition-transform before:content-[''] checked:bg-primary checked:before:translate-x-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70 motion-reduce:transition-none motion-reduce:before:transition-none";

/** The four cookie categories as switches (essential on and disabled). */
export function CookieToggles({
  value,
  onChange,
}: {
  value: Omit<CookiePreferences, 'essential'>;
  onChange: (next: Omit<CookiePreferences, 'essential'>) => void;
}) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <ul className="divide-y rounded-lg border">
      {COOKIE_CATEGORIES.map((c) => {
        const inputId = `${id}-${c.key}`;
        const checked = c.key === 'essential' ? true : value[c.key];
        return (
          <li key={c.key} className="flex items-start justify-between gap-4 p-3">
            <div className="min-w-0">
              <label htmlFor={inputId} className="text-sm font-medium">
                {i18n._(c.label)}
              </label>
              <p id={`${inputId}-description`} className="text-sm text-muted-foreground">
                {i18n._(c.description)}
              </p>
            </div>
            <input
              id={inputId}
              type="checkbox"
              role="switch"
              className={SWITCH}
              aria-describedby={`${inputId}-description`}
              checked={checked}
              aria-checked={checked}
              disabled={c.key === 'essential'}
              onChange={(e) => {
                if (c.key !== 'essential') onChange({ ...value, [c.key]: e.target.checked });
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
