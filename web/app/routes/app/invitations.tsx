import type { CreateInvitationRequest } from '@domain/contracts/invitations';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailWarningIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCheckSubscription, useInvalidateSubscriptionStatus } from '@/features/billing/api/billing';
import { PaymentDialog } from '@/features/billing/components/payment-dialog';
import { SubscriptionStatusCard } from '@/features/billing/components/subscription-status-card';
import { usePaymentReturn } from '@/features/billing/hooks/use-payment-return';
import { HowItWorks } from '@/features/invitations/components/how-it-works';
import { InvitationsList } from '@/features/invitations/components/invitations-list';
import { NewInvitationDialog } from '@/features/invitations/components/new-invitation-dialog';
import { usePageMeta } from '@/lib/page-meta';
import { RequireAdmin } from '../../layouts/app-layout';

/**
 * The invitation the admin was typing when the seats ran out survives the trip to the payment page (same
 * tab, session only) and comes back prefilled once there is a seat.
 */
const DRAFT_KEY = 'plantel:invitation-draft';
function readDraft(): CreateInvitationRequest | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as CreateInvitationRequest) : null;
  } catch {
    return null;
  }
}
function writeDraft(draft: CreateInvitationRequest | null) {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage may be unavailable (private mode): the form then starts empty.
  }
}

/** The page's title and description: the browser's title and the page header say the same. */
function usePageTexts() {
  const { t } = useLingui();
  return {
    title: t({ id: 'invitations.page.title', message: 'Employee Invitations' }),
    description: t({ id: 'invitations.page.description', message: 'Invite people to join your company' }),
  };
}

export function InvitationsPage() {
  const page = usePageTexts();
  usePageMeta(page.title, page.description);
  return (
    <RequireAdmin>
      <Invitations />
    </RequireAdmin>
  );
}

function Invitations() {
  const page = usePageTexts();
  const checkSubscription = useCheckSubscription();
  const refreshSeats = useInvalidateSubscriptionStatus();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [draft, setDraft] = useState(readDraft);
  const [paymentOpen, setPaymentOpen] = useState(false);
  // Back from paying: success message, then the payment dialog after 1 s (spec 4).
  const { confirming } = usePaymentReturn({ onPaid: () => setPaymentOpen(true), delayMs: 1000 });

  const draftName = draft?.name;
  const draftEmail = draft?.email;

  const keepDraft = useCallback((input: CreateInvitationRequest | null) => {
    writeDraft(input);
    setDraft(input);
  }, []);

  /** The subscription check before an invitation; when it fails, the last known seat data is used. */
  const beforeCreate = async (input: CreateInvitationRequest) => {
    const status = await checkSubscription();
    if (status?.billingEnabled && (status.seatsRemaining ?? 1) <= 0) {
      keepDraft(input);
      setPaymentOpen(true);
      return false;
    }
    return true;
  };

  return (
    <>
      <PageHeader
        title={page.title}
        description={page.description}
        actions={
          <NewInvitationDialog
            open={inviteOpen}
            onOpenChange={setInviteOpen}
            initialValues={draft}
            beforeCreate={beforeCreate}
            onSeatLimit={(_message, input) => {
              keepDraft(input);
              void refreshSeats();
              setPaymentOpen(true);
            }}
            onCreated={() => {
              keepDraft(null);
              void refreshSeats();
            }}
          />
        }
      />
      {draft && !inviteOpen && (
        // Kept in sight until sent or discarded: after paying (or closing a dialog) it is never out of reach.
        <Alert role="status" className="mb-6">
          <MailWarningIcon aria-hidden="true" />
          <AlertTitle>
            <Trans id="invitations.draft.title">Invitation not sent yet</Trans>
          </AlertTitle>
          <AlertDescription>
            <p>
              <Trans id="invitations.draft.waiting">
                {draftName} ({draftEmail}), typed when your seats ran out, is waiting to be sent.
              </Trans>
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setInviteOpen(true)}>
                <Trans id="invitations.draft.continue">Continue Invitation</Trans>
              </Button>
              <Button size="sm" variant="outline" onClick={() => keepDraft(null)}>
                <Trans id="invitations.draft.discard">Discard</Trans>
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <InvitationsList onDeleted={() => void refreshSeats()} />
        </div>
        <div className="min-w-0 space-y-6">
          <SubscriptionStatusCard onUpgrade={() => setPaymentOpen(true)} />
          <HowItWorks />
        </div>
      </div>
      <PaymentDialog
        open={paymentOpen}
        onOpenChange={setPaymentOpen}
        // i18n-ignore: a key, not a text
        returnTo="invitations"
        confirming={confirming}
        onInvite={() => setInviteOpen(true)}
        onUpdated={() => {
          if (readDraft()) setInviteOpen(true);
        }}
      />
    </>
  );
}
