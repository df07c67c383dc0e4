import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MemberAbsencesButton } from '@/features/absences/components/member-absences';
import { useRefreshSubscriptionStatus, useSubscriptionStatus } from '@/features/billing/api/billing';
import { BillingSettings } from '@/features/billing/components/billing-settings';
import { CancelSubscriptionStep } from '@/features/billing/components/cancel-subscription-step';
import {
  KeepOrReduceSeatDialog,
  offersSeatReduction,
} from '@/features/billing/components/keep-or-reduce-seat-dialog';
import { CompanySettingsTab } from '@/features/company/components/company-settings';
import { PrivacySettingsTab } from '@/features/company/components/privacy-settings';
import { CookiePreferencesCard } from '@/features/consent/components/cookie-preferences-card';
import { DataExportCard } from '@/features/exports/components/data-export-card';
import { PreferencesSettings } from '@/features/holidays/components/preferences-settings';
import { DeleteAccountButton } from '@/features/privacy/components/delete-account-button';
import { DeletionRequestsCard } from '@/features/privacy/components/deletion-requests-card';
import { TeamSettings } from '@/features/team/components/team-settings';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { RequireAdmin } from '../../layouts/app-layout';

const TABS = [
  ['company', msg({ id: 'settings.tabs.company', message: 'Company' })],
  ['team', msg({ id: 'settings.tabs.team', message: 'Team' })],
  ['preferences', msg({ id: 'settings.tabs.preferences', message: 'Preferences' })],
  ['privacy', msg({ id: 'settings.tabs.privacy', message: 'Privacy' })],
  ['billing', msg({ id: 'settings.tabs.billing', message: 'Billing' })],
] as const;
type Tab = (typeof TABS)[number][0];

/** The page's title and description: the browser's title and the page header say the same. */
function usePageTexts() {
  const { t } = useLingui();
  return {
    title: t({ id: 'settings.page.title', message: 'Company Settings' }),
    description: t({
      id: 'settings.page.description',
      message: 'Manage your company, team, holidays, privacy and billing',
    }),
  };
}

export function SettingsPage() {
  const page = usePageTexts();
  usePageMeta(page.title, page.description);
  return (
    <RequireAdmin>
      <Settings />
    </RequireAdmin>
  );
}

function Settings() {
  const { t, i18n } = useLingui();
  const page = usePageTexts();
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.some(([value]) => value === asked) ? (asked as Tab) : 'company';
  const billing = useSubscriptionStatus();
  const refreshBilling = useRefreshSubscriptionStatus();
  const [removed, setRemoved] = useState<{ name: string } | null>(null);
  if (session.status !== 'signedIn') return null;
  const { me } = session;

  // The company is gone and every session with it; /auth is outside the app's query cache, which goes too.
  const onCompanyDeleted = () => navigate('/auth', { replace: true });

  // Delete company: while a paid plan would renew, its cancellation is a step of the dialog (spec 4).
  const status = billing.data;
  const subscriptionStep =
    status?.subscribed && !status.cancelAtPeriodEnd
      ? (next: () => void, close: () => void) => (
          <CancelSubscriptionStep status={status} onCancelled={next} onBack={close} />
        )
      : undefined;

  // A member removed on a paid plan: keep the seat or reduce the plan by one (spec 4).
  const onMemberRemoved = (member: { name: string }) =>
    refreshBilling.mutate(undefined, {
      onSuccess: (fresh) => {
        if (offersSeatReduction(fresh)) setRemoved(member);
      },
    });

  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (p) => {
              p.set('tab', value);
              return p;
            },
            { replace: true },
          )
        }
      >
        <TabsList className="w-full justify-start sm:w-fit">
          {TABS.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {i18n._(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="company" className="pt-2">
          <CompanySettingsTab onDeleted={onCompanyDeleted} subscriptionStep={subscriptionStep} />
        </TabsContent>
        <TabsContent value="team" className="pt-2">
          <TeamSettings
            currentUserId={me.user.id}
            companyName={me.company?.name ?? t({ id: 'settings.team.yourCompany', message: 'your company' })}
            onMemberRemoved={onMemberRemoved}
            memberActions={(m) => (
              <>
                <MemberAbsencesButton userId={m.id} name={m.name} />
                {m.isSelf ? null : <DeleteAccountButton userId={m.id} name={m.name} compact />}
              </>
            )}
          />
          {removed && status && (
            <KeepOrReduceSeatDialog
              status={status}
              memberName={removed.name}
              open
              onOpenChange={(open) => {
                if (!open) setRemoved(null);
              }}
            />
          )}
        </TabsContent>
        <TabsContent value="preferences" className="pt-2">
          <PreferencesSettings />
        </TabsContent>
        <TabsContent value="privacy" className="pt-2">
          <PrivacySettingsTab
            deletionRequests={<DeletionRequestsCard />}
            // i18n-ignore: a key, not a text
            companyExport={<DataExportCard kind="company" />}
            cookiePreferences={<CookiePreferencesCard />}
          />
        </TabsContent>
        <TabsContent value="billing" className="pt-2">
          <BillingSettings />
        </TabsContent>
      </Tabs>
    </>
  );
}
