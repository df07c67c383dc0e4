import type { MonthlySummary } from '@domain/timesheets';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { useTimesheetTexts } from '../texts';

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
  const { t } = useLingui();
  const texts = useTimesheetTexts();
  const { format } = texts;
  const covered = format.number(summary.coveredDays);
  const working = summary.workingDays;
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-3 sm:grid-cols-3',
        withCompletion ? 'xl:grid-cols-7' : 'xl:grid-cols-6',
      )}
      data-testid="summary-tiles"
    >
      <Tile
        label={t({ id: 'timesheets.summary.totalHours', message: 'Total Hours' })}
        value={texts.summaryHours(summary.totalHours)}
      />
      <Tile
        label={t({ id: 'timesheets.summary.expectedHours', message: 'Expected Hours' })}
        value={texts.summaryHours(summary.expectedHours)}
      />
      <Tile
        label={t({ id: 'timesheets.summary.variance', message: 'Variance' })}
        value={texts.varianceHours(summary.variance)}
        tone={summary.variance > 0 ? 'good' : summary.variance < 0 ? 'bad' : undefined}
      />
      <Tile
        label={t({ id: 'timesheets.summary.workingDays', message: 'Working Days' })}
        value={format.number(summary.workingDays)}
      />
      <Tile
        label={t({ id: 'timesheets.summary.daysWorked', message: 'Days Worked' })}
        value={format.number(summary.daysWorked)}
      />
      <Tile
        label={t({ id: 'timesheets.summary.averageHoursPerDay', message: 'Average Hours/Day' })}
        value={texts.summaryHours(summary.averageHoursPerDay)}
      />
      {withCompletion && (
        <Tile
          label={t({ id: 'timesheets.summary.completion', message: 'Completion' })}
          value={texts.percent(summary.completion)}
          hint={t({
            id: 'timesheets.summary.completionHint',
            // English says "working days" whatever the count (the spec's text); other languages agree with it.
            message: `${covered} of ${plural(working, { one: '# working days', other: '# working days' })}`,
          })}
        />
      )}
    </dl>
  );
}
