import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlusIcon, CopyIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmAction } from '@/components/confirm-action';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCreateFeed, useFeedStatus, useRevokeFeed } from '../api/calendar-feed';

/**
 * The person's private iCal feed of the team's approved absences and the company's holidays. The URL is
 * shown once (only a hash is kept); a new one replaces the old, and it can be revoked.
 */
export function CalendarFeedCard() {
  const { t } = useLingui();
  const errorTitle = t({ id: 'common.error', message: 'Error' });
  const status = useFeedStatus();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [url, setUrl] = useState<string | null>(null);
  const urlId = useId();

  const newUrl = async () => {
    try {
      const result = await create.mutateAsync();
      setUrl(result.url);
    } catch (e) {
      toast.error(errorTitle, {
        description: errorMessage(
          e,
          t({ id: 'absences.feed.createFailed', message: 'Failed to create the calendar link' }),
        ),
      });
    }
  };
  const stop = async () => {
    try {
      await revoke.mutateAsync();
      setUrl(null);
      toast.success(t({ id: 'absences.feed.revoked', message: 'Calendar link revoked' }), {
        description: t({
          id: 'absences.feed.revokedDescription',
          message: 'Calendars subscribed to it stop updating.',
        }),
      });
    } catch (e) {
      toast.error(errorTitle, {
        description: errorMessage(
          e,
          t({ id: 'absences.feed.revokeFailed', message: 'Failed to revoke the calendar link' }),
        ),
      });
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t({ id: 'absences.feed.copied', message: 'Calendar link copied to clipboard' }));
    } catch {
      toast.error(errorTitle, {
        description: t({ id: 'absences.feed.copyFailed', message: 'Copy the link from the field instead.' }),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="absences.feed.title">Calendar Subscription</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="absences.feed.description">
            Your team’s approved absences and the company’s holidays in Google Calendar, Outlook or Apple
            Calendar. The link is private: anyone who has it can see them.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {status.isPending ? (
          <Skeleton className="h-9 w-full" />
        ) : url ? (
          <div className="grid gap-2">
            <Label htmlFor={urlId}>
              <Trans id="absences.feed.linkLabel">Your calendar link (shown only now)</Trans>
            </Label>
            <div className="flex gap-2">
              <Input id={urlId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              <Button
                variant="outline"
                size="icon"
                onClick={copy}
                aria-label={t({ id: 'absences.feed.copy', message: 'Copy calendar link' })}
              >
                <CopyIcon aria-hidden="true" />
              </Button>
            </div>
            <p className="text-muted-foreground text-xs">
              <Trans id="absences.feed.howTo">
                In your calendar app choose “Subscribe from URL” (Google: Other calendars → From URL) and
                paste it.
              </Trans>
            </p>
          </div>
        ) : status.data?.active ? (
          <p className="text-sm">
            <Trans id="absences.feed.active">
              A calendar link is active. For safety it is not shown again: create a new one if you need it
              (the old one stops working).
            </Trans>
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">
            <Trans id="absences.feed.none">No calendar link yet.</Trans>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={newUrl} disabled={create.isPending}>
            <CalendarPlusIcon aria-hidden="true" />
            {status.data?.active || url
              ? t({ id: 'absences.feed.createNew', message: 'Create New Link' })
              : t({ id: 'absences.feed.create', message: 'Create Calendar Link' })}
          </Button>
          {(status.data?.active || url) && (
            <ConfirmAction
              trigger={
                <Button variant="ghost" size="sm" disabled={revoke.isPending}>
                  <Trans id="absences.feed.revoke">Revoke</Trans>
                </Button>
              }
              title={t({ id: 'absences.feed.revokeTitle', message: 'Revoke the calendar link?' })}
              description={t({
                id: 'absences.feed.revokeDescription',
                message: 'Calendars subscribed to it will stop receiving your team’s absences and holidays.',
              })}
              confirmLabel={t({ id: 'absences.feed.revoke', message: 'Revoke' })}
              cancelLabel={t({ id: 'common.cancel', message: 'Cancel' })}
              onConfirm={stop}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
