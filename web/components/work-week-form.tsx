import { formatDisplayDate } from '@domain/calendar';
import { WEEKDAY_NAMES, weeklyTotal, weekProblem } from '@domain/work-schedule';
import { type FormEvent, useId, useState } from 'react';
import { DateField } from '@/components/date-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';

export interface WorkWeekValues {
  /** null: follow the company default. */
  hours: number[] | null;
  startsOn: string;
}

const NO_START = 'Choose the date the schedule starts';
const hoursText = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2).replace(/0$/, '')} h`;

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
  submitLabel = 'Save',
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
  const id = useId();
  const [hours, setHours] = useState(() => initial.map(String));
  const [startsOn, setStartsOn] = useState(suggestedStart);
  const [follow, setFollow] = useState(followsCompany ?? false);
  const [weekError, setWeekError] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const numbers = hours.map((h) => (h.trim() === '' ? Number.NaN : Number(h)));
  const total = numbers.every(Number.isFinite) ? weeklyTotal(numbers) : null;
  const weekErrorId = `${id}-week-error`;
  const startErrorId = `${id}-start-error`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = follow ? null : weekProblem(numbers);
    setWeekError(problem);
    setStartError(startsOn ? null : NO_START);
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
            Follow the company default
          </Label>
        </div>
      )}
      <fieldset
        className="grid grid-cols-4 gap-2 sm:grid-cols-7"
        disabled={follow}
        aria-describedby={weekError ? weekErrorId : undefined}
      >
        <legend className="mb-2 font-medium text-sm">Hours per day (0 = not a working day)</legend>
        {WEEKDAY_NAMES.map((day, i) => (
          <div key={day} className="grid gap-1">
            <Label htmlFor={`${id}-${i}`} className="font-normal text-muted-foreground text-xs">
              {day.slice(0, 3)}
            </Label>
            <Input
              id={`${id}-${i}`}
              type="number"
              inputMode="decimal"
              min={0}
              max={24}
              step={0.25}
              aria-label={`Hours on ${day}`}
              aria-invalid={weekError ? true : undefined}
              className="h-9 px-2"
              value={hours[i]}
              onChange={(e) => setHours((prev) => prev.map((h, j) => (j === i ? e.target.value : h)))}
            />
          </div>
        ))}
      </fieldset>
      <p className="text-sm" aria-live="polite">
        Weekly total:{' '}
        <span className="font-semibold">{follow || total === null ? '—' : hoursText(total)}</span>
      </p>
      {weekError && (
        <p id={weekErrorId} className="text-destructive text-sm" role="alert">
          {weekError}
        </p>
      )}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-start`}>Starts on</Label>
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
          Earlier days keep the schedule they had.
          {earliestStart
            ? ` Months already submitted or approved cannot change: start on ${formatDisplayDate(earliestStart)} or later.`
            : ''}
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
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
