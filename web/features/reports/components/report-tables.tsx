import { ABSENCE_TYPES } from '@domain/absences';
import type { Report, ReportPerson } from '@domain/contracts/reports';
import { displayName } from '@domain/people';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useReportTexts } from '../texts';

const num = 'text-right tabular-nums';

function Person({ p }: { p: ReportPerson }) {
  return (
    <TableCell className="max-w-48">
      <span className="block truncate font-medium">{displayName(p)}</span>
      <span className="block truncate text-muted-foreground text-xs">{p.email}</span>
    </TableCell>
  );
}

/** Absence types that occur in the period (columns for every type would be mostly zeros). */
export const typesIn = (report: Report) =>
  ABSENCE_TYPES.filter((t) => report.company.absenteeism.byType[t] > 0);

export function AbsenteeismTable({ report }: { report: Report }) {
  const { t } = useLingui();
  const texts = useReportTexts();
  const { days, rate } = texts;
  // Without grouping, as before: a company's working days of a year run into thousands ("5000").
  const count = (n: number) => texts.format.decimal(n);
  const types = typesIn(report);
  const c = report.company.absenteeism;
  return (
    <Table
      aria-label={t({ id: 'reports.absenteeism.tableLabel', message: 'Absenteeism per person' })}
      data-testid="absenteeism-table"
    >
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans id="reports.absenteeism.employee">Employee</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.absenteeism.workingDays">Working Days</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.absenteeism.absenceDays">Absence Days</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.absenteeism.unplannedDays">Unplanned Days</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.absenteeism.rate">Absenteeism</Trans>
          </TableHead>
          {types.map((type) => (
            <TableHead key={type} className={num}>
              {texts.absenceType(type)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.people.map((p) => (
          <TableRow key={p.userId} data-person={p.email}>
            <Person p={p} />
            <TableCell className={num}>{count(p.absenteeism.workingDays)}</TableCell>
            <TableCell className={num}>{days(p.absenteeism.absenceDays)}</TableCell>
            <TableCell className={num}>{days(p.absenteeism.unplannedDays)}</TableCell>
            <TableCell className={num}>{rate(p.absenteeism.rate)}</TableCell>
            {types.map((type) => (
              <TableCell key={type} className={num}>
                {days(p.absenteeism.byType[type])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow data-person="company">
          <TableCell className="font-semibold">
            <Trans id="reports.absenteeism.company">Company</Trans>
          </TableCell>
          <TableCell className={num}>{count(c.workingDays)}</TableCell>
          <TableCell className={num}>{days(c.absenceDays)}</TableCell>
          <TableCell className={num}>{days(c.unplannedDays)}</TableCell>
          <TableCell className={num}>{rate(c.rate)}</TableCell>
          {types.map((type) => (
            <TableCell key={type} className={num}>
              {days(c.byType[type])}
            </TableCell>
          ))}
        </TableRow>
      </TableFooter>
    </Table>
  );
}

export function BalancesTable({ report }: { report: Report }) {
  const { t } = useLingui();
  const { days } = useReportTexts();
  const year = String(report.balanceYear);
  return (
    <Table
      aria-label={t({ id: 'reports.balances.tableLabel', message: `Holiday balances ${year}` })}
      data-testid="balances-table"
    >
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans id="reports.balances.employee">Employee</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.balances.allowance">Allowance</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.balances.carriedOver">Carried Over</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.balances.used">Used</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.balances.pending">Pending</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.balances.remaining">Remaining</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.people.map((p) => {
          const b = p.balance;
          const adjusted = days(b.adjustment);
          const expired = days(b.carriedOverExpired);
          return (
            <TableRow key={p.userId} data-person={p.email}>
              <Person p={p} />
              <TableCell className={num}>
                {days(b.allowance)}
                {b.adjustment > 0 && (
                  <span className="block text-muted-foreground text-xs">
                    <Trans id="reports.balances.adjusted">−{adjusted} adjusted</Trans>
                  </span>
                )}
              </TableCell>
              <TableCell className={num}>
                {days(b.carriedOver)}
                {b.carriedOverExpired > 0 && (
                  <span className="block text-muted-foreground text-xs">
                    <Trans id="reports.balances.expired">{expired} expired</Trans>
                  </span>
                )}
              </TableCell>
              <TableCell className={num}>{days(b.used)}</TableCell>
              <TableCell className={num}>{days(b.pending)}</TableCell>
              <TableCell className={`${num} font-semibold`}>{days(b.remaining)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function HoursTable({ report }: { report: Report }) {
  const { t } = useLingui();
  const texts = useReportTexts();
  const { hours } = texts;
  // Without grouping, as before: a company's working days of a year run into thousands ("5000").
  const count = (n: number) => texts.format.decimal(n);
  // Overtime with a plus, undertime with a minus; a dash when there is none.
  const over = (h: number) => (h > 0 ? `+${hours(h)}` : '–');
  const under = (h: number) => (h > 0 ? `−${hours(h)}` : '–');
  const c = report.company.hours;
  return (
    <Table
      aria-label={t({ id: 'reports.hours.tableLabel', message: 'Hours worked against expected per person' })}
      data-testid="hours-table"
    >
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans id="reports.hours.employee">Employee</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.hours.expected">Expected</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.hours.worked">Worked</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.hours.overtime">Overtime</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.hours.undertime">Undertime</Trans>
          </TableHead>
          <TableHead className={num}>
            <Trans id="reports.hours.daysWorked">Days Worked</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.people.map((p) => (
          <TableRow key={p.userId} data-person={p.email}>
            <Person p={p} />
            <TableCell className={num}>{hours(p.hours.expectedHours)}</TableCell>
            <TableCell className={num}>{hours(p.hours.workedHours)}</TableCell>
            <TableCell className={num}>{over(p.hours.overtime)}</TableCell>
            <TableCell className={num}>{under(p.hours.undertime)}</TableCell>
            <TableCell className={num}>{count(p.hours.daysWorked)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow data-person="company">
          <TableCell className="font-semibold">
            <Trans id="reports.hours.company">Company</Trans>
          </TableCell>
          <TableCell className={num}>{hours(c.expectedHours)}</TableCell>
          <TableCell className={num}>{hours(c.workedHours)}</TableCell>
          <TableCell className={num}>{over(c.overtime)}</TableCell>
          <TableCell className={num}>{under(c.undertime)}</TableCell>
          <TableCell className={num}>{count(c.daysWorked)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** The company's figures as tiles. */
export function ReportTiles({ report }: { report: Report }) {
  const { t } = useLingui();
  const texts = useReportTexts();
  const a = report.company.absenteeism;
  const h = report.company.hours;
  const unplanned = texts.days(a.unplannedDays);
  const scheduled = texts.format.decimal(a.workingDays);
  const expected = texts.hours(h.expectedHours);
  const tiles = [
    {
      key: 'absenteeism',
      label: t({ id: 'reports.tiles.absenteeism', message: 'Absenteeism' }),
      value: texts.rate(a.rate),
      hint: t({
        id: 'reports.tiles.absenteeismHint',
        message: `${unplanned} sick leave days of ${scheduled} scheduled working days`,
      }),
    },
    {
      key: 'hours',
      label: t({ id: 'reports.tiles.hoursWorked', message: 'Hours Worked' }),
      value: texts.hours(h.workedHours),
      hint: t({ id: 'reports.tiles.hoursExpected', message: `${expected} expected` }),
    },
    {
      key: 'balance',
      label: t({ id: 'reports.tiles.balance', message: 'Balance' }),
      value: texts.signedHours(h.variance),
      hint: t({ id: 'reports.tiles.balanceHint', message: 'Worked − expected' }),
    },
    {
      key: 'members',
      label: t({ id: 'reports.tiles.teamMembers', message: 'Team Members' }),
      value: texts.format.number(report.people.length),
      hint: t({ id: 'reports.tiles.teamMembersHint', message: 'Current members' }),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="report-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="rounded-lg border bg-card p-3">
          <dt className="text-muted-foreground text-sm">{tile.label}</dt>
          <dd className="font-bold text-2xl tabular-nums">{tile.value}</dd>
          <dd className="text-muted-foreground text-xs">{tile.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
