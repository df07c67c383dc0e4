import { NotYetAvailable } from '@/components/not-yet-available';

export function TeamPage() {
  return (
    <NotYetAvailable
      title="Team"
      description="View team members and their schedules"
      planned={[
        'See everyone in your company and their role',
        'See who works, who is away and the bank holidays of each month',
      ]}
    />
  );
}
