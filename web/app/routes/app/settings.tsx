import { useNavigate, useSearchParams } from 'react-router';
import { NotYetAvailableNotice } from '@/components/not-yet-available';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CompanySettingsTab } from '@/features/company/components/company-settings';
import { PrivacySettingsTab } from '@/features/company/components/privacy-settings';
import { CookiePreferencesCard } from '@/features/consent/components/cookie-preferences-card';
import { PreferencesSettings } from '@/features/holidays/components/preferences-settings';
import { TeamSettings } from '@/features/team/components/team-settings';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { RequireAdmin } from '../../layouts/app-layout';

const TABS = [
  ['company', 'Company'],
  ['team', 'Team'],
  ['preferences', 'Preferences'],
  ['privacy', 'Privacy'],
  ['billing', 'Billing'],
] as const;
type Tab = (typeof TABS)[number][0];

export function SettingsPage() {
  usePageMeta('Company Settings', 'Manage your company, team, holidays, privacy and billing');
  return (
    <RequireAdmin>
      <Settings />
    </RequireAdmin>
  );
}

function Settings() {
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.some(([value]) => value === asked) ? (asked as Tab) : 'company';
  if (session.status !== 'signedIn') return null;
  const { me } = session;

  // The company is gone and every session with it; /auth is outside the app's query cache, which goes too.
  const onCompanyDeleted = () => navigate('/auth', { replace: true });

  return (
    <>
      <PageHeader
        title="Company Settings"
        description="Manage your company, team, holidays, privacy and billing"
      />
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
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="company" className="pt-2">
          <CompanySettingsTab onDeleted={onCompanyDeleted} />
        </TabsContent>
        <TabsContent value="team" className="pt-2">
          <TeamSettings currentUserId={me.user.id} companyName={me.company?.name ?? 'your company'} />
        </TabsContent>
        <TabsContent value="preferences" className="pt-2">
          <PreferencesSettings />
        </TabsContent>
        <TabsContent value="privacy" className="pt-2">
          <PrivacySettingsTab cookiePreferences={<CookiePreferencesCard />} />
        </TabsContent>
        <TabsContent value="billing" className="pt-2">
          <NotYetAvailableNotice
            title="Billing"
            description="Every company is on the free plan for now, whatever its size."
            planned={[
              'See your plan, team size and monthly price',
              'Pay by card for members beyond the 2 free seats (1 € per member per month)',
            ]}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
