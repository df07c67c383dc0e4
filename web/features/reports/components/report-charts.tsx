// The report's charts (recharts, loaded only when a report is shown: see the lazy import in
// web/app/routes/app/reports.tsx). Each picture repeats figures of the table beside it, so it is one image
// with a text alternative for screen readers, and the table stays the accessible source.

import { ABSENCE_TYPES, absenceTypeLabel } from '@domain/absences';
import type { Report } from '@domain/contracts/reports';
import { displayName } from '@domain/people';
import { formatDays, formatRate } from '@domain/reports';
import { ABSENCE_COLOR } from '@domain/schedule';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

// The absence colours of the schedule, strong enough to read as bars on white.
const TYPE_FILL = {
  blue: '#2563eb',
  red: '#dc2626',
  yellow: '#ca8a04',
  purple: '#9333ea',
  gray: '#6b7280',
  neutral: '#a1a1aa',
};
const MUTED = '#a1a1aa';
const GREEN = 'var(--chart-1)';
const BLUE = 'var(--chart-2)';
const AMBER = 'var(--chart-4)';

/** First names on the axis, unless two people share one. */
function namer(report: Report) {
  const firsts = report.people.map((p) => p.firstName);
  const unique = firsts.every((f, i) => f && firsts.indexOf(f) === i);
  return (p: Report['people'][number]) => (unique ? p.firstName : displayName(p));
}
const axis = { fontSize: 12, fill: 'currentColor' };

/** The people's names along the bottom, every one shown, slanted when there are more than six. */
const peopleAxis = (count: number) => {
  const slanted = count > 6;
  return {
    dataKey: 'name',
    tick: axis,
    interval: 0,
    angle: slanted ? -35 : 0,
    textAnchor: slanted ? 'end' : 'middle',
    height: slanted ? 60 : 30,
  } as const;
};

function Chart({
  label,
  height = 240,
  children,
}: {
  label: string;
  height?: number;
  children: React.ReactElement;
}) {
  return (
    <div role="img" aria-label={label} className="w-full text-muted-foreground" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** The company's absence days by type. */
export function AbsenceTypesChart({ report }: { report: Report }) {
  const a = report.company.absenteeism;
  const data = ABSENCE_TYPES.filter((t) => a.byType[t] > 0).map((t) => ({
    type: absenceTypeLabel(t),
    days: a.byType[t],
    fill: TYPE_FILL[ABSENCE_COLOR[t]],
  }));
  if (data.length === 0) return null;
  const label = `Absence days by type: ${data.map((d) => `${d.type} ${formatDays(d.days)}`).join(', ')}. Absenteeism ${formatRate(a.rate)}.`;
  return (
    <Chart label={label} height={Math.max(120, data.length * 44)}>
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals tick={axis} />
        <YAxis type="category" dataKey="type" width={110} tick={axis} />
        <Tooltip formatter={(v) => [`${v} days`, 'Absence']} />
        <Bar dataKey="days" name="Days" isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.type} fill={d.fill} />
          ))}
        </Bar>
      </BarChart>
    </Chart>
  );
}

/** Expected against worked hours, person by person. */
export function HoursChart({ report }: { report: Report }) {
  const short = namer(report);
  const data = report.people.map((p) => ({
    name: short(p),
    Expected: p.hours.expectedHours,
    Worked: p.hours.workedHours,
  }));
  const label = `Hours worked against expected: ${report.people
    .map((p) => `${displayName(p)} ${p.hours.workedHours} of ${p.hours.expectedHours}`)
    .join('; ')}.`;
  return (
    <Chart label={label} height={280}>
      <BarChart data={data} margin={{ left: 0, right: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis {...peopleAxis(data.length)} />
        <YAxis tick={axis} width={48} />
        <Tooltip formatter={(v, name) => [`${v}h`, name]} />
        <Legend />
        <Bar dataKey="Expected" fill={MUTED} isAnimationActive={false} />
        <Bar dataKey="Worked" fill={GREEN} isAnimationActive={false} />
      </BarChart>
    </Chart>
  );
}

/** Each person's allowance split into used, pending and still available days (remaining = pending + available). */
export function BalancesChart({ report }: { report: Report }) {
  const short = namer(report);
  const data = report.people.map((p) => ({
    name: short(p),
    Used: p.balance.used,
    Pending: p.balance.pending,
    Available: Math.max(0, p.balance.remaining - p.balance.pending),
  }));
  const label = `Holiday balances ${report.balanceYear}: ${report.people
    .map(
      (p) =>
        `${displayName(p)} used ${p.balance.used}, pending ${p.balance.pending}, remaining ${p.balance.remaining}`,
    )
    .join('; ')}.`;
  return (
    <Chart label={label} height={280}>
      <BarChart data={data} margin={{ left: 0, right: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis {...peopleAxis(data.length)} />
        <YAxis tick={axis} width={40} />
        <Tooltip formatter={(v, name) => [`${v} days`, name]} />
        <Legend />
        <Bar dataKey="Used" stackId="days" fill={BLUE} isAnimationActive={false} />
        <Bar dataKey="Pending" stackId="days" fill={AMBER} isAnimationActive={false} />
        <Bar dataKey="Available" stackId="days" fill={GREEN} isAnimationActive={false} />
      </BarChart>
    </Chart>
  );
}
