import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { signUp } from '@/features/auth/api/auth';
import { InvitationMessage, JoinInvitation } from '@/features/invitations/components/join-invitation';
import { usePageMeta } from '@/lib/page-meta';
import { BrandMark } from '../layouts/brand';

/** /join and /join/{code}: invitation acceptance (a visitor signs up through the accounts sign-up). */
export function JoinPage() {
  const { t } = useLingui();
  usePageMeta(
    t({ id: 'invitations.joinPage.title', message: 'Join your team' }),
    t({
      id: 'invitations.joinPage.description',
      message: 'Accept an invitation to join your company on Plantel.',
    }),
  );
  const { code } = useParams();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Link
        to="/"
        className="mb-6 flex items-center gap-2 font-semibold"
        aria-label={t({ id: 'shell.brand.home', message: 'Plantel home' })}
      >
        <BrandMark />
        {/* i18n-ignore: the product's name */}
        <span className="text-lg">Plantel</span>
      </Link>
      {code ? (
        <JoinInvitation key={code} code={code} signUp={signUp} />
      ) : (
        <InvitationMessage
          title={t({ id: 'invitations.join.invalid', message: 'Invalid Invitation' })}
          description={t({
            id: 'invitations.joinPage.noCode',
            message:
              'This invitation link has no code. Open the link from your invitation e-mail again, or ask your company admin for a new one.',
          })}
        />
      )}
    </main>
  );
}
