import { CalendarDaysIcon, ChartColumnIcon, ClockIcon } from 'lucide-react';
import { PublicPage } from '../../layouts/public-page';

const FEATURES = [
  {
    id: 'absences',
    icon: CalendarDaysIcon,
    title: 'Absence management',
    text: 'Vacation, sick leave and other absences, requested and approved in a few clicks, with balances everyone can see.',
    points: [
      'Requests with multi-level approvals: managers and administrators decide, the employee is told by e-mail.',
      'Bank holidays of your country and region built in, plus your company’s own holidays.',
      'A team calendar that shows who is away, so nobody is surprised.',
      'Half-day requests at the start or end of an absence.',
      'Holiday allowances per person, with what is used and what is left.',
    ],
  },
  {
    id: 'time-tracking',
    icon: ClockIcon,
    title: 'Time tracking',
    text: 'A working-time record that takes seconds a day and holds up when someone asks for it.',
    points: [
      'Clock in and out from a phone or a computer.',
      'See who is working right now.',
      'Break tracking, so worked hours are real hours.',
      'A working-hours balance against each person’s expected hours.',
      'Monthly timesheets that employees submit and managers approve.',
    ],
  },
  {
    id: 'reports',
    icon: ChartColumnIcon,
    title: 'Reports and analytics',
    text: 'The numbers a small company needs, without building them by hand.',
    points: [
      'Absenteeism across the team and per person.',
      'Excel export for your accountant or payroll.',
      'Balances per employee: holidays and hours.',
      'Any period you choose: a month, a quarter, a year.',
    ],
  },
];

export function FeaturesPage() {
  return (
    <PublicPage
      title="Features"
      description="Plantel's three core features: absence management, time tracking, and reports and analytics, for teams of 2 to 20 people."
      intro={<p>Three core features, every one of them in every plan.</p>}
      wide
    >
      <div className="space-y-6">
        {FEATURES.map((f) => (
          <section key={f.id} aria-labelledby={`${f.id}-title`} className="rounded-xl border p-6">
            <f.icon className="size-8 text-primary" aria-hidden="true" />
            <h2 id={`${f.id}-title`} className="mt-3!">
              {f.title}
            </h2>
            <p className="text-muted-foreground">{f.text}</p>
            <ul>
              {f.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <h2>And also</h2>
      <ul>
        <li>E-mail notifications for requests, approvals and invitations.</li>
        <li>Data export, so your data is never locked in.</li>
        <li>GDPR compliance: your people's rights built in.</li>
        <li>Mobile-first design that works on any phone.</li>
        <li>Setup in 5 minutes: create the company, invite your team, done.</li>
      </ul>
    </PublicPage>
  );
}
