import type { Invitation } from '@domain/contracts/invitations';
import { INVITATION_STATUS_LABEL, type InvitationStatus, joinLink } from '@domain/invitations';
import { format } from 'date-fns';
import { CopyIcon, MailIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmAction } from '@/components/confirm-action';
import { EmptyState, QueryState, SkeletonRows } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
        <QueryState
          query={invitations}
          loading="Loading invitations"
          skeleton={<SkeletonRows count={2} className="h-24" />}
          error="Failed to fetch invitations"
          isEmpty={(d) => d.invitations.length === 0}
          empty={
            <EmptyState icon={MailIcon} title="No invitations yet">
              Create one with New Invitation to bring your team in.
            </EmptyState>
          }
        >
          {(data) => (
            <ul className="space-y-3">
              {data.invitations.map((inv) => (
                <InvitationItem key={inv.id} invitation={inv} onDeleted={onDeleted} />
              ))}
            </ul>
          )}
        </QueryState>
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
          <ConfirmAction
            trigger={
              <Button
                variant="ghost"
                size="icon-sm"
                disabled={remove.isPending}
                aria-label={`Delete invitation for ${who}`}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            }
            title={`Delete invitation for ${who}?`}
            description={
              inv.status === 'active'
                ? 'The link stops working at once and its seat is freed. You can invite them again later.'
                : 'It leaves the list. Nobody is removed from your company.'
            }
            confirmLabel="Delete Invitation"
            destructive
            onConfirm={del}
          />
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
