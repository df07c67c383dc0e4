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
  usePageMeta('Account Settings', 'Your profile, password, signed-in devices and privacy choices.');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'privacy' ? 'privacy' : 'profile';
  if (session.status !== 'signedIn' || !session.me.profile) return null;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Account Settings" description="Manage your profile and your privacy" />
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
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="privacy">Privacy &amp; Data</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="mt-4 space-y-6">
          <ProfileCard profile={session.me.profile} />
          <LanguageCard me={session.me} />
          <PasswordCard />
          <TwoFactorCard enabled={session.me.user.twoFactorEnabled} />
          <SessionsCard />
        </TabsContent>
        <TabsContent value="privacy" className="mt-4 space-y-6">
          <DataExportCard kind="personal" />
          <EmailPreferencesCard />
          <CookiePreferencesCard />
          <AccountDeletionCard />
        </TabsContent>
      </Tabs>
    </div>
  );
}
