import type { Invitation } from '@domain/contracts/invitations';
import { type InvitationStatus, joinLink } from '@domain/invitations';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { format as formatEnglish } from 'date-fns';
import { CopyIcon, MailIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmAction } from '@/components/confirm-action';
import { EmptyState, QueryState, SkeletonRows } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useDeleteInvitation, useInvitations } from '../api/invitations';

const STATUS_VARIANT: Record<InvitationStatus, 'success' | 'muted' | 'secondary'> = {
  active: 'success',
  used: 'secondary',
  expired: 'muted',
};

/** domain/invitations.ts INVITATION_STATUS_LABEL, in the reader's language. */
const STATUS_LABEL: Record<InvitationStatus, MessageDescriptor> = {
  active: msg({ id: 'invitations.status.active', message: 'Active' }),
  used: msg({ id: 'invitations.status.used', message: 'Used' }),
  expired: msg({ id: 'invitations.status.expired', message: 'Expired' }),
};

/**
 * An instant on this device: "4 Sep 2026, 09:30", in the reader's format in other languages. English keeps
 * date-fns' pattern: format.dateTime writes "Sept" for September in English (en-GB, current ICU).
 */
function useWhen() {
  const format = useFormat();
  return (iso: string | null) =>
    !iso
      ? '—'
      : format.locale === 'en'
        ? formatEnglish(new Date(iso), 'd MMM yyyy, HH:mm')
        : format.dateTime(iso);
}

/** `onDeleted` lets the page refresh what depends on seats (the subscription status). */
export function InvitationsList({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useLingui();
  const invitations = useInvitations();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="invitations.list.title">Invitations</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="invitations.list.description">Everyone you have invited, newest first.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={invitations}
          loading={t({ id: 'invitations.list.loading', message: 'Loading invitations' })}
          skeleton={<SkeletonRows count={2} className="h-24" />}
          error={t({ id: 'invitations.list.failed', message: 'Failed to fetch invitations' })}
          isEmpty={(d) => d.invitations.length === 0}
          empty={
            <EmptyState
              icon={MailIcon}
              title={t({ id: 'invitations.list.empty', message: 'No invitations yet' })}
            >
              <Trans id="invitations.list.emptyHint">
                Create one with New Invitation to bring your team in.
              </Trans>
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
  const { t, i18n } = useLingui();
  const when = useWhen();
  const remove = useDeleteInvitation();
  const who =
    inv.inviteeName ?? inv.inviteeEmail ?? t({ id: 'invitations.item.unnamed', message: 'Invitation' });

  const copy = async () => {
    const link = joinLink(window.location.origin, inv.code);
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t({ id: 'invitations.item.copied', message: 'Invitation link copied to clipboard' }));
    } catch {
      toast.error(t({ id: 'invitations.item.copyFailed', message: 'Could not copy the link' }), {
        description: link,
      });
    }
  };

  const del = async () => {
    try {
      await remove.mutateAsync(inv.id);
      toast.success(t({ id: 'invitations.item.deleted', message: 'Invitation deleted successfully' }));
      onDeleted?.();
    } catch (e) {
      toast.error(t({ id: 'invitations.item.deleteFailed', message: 'Failed to delete invitation' }), {
        description: errorMessage(
          e,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  };

  return (
    <li
      className="rounded-lg border p-4"
      aria-label={t({ id: 'invitations.item.label', message: `Invitation for ${who}` })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{inv.inviteeName ?? '—'}</p>
          <p className="break-all text-muted-foreground text-sm">
            {inv.inviteeEmail ?? t({ id: 'invitations.item.anyone', message: 'Anyone with the link' })}
          </p>
          {inv.inviteePosition && <p className="text-muted-foreground text-sm">{inv.inviteePosition}</p>}
        </div>
        <div className="flex items-center gap-1">
          <Badge variant={STATUS_VARIANT[inv.status]}>{i18n._(STATUS_LABEL[inv.status])}</Badge>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={copy}
            aria-label={t({ id: 'invitations.item.copy', message: `Copy invitation link for ${who}` })}
          >
            <CopyIcon aria-hidden="true" />
          </Button>
          <ConfirmAction
            trigger={
              <Button
                variant="ghost"
                size="icon-sm"
                disabled={remove.isPending}
                aria-label={t({ id: 'invitations.item.delete', message: `Delete invitation for ${who}` })}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            }
            title={t({ id: 'invitations.item.deleteTitle', message: `Delete invitation for ${who}?` })}
            description={
              inv.status === 'active'
                ? t({
                    id: 'invitations.item.deleteActive',
                    message:
                      'The link stops working at once and its seat is freed. You can invite them again later.',
                  })
                : t({
                    id: 'invitations.item.deleteOld',
                    message: 'It leaves the list. Nobody is removed from your company.',
                  })
            }
            confirmLabel={t({ id: 'invitations.item.deleteConfirm', message: 'Delete Invitation' })}
            destructive
            onConfirm={del}
          />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-xs sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex gap-1 sm:flex-col sm:gap-0">
          <dt className="text-muted-foreground">
            <Trans id="invitations.item.code">Code</Trans>
          </dt>
          <dd className="break-all font-mono">{inv.code}</dd>
        </div>
        <div className="flex gap-1 sm:flex-col sm:gap-0">
          <dt className="text-muted-foreground">
            <Trans id="invitations.item.created">Created</Trans>
          </dt>
          <dd>{when(inv.createdAt)}</dd>
        </div>
        <div className="flex gap-1 sm:flex-col sm:gap-0">
          <dt className="text-muted-foreground">
            <Trans id="invitations.item.expires">Expires</Trans>
          </dt>
          <dd>{when(inv.expiresAt)}</dd>
        </div>
        <div className="flex gap-1 sm:flex-col sm:gap-0">
          <dt className="text-muted-foreground">
            <Trans id="invitations.item.used">Used</Trans>
          </dt>
          <dd>{when(inv.usedAt)}</dd>
        </div>
      </dl>
    </li>
  );
}
