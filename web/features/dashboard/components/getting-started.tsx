import { CalendarDaysIcon, ClockIcon, type LucideIcon, MailPlusIcon, RocketIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface Step {
  title: string;
  text: string;
  to: string;
  link: string;
  icon: LucideIcon;
}

const INVITE: Step = {
  title: 'Invite your team',
  text: 'Send invitations from the Invitations page; each person joins with their own link.',
  to: '/app/invitations',
  link: 'Go to Invitations',
  icon: MailPlusIcon,
};
const STEPS: Step[] = [
  {
    title: 'Set up time tracking',
    text: 'Clock in and out, or fill in your days on the Time Tracking page.',
    to: '/app/time-tracking',
    link: 'Go to Time Tracking',
    icon: ClockIcon,
  },
  {
    title: 'Manage absences',
    text: 'Request time off, approve requests and see your holiday allowance.',
    to: '/app/absences',
    link: 'Go to Absences',
    icon: CalendarDaysIcon,
  },
];

/** Shown while the company has 1 member or fewer, instead of Recent Absence Requests and Team Presence. */
export function GettingStarted({ canInvite }: { canInvite: boolean }) {
  const steps = canInvite ? [INVITE, ...STEPS] : STEPS;
  return (
    <Card role="region" aria-labelledby="getting-started-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <RocketIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="getting-started-title">Getting Started</h2>
        </CardTitle>
        <CardDescription>Three steps to run your team on Plantel</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map(({ title, text, to, link, icon: Icon }, i) => (
            <li key={title} className="flex gap-3 rounded-lg border p-4">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div className="min-w-0 space-y-1">
                <h3 className="flex items-center gap-2 font-medium">
                  <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                  {title}
                </h3>
                <p className="text-muted-foreground text-sm">{text}</p>
                <Link
                  to={to}
                  className="inline-block text-primary text-sm underline-offset-4 hover:underline"
                >
                  {link}
                </Link>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
