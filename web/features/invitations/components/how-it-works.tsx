import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const STEPS = [
  msg({
    id: 'invitations.howItWorks.create',
    message: 'Create an invitation with the person’s name, e-mail address and position.',
  }),
  msg({
    id: 'invitations.howItWorks.email',
    message: 'They receive an e-mail with a personal link. You can also copy the link and send it yourself.',
  }),
  msg({
    id: 'invitations.howItWorks.account',
    message: 'They create their account (or sign in) with that e-mail address and confirm it.',
  }),
  msg({
    id: 'invitations.howItWorks.join',
    message:
      'They join your company as an employee. Set their role, hours and holiday allowance in Settings → Team.',
  }),
];

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="invitations.howItWorks.title">How it works</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {STEPS.map((step, i) => {
            const n = i + 1;
            return (
              <li key={step.id} className="flex gap-3 text-sm">
                <span
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary font-medium text-primary-foreground text-xs"
                  aria-hidden="true"
                >
                  {n}
                </span>
                <span className="pt-0.5">
                  <span className="sr-only">
                    <Trans id="invitations.howItWorks.step">Step {n}:</Trans>{' '}
                  </span>
                  {i18n._(step)}
                </span>
              </li>
            );
          })}
        </ol>
        <p className="mt-4 text-muted-foreground text-xs">
          <Trans id="invitations.howItWorks.expiry">Links expire after 7 days and work only once.</Trans>
        </p>
      </CardContent>
    </Card>
  );
}
