import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_LABELS,
  type NotificationCategory,
} from '@domain/notifications';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/notifications';

/** Account → Privacy & Data: which optional e-mails the person receives. */
export function EmailPreferencesCard() {
  const id = useId();
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const [pending, setPending] = useState<Partial<Record<NotificationCategory, boolean>>>({});

  const toggle = async (category: NotificationCategory, on: boolean) => {
    setPending((p) => ({ ...p, [category]: on }));
    try {
      const result = await update.mutateAsync({ [category]: on });
      toast.success(result.message);
    } catch (e) {
      toast.error('Failed to update e-mail preferences', {
        description: errorMessage(e, 'Something went wrong. Please try again.'),
      });
    } finally {
      setPending(({ [category]: _done, ...rest }) => rest);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>E-mail notifications</h2>
        </CardTitle>
        <CardDescription>
          Choose which e-mails you receive. E-mails about your account and its security (confirmation,
          password reset, invitations, account deletion, data exports) are always sent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={preferences}
          loading="Loading your e-mail preferences"
          skeleton={<SkeletonRows count={NOTIFICATION_CATEGORIES.length} className="h-12" />}
          error="Your e-mail preferences could not be loaded."
        >
          {(saved) => (
            <ul className="divide-y rounded-lg border">
              {NOTIFICATION_CATEGORIES.map((category) => {
                const inputId = `${id}-${category}`;
                const label = NOTIFICATION_LABELS[category];
                return (
                  <li key={category} className="flex items-start justify-between gap-4 p-3">
                    <div className="min-w-0">
                      <label htmlFor={inputId} className="font-medium text-sm">
                        {label.title}
                      </label>
                      <p id={`${inputId}-description`} className="text-muted-foreground text-sm">
                        {label.description}
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
