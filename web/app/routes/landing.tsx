import { CalendarDaysIcon, ChartColumnIcon, CheckIcon, ClockIcon } from 'lucide-react';
import { useState } from 'react';
import { outlineButton, primaryButton } from '@/components/public-buttons';
import { SiteLink } from '@/components/site-link';
import { PriceCalculator } from '@/features/pricing/components/price-calculator';
import { TeamSizeCards } from '@/features/pricing/components/team-size-cards';
import { usePageMeta } from '@/lib/page-meta';
import { seemsSignedIn } from '@/lib/signed-in-hint';
import { BrandMark } from '../layouts/brand';
import { SiteFooter } from '../layouts/site-footer';

const CORE_FEATURES = [
  {
    icon: CalendarDaysIcon,
    title: 'Absence & vacation management',
    text: 'Requests, approvals and balances without spreadsheets or e-mail threads.',
    points: ['Multi-level approvals', 'Bank holidays of your region', 'Team calendar', 'Half-day requests'],
  },
  {
    icon: ClockIcon,
    title: 'Time tracking',
    text: 'Clock in and out from any device and keep the working-time record the law asks for.',
    points: ['Clock in / out', 'Who is working right now', 'Break tracking', 'Working-hours balance'],
  },
  {
    icon: ChartColumnIcon,
    title: 'Reports & analytics',
    text: 'See where the time goes and hand your accountant what they need.',
    points: ['Absenteeism', 'Excel export', 'Balance per employee', 'Any period you choose'],
  },
];

const EXTRAS = [
  'Email notifications',
  'Data export',
  'GDPR compliance',
  'Mobile-first design',
  'Setup in 5 minutes',
];

const NOTES = [
  {
    title: 'Vacation is counted in working days',
    text: 'A week off is five days, not seven: Plantel counts Monday to Friday and leaves out your region’s bank holidays and your company’s own holidays. Half days count as half.',
  },
  {
    title: 'Working-time records that hold up',
    text: 'Spain requires a daily record of every employee’s working hours, kept for four years. Plantel keeps each change to a time entry with who made it and when, so the record is one you can show.',
  },
  {
    title: 'Your data stays yours',
    text: 'No advertising trackers and no selling of data. Delete your account and your personal data is gone within 30 days, and from backups within 90.',
    link: { to: '/gdpr', label: 'Your GDPR rights' },
  },
];

/** The landing page of the spec: navigation, hero, features, pricing, notes and the footer. */
export function LandingPage() {
  usePageMeta(
    'Plantel — HR for small teams',
    'Absences, bank holidays, time tracking and monthly timesheets for companies of 2 to 20 people. Free for up to 2 team members.',
  );
  // Someone already signed in is offered their dashboard, not Sign In (read from the app's hint: no request).
  const [signedIn] = useState(seemsSignedIn);
  return (
    <div className="flex min-h-svh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <SiteLink to="/" className="flex items-center gap-2 font-semibold" aria-label="Plantel home">
            <BrandMark />
            <span className="text-lg">Plantel</span>
          </SiteLink>
          <nav aria-label="Main" className="flex items-center gap-1 text-sm sm:gap-2">
            <SiteLink to="/#features" className="hidden rounded-md px-3 py-2 hover:bg-accent sm:inline-block">
              Features
            </SiteLink>
            <SiteLink to="/#pricing" className="hidden rounded-md px-3 py-2 hover:bg-accent sm:inline-block">
              Pricing
            </SiteLink>
            {signedIn ? (
              <SiteLink to="/app/dashboard" className={primaryButton}>
                Go to Dashboard
              </SiteLink>
            ) : (
              <>
                <SiteLink to="/auth" className="rounded-md px-3 py-2 hover:bg-accent">
                  Sign In
                </SiteLink>
                <SiteLink to="/auth?tab=signup" className={primaryButton}>
                  Get Started Free
                </SiteLink>
              </>
            )}
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:pt-24">
          <p className="inline-flex items-center gap-2 rounded-full border bg-accent px-3 py-1 text-xs font-medium text-accent-foreground">
            Beta · for teams of 2 to 20 people
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            HR for small teams, without the paperwork
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Absences and bank holidays, time tracking and monthly timesheets in one simple app. Built for
            small agencies, shops, remote teams, startups and offices.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <SiteLink
              to={signedIn ? '/app/dashboard' : '/auth?tab=signup'}
              className={`${primaryButton} h-11 px-6 text-base`}
            >
              {signedIn ? 'Go to Dashboard' : 'Get Started Free'}
            </SiteLink>
            <SiteLink to="/#pricing" className={`${outlineButton} h-11 px-6 text-base`}>
              See pricing
            </SiteLink>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            Free for up to 2 team members · No credit card needed · Set up in 5 minutes
          </p>
        </section>

        <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-muted/40 py-20">
          <div className="mx-auto max-w-6xl px-4">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="features-title" className="text-3xl font-bold tracking-tight">
                Everything a small team needs
              </h2>
              <p className="mt-3 text-muted-foreground">
                Three tools that replace the spreadsheet, the paper timesheet and the e-mail chain.
              </p>
            </div>
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {CORE_FEATURES.map((f) => (
                <li key={f.title} className="rounded-xl border bg-card p-6 shadow-sm">
                  <f.icon className="size-8 text-primary" aria-hidden="true" />
                  <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{f.text}</p>
                  <ul className="mt-4 space-y-2 text-sm">
                    {f.points.map((p) => (
                      <li key={p} className="flex items-center gap-2">
                        <CheckIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                        {p}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <ul className="mt-10 flex flex-wrap justify-center gap-3 text-sm">
              {EXTRAS.map((e) => (
                <li key={e} className="flex items-center gap-2 rounded-full border bg-card px-4 py-2">
                  <CheckIcon className="size-4 text-primary" aria-hidden="true" />
                  {e}
                </li>
              ))}
            </ul>
            <p className="mt-8 text-center">
              <SiteLink to="/features" className="font-medium text-primary underline underline-offset-4">
                See all features
              </SiteLink>
            </p>
          </div>
        </section>

        <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-20">
          <div className="mx-auto max-w-6xl px-4">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
                Simple, honest pricing
              </h2>
              <p className="mt-3 text-muted-foreground">
                Free for up to 2 team members. Every additional member costs €1 per month. All features are in
                every plan.
              </p>
            </div>
            <div className="mx-auto mt-10 max-w-xl">
              <PriceCalculator />
            </div>
            <h3 className="mt-12 text-center font-semibold">What teams pay</h3>
            <div className="mt-4">
              <TeamSizeCards />
            </div>
            <ul className="mt-8 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground sm:flex-row sm:gap-6">
              {['Monthly billing only', 'No setup fees', 'Cancel anytime'].map((t) => (
                <li key={t} className="flex items-center gap-2">
                  <CheckIcon className="size-4 text-primary" aria-hidden="true" />
                  {t}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <SiteLink to="/auth?tab=signup" className={primaryButton}>
                Get Started Free
              </SiteLink>
              <SiteLink to="/pricing" className={outlineButton}>
                Pricing details and FAQ
              </SiteLink>
            </div>
          </div>
        </section>

        <section id="blog" aria-labelledby="blog-title" className="scroll-mt-20 bg-muted/40 py-20">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="blog-title" className="text-center text-3xl font-bold tracking-tight">
              Notes from the Plantel team
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
              How Plantel works, and why.
            </p>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {NOTES.map((n) => (
                <li key={n.title} className="rounded-xl border bg-card p-6">
                  <h3 className="font-semibold">{n.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-muted-foreground">{n.text}</p>
                  {n.link && (
                    <SiteLink
                      to={n.link.to}
                      className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
                    >
                      {n.link.label}
                    </SiteLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="py-20">
          <div className="mx-auto max-w-3xl px-4 text-center">
            <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
              Set up your company in five minutes
            </h2>
            <p className="mt-3 text-muted-foreground">
              Create your company, invite your team, and the next vacation request is already in Plantel.
            </p>
            <SiteLink to="/auth?tab=signup" className={`${primaryButton} mt-8 h-11 px-6 text-base`}>
              Get Started Free
            </SiteLink>
          </div>
        </section>
      </main>

      <SiteFooter />
    </div>
  );
}
