import type { Consent, ConsentType } from '@domain/contracts/consents';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toIsoDate } from '@/lib/dates';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useMyConsents, useSaveConsents } from '../api/consents';
import { readPreferences, storePreferences } from '../consent-storage';
import { COOKIE_CATEGORIES } from './cookie-toggles';

type Choice = Record<ConsentType, boolean>;

/** What a switch says once saved (domain/contracts/consents.ts `consentMessage`, in the reader's language). */
const SAVED: Record<ConsentType, { granted: MessageDescriptor; withdrawn: MessageDescriptor }> = {
  functional: {
    granted: msg({ id: 'consent.saved.functionalGranted', message: 'Functional consent granted' }),
    withdrawn: msg({ id: 'consent.saved.functionalWithdrawn', message: 'Functional consent withdrawn' }),
  },
  analytics: {
    granted: msg({ id: 'consent.saved.analyticsGranted', message: 'Analytics consent granted' }),
    withdrawn: msg({ id: 'consent.saved.analyticsWithdrawn', message: 'Analytics consent withdrawn' }),
  },
  marketing: {
    granted: msg({ id: 'consent.saved.marketingGranted', message: 'Marketing consent granted' }),
    withdrawn: msg({ id: 'consent.saved.marketingWithdrawn', message: 'Marketing consent withdrawn' }),
  },
};

const fromServer = (consents: Consent[]): Partial<Choice> =>
  Object.fromEntries(consents.map((c) => [c.consentType, c.consentGiven]));

/** The record behind a switch: when the consent was given, or withdrawn (spec 7: withdrawal date). */
function ConsentRecord({ consent }: { consent: Consent }) {
  const format = useFormat();
  // The day on this device, in the reader's language: "4 May 2026" · "4 de mayo de 2026".
  const on = (instant: string) => format.longDate(toIsoDate(new Date(instant)));
  let text: React.ReactNode;
  if (consent.consentGiven) {
    const date = on(consent.consentDate);
    text = <Trans id="consent.record.allowed">Allowed on {date}</Trans>;
  } else if (consent.consentWithdrawnDate) {
    const date = on(consent.consentWithdrawnDate);
    text = <Trans id="consent.record.withdrawn">Withdrawn on {date}</Trans>;
  } else {
    const date = on(consent.consentDate);
    text = <Trans id="consent.record.refused">Refused on {date}</Trans>;
  }
  return <p className="text-muted-foreground text-xs">{text}</p>;
}

/**
 * The signed-in person's cookie consents, saved to their account (user_consents) and applied to this
 * browser. Used on Account → Privacy & Data and in the company settings' Privacy tab.
 */
export function CookiePreferencesCard() {
  const id = useId();
  const { i18n } = useLingui();
  const consents = useMyConsents();
  const save = useSaveConsents();
  const [pending, setPending] = useState<Partial<Choice>>({});

  const local = readPreferences();
  const recorded = consents.data ? fromServer(consents.data) : {};
  const value = (type: ConsentType) => pending[type] ?? recorded[type] ?? local?.[type] ?? false;

  // The account's choice applies to this browser too, so the gate for optional scripts follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the account's consents arrive.
  useEffect(() => {
    if (!consents.data || consents.data.length === 0) return;
    const saved = fromServer(consents.data);
    const next = {
      functional: saved.functional ?? local?.functional ?? false,
      analytics: saved.analytics ?? local?.analytics ?? false,
      marketing: saved.marketing ?? local?.marketing ?? false,
    };
    if (!local || (['functional', 'analytics', 'marketing'] as const).some((t) => local[t] !== next[t])) {
      storePreferences(next);
    }
  }, [consents.data]);

  const toggle = async (type: ConsentType, given: boolean) => {
    setPending((p) => ({ ...p, [type]: given }));
    try {
      const result = await save.mutateAsync({ consents: [{ consentType: type, consentGiven: given }] });
      const saved = fromServer(result.consents);
      storePreferences({
        functional: saved.functional ?? value('functional'),
        analytics: saved.analytics ?? value('analytics'),
        marketing: saved.marketing ?? value('marketing'),
      });
      toast.success(i18n._(SAVED[type][given ? 'granted' : 'withdrawn']));
    } catch (e) {
      // Spec: consent saves that fail are only logged; the switch goes back to what is recorded.
      console.error('Consent not saved', e);
    } finally {
      setPending((p) => {
        const { [type]: _done, ...rest } = p;
        return rest;
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="consent.preferences.title">Cookie preferences</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="consent.preferences.description">
            Essential cookies keep you signed in and secure and are always on. Optional categories stay off
            until you allow them; your choice is saved to your account (consent version 1.0).
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {consents.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">
              <Trans id="consent.preferences.loading">Loading your cookie preferences</Trans>
            </span>
            {COOKIE_CATEGORIES.map((c) => (
              <Skeleton key={c.key} className="h-12 w-full" />
            ))}
          </div>
        ) : (
          <ul className="divide-y rounded-lg border">
            {COOKIE_CATEGORIES.map((c) => {
              const inputId = `${id}-${c.key}`;
              const record =
                c.key === 'essential' ? undefined : consents.data?.find((x) => x.consentType === c.key);
              return (
                <li key={c.key} className="flex items-start justify-between gap-4 p-3">
                  <div className="min-w-0">
                    <label htmlFor={inputId} className="text-sm font-medium">
                      {i18n._(c.label)}
                    </label>
                    <p id={`${inputId}-description`} className="text-sm text-muted-foreground">
                      {i18n._(c.description)}
                    </p>
                    {record && <ConsentRecord consent={record} />}
                  </div>
                  <Switch
                    id={inputId}
                    aria-describedby={`${inputId}-description`}
                    checked={c.key === 'essential' ? true : value(c.key)}
                    disabled={c.key === 'essential' || (c.key in pending && save.isPending)}
                    onCheckedChange={(checked) => {
                      if (c.key !== 'essential') void toggle(c.key, checked);
                    }}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {consents.isError && (
          <p className="mt-3 text-sm text-muted-foreground">
            <Trans id="consent.preferences.loadFailed">
              Your saved choice could not be loaded; the switches show the choice stored in this browser.
            </Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
