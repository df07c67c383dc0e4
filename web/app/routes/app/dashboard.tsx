import { NotYetAvailable } from '@/components/not-yet-available';

export function DashboardPage() {
  return (
    <NotYetAvailable
      title="Dashboard"
      description="Your team at a glance"
      planned={[
        'See your holiday allowance for the year',
        'See who is working now, pending absence requests and overdue reviews',
        'Follow recent absence requests and team presence',
      ]}
    />
  );
}
