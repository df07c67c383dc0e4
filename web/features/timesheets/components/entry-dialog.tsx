import type { MonthView, TimeEntry, TimeEntryRequest } from '@domain/contracts/time-entries';
import { timeEntryRequest } from '@domain/contracts/time-entries';
import {
  AMBIGUOUS_TIME,
  BREAK_BOTH_TIMES,
  type DayTimes,
  dayTimesOf,
  type EntryField,
  type EntryLocalTimes,
  entryProblems,
  entryTotalHours,
  isLocalTime,
  MAX_BREAKS,
  type Occurrence,
  resolveDayTimes,
  resolveEntryTimes,
  splitLocal,
} from '@domain/time-entries';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { HistoryIcon, PlusIcon, Trash2Icon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDeleteEntry, useSaveEntry } from '../api/timesheets';
import { useTimesheetTexts } from '../texts';
import { DayHistory } from './day-history';
import type { Day } from './day-list';

/** The form's rules, with their messages in the reader's language. */
function entryFormSchema(messages: { timeFormat: string; clockInRequired: string; breakBothTimes: string }) {
  const optionalTime = z.string().refine((v) => v === '' || isLocalTime(v), messages.timeFormat);
  const breakRow = z
    .object({ start: optionalTime, end: optionalTime })
    .refine((b) => b.start !== '' || b.end === '', { message: messages.breakBothTimes, path: ['start'] });
  return z.object({
    clockIn: z.string().min(1, messages.clockInRequired).refine(isLocalTime, messages.timeFormat),
    clockOut: optionalTime,
    /** The period's breaks; a row left empty is no break. */
    breaks: z.array(breakRow).max(MAX_BREAKS),
    overnight: z.boolean(),
    notes: timeEntryRequest.shape.notes,
  });
}
type EntryForm = z.input<ReturnType<typeof entryFormSchema>>;

const EMPTY_BREAK = { start: '', end: '' };

function defaultsOf(entry: TimeEntry | null): EntryForm {
  if (!entry) return { clockIn: '', clockOut: '', breaks: [EMPTY_BREAK], overnight: false, notes: '' };
  const t = dayTimesOf(entry);
  return {
    clockIn: t.clockIn,
    clockOut: t.clockOut ?? '',
    breaks: t.breaks.length > 0 ? t.breaks.map((b) => ({ start: b.start, end: b.end ?? '' })) : [EMPTY_BREAK],
    overnight: t.overnight,
    notes: entry.notes ?? '',
  };
}

const dayTimes = (v: EntryForm): DayTimes => ({
  clockIn: v.clockIn,
  clockOut: v.clockOut || null,
  breaks: (v.breaks ?? []).filter((b) => b.start).map((b) => ({ start: b.start, end: b.end || null })),
  overnight: v.overnight,
});

/**
 * The form field of a rule's problem: `breaks.<k>` counts the breaks sent (the filled rows), the form
 * counts every row.
 */
function formField(field: EntryField, rows: EntryForm['breaks']): EntryField {
  const match = /^breaks\.(\d+)\.(start|end)$/.exec(field);
  if (!match) return field;
  const filled = rows.flatMap((b, i) => (b.start ? [i] : []));
  return `breaks.${filled[Number(match[1])] ?? Number(match[1])}.${match[2] as 'start' | 'end'}`;
}

/** The first message of the form's errors (a break row's too). */
function firstError(errors: FieldErrors<EntryForm>): string | undefined {
  const rows = Array.isArray(errors.breaks) ? errors.breaks : [];
  const inRows = rows.find(Boolean) as
    | { start?: { message?: string }; end?: { message?: string } }
    | undefined;
  return (
    errors.clockIn?.message ??
    errors.clockOut?.message ??
    inRows?.start?.message ??
    inRows?.end?.message ??
    errors.notes?.message
  );
}

/**
 * Total hours of the form as it is, or null while it is incomplete or wrong, or a time does not exist or
 * happens twice and was not chosen yet (the daylight-saving Sundays).
 */
function totalOf(
  date: string,
  v: EntryForm,
  timeZone: string,
  occurrences: Record<string, Occurrence>,
): number | null {
  if (!isLocalTime(v.clockIn) || !v.clockOut) return null;
  try {
    const resolved = resolveEntryTimes(resolveDayTimes(date, dayTimes(v)), timeZone, occurrences);
    if ('problems' in resolved) return null;
    return entryProblems(resolved.instants).length === 0 ? entryTotalHours(resolved.instants) : null;
  } catch {
    return null;
  }
}

/** The local date-time sent for a field path of the request (`clockIn`, `breaks.0.start` …). */
function localAt(local: EntryLocalTimes, field: string): string | null {
  if (field === 'clockIn') return local.clockIn;
  if (field === 'clockOut') return local.clockOut;
  const match = /^breaks\.(\d+)\.(start|end)$/.exec(field);
  const row = match ? local.breaks[Number(match[1])] : undefined;
  return row ? (match![2] === 'start' ? row.start : row.end) : null;
}

/** A time of the entry that happens twice (the autumn change): the dialog asks which one was meant. */
interface Question {
  field: string;
  value: string;
  /** The choices made so far (another field may be asked about next). */
  occurrences: Record<string, Occurrence>;
}

/** A period as the day's period buttons name it: "09:00–14:00", "22:00–06:00 +1", "09:00–…". */
function periodLabel(entry: TimeEntry) {
  const t = dayTimesOf(entry);
  return `${t.clockIn}–${t.clockOut ?? '…'}${t.overnight ? ' +1' : ''}`;
}

/**
 * "Add/Edit Time Entry" with the date (spec 2.5): Clock In *, Clock Out, Break Start, Break End, Notes,
 * the computed Total Hours, Delete when editing, Cancel, Save. Times are in the company's time zone. A day
 * may hold several work periods (a split shift): the dialog edits one at a time, chosen above the times,
 * and "Add period" starts a new one.
 */
export function EntryDialog({
  day,
  view,
  onClose,
}: {
  day: Day | null;
  view: MonthView;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const texts = useTimesheetTexts();
  const { format } = texts;
  const save = useSaveEntry();
  const remove = useDeleteEntry();
  const periods = day?.entries ?? [];
  // The period chosen on this day (null: a new one); by default the day's first period.
  const [chosen, setChosen] = useState<{ date: string; id: string | null } | null>(null);
  const selected = chosen && chosen.date === day?.date ? chosen.id : (periods[0]?.id ?? null);
  const setSelected = (id: string | null) => day && setChosen({ date: day.date, id });
  useEffect(() => {
    if (!day) setChosen(null);
  }, [day]);
  const entry = periods.find((e) => e.id === selected) ?? null;
  // What the form starts from, for the day and period opened: a new one each time a day is opened or the
  // dialog closes, so the effect below resets the form then, even between two days without an entry (a
  // cancelled entry's times and red errors stayed for the next day opened: issue 17).
  const openDate = day?.date ?? null;
  const start = useMemo(() => ({ date: openDate, values: defaultsOf(entry) }), [openDate, entry]);
  const defaults = start.values;
  const clockInRequired = t({ id: 'timesheets.rules.clockInRequired', message: 'Clock in time is required' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages change with the language
  const schema = useMemo(
    () =>
      entryFormSchema({
        timeFormat: t({ id: 'timesheets.entry.timeFormat', message: 'Use the format HH:mm' }),
        clockInRequired,
        breakBothTimes: texts.rule(BREAK_BOTH_TIMES),
      }),
    [i18n.locale],
  );
  const form = useForm<EntryForm>({ resolver: zodResolver(schema), defaultValues: defaults });
  const breakRows = useFieldArray({ control: form.control, name: 'breaks' });
  const [showHistory, setShowHistory] = useState(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const overnightId = useId();
  const questionId = useId();
  useEffect(() => {
    form.reset(start.values);
    setShowHistory(false);
    setQuestion(null);
  }, [start, form]);
  // A question is about the times as they were sent: changing any time (or note) drops it.
  useEffect(() => {
    const subscription = form.watch(() => setQuestion(null));
    return () => subscription.unsubscribe();
  }, [form]);
  // The question appears below the fields: move to its first choice so it is read and answered.
  const firstChoice = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (question) firstChoice.current?.focus();
  }, [question]);

  const values = useWatch({ control: form.control }) as EntryForm;
  const total = day
    ? totalOf(day.date, { ...defaults, ...values }, view.timeZone, question?.occurrences ?? {})
    : null;
  const asCorrection =
    day !== null &&
    view.person.role !== 'admin' &&
    view.approval?.status === 'submitted' &&
    day.date < view.today;
  const busy = save.isPending || remove.isPending;
  const removeBreak = (n: number) => t({ id: 'timesheets.entry.removeBreak', message: `Remove break ${n}` });
  const saveFailed = () => t({ id: 'timesheets.entry.saveFailed', message: 'Error saving time entry' });
  /** The labels of a break row: the first as the spec names it, the others numbered. */
  const breakLabel = (i: number, which: 'start' | 'end') => {
    const n = i + 1;
    if (which === 'start')
      return i === 0
        ? t({ id: 'timesheets.entry.breakStart', message: 'Break Start' })
        : t({ id: 'timesheets.entry.breakNStart', message: `Break ${n} Start` });
    return i === 0
      ? t({ id: 'timesheets.entry.breakEnd', message: 'Break End' })
      : t({ id: 'timesheets.entry.breakNEnd', message: `Break ${n} End` });
  };
  /** "02:30 happens twice on Oct 25, 2026: the first time (summer time) or the second (winter time)?" */
  const ambiguousQuestion = (value: string) => {
    const { date, time } = splitLocal(value);
    const day = format.date(date);
    return t({
      id: 'timesheets.entry.ambiguousTime',
      message: `${time} happens twice on ${day}: the first time (summer time) or the second (winter time)?`,
    });
  };

  const done = (outcome: string, saved: string) => {
    if (outcome === 'correction_requested') {
      toast.success(t({ id: 'timesheets.entry.correctionRequested', message: 'Correction Requested' }), {
        description: t({
          id: 'timesheets.entry.correctionRequestedDetail',
          message: 'This month was already submitted, so an admin will review your change before it applies.',
        }),
      });
    } else {
      toast.success(saved, { description: day ? format.date(day.date) : undefined });
    }
    onClose();
  };

  /**
   * Checks and sends the form. A time that does not exist or happens twice is left to the server, which
   * names its field: the first is shown on the field, the second asked about (`question`) and sent again
   * with the choice in `occurrences`.
   */
  const send = async (v: EntryForm, occurrences: Record<string, Occurrence>) => {
    if (!day) return;
    const local = resolveDayTimes(day.date, dayTimes(v));
    const resolved = resolveEntryTimes(local, view.timeZone, occurrences);
    const problems = 'instants' in resolved ? entryProblems(resolved.instants) : [];
    if (problems.length > 0) {
      for (const p of problems)
        form.setError(formField(p.field, v.breaks), { message: texts.rule(p.message) });
      toast.error(saveFailed(), { description: texts.rule(problems[0]!.message) });
      return;
    }
    const input: TimeEntryRequest = {
      ...local,
      notes: v.notes?.trim() ? v.notes.trim() : null,
      ...(Object.keys(occurrences).length > 0 ? { occurrences } : {}),
    };
    try {
      const result = await save.mutateAsync({ id: entry?.id ?? null, input });
      setQuestion(null);
      done(result.outcome, t({ id: 'timesheets.entry.saved', message: 'Time Entry Saved' }));
    } catch (e) {
      const asked = isApiError(e) && e.reason === AMBIGUOUS_TIME ? e.fields[0] : undefined;
      const value = asked ? localAt(local, asked.field) : null;
      if (asked && value) {
        setQuestion({ field: asked.field, value, occurrences });
        return;
      }
      setQuestion(null);
      if (isApiError(e) && e.code === 'VALIDATION_FAILED') {
        for (const f of e.fields) {
          if (localAt(local, f.field) !== null) {
            form.setError(formField(f.field as EntryField, v.breaks), { message: f.message });
          }
        }
      }
      toast.error(saveFailed(), {
        description: errorMessage(
          e,
          t({
            id: 'timesheets.entry.saveFailedDetail',
            message: 'Failed to save your time entry. Please try again.',
          }),
        ),
      });
    }
  };

  const answer = (choice: Occurrence) =>
    question && form.handleSubmit((v) => send(v, { ...question.occurrences, [question.field]: choice }))();

  const submit = form.handleSubmit(
    (v) => send(v, {}),
    (errors) => {
      // An empty Clock In is the spec's "Missing information": test the field, not the text it shows.
      if (errors.clockIn && !form.getValues('clockIn')) {
        toast.error(t({ id: 'timesheets.entry.missing', message: 'Missing information' }), {
          description: clockInRequired,
        });
      } else {
        toast.error(saveFailed(), {
          description:
            firstError(errors) ??
            t({ id: 'timesheets.entry.checkTimes', message: 'Please check the times.' }),
        });
      }
    },
  );

  const doDelete = async () => {
    if (!entry) return;
    try {
      const result = await remove.mutateAsync(entry.id);
      done(result.outcome, t({ id: 'timesheets.entry.deleted', message: 'Time Entry Deleted' }));
    } catch (e) {
      if (isApiError(e) && e.status === 401) {
        toast.error(t({ id: 'timesheets.auth.error', message: 'Authentication Error' }), {
          description: t({
            id: 'timesheets.auth.mustLogIn',
            message: 'You must be logged in to delete time entries.',
          }),
        });
        return;
      }
      toast.error(t({ id: 'timesheets.entry.deleteFailed', message: 'Error deleting time entry' }), {
        description: errorMessage(
          e,
          t({
            id: 'timesheets.entry.deleteFailedDetail',
            message: 'Failed to delete the time entry. Please try again.',
          }),
        ),
      });
    }
  };

  const timeInput = (
    name: 'clockIn' | 'clockOut' | `breaks.${number}.start` | `breaks.${number}.end`,
    label: string,
    required = false,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>
            {label}
            {required && <span aria-hidden="true">*</span>}
          </FormLabel>
          <FormControl>
            <Input type="time" aria-required={required || undefined} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  const dayTitle = day ? texts.dayTitle(day.date) : '';
  const zone = view.timeZone.replace('_', ' ');
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {entry
              ? t({ id: 'timesheets.entry.editTitle', message: `Edit Time Entry – ${dayTitle}` })
              : t({ id: 'timesheets.entry.addTitle', message: `Add Time Entry – ${dayTitle}` })}
          </DialogTitle>
          <DialogDescription>
            <Trans id="timesheets.entry.description">Times in {zone}. Clock In is required.</Trans>
          </DialogDescription>
        </DialogHeader>
        {asCorrection && (
          <Alert>
            <AlertDescription>
              <Trans id="timesheets.entry.asCorrection">
                This month was submitted for approval. Your change will be sent to an admin as a correction
                request.
              </Trans>
            </AlertDescription>
          </Alert>
        )}
        {day?.correction && (
          <Alert>
            <AlertDescription>
              <Trans id="timesheets.entry.correctionPending">
                A correction for this day is waiting for an admin’s approval.
              </Trans>
            </AlertDescription>
          </Alert>
        )}
        {periods.length > 0 && (
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">
              <Trans id="timesheets.entry.periods">Work periods of the day</Trans>
            </legend>
            <div className="flex flex-wrap gap-2">
              {periods.map((p) => (
                <Button
                  key={p.id}
                  type="button"
                  size="sm"
                  variant={p.id === selected ? 'default' : 'outline'}
                  aria-pressed={p.id === selected}
                  onClick={() => setSelected(p.id)}
                  disabled={busy}
                  className="tabular-nums"
                >
                  {periodLabel(p)}
                </Button>
              ))}
              <Button
                type="button"
                size="sm"
                variant={selected === null ? 'default' : 'outline'}
                aria-pressed={selected === null}
                onClick={() => setSelected(null)}
                disabled={busy}
              >
                <PlusIcon aria-hidden="true" />
                <Trans id="timesheets.entry.addPeriod">Add period</Trans>
              </Button>
            </div>
          </fieldset>
        )}
        <Form {...form}>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <div className="grid grid-cols-2 gap-3">
              {timeInput('clockIn', t({ id: 'timesheets.entry.clockIn', message: 'Clock In' }), true)}
              {timeInput('clockOut', t({ id: 'timesheets.entry.clockOut', message: 'Clock Out' }))}
            </div>
            <fieldset className="grid gap-2">
              <legend className="sr-only">
                <Trans id="timesheets.entry.breaks">Breaks</Trans>
              </legend>
              {breakRows.fields.map((row, i) => (
                <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
                  {timeInput(`breaks.${i}.start`, breakLabel(i, 'start'))}
                  {timeInput(`breaks.${i}.end`, breakLabel(i, 'end'))}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="mt-6"
                    aria-label={removeBreak(i + 1)}
                    onClick={() =>
                      breakRows.fields.length > 1 ? breakRows.remove(i) : breakRows.update(0, EMPTY_BREAK)
                    }
                    disabled={busy}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                </div>
              ))}
              {breakRows.fields.length < MAX_BREAKS && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => breakRows.append(EMPTY_BREAK)}
                  disabled={busy}
                >
                  <PlusIcon aria-hidden="true" />
                  <Trans id="timesheets.entry.addBreak">Add break</Trans>
                </Button>
              )}
            </fieldset>
            <FormField
              control={form.control}
              name="overnight"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={overnightId}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                  <Label htmlFor={overnightId} className="font-normal">
                    <Trans id="timesheets.entry.overnight">Clock out is on the next day (night shift)</Trans>
                  </Label>
                </div>
              )}
            />
            <FormField
              control={form.control}
              name="notes"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    <Trans id="timesheets.entry.notes">Notes</Trans>
                  </FormLabel>
                  <FormControl>
                    <Textarea rows={2} maxLength={500} {...field} value={field.value ?? ''} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex items-baseline justify-between rounded-md bg-muted px-3 py-2">
              <span className="text-sm">
                <Trans id="timesheets.entry.totalHours">Total Hours</Trans>
              </span>
              <output
                className="font-semibold text-lg tabular-nums"
                aria-live="polite"
                data-testid="entry-total"
              >
                {total !== null ? texts.entryDecimal(total) : '—'}
              </output>
            </div>
            {entry && entry.warnings.length > 0 && (
              <ul className="space-y-1 text-sm text-warning-foreground">
                {entry.warnings.map((w) => (
                  <li key={w} className="flex items-center gap-1.5">
                    <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
                    {texts.warning(w)}
                  </li>
                ))}
              </ul>
            )}
            <div>
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                aria-expanded={showHistory}
                onClick={() => setShowHistory((s) => !s)}
              >
                <HistoryIcon aria-hidden="true" />
                {showHistory
                  ? t({ id: 'timesheets.entry.hideHistory', message: 'Hide history' })
                  : t({ id: 'timesheets.entry.showHistory', message: 'Show history' })}
              </Button>
              {showHistory && day && (
                <div className="mt-2 max-h-48 overflow-y-auto">
                  {/* i18n-ignore: 'me' is the API's own-account marker */}
                  <DayHistory userId="me" date={day.date} />
                </div>
              )}
            </div>
            {question && (
              <Alert role="group" aria-labelledby={questionId}>
                <AlertDescription className="grid gap-3">
                  <p id={questionId}>{ambiguousQuestion(question.value)}</p>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Button
                      ref={firstChoice}
                      type="button"
                      variant="outline"
                      onClick={() => answer('first')}
                      disabled={busy}
                    >
                      <Trans id="timesheets.entry.firstTime">The first time (summer time)</Trans>
                    </Button>
                    <Button type="button" variant="outline" onClick={() => answer('second')} disabled={busy}>
                      <Trans id="timesheets.entry.secondTime">The second time (winter time)</Trans>
                    </Button>
                  </div>
                </AlertDescription>
              </Alert>
            )}
            <DialogFooter className="gap-2 sm:justify-between">
              {entry ? (
                <Button type="button" variant="destructive" onClick={doDelete} disabled={busy}>
                  <Trash2Icon aria-hidden="true" />
                  {remove.isPending
                    ? t({ id: 'timesheets.entry.deleting', message: 'Deleting...' })
                    : t({ id: 'timesheets.entry.delete', message: 'Delete' })}
                </Button>
              ) : (
                <span />
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
                  <Trans id="timesheets.entry.cancel">Cancel</Trans>
                </Button>
                <Button type="submit" disabled={busy}>
                  {save.isPending
                    ? t({ id: 'timesheets.entry.saving', message: 'Saving...' })
                    : t({ id: 'timesheets.entry.save', message: 'Save' })}
                </Button>
              </div>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
