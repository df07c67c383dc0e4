import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CookiePreferencesCard } from '@/features/consent/components/cookie-preferences-card';
import { DataExportCard } from '@/features/exports/components/data-export-card';
import { EmailPreferencesCard } from '@/features/notifications/components/email-preferences-card';
import { AccountDeletionCard } from '@/features/privacy/components/account-deletion-card';
import { LanguageCard } from '@/features/profile/components/language-card';
import { PasswordCard } from '@/features/profile/components/password-card';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { SessionsCard } from '@/features/profile/components/sessions-card';
import { TwoFactorCard } from '@/features/profile/components/two-factor-card';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';

/**
 * Account Settings: the person's own profile, password and devices; under Privacy & Data their data export,
 * e-mail and cookie choices, and the account deletion request.
 */
export function AccountPage() {
  const { t } = useLingui();
  const title = t({ id: 'account.page.title', message: 'Account Settings' });
  usePageMeta(
    title,
    t({
      id: 'account.page.meta',
      message: 'Your profile, password, signed-in devices and privacy choices.',
    }),
  );
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'privacy' ? 'privacy' : 'profile';
  if (session.status !== 'signedIn' || !session.me.profile) return null;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={title}
        description={t({ id: 'account.page.description', message: 'Manage your profile and your privacy' })}
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (p) => {
              if (value === 'privacy') p.set('tab', 'privacy');
              else p.delete('tab');
              return p;
            },
            { replace: true },
          )
        }
      >
        <TabsList className="grid w-full grid-cols-2 sm:w-fit">
          <TabsTrigger value="profile">
            <Trans id="account.tabs.profile">Profile</Trans>
          </TabsTrigger>
          <TabsTrigger value="privacy">
            <Trans id="account.tabs.privacy">Privacy &amp; Data</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="mt-4 space-y-6">
          <ProfileCard profile={session.me.profile} />
          <LanguageCard me={session.me} />
          <PasswordCard />
          <TwoFactorCard enabled={session.me.user.twoFactorEnabled} />
          <SessionsCard />
        </TabsContent>
        <TabsContent value="privacy" className="mt-4 space-y-6">
          {/* i18n-ignore: a key, not a text */}
          <DataExportCard kind="personal" />
          <EmailPreferencesCard />
          <CookiePreferencesCard />
          <AccountDeletionCard />
        </TabsContent>
      </Tabs>
    </div>
  );
}
