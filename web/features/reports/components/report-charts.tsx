// The report's charts (recharts, loaded only when a report is shown: see the lazy import in
// web/app/routes/app/reports.tsx). Each picture repeats figures of the table beside it, so it is one image
// with a text alternative for screen readers, and the table stays the accessible source.

import { ABSENCE_TYPES } from '@domain/absences';
import type { Report } from '@domain/contracts/reports';
import { displayName } from '@domain/people';
import { ABSENCE_COLOR } from '@domain/schedule';
import { useLingui } from '@lingui/react/macro';
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
import { useReportTexts } from '../texts';

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
  const { t } = useLingui();
  const texts = useReportTexts();
  const a = report.company.absenteeism;
  const data = ABSENCE_TYPES.filter((type) => a.byType[type] > 0).map((type) => ({
    type: texts.absenceType(type),
    days: a.byType[type],
    fill: TYPE_FILL[ABSENCE_COLOR[type]],
  }));
  if (data.length === 0) return null;
  const types = data.map((d) => `${d.type} ${texts.days(d.days)}`).join(', ');
  const rate = texts.rate(a.rate);
  const label = t({
    id: 'reports.charts.absenceTypesLabel',
    message: `Absence days by type: ${types}. Absenteeism ${rate}.`,
  });
  const tooltip = (value: unknown): [string, string] => {
    const days = typeof value === 'number' ? texts.days(value) : String(value);
    return [
      t({ id: 'reports.charts.days', message: `${days} days` }),
      t({ id: 'reports.charts.absence', message: 'Absence' }),
    ];
  };
  return (
    <Chart label={label} height={Math.max(120, data.length * 44)}>
      {/* i18n-ignore: recharts layout */}
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals tick={axis} tickFormatter={(v: number) => texts.days(v)} />
        {/* i18n-ignore: recharts data key */}
        <YAxis type="category" dataKey="type" width={110} tick={axis} />
        <Tooltip formatter={tooltip} />
        <Bar
          // i18n-ignore: recharts data key
          dataKey="days"
          name={t({ id: 'reports.charts.daysName', message: 'Days' })}
          isAnimationActive={false}
        >
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
  const { t } = useLingui();
  const texts = useReportTexts();
  const short = namer(report);
  const data = report.people.map((p) => ({
    name: short(p),
    expected: p.hours.expectedHours,
    worked: p.hours.workedHours,
  }));
  const people = report.people
    .map((p) => {
      const name = displayName(p);
      const worked = texts.format.decimal(p.hours.workedHours);
      const expected = texts.format.decimal(p.hours.expectedHours);
      return t({ id: 'reports.charts.hoursPerson', message: `${name} ${worked} of ${expected}` });
    })
    .join('; ');
  const label = t({ id: 'reports.charts.hoursLabel', message: `Hours worked against expected: ${people}.` });
  const tooltip = (value: unknown, name: unknown): [string, string] => {
    const hours = typeof value === 'number' ? texts.format.decimal(value) : String(value);
    return [t({ id: 'reports.charts.hoursValue', message: `${hours}h` }), String(name)];
  };
  return (
    <Chart label={label} height={280}>
      <BarChart data={data} margin={{ left: 0, right: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis {...peopleAxis(data.length)} />
        <YAxis tick={axis} width={48} tickFormatter={(v: number) => texts.format.decimal(v)} />
        <Tooltip formatter={tooltip} />
        <Legend />
        <Bar
          // i18n-ignore: recharts data key
          dataKey="expected"
          name={t({ id: 'reports.charts.expected', message: 'Expected' })}
          fill={MUTED}
          isAnimationActive={false}
        />
        <Bar
          // i18n-ignore: recharts data key
          dataKey="worked"
          name={t({ id: 'reports.charts.worked', message: 'Worked' })}
          fill={GREEN}
          isAnimationActive={false}
        />
      </BarChart>
    </Chart>
  );
}

/** Each person's allowance split into used, pending and still available days (remaining = pending + available). */
export function BalancesChart({ report }: { report: Report }) {
  const { t } = useLingui();
  const texts = useReportTexts();
  const short = namer(report);
  const data = report.people.map((p) => ({
    name: short(p),
    used: p.balance.used,
    pending: p.balance.pending,
    available: Math.max(0, p.balance.remaining - p.balance.pending),
  }));
  const year = String(report.balanceYear);
  const people = report.people
    .map((p) => {
      const name = displayName(p);
      const used = texts.format.decimal(p.balance.used);
      const pending = texts.format.decimal(p.balance.pending);
      const remaining = texts.format.decimal(p.balance.remaining);
      return t({
        id: 'reports.charts.balancePerson',
        message: `${name} used ${used}, pending ${pending}, remaining ${remaining}`,
      });
    })
    .join('; ');
  const label = t({ id: 'reports.charts.balancesLabel', message: `Holiday balances ${year}: ${people}.` });
  const tooltip = (value: unknown, name: unknown): [string, string] => {
    const days = typeof value === 'number' ? texts.days(value) : String(value);
    return [t({ id: 'reports.charts.days', message: `${days} days` }), String(name)];
  };
  return (
    <Chart label={label} height={280}>
      <BarChart data={data} margin={{ left: 0, right: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis {...peopleAxis(data.length)} />
        <YAxis tick={axis} width={40} tickFormatter={(v: number) => texts.days(v)} />
        <Tooltip formatter={tooltip} />
        <Legend />
        <Bar
          // i18n-ignore: recharts data key
          dataKey="used"
          name={t({ id: 'reports.charts.used', message: 'Used' })}
          // i18n-ignore: recharts stack id
          stackId="days"
          fill={BLUE}
          isAnimationActive={false}
        />
        <Bar
          // i18n-ignore: recharts data key
          dataKey="pending"
          name={t({ id: 'reports.charts.pending', message: 'Pending' })}
          // i18n-ignore: recharts stack id
          stackId="days"
          fill={AMBER}
          isAnimationActive={false}
        />
        <Bar
          // i18n-ignore: recharts data key
          dataKey="available"
          name={t({ id: 'reports.charts.available', message: 'Available' })}
          // i18n-ignore: recharts stack id
          stackId="days"
          fill={GREEN}
          isAnimationActive={false}
        />
      </BarChart>
    </Chart>
  );
}
