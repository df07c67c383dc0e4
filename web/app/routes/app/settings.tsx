import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PreferencesSettings } from '@/features/holidays/components/preferences-settings';
import { usePageMeta } from '@/lib/page-meta';
import { RequireAdmin } from '../../layouts/app-layout';

export function SettingsPage() {
  usePageMeta('Company Settings', 'Manage your company, team, holidays, privacy and billing');
  return (
    <RequireAdmin>
      <PageHeader
        title="Company Settings"
        description="Manage your company, team, holidays, privacy and billing"
      />
      <Tabs defaultValue="preferences">
        <TabsList>
          <TabsTrigger value="preferences">Preferences</TabsTrigger>
        </TabsList>
        <TabsContent value="preferences" className="mt-4">
          <PreferencesSettings />
        </TabsContent>
      </Tabs>
    </RequireAdmin>
  );
}
