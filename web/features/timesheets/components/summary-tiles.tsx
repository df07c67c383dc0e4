import { formatSummaryHours, formatVariance, type MonthlySummary } from '@domain/timesheets';
import { cn } from '@/lib/cn';

function Tile({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: 'good' | 'bad';
}) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="text-muted-foreground text-xs sm:text-sm">{label}</dt>
      <dd
        className={cn(
          'font-bold text-xl tabular-nums sm:text-2xl',
          tone === 'good' && 'text-success-foreground',
          tone === 'bad' && 'text-destructive',
        )}
      >
        {value}
      </dd>
      {hint && <dd className="text-muted-foreground text-xs">{hint}</dd>}
    </div>
  );
}

/**
 * The six tiles of the Monthly Summary (spec 2.3), plus Completion on the admin's detail (2.9). Hours to
 * one decimal.
 */
export function SummaryTiles({
  summary,
  withCompletion = false,
}: {
  summary: MonthlySummary;
  withCompletion?: boolean;
}) {
  const h = (n: number) => `${formatSummaryHours(n)}h`;
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-3 sm:grid-cols-3',
        withCompletion ? 'xl:grid-cols-7' : 'xl:grid-cols-6',
      )}
      data-testid="summary-tiles"
    >
      <Tile label="Total Hours" value={h(summary.totalHours)} />
      <Tile label="Expected Hours" value={h(summary.expectedHours)} />
      <Tile
        label="Variance"
        value={`${formatVariance(summary.variance)}h`}
        tone={summary.variance > 0 ? 'good' : summary.variance < 0 ? 'bad' : undefined}
      />
      <Tile label="Working Days" value={String(summary.workingDays)} />
      <Tile label="Days Worked" value={String(summary.daysWorked)} />
      <Tile label="Average Hours/Day" value={h(summary.averageHoursPerDay)} />
      {withCompletion && (
        <Tile
          label="Completion"
          value={`${summary.completion}%`}
          hint={`${summary.coveredDays} of ${summary.workingDays} working days`}
        />
      )}
    </dl>
  );
}
