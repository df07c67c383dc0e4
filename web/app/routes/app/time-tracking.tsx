import { NotYetAvailable } from '@/components/not-yet-available';

export function TimeTrackingPage() {
  return (
    <NotYetAvailable
      title="Time Tracking"
      description="Track your work hours and breaks"
      planned={[
        'Clock in and out, with breaks',
        'Fill a whole month at once',
        'Submit your monthly timesheet for approval',
      ]}
    />
  );
}
