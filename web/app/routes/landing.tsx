import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
    id: 'absences',
    icon: CalendarDaysIcon,
    title: msg({ id: 'site.landing.absences.title', message: 'Absence & vacation management' }),
    text: msg({
      id: 'site.landing.absences.text',
      message: 'Requests, approvals and balances without spreadsheets or e-mail threads.',
    }),
    points: [
      msg({ id: 'site.landing.absences.approvals', message: 'Multi-level approvals' }),
      msg({ id: 'site.landing.absences.holidays', message: 'Bank holidays of your region' }),
      msg({ id: 'site.landing.absences.calendar', message: 'Team calendar' }),
      msg({ id: 'site.landing.absences.halfDays', message: 'Half-day requests' }),
    ],
  },
  {
    id: 'time',
    icon: ClockIcon,
    title: msg({ id: 'site.landing.time.title', message: 'Time tracking' }),
    text: msg({
      id: 'site.landing.time.text',
      message: 'Clock in and out from any device and keep the working-time record the law asks for.',
    }),
    points: [
      msg({ id: 'site.landing.time.clock', message: 'Clock in / out' }),
      msg({ id: 'site.landing.time.whoIsWorking', message: 'Who is working right now' }),
      msg({ id: 'site.landing.time.breaks', message: 'Break tracking' }),
      msg({ id: 'site.landing.time.balance', message: 'Working-hours balance' }),
    ],
  },
  {
    id: 'reports',
    icon: ChartColumnIcon,
    title: msg({ id: 'site.landing.reports.title', message: 'Reports & analytics' }),
    text: msg({
      id: 'site.landing.reports.text',
      message: 'See where the time goes and hand your accountant what they need.',
    }),
    points: [
      msg({ id: 'site.landing.reports.absenteeism', message: 'Absenteeism' }),
      msg({ id: 'site.landing.reports.excel', message: 'Excel export' }),
      msg({ id: 'site.landing.reports.balance', message: 'Balance per employee' }),
      msg({ id: 'site.landing.reports.period', message: 'Any period you choose' }),
    ],
  },
];

const EXTRAS = [
  msg({ id: 'site.landing.extras.email', message: 'Email notifications' }),
  msg({ id: 'site.landing.extras.export', message: 'Data export' }),
  msg({ id: 'site.landing.extras.gdpr', message: 'GDPR compliance' }),
  msg({ id: 'site.landing.extras.mobile', message: 'Mobile-first design' }),
  msg({ id: 'site.landing.extras.setup', message: 'Setup in 5 minutes' }),
];

const PRICING_POINTS = [
  msg({ id: 'site.landing.pricing.monthly', message: 'Monthly billing only' }),
  msg({ id: 'site.landing.pricing.noSetupFees', message: 'No setup fees' }),
  msg({ id: 'site.landing.pricing.cancel', message: 'Cancel anytime' }),
];

const NOTES = [
  {
    id: 'working-days',
    title: msg({
      id: 'site.landing.notes.workingDays.title',
      message: 'Vacation is counted in working days',
    }),
    text: msg({
      id: 'site.landing.notes.workingDays.text',
      message:
        'A week off is five days, not seven: Plantel counts Monday to Friday and leaves out your region’s bank holidays and your company’s own holidays. Half days count as half.',
    }),
  },
  {
    id: 'records',
    title: msg({ id: 'site.landing.notes.records.title', message: 'Working-time records that hold up' }),
    text: msg({
      id: 'site.landing.notes.records.text',
      message:
        'Spain requires a daily record of every employee’s working hours, kept for four years. Plantel keeps each change to a time entry with who made it and when, so the record is one you can show.',
    }),
  },
  {
    id: 'data',
    title: msg({ id: 'site.landing.notes.data.title', message: 'Your data stays yours' }),
    text: msg({
      id: 'site.landing.notes.data.text',
      message:
        'No advertising trackers and no selling of data. Delete your account and your personal data is gone within 30 days, and from backups within 90.',
    }),
    link: { to: '/gdpr', label: msg({ id: 'site.landing.notes.data.link', message: 'Your GDPR rights' }) },
  },
];

/** The landing page of the spec: navigation, hero, features, pricing, notes and the footer. */
export function LandingPage() {
  const { t, i18n } = useLingui();
  usePageMeta(
    t({ id: 'site.landing.meta.title', message: 'Plantel — HR for small teams' }),
    t({
      id: 'site.landing.meta.description',
      message:
        'Absences, bank holidays, time tracking and monthly timesheets for companies of 2 to 20 people. Free for up to 2 team members.',
    }),
  );
  // Someone already signed in is offered their dashboard, not Sign In (read from the app's hint: no request).
  const [signedIn] = useState(seemsSignedIn);
  return (
    <div className="flex min-h-svh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <SiteLink
            to="/"
            className="flex items-center gap-2 font-semibold"
            aria-label={t({ id: 'common.plantelHome', message: 'Plantel home' })}
          >
            <BrandMark />
            {/* i18n-ignore: the product's name */}
            <span className="text-lg">Plantel</span>
          </SiteLink>
          <nav
            aria-label={t({ id: 'site.nav.main', message: 'Main' })}
            className="flex items-center gap-1 text-sm sm:gap-2"
          >
            <SiteLink to="/#features" className="hidden rounded-md px-3 py-2 hover:bg-accent sm:inline-block">
              <Trans id="site.nav.features">Features</Trans>
            </SiteLink>
            <SiteLink to="/#pricing" className="hidden rounded-md px-3 py-2 hover:bg-accent sm:inline-block">
              <Trans id="site.nav.pricing">Pricing</Trans>
            </SiteLink>
            {signedIn ? (
              <SiteLink to="/app/dashboard" className={primaryButton}>
                <Trans id="site.landing.goToDashboard">Go to Dashboard</Trans>
              </SiteLink>
            ) : (
              <>
                <SiteLink to="/auth" className="rounded-md px-3 py-2 hover:bg-accent">
                  <Trans id="site.landing.signIn">Sign In</Trans>
                </SiteLink>
                <SiteLink to="/auth?tab=signup" className={primaryButton}>
                  <Trans id="site.landing.getStarted">Get Started Free</Trans>
                </SiteLink>
              </>
            )}
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:pt-24">
          <p className="inline-flex items-center gap-2 rounded-full border bg-accent px-3 py-1 text-xs font-medium text-accent-foreground">
            <Trans id="site.landing.hero.badge">Beta · for teams of 2 to 20 people</Trans>
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            <Trans id="site.landing.hero.title">HR for small teams, without the paperwork</Trans>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            <Trans id="site.landing.hero.text">
              Absences and bank holidays, time tracking and monthly timesheets in one simple app. Built for
              small agencies, shops, remote teams, startups and offices.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <SiteLink
              to={signedIn ? '/app/dashboard' : '/auth?tab=signup'}
              className={`${primaryButton} h-11 px-6 text-base`}
            >
              {signedIn ? (
                <Trans id="site.landing.goToDashboard">Go to Dashboard</Trans>
              ) : (
                <Trans id="site.landing.getStarted">Get Started Free</Trans>
              )}
            </SiteLink>
            <SiteLink to="/#pricing" className={`${outlineButton} h-11 px-6 text-base`}>
              <Trans id="site.landing.hero.seePricing">See pricing</Trans>
            </SiteLink>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            <Trans id="site.landing.hero.promises">
              Free for up to 2 team members · No credit card needed · Set up in 5 minutes
            </Trans>
          </p>
        </section>

        <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-muted/40 py-20">
          <div className="mx-auto max-w-6xl px-4">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="features-title" className="text-3xl font-bold tracking-tight">
                <Trans id="site.landing.features.title">Everything a small team needs</Trans>
              </h2>
              <p className="mt-3 text-muted-foreground">
                <Trans id="site.landing.features.text">
                  Three tools that replace the spreadsheet, the paper timesheet and the e-mail chain.
                </Trans>
              </p>
            </div>
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {CORE_FEATURES.map((f) => (
                <li key={f.id} className="rounded-xl border bg-card p-6 shadow-sm">
                  <f.icon className="size-8 text-primary" aria-hidden="true" />
                  <h3 className="mt-4 text-lg font-semibold">{i18n._(f.title)}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{i18n._(f.text)}</p>
                  <ul className="mt-4 space-y-2 text-sm">
                    {f.points.map((p) => (
                      <li key={p.id} className="flex items-center gap-2">
                        <CheckIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                        {i18n._(p)}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <ul className="mt-10 flex flex-wrap justify-center gap-3 text-sm">
              {EXTRAS.map((e) => (
                <li key={e.id} className="flex items-center gap-2 rounded-full border bg-card px-4 py-2">
                  <CheckIcon className="size-4 text-primary" aria-hidden="true" />
                  {i18n._(e)}
                </li>
              ))}
            </ul>
            <p className="mt-8 text-center">
              <SiteLink to="/features" className="font-medium text-primary underline underline-offset-4">
                <Trans id="site.landing.features.seeAll">See all features</Trans>
              </SiteLink>
            </p>
          </div>
        </section>

        <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-20">
          <div className="mx-auto max-w-6xl px-4">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
                <Trans id="site.landing.pricing.title">Simple, honest pricing</Trans>
              </h2>
              <p className="mt-3 text-muted-foreground">
                <Trans id="site.landing.pricing.text">
                  Free for up to 2 team members. Every additional member costs €1 per month. All features are
                  in every plan.
                </Trans>
              </p>
            </div>
            <div className="mx-auto mt-10 max-w-xl">
              <PriceCalculator />
            </div>
            <h3 className="mt-12 text-center font-semibold">
              <Trans id="site.landing.pricing.whatTeamsPay">What teams pay</Trans>
            </h3>
            <div className="mt-4">
              <TeamSizeCards />
            </div>
            <ul className="mt-8 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground sm:flex-row sm:gap-6">
              {PRICING_POINTS.map((point) => (
                <li key={point.id} className="flex items-center gap-2">
                  <CheckIcon className="size-4 text-primary" aria-hidden="true" />
                  {i18n._(point)}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <SiteLink to="/auth?tab=signup" className={primaryButton}>
                <Trans id="site.landing.getStarted">Get Started Free</Trans>
              </SiteLink>
              <SiteLink to="/pricing" className={outlineButton}>
                <Trans id="site.landing.pricing.details">Pricing details and FAQ</Trans>
              </SiteLink>
            </div>
          </div>
        </section>

        <section id="blog" aria-labelledby="blog-title" className="scroll-mt-20 bg-muted/40 py-20">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="blog-title" className="text-center text-3xl font-bold tracking-tight">
              <Trans id="site.landing.notes.title">Notes from the Plantel team</Trans>
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
              <Trans id="site.landing.notes.text">How Plantel works, and why.</Trans>
            </p>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {NOTES.map((n) => (
                <li key={n.id} className="rounded-xl border bg-card p-6">
                  <h3 className="font-semibold">{i18n._(n.title)}</h3>
                  <p className="mt-2 text-sm leading-6 text-muted-foreground">{i18n._(n.text)}</p>
                  {n.link && (
                    <SiteLink
                      to={n.link.to}
                      className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
                    >
                      {i18n._(n.link.label)}
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
              <Trans id="site.landing.cta.title">Set up your company in five minutes</Trans>
            </h2>
            <p className="mt-3 text-muted-foreground">
              <Trans id="site.landing.cta.text">
                Create your company, invite your team, and the next vacation request is already in Plantel.
              </Trans>
            </p>
            <SiteLink to="/auth?tab=signup" className={`${primaryButton} mt-8 h-11 px-6 text-base`}>
              <Trans id="site.landing.getStarted">Get Started Free</Trans>
            </SiteLink>
          </div>
        </section>
      </main>

      <SiteFooter />
    </div>
  );
}
