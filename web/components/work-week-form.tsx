import { DAY_HOURS_MAX, WEEKDAY_NAMES, weeklyTotal, weekProblem } from '@domain/work-schedule';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { DateField } from '@/components/date-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/locale-provider';
import { WEEKDAY_LONG_NAMES } from './weekday-names';

export interface WorkWeekValues {
  /** null: follow the company default. */
  hours: number[] | null;
  startsOn: string;
}

/** A Monday: the short names of the week's days come from the dates that follow it. */
const A_MONDAY = '2024-01-0';

/**
 * A weekly pattern: hours for Monday … Sunday (0 = not a working day) with the weekly total, and the date it
 * starts. Settings → Team (a person) and Settings → Company (the default) both edit with it. A server error
 * about the start date (a submitted or approved month) shows under the date.
 */
export function WorkWeekForm({
  initial,
  suggestedStart,
  earliestStart,
  followsCompany,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: readonly number[];
  suggestedStart: string;
  earliestStart: string | null;
  /** Offer "Follow the company default" (a person's schedule), checked or not. */
  followsCompany?: boolean;
  submitLabel?: string;
  pending: boolean;
  onSubmit: (values: WorkWeekValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const id = useId();
  const [hours, setHours] = useState(() => initial.map(String));
  const [startsOn, setStartsOn] = useState(suggestedStart);
  const [follow, setFollow] = useState(followsCompany ?? false);
  const [weekError, setWeekError] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const numbers = hours.map((h) => (h.trim() === '' ? Number.NaN : Number(h)));
  const total = numbers.every(Number.isFinite) ? weeklyTotal(numbers) : null;
  const weeklyText = follow || total === null ? '—' : format.hours(total);
  const earliest = earliestStart ? format.date(earliestStart) : null;
  const weekErrorId = `${id}-week-error`;
  const startErrorId = `${id}-start-error`;

  // weekProblem's rules (domain/work-schedule.ts), in the reader's language: the first day that breaks one.
  const problemText = (week: number[]): string | null => {
    if (!weekProblem(week)) return null;
    for (const [i, h] of week.entries()) {
      const day = i18n._(WEEKDAY_LONG_NAMES[i]!);
      if (!Number.isFinite(h) || h < 0 || h > DAY_HOURS_MAX)
        return t({ id: 'components.workWeek.errors.range', message: `${day}: enter 0 to 24 hours` });
      if (!Number.isInteger(h * 4))
        return t({
          id: 'components.workWeek.errors.quarters',
          message: `${day}: use quarter hours (for example 7.5 or 7.25)`,
        });
    }
    return t({ id: 'components.workWeek.errors.noHours', message: 'At least one day needs working hours' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = follow ? null : problemText(numbers);
    setWeekError(problem);
    setStartError(
      startsOn
        ? null
        : t({ id: 'components.workWeek.errors.noStart', message: 'Choose the date the schedule starts' }),
    );
    if (problem || !startsOn) return;
    try {
      await onSubmit({ hours: follow ? null : numbers, startsOn });
    } catch (err) {
      // The caller tells the person (a toast); a refused start date also shows under the date.
      const field = isApiError(err) ? err.fields.find((f) => f.field === 'startsOn') : undefined;
      if (field) setStartError(field.message);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {followsCompany !== undefined && (
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-follow`} checked={follow} onCheckedChange={(v) => setFollow(v === true)} />
          <Label htmlFor={`${id}-follow`} className="font-normal">
            <Trans id="components.workWeek.follow">Follow the company default</Trans>
          </Label>
        </div>
      )}
      <fieldset
        className="grid grid-cols-4 gap-2 sm:grid-cols-7"
        disabled={follow}
        aria-describedby={weekError ? weekErrorId : undefined}
      >
        <legend className="mb-2 font-medium text-sm">
          <Trans id="components.workWeek.hours">Hours per day (0 = not a working day)</Trans>
        </legend>
        {WEEKDAY_NAMES.map((key, i) => {
          const day = i18n._(WEEKDAY_LONG_NAMES[i]!);
          return (
            <div key={key} className="grid gap-1">
              <Label htmlFor={`${id}-${i}`} className="font-normal text-muted-foreground text-xs">
                {format.weekday(`${A_MONDAY}${i + 1}`)}
              </Label>
              <Input
                id={`${id}-${i}`}
                type="number"
                inputMode="decimal"
                min={0}
                max={24}
                step={0.25}
                aria-label={t({ id: 'components.workWeek.hoursOn', message: `Hours on ${day}` })}
                aria-invalid={weekError ? true : undefined}
                className="h-9 px-2"
                value={hours[i]}
                onChange={(e) => setHours((prev) => prev.map((h, j) => (j === i ? e.target.value : h)))}
              />
            </div>
          );
        })}
      </fieldset>
      <p className="text-sm" aria-live="polite">
        <Trans id="components.workWeek.total">
          Weekly total: <span className="font-semibold">{weeklyText}</span>
        </Trans>
      </p>
      {weekError && (
        <p id={weekErrorId} className="text-destructive text-sm" role="alert">
          {weekError}
        </p>
      )}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-start`}>
          <Trans id="components.workWeek.startsOn">Starts on</Trans>
        </Label>
        <DateField
          id={`${id}-start`}
          value={startsOn}
          onChange={(v) => {
            setStartsOn(v);
            setStartError(null);
          }}
          defaultMonth={startsOn || suggestedStart}
          aria-describedby={`${id}-start-hint${startError ? ` ${startErrorId}` : ''}`}
          aria-invalid={startError ? true : undefined}
        />
        <p id={`${id}-start-hint`} className="text-muted-foreground text-xs">
          {earliest ? (
            <Trans id="components.workWeek.startHintClosed">
              Earlier days keep the schedule they had. Months already submitted or approved cannot change:
              start on {earliest} or later.
            </Trans>
          ) : (
            <Trans id="components.workWeek.startHint">Earlier days keep the schedule they had.</Trans>
          )}
        </p>
        {startError && (
          <p id={startErrorId} className="text-destructive text-sm" role="alert">
            {startError}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? (
            <Trans id="common.saving">Saving...</Trans>
          ) : (
            (submitLabel ?? <Trans id="common.save">Save</Trans>)
          )}
        </Button>
      </div>
    </form>
  );
}
