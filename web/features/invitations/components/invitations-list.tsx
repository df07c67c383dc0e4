import type { Invitation } from '@domain/contracts/invitations';
import { INVITATION_STATUS_LABEL, type InvitationStatus, joinLink } from '@domain/invitations';
import { format } from 'date-fns';
import { CopyIcon, MailIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useDeleteInvitation, useInvitations } from '../api/invitations';

const STATUS_VARIANT: Record<InvitationStatus, 'success' | 'muted' | 'secondary'> = {
  active: 'success',
  used: 'secondary',
  expired: 'muted',
};

const when = (iso: string | null) => (iso ? format(new Date(iso), 'd MMM yyyy, HH:mm') : '—');

/** `onDeleted` lets the page refresh what depends on seats (the subscription status). */
export function InvitationsList({ onDeleted }: { onDeleted?: () => void } = {}) {
  const invitations = useInvitations();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Invitations</h2>
        </CardTitle>
        <CardDescription>Everyone you have invited, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Loading invitations</span>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : invitations.isError ? (
          <div className="space-y-2 text-sm" role="alert">
            <p className="font-medium text-destructive">Failed to fetch invitations</p>
            <p className="text-muted-foreground">
              {errorMessage(invitations.error, 'Something went wrong. Please try again.')}
            </p>
            <Button variant="outline" size="sm" onClick={() => invitations.refetch()}>
              Try again
            </Button>
          </div>
        ) : invitations.data.invitations.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-sm">
            <MailIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No invitations yet</p>
            <p className="text-muted-foreground">Create one with New Invitation to bring your team in.</p>
          </div>
        ) : (
          <ul className="space-y-3">
            {invitations.data.invitations.map((inv) => (
              <InvitationItem key={inv.id} invitation={inv} onDeleted={onDeleted} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function InvitationItem({ invitation: inv, onDeleted }: { invitation: Invitation; onDeleted?: () => void }) {
  const remove = useDeleteInvitation();
  const who = inv.inviteeName ?? inv.inviteeEmail ?? 'Invitation';

  const copy = async () => {
    const link = joinLink(window.location.origin, inv.code);
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Invitation link copied to clipboard');
    } catch {
      toast.error('Could not copy the link', { description: link });
    }
  };

  const del = async () => {
    try {
      await remove.mutateAsync(inv.id);
      toast.success('Invitation deleted successfully');
      onDeleted?.();
    } catch (e) {
      toast.error('Failed to delete invitation', {
        description: errorMessage(e, 'Something went wrong. Please try again.'),
      });
    }
  };

  return (
    <li className="rounded-lg border p-4" aria-label={`Invitation for ${who}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{inv.inviteeName ?? '—'}</p>
          <p className="break-all text-muted-foreground text-sm">
            {inv.inviteeEmail ?? 'Anyone with the link'}
          </p>
          {inv.inviteePosition && <p className="text-muted-foreground text-sm">{inv.inviteePosition}</p>}
        </div>
        <div className="flex items-center gap-1">
          <Badge variant={STATUS_VARIANT[inv.status]}>{INVITATION_STATUS_LABEL[inv.status]}</Badge>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={copy}
            aria-label={`Copy invitation link for ${who}`}
          >
            <CopyIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={del}
            disabled={remove.isPending}
            aria-label={`Delete invitation for ${who}`}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-xs sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex gap-1 sm:flex-col sm:gap-0">
          <dt className="text-muted-foreground">Code</dt>
          <dd className="break-all font-mono">{inv.code}</dd>
        </div>
        <div className="flex gap-1 sm:flex-col sm:gap-0">
          <dt className="text-muted-foreground">Created</dt>
          <dd>{when(inv.createdAt)}</dd>
        </div>
        <div className="flex gap-1 sm:flex-col sm:gap-0">
          <dt className="text-muted-foreground">Expires</dt>
          <dd>{when(inv.expiresAt)}</dd>
        </div>
        <div className="flex gap-1 sm:flex-col sm:gap-0">
          <dt className="text-muted-foreground">Used</dt>
          <dd>{when(inv.usedAt)}</dd>
        </div>
      </dl>
    </li>
  );
}
