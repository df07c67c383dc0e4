import {
  ABSENCE_TYPES,
  HALF_DAY_OPTIONS,
  HOURLY_STEP,
  halfDayFlags,
  halfDayOption,
  isHourly,
  leaveHoursProblem,
} from '@domain/absences';
import {
  type Absence,
  createAbsenceRequest,
  INVALID_DATES,
  REASON_MAX,
  updateAbsenceRequest,
} from '@domain/contracts/absences';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UsersIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { DateField } from '@/components/date-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateAbsence, useTeamAway, useUpdateAbsence } from '../api/absences';
import { useAbsenceText } from '../hooks/use-absence-text';

const pickFields = { absenceType: true, startDate: true, endDate: true, reason: true } as const;
const withDates = <T extends z.ZodType<{ startDate: string; endDate: string }>>(schema: T) =>
  schema.refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: INVALID_DATES,
    path: ['endDate'],
  });
/**
 * A single day offers the spec's half-day options and one more: part of a day, in hours (hourly leave, a
 * doctor's visit). The server checks the hours against the person's schedule that day.
 */
const DAY_PARTS = [...HALF_DAY_OPTIONS, 'hours'] as const;
const DAY_PART_LABELS: Record<(typeof DAY_PARTS)[number], MessageDescriptor> = {
  full: msg({ id: 'absences.form.fullDay', message: 'Full day' }),
  morning: msg({ id: 'absences.form.morningOff', message: 'Half day morning off' }),
  afternoon: msg({ id: 'absences.form.afternoonOff', message: 'Half day afternoon off' }),
  hours: msg({ id: 'absences.form.partOfDay', message: 'Part of a day (hours)' }),
};
const dayPart = { halfDay: z.enum(DAY_PARTS), hours: z.string().optional() };
/** Hours are checked only where they are sent: a single day with "Part of a day" chosen. */
const withHours = <
  T extends z.ZodType<{ startDate: string; endDate: string; halfDay: string; hours?: string }>,
>(
  schema: T,
) =>
  schema.superRefine((v, ctx) => {
    if (v.halfDay !== 'hours' || v.startDate !== v.endDate) return;
    const problem = leaveHoursProblem(v.hours?.trim() ? Number(v.hours) : Number.NaN);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['hours'] });
  });
const createForm = withHours(withDates(createAbsenceRequest.pick(pickFields).extend(dayPart)));
const updateForm = withHours(withDates(updateAbsenceRequest.pick(pickFields).extend(dayPart)));
type FormValues = z.input<typeof createForm>;

type Problem = { field: string; message: string | undefined };

/** The fields a person must fill in; an error on one of them while it is empty is Missing Information. */
const REQUIRED = ['absenceType', 'startDate', 'endDate'] as const;

/**
 * The spec's toast for a refused request, from which fields were refused (by the form or by the server) and
 * what was in them, never from the wording of the message: an empty required field is Missing Information,
 * then a refused end date is Invalid Dates (start after end; the server names `endDate` too).
 */
function refusal(problems: Problem[], values: Partial<Record<string, unknown>>) {
  const missing = problems.find((p) => (REQUIRED as readonly string[]).includes(p.field) && !values[p.field]);
  if (missing) return { kind: 'missing', description: missing.message } as const;
  const dates = problems.find((p) => p.field === 'endDate');
  if (dates) return { kind: 'dates', description: dates.message } as const;
  return null;
}

/**
 * What the form says under a refused field, in the reader's language: chosen by the field and what is in it
 * (the contract's zod messages are the API's English). Hours are judged as domain/absences.ts leaveHoursProblem.
 */
function useFieldMessage(editing: boolean) {
  const { t } = useLingui();
  return useCallback(
    (field: string, values: FormValues): string => {
      const missing = editing
        ? t({ id: 'absences.form.errors.bothDates', message: 'Please select both start and end dates' })
        : t({ id: 'absences.form.errors.missing', message: 'Please fill in all required fields' });
      switch (field) {
        case 'startDate':
        case 'endDate':
          if (!values[field] || field === 'startDate') return missing;
          return t({
            id: 'absences.form.errors.endBeforeStart',
            message: 'Start date cannot be after end date',
          });
        case 'hours': {
          const hours = values.hours?.trim() ? Number(values.hours) : Number.NaN;
          if (!Number.isFinite(hours) || hours <= 0)
            return t({ id: 'absences.form.errors.hoursMissing', message: 'Enter the hours, more than 0' });
          if (hours > 24)
            return t({ id: 'absences.form.errors.hoursTooMany', message: 'A day has at most 24 hours' });
          if (!Number.isInteger(hours / HOURLY_STEP))
            return t({
              id: 'absences.form.errors.quarterHours',
              message: 'Use quarter hours (for example 1.5 or 2.25)',
            });
          return t({ id: 'absences.form.errors.hoursMissing', message: 'Enter the hours, more than 0' });
        }
        case 'reason': {
          const max = REASON_MAX;
          return t({
            id: 'absences.form.errors.reasonTooLong',
            message: `Reason must be at most ${max} characters`,
          });
        }
        default:
          return t({ id: 'absences.form.errors.missing', message: 'Please fill in all required fields' });
      }
    },
    [editing, t],
  );
}

export function AbsenceRequestForm({
  editing,
  approvedOnSubmission,
  onDone,
  forUser,
}: {
  editing: Absence | null;
  approvedOnSubmission: boolean;
  onDone: () => void;
  /** An admin or manager records or edits this person's absence (not their own). */
  forUser?: { id: string; name: string };
}) {
  const { t, i18n } = useLingui();
  const text = useAbsenceText();
  const fieldMessage = useFieldMessage(editing !== null);
  const create = useCreateAbsence();
  const update = useUpdateAbsence();
  const defaults = useMemo<FormValues>(
    () =>
      editing
        ? {
            absenceType: editing.absenceType,
            startDate: editing.startDate,
            endDate: editing.endDate,
            reason: editing.reason ?? '',
            halfDay: isHourly(editing) ? 'hours' : halfDayOption(editing),
            hours: isHourly(editing) ? String(editing.hours) : '',
          }
        : ({
            absenceType: undefined,
            startDate: '',
            endDate: '',
            reason: '',
            halfDay: 'full',
            hours: '',
          } as unknown as FormValues),
    [editing],
  );
  // The contract's rules, with the form's own words for each refused field.
  const resolver = useMemo(() => {
    const base = zodResolver(editing ? updateForm : createForm);
    const translated: typeof base = async (values, context, options) => {
      const result = await base(values, context, options);
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([field, error]) => [
          field,
          error && { ...error, message: fieldMessage(field, values as FormValues) },
        ]),
      );
      return { ...result, errors } as Awaited<ReturnType<typeof base>>;
    };
    return translated;
  }, [editing, fieldMessage]);
  const form = useForm<FormValues>({ resolver, defaultValues: defaults });
  useEffect(() => form.reset(defaults), [defaults, form]);

  const [startDate, endDate, halfDay] = useWatch({
    control: form.control,
    name: ['startDate', 'endDate', 'halfDay'],
  });
  const singleDay = Boolean(startDate) && startDate === endDate;
  // Spec: choosing different start and end dates resets the half-day choice.
  useEffect(() => {
    if (!singleDay && form.getValues('halfDay') !== 'full') form.setValue('halfDay', 'full');
  }, [singleDay, form]);
  const away = useTeamAway(startDate, endDate, editing?.id, forUser?.id);
  // The end date follows a new start date while it is empty or would be before it (issue 17).
  const startChosen = (value: string) => {
    const end = form.getValues('endDate');
    if (value && (!end || end < value)) {
      form.setValue('endDate', value, { shouldValidate: form.formState.isSubmitted });
    }
  };

  const pending = create.isPending || update.isPending;
  const errorTitle = t({ id: 'common.error', message: 'Error' });
  const refusalTitle = (kind: 'missing' | 'dates') =>
    kind === 'missing'
      ? t({ id: 'absences.form.missingTitle', message: 'Missing Information' })
      : t({ id: 'absences.form.invalidDatesTitle', message: 'Invalid Dates' });
  const toastFormErrors = (errors: FieldErrors<FormValues>, values: FormValues) => {
    const problems = Object.entries(errors).map(([field, e]) => ({
      field,
      message: e?.message as string | undefined,
    }));
    const known = refusal(problems, values);
    if (known) toast.error(refusalTitle(known.kind), { description: known.description });
    else
      toast.error(errorTitle, {
        description:
          problems.find((p) => p.message)?.message ??
          t({ id: 'absences.form.errors.checkForm', message: 'Please check the form' }),
      });
  };
  const serverErrorTitle = (e: unknown, sent: Record<string, unknown>, fallback: string) => {
    if (!isApiError(e)) return { title: errorTitle, description: fallback };
    const known = e.code === 'VALIDATION_FAILED' ? refusal(e.fields, sent) : null;
    return known
      ? { title: refusalTitle(known.kind), description: known.description }
      : { title: errorTitle, description: errorMessage(e, fallback) };
  };
  const who = forUser?.name ?? '';
  const pickDate = t({ id: 'common.pickDate', message: 'Pick a date' });
  const submit = form.handleSubmit(
    async (values) => {
      const part = values.startDate === values.endDate ? values.halfDay : 'full';
      const body = {
        absenceType: values.absenceType,
        startDate: values.startDate,
        endDate: values.endDate,
        reason: values.reason?.trim() ? values.reason.trim() : null,
        ...halfDayFlags(part === 'hours' ? 'full' : part),
        hours: part === 'hours' ? Number(values.hours) : null,
      };
      try {
        if (editing) {
          const result = await update.mutateAsync({ id: editing.id, input: body });
          toast.success(t({ id: 'absences.form.updated', message: 'Request Updated' }), {
            description: forUser
              ? t({ id: 'absences.form.toldByEmail', message: `${who} is told by e-mail.` })
              : result.statusReset
                ? t({ id: 'absences.form.pendingAgain', message: 'Your request is pending approval again.' })
                : t({
                    id: 'absences.form.updatedDescription',
                    message: 'Your absence request has been updated.',
                  }),
          });
        } else if (forUser) {
          const result = await create.mutateAsync({ ...body, userId: forUser.id });
          toast.success(t({ id: 'absences.form.recorded', message: 'Absence Recorded' }), {
            description:
              result.absence.status === 'approved'
                ? t({ id: 'absences.form.recordedApproved', message: `Approved. ${who} is told by e-mail.` })
                : t({
                    id: 'absences.form.recordedWaiting',
                    message: `Waiting for approval. ${who} is told by e-mail.`,
                  }),
          });
        } else {
          const result = await create.mutateAsync(body);
          toast.success(t({ id: 'absences.form.submitted', message: 'Request Submitted' }), {
            description: result.absence.autoApproved
              ? t({
                  id: 'absences.form.autoApproved',
                  message: 'Approved at once: you are the only admin of your company.',
                })
              : t({
                  id: 'absences.form.submittedDescription',
                  message: 'Your absence request has been submitted for approval.',
                }),
          });
        }
        onDone();
      } catch (e) {
        const { title, description } = serverErrorTitle(
          e,
          body,
          editing
            ? t({ id: 'absences.form.updateFailed', message: 'Failed to update absence request' })
            : t({ id: 'absences.form.submitFailed', message: 'Failed to submit absence request' }),
        );
        toast.error(title, { description });
      }
    },
    (errors) => toastFormErrors(errors, form.getValues()),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            {forUser && !editing
              ? t({ id: 'absences.form.recordTitle', message: `Record Absence for ${who}` })
              : editing
                ? t({ id: 'absences.form.editTitle', message: 'Edit Absence Request' })
                : t({ id: 'absences.form.newTitle', message: 'New Absence Request' })}
          </h2>
        </CardTitle>
        <CardDescription>
          {forUser
            ? t({
                id: 'absences.form.recordDescription',
                message: `${who} is told by e-mail, and the change history shows it was you.`,
              })
            : approvedOnSubmission
              ? t({
                  id: 'absences.form.onlyAdmin',
                  message:
                    'You are the only admin of your company, so your requests are approved when you submit them.',
                })
              : t({
                  id: 'absences.form.description',
                  message: 'Your request goes to your manager or admin for approval.',
                })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} className="space-y-5" noValidate>
            <FormField
              control={form.control}
              name="absenceType"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    <Trans id="absences.form.type">Absence Type</Trans>
                  </FormLabel>
                  <Select value={field.value ?? ''} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger className="w-full sm:w-72">
                        <SelectValue
                          placeholder={t({ id: 'absences.form.typePlaceholder', message: 'Select a type' })}
                        />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {ABSENCE_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {text.type(type)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />

            <fieldset className="space-y-2">
              <legend className="font-medium text-sm">
                <Trans id="absences.form.duration">Duration</Trans>
              </legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  control={form.control}
                  name="startDate"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>
                        <Trans id="absences.form.startDate">Start Date</Trans>
                      </FormLabel>
                      <FormControl>
                        <DateField
                          placeholder={pickDate}
                          value={field.value}
                          onChange={(value) => {
                            field.onChange(value);
                            startChosen(value);
                          }}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="endDate"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>
                        <Trans id="absences.form.endDate">End Date</Trans>
                      </FormLabel>
                      <FormControl>
                        <DateField
                          placeholder={pickDate}
                          value={field.value}
                          onChange={field.onChange}
                          defaultMonth={startDate}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
            </fieldset>

            {singleDay && (
              <FormField
                control={form.control}
                name="halfDay"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel id="half-day-label">
                      <Trans id="absences.form.halfDay">Half Day Options</Trans>
                    </FormLabel>
                    <RadioGroup
                      value={field.value}
                      onValueChange={field.onChange}
                      aria-labelledby="half-day-label"
                      className="gap-2"
                    >
                      {DAY_PARTS.map((option) => (
                        <div key={option} className="flex items-center gap-2">
                          <RadioGroupItem value={option} id={`half-day-${option}`} />
                          <Label htmlFor={`half-day-${option}`} className="font-normal">
                            {i18n._(DAY_PART_LABELS[option])}
                          </Label>
                        </div>
                      ))}
                    </RadioGroup>
                  </FormItem>
                )}
              />
            )}

            {singleDay && halfDay === 'hours' && (
              <FormField
                control={form.control}
                name="hours"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>
                      <Trans id="absences.form.hours">Hours</Trans>
                    </FormLabel>
                    <FormControl>
                      <Input
                        type="number"
                        inputMode="decimal"
                        min={0.25}
                        max={24}
                        step={0.25}
                        className="w-32"
                        {...field}
                        value={field.value ?? ''}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            )}

            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    <Trans id="absences.reasonOptional">Reason (Optional)</Trans>
                  </FormLabel>
                  <FormControl>
                    <Textarea rows={3} maxLength={1000} {...field} value={field.value ?? ''} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />

            {away.data && away.data.away.length > 0 && (
              <Alert>
                <UsersIcon aria-hidden="true" />
                <AlertTitle>
                  <Trans id="absences.form.teammatesAway">Teammates away on some of these days</Trans>
                </AlertTitle>
                <AlertDescription>
                  <ul className="mt-1 space-y-0.5">
                    {away.data.away.map((a) => (
                      <li key={`${a.userId}-${a.startDate}`}>
                        {a.name}: {text.range(a.startDate, a.endDate)}
                        {a.status === 'pending'
                          ? ` (${t({ id: 'absences.form.awayPending', message: 'pending' })})`
                          : ''}
                      </li>
                    ))}
                  </ul>
                </AlertDescription>
              </Alert>
            )}

            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={pending}>
                {pending
                  ? t({ id: 'common.saving', message: 'Saving...' })
                  : editing
                    ? t({ id: 'absences.form.update', message: 'Update' })
                    : t({ id: 'absences.form.submit', message: 'Submit' })}
              </Button>
              <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
                <Trans id="common.cancel">Cancel</Trans>
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
