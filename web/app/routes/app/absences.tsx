import { NotYetAvailable } from '@/components/not-yet-available';

export function AbsencesPage() {
  return (
    <NotYetAvailable
      title="Absences"
      description="Manage vacation requests and time off"
      planned={[
        'Request vacation, sick leave and other time off',
        'Approve or reject your team’s requests',
        'See your remaining days',
      ]}
    />
  );
}
