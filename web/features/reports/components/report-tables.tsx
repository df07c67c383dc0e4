import { ABSENCE_TYPES, absenceTypeLabel } from '@domain/absences';
import type { Report, ReportPerson } from '@domain/contracts/reports';
import { displayName } from '@domain/people';
import { formatDays, formatRate } from '@domain/reports';
import { formatSummaryHours, formatVariance } from '@domain/timesheets';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

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
  const types = typesIn(report);
  const c = report.company.absenteeism;
  return (
    <Table aria-label="Absenteeism per person" data-testid="absenteeism-table">
      <TableHeader>
        <TableRow>
          <TableHead>Employee</TableHead>
          <TableHead className={num}>Working Days</TableHead>
          <TableHead className={num}>Absence Days</TableHead>
          <TableHead className={num}>Unplanned Days</TableHead>
          <TableHead className={num}>Absenteeism</TableHead>
          {types.map((t) => (
            <TableHead key={t} className={num}>
              {absenceTypeLabel(t)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.people.map((p) => (
          <TableRow key={p.userId} data-person={p.email}>
            <Person p={p} />
            <TableCell className={num}>{p.absenteeism.workingDays}</TableCell>
            <TableCell className={num}>{formatDays(p.absenteeism.absenceDays)}</TableCell>
            <TableCell className={num}>{formatDays(p.absenteeism.unplannedDays)}</TableCell>
            <TableCell className={num}>{formatRate(p.absenteeism.rate)}</TableCell>
            {types.map((t) => (
              <TableCell key={t} className={num}>
                {formatDays(p.absenteeism.byType[t])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow data-person="company">
          <TableCell className="font-semibold">Company</TableCell>
          <TableCell className={num}>{c.workingDays}</TableCell>
          <TableCell className={num}>{formatDays(c.absenceDays)}</TableCell>
          <TableCell className={num}>{formatDays(c.unplannedDays)}</TableCell>
          <TableCell className={num}>{formatRate(c.rate)}</TableCell>
          {types.map((t) => (
            <TableCell key={t} className={num}>
              {formatDays(c.byType[t])}
            </TableCell>
          ))}
        </TableRow>
      </TableFooter>
    </Table>
  );
}

export function BalancesTable({ report }: { report: Report }) {
  return (
    <Table aria-label={`Holiday balances ${report.balanceYear}`} data-testid="balances-table">
      <TableHeader>
        <TableRow>
          <TableHead>Employee</TableHead>
          <TableHead className={num}>Allowance</TableHead>
          <TableHead className={num}>Carried Over</TableHead>
          <TableHead className={num}>Used</TableHead>
          <TableHead className={num}>Pending</TableHead>
          <TableHead className={num}>Remaining</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.people.map((p) => {
          const b = p.balance;
          return (
            <TableRow key={p.userId} data-person={p.email}>
              <Person p={p} />
              <TableCell className={num}>
                {formatDays(b.allowance)}
                {b.adjustment > 0 && (
                  <span className="block text-muted-foreground text-xs">
                    −{formatDays(b.adjustment)} adjusted
                  </span>
                )}
              </TableCell>
              <TableCell className={num}>
                {formatDays(b.carriedOver)}
                {b.carriedOverExpired > 0 && (
                  <span className="block text-muted-foreground text-xs">
                    {formatDays(b.carriedOverExpired)} expired
                  </span>
                )}
              </TableCell>
              <TableCell className={num}>{formatDays(b.used)}</TableCell>
              <TableCell className={num}>{formatDays(b.pending)}</TableCell>
              <TableCell className={`${num} font-semibold`}>{formatDays(b.remaining)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

const hours = (h: number) => `${formatSummaryHours(h)}h`;

export function HoursTable({ report }: { report: Report }) {
  const c = report.company.hours;
  return (
    <Table aria-label="Hours worked against expected per person" data-testid="hours-table">
      <TableHeader>
        <TableRow>
          <TableHead>Employee</TableHead>
          <TableHead className={num}>Expected</TableHead>
          <TableHead className={num}>Worked</TableHead>
          <TableHead className={num}>Overtime</TableHead>
          <TableHead className={num}>Undertime</TableHead>
          <TableHead className={num}>Days Worked</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.people.map((p) => (
          <TableRow key={p.userId} data-person={p.email}>
            <Person p={p} />
            <TableCell className={num}>{hours(p.hours.expectedHours)}</TableCell>
            <TableCell className={num}>{hours(p.hours.workedHours)}</TableCell>
            <TableCell className={num}>
              {p.hours.overtime > 0 ? `+${formatSummaryHours(p.hours.overtime)}h` : '–'}
            </TableCell>
            <TableCell className={num}>
              {p.hours.undertime > 0 ? `−${formatSummaryHours(p.hours.undertime)}h` : '–'}
            </TableCell>
            <TableCell className={num}>{p.hours.daysWorked}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow data-person="company">
          <TableCell className="font-semibold">Company</TableCell>
          <TableCell className={num}>{hours(c.expectedHours)}</TableCell>
          <TableCell className={num}>{hours(c.workedHours)}</TableCell>
          <TableCell className={num}>
            {c.overtime > 0 ? `+${formatSummaryHours(c.overtime)}h` : '–'}
          </TableCell>
          <TableCell className={num}>
            {c.undertime > 0 ? `−${formatSummaryHours(c.undertime)}h` : '–'}
          </TableCell>
          <TableCell className={num}>{c.daysWorked}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** The company's figures as tiles. */
export function ReportTiles({ report }: { report: Report }) {
  const a = report.company.absenteeism;
  const h = report.company.hours;
  const tiles = [
    {
      label: 'Absenteeism',
      value: formatRate(a.rate),
      hint: `${formatDays(a.unplannedDays)} sick leave days of ${a.workingDays} scheduled working days`,
    },
    { label: 'Hours Worked', value: hours(h.workedHours), hint: `${hours(h.expectedHours)} expected` },
    { label: 'Balance', value: `${formatVariance(h.variance)}h`, hint: 'Worked − expected' },
    { label: 'Team Members', value: String(report.people.length), hint: 'Current members' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="report-tiles">
      {tiles.map((t) => (
        <div key={t.label} className="rounded-lg border bg-card p-3">
          <dt className="text-muted-foreground text-sm">{t.label}</dt>
          <dd className="font-bold text-2xl tabular-nums">{t.value}</dd>
          <dd className="text-muted-foreground text-xs">{t.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
