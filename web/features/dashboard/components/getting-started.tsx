import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDaysIcon, ClockIcon, type LucideIcon, MailPlusIcon, RocketIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface Step {
  title: MessageDescriptor;
  text: MessageDescriptor;
  to: string;
  link: MessageDescriptor;
  icon: LucideIcon;
}

const INVITE: Step = {
  title: msg({ id: 'dashboard.gettingStarted.invite.title', message: 'Invite your team' }),
  text: msg({
    id: 'dashboard.gettingStarted.invite.text',
    message: 'Send invitations from the Invitations page; each person joins with their own link.',
  }),
  to: '/app/invitations',
  link: msg({ id: 'dashboard.gettingStarted.invite.link', message: 'Go to Invitations' }),
  icon: MailPlusIcon,
};
const STEPS: Step[] = [
  {
    title: msg({ id: 'dashboard.gettingStarted.time.title', message: 'Set up time tracking' }),
    text: msg({
      id: 'dashboard.gettingStarted.time.text',
      message: 'Clock in and out, or fill in your days on the Time Tracking page.',
    }),
    to: '/app/time-tracking',
    link: msg({ id: 'dashboard.gettingStarted.time.link', message: 'Go to Time Tracking' }),
    icon: ClockIcon,
  },
  {
    title: msg({ id: 'dashboard.gettingStarted.absences.title', message: 'Manage absences' }),
    text: msg({
      id: 'dashboard.gettingStarted.absences.text',
      message: 'Request time off, approve requests and see your holiday allowance.',
    }),
    to: '/app/absences',
    link: msg({ id: 'dashboard.goToAbsences', message: 'Go to Absences' }),
    icon: CalendarDaysIcon,
  },
];

/** Shown while the company has 1 member or fewer, instead of Recent Absence Requests and Team Presence. */
export function GettingStarted({ canInvite }: { canInvite: boolean }) {
  const { i18n } = useLingui();
  const steps = canInvite ? [INVITE, ...STEPS] : STEPS;
  return (
    <Card role="region" aria-labelledby="getting-started-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <RocketIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="getting-started-title">
            <Trans id="dashboard.gettingStarted.title">Getting Started</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="dashboard.gettingStarted.description">Three steps to run your team on Plantel</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map(({ title, text, to, link, icon: Icon }, i) => (
            <li key={to} className="flex gap-3 rounded-lg border p-4">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div className="min-w-0 space-y-1">
                <h3 className="flex items-center gap-2 font-medium">
                  <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                  {i18n._(title)}
                </h3>
                <p className="text-muted-foreground text-sm">{i18n._(text)}</p>
                <Link
                  to={to}
                  className="inline-block text-primary text-sm underline-offset-4 hover:underline"
                >
                  {i18n._(link)}
                </Link>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
