import { AbsencePolicyCard } from './absence-policy-card';
import { HolidayManagerCard } from './holiday-manager-card';
import { HolidayRegionCard } from './holiday-region-card';

/** Settings → Preferences: holiday region, the holiday manager and the absence rules. */
export function PreferencesSettings() {
  return (
    <div className="space-y-6">
      <HolidayRegionCard />
      <HolidayManagerCard />
      <AbsencePolicyCard />
    </div>
  );
}
