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
      toast.error('Error', { description: errorMessage(e, 'Failed to create the calendar link') });
    }
  };
  const stop = async () => {
    try {
      await revoke.mutateAsync();
      setUrl(null);
      toast.success('Calendar link revoked', { description: 'Calendars subscribed to it stop updating.' });
    } catch (e) {
      toast.error('Error', { description: errorMessage(e, 'Failed to revoke the calendar link') });
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Calendar link copied to clipboard');
    } catch {
      toast.error('Error', { description: 'Copy the link from the field instead.' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Calendar Subscription</h2>
        </CardTitle>
        <CardDescription>
          Your team’s approved absences and the company’s holidays in Google Calendar, Outlook or Apple
          Calendar. The link is private: anyone who has it can see them.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {status.isPending ? (
          <Skeleton className="h-9 w-full" />
        ) : url ? (
          <div className="grid gap-2">
            <Label htmlFor={urlId}>Your calendar link (shown only now)</Label>
            <div className="flex gap-2">
              <Input id={urlId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              <Button variant="outline" size="icon" onClick={copy} aria-label="Copy calendar link">
                <CopyIcon aria-hidden="true" />
              </Button>
            </div>
            <p className="text-muted-foreground text-xs">
              In your calendar app choose “Subscribe from URL” (Google: Other calendars → From URL) and paste
              it.
            </p>
          </div>
        ) : status.data?.active ? (
          <p className="text-sm">
            A calendar link is active. For safety it is not shown again: create a new one if you need it (the
            old one stops working).
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">No calendar link yet.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={newUrl} disabled={create.isPending}>
            <CalendarPlusIcon aria-hidden="true" />
            {status.data?.active || url ? 'Create New Link' : 'Create Calendar Link'}
          </Button>
          {(status.data?.active || url) && (
            <ConfirmAction
              trigger={
                <Button variant="ghost" size="sm" disabled={revoke.isPending}>
                  Revoke
                </Button>
              }
              title="Revoke the calendar link?"
              description="Calendars subscribed to it will stop receiving your team’s absences and holidays."
              confirmLabel="Revoke"
              onConfirm={stop}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
