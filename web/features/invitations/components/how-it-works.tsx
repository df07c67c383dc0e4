import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const STEPS = [
  'Create an invitation with the person’s name, e-mail address and position.',
  'They receive an e-mail with a personal link. You can also copy the link and send it yourself.',
  'They create their account (or sign in) with that e-mail address and confirm it.',
  'They join your company as an employee. Set their role, hours and holiday allowance in Settings → Team.',
];

export function HowItWorks() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>How it works</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {STEPS.map((step, i) => (
            <li key={step} className="flex gap-3 text-sm">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary font-medium text-primary-foreground text-xs"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">
                <span className="sr-only">Step {i + 1}: </span>
                {step}
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-muted-foreground text-xs">Links expire after 7 days and work only once.</p>
      </CardContent>
    </Card>
  );
}
