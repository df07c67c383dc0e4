import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@domain/notifications';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/notifications';
import { CATEGORY_LABELS } from '../labels';

/** Account → Privacy & Data: which optional e-mails the person receives. */
export function EmailPreferencesCard() {
  const { t, i18n } = useLingui();
  const id = useId();
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const [pending, setPending] = useState<Partial<Record<NotificationCategory, boolean>>>({});

  const toggle = async (category: NotificationCategory, on: boolean) => {
    setPending((p) => ({ ...p, [category]: on }));
    try {
      await update.mutateAsync({ [category]: on });
      const name = i18n._(CATEGORY_LABELS[category].name);
      toast.success(
        on
          ? t({ id: 'notifications.preferences.turnedOn', message: `${name} e-mails turned on` })
          : t({ id: 'notifications.preferences.turnedOff', message: `${name} e-mails turned off` }),
      );
    } catch (e) {
      toast.error(
        t({ id: 'notifications.preferences.failed', message: 'Failed to update e-mail preferences' }),
        {
          description: errorMessage(
            e,
            t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
          ),
        },
      );
    } finally {
      setPending(({ [category]: _done, ...rest }) => rest);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="notifications.preferences.title">E-mail notifications</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="notifications.preferences.description">
            Choose which e-mails you receive. E-mails about your account and its security (confirmation,
            password reset, invitations, account deletion, data exports) are always sent.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={preferences}
          loading={t({ id: 'notifications.preferences.loading', message: 'Loading your e-mail preferences' })}
          skeleton={<SkeletonRows count={NOTIFICATION_CATEGORIES.length} className="h-12" />}
          error={t({
            id: 'notifications.preferences.loadFailed',
            message: 'Your e-mail preferences could not be loaded.',
          })}
        >
          {(saved) => (
            <ul className="divide-y rounded-lg border">
              {NOTIFICATION_CATEGORIES.map((category) => {
                const inputId = `${id}-${category}`;
                const label = CATEGORY_LABELS[category];
                return (
                  <li key={category} className="flex items-start justify-between gap-4 p-3">
                    <div className="min-w-0">
                      <label htmlFor={inputId} className="font-medium text-sm">
                        {i18n._(label.name)}
                      </label>
                      <p id={`${inputId}-description`} className="text-muted-foreground text-sm">
                        {i18n._(label.about)}
                      </p>
                    </div>
                    <Switch
                      id={inputId}
                      aria-describedby={`${inputId}-description`}
                      checked={pending[category] ?? saved[category]}
                      disabled={category in pending}
                      onCheckedChange={(on) => void toggle(category, on)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
