import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDaysIcon, ChartColumnIcon, ClockIcon } from 'lucide-react';
import { PublicPage } from '../../layouts/public-page';

const FEATURES = [
  {
    id: 'absences',
    icon: CalendarDaysIcon,
    title: msg({ id: 'site.features.absences.title', message: 'Absence management' }),
    text: msg({
      id: 'site.features.absences.text',
      message:
        'Vacation, sick leave and other absences, requested and approved in a few clicks, with balances everyone can see.',
    }),
    points: [
      msg({
        id: 'site.features.absences.approvals',
        message:
          'Requests with multi-level approvals: managers and administrators decide, the employee is told by e-mail.',
      }),
      msg({
        id: 'site.features.absences.holidays',
        message: 'Bank holidays of your country and region built in, plus your company’s own holidays.',
      }),
      msg({
        id: 'site.features.absences.calendar',
        message: 'A team calendar that shows who is away, so nobody is surprised.',
      }),
      msg({
        id: 'site.features.absences.halfDays',
        message: 'Half-day requests at the start or end of an absence.',
      }),
      msg({
        id: 'site.features.absences.allowances',
        message: 'Holiday allowances per person, with what is used and what is left.',
      }),
    ],
  },
  {
    id: 'time-tracking',
    icon: ClockIcon,
    title: msg({ id: 'site.features.time.title', message: 'Time tracking' }),
    text: msg({
      id: 'site.features.time.text',
      message: 'A working-time record that takes seconds a day and holds up when someone asks for it.',
    }),
    points: [
      msg({ id: 'site.features.time.clock', message: 'Clock in and out from a phone or a computer.' }),
      msg({ id: 'site.features.time.whoIsWorking', message: 'See who is working right now.' }),
      msg({ id: 'site.features.time.breaks', message: 'Break tracking, so worked hours are real hours.' }),
      msg({
        id: 'site.features.time.balance',
        message: 'A working-hours balance against each person’s expected hours.',
      }),
      msg({
        id: 'site.features.time.timesheets',
        message: 'Monthly timesheets that employees submit and managers approve.',
      }),
    ],
  },
  {
    id: 'reports',
    icon: ChartColumnIcon,
    title: msg({ id: 'site.features.reports.title', message: 'Reports and analytics' }),
    text: msg({
      id: 'site.features.reports.text',
      message: 'The numbers a small company needs, without building them by hand.',
    }),
    points: [
      msg({
        id: 'site.features.reports.absenteeism',
        message: 'Absenteeism across the team and per person.',
      }),
      msg({ id: 'site.features.reports.excel', message: 'Excel export for your accountant or payroll.' }),
      msg({ id: 'site.features.reports.balances', message: 'Balances per employee: holidays and hours.' }),
      msg({
        id: 'site.features.reports.period',
        message: 'Any period you choose: a month, a quarter, a year.',
      }),
    ],
  },
];

export function FeaturesPage() {
  const { t, i18n } = useLingui();
  return (
    <PublicPage
      title={t({ id: 'site.features.title', message: 'Features' })}
      description={t({
        id: 'site.features.description',
        message:
          "Plantel's three core features: absence management, time tracking, and reports and analytics, for teams of 2 to 20 people.",
      })}
      intro={
        <p>
          <Trans id="site.features.intro">Three core features, every one of them in every plan.</Trans>
        </p>
      }
      wide
    >
      <div className="space-y-6">
        {FEATURES.map((f) => (
          <section key={f.id} aria-labelledby={`${f.id}-title`} className="rounded-xl border p-6">
            <f.icon className="size-8 text-primary" aria-hidden="true" />
            <h2 id={`${f.id}-title`} className="mt-3!">
              {i18n._(f.title)}
            </h2>
            <p className="text-muted-foreground">{i18n._(f.text)}</p>
            <ul>
              {f.points.map((p) => (
                <li key={p.id}>{i18n._(p)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <h2>
        <Trans id="site.features.more.title">And also</Trans>
      </h2>
      <ul>
        <li>
          <Trans id="site.features.more.email">
            E-mail notifications for requests, approvals and invitations.
          </Trans>
        </li>
        <li>
          <Trans id="site.features.more.export">Data export, so your data is never locked in.</Trans>
        </li>
        <li>
          <Trans id="site.features.more.gdpr">GDPR compliance: your people's rights built in.</Trans>
        </li>
        <li>
          <Trans id="site.features.more.mobile">Mobile-first design that works on any phone.</Trans>
        </li>
        <li>
          <Trans id="site.features.more.setup">
            Setup in 5 minutes: create the company, invite your team, done.
          </Trans>
        </li>
      </ul>
    </PublicPage>
  );
}
