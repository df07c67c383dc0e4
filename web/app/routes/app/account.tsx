import { NotYetAvailable } from '@/components/not-yet-available';

export function AccountPage() {
  return (
    <NotYetAvailable
      title="Account Settings"
      description="Your profile and your privacy"
      planned={['Change your name and photo', 'Choose which optional cookies you accept']}
    />
  );
}
