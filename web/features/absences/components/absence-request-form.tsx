import {
  ABSENCE_TYPES,
  absenceTypeLabel,
  HALF_DAY_LABELS,
  HALF_DAY_OPTIONS,
  halfDayFlags,
  halfDayOption,
  isHourly,
  leaveHoursProblem,
} from '@domain/absences';
import { formatDateRange } from '@domain/calendar';
import {
  type Absence,
  createAbsenceRequest,
  INVALID_DATES,
  updateAbsenceRequest,
} from '@domain/contracts/absences';
import { zodResolver } from '@hookform/resolvers/zod';
import { UsersIcon } from 'lucide-react';
import { useEffect, useMemo } from 'react';
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
const DAY_PART_LABELS: Record<(typeof DAY_PARTS)[number], string> = {
  ...HALF_DAY_LABELS,
  hours: 'Part of a day (hours)',
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
  if (missing) return { title: 'Missing Information', description: missing.message };
  const dates = problems.find((p) => p.field === 'endDate');
  if (dates) return { title: 'Invalid Dates', description: dates.message };
  return null;
}

function toastFormErrors(errors: FieldErrors<FormValues>, values: FormValues) {
  const problems = Object.entries(errors).map(([field, e]) => ({
    field,
    message: e?.message as string | undefined,
  }));
  const known = refusal(problems, values);
  if (known) toast.error(known.title, { description: known.description });
  else
    toast.error('Error', {
      description: problems.find((p) => p.message)?.message ?? 'Please check the form',
    });
}

function serverErrorTitle(e: unknown, sent: Record<string, unknown>, fallback: string) {
  if (!isApiError(e)) return { title: 'Error', description: fallback };
  const known = e.code === 'VALIDATION_FAILED' ? refusal(e.fields, sent) : null;
  return known ?? { title: 'Error', description: errorMessage(e, fallback) };
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
  const form = useForm<FormValues>({
    resolver: zodResolver(editing ? updateForm : createForm),
    defaultValues: defaults,
  });
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
          toast.success('Request Updated', {
            description: forUser
              ? `${forUser.name} is told by e-mail.`
              : result.statusReset
                ? 'Your request is pending approval again.'
                : 'Your absence request has been updated.',
          });
        } else if (forUser) {
          const result = await create.mutateAsync({ ...body, userId: forUser.id });
          toast.success('Absence Recorded', {
            description: `${result.absence.status === 'approved' ? 'Approved' : 'Waiting for approval'}. ${forUser.name} is told by e-mail.`,
          });
        } else {
          const result = await create.mutateAsync(body);
          toast.success('Request Submitted', {
            description: result.absence.autoApproved
              ? 'Approved at once: you are the only admin of your company.'
              : 'Your absence request has been submitted for approval.',
          });
        }
        onDone();
      } catch (e) {
        const { title, description } = serverErrorTitle(
          e,
          body,
          editing ? 'Failed to update absence request' : 'Failed to submit absence request',
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
              ? `Record Absence for ${forUser.name}`
              : editing
                ? 'Edit Absence Request'
                : 'New Absence Request'}
          </h2>
        </CardTitle>
        <CardDescription>
          {forUser
            ? `${forUser.name} is told by e-mail, and the change history shows it was you.`
            : approvedOnSubmission
              ? 'You are the only admin of your company, so your requests are approved when you submit them.'
              : 'Your request goes to your manager or admin for approval.'}
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
                  <FormLabel>Absence Type</FormLabel>
                  <Select value={field.value ?? ''} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger className="w-full sm:w-72">
                        <SelectValue placeholder="Select a type" />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {ABSENCE_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {absenceTypeLabel(type)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />

            <fieldset className="space-y-2">
              <legend className="font-medium text-sm">Duration</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  control={form.control}
                  name="startDate"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Start Date</FormLabel>
                      <FormControl>
                        <DateField
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
                      <FormLabel>End Date</FormLabel>
                      <FormControl>
                        <DateField value={field.value} onChange={field.onChange} defaultMonth={startDate} />
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
                    <FormLabel id="half-day-label">Half Day Options</FormLabel>
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
                            {DAY_PART_LABELS[option]}
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
                    <FormLabel>Hours</FormLabel>
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
                  <FormLabel>Reason (Optional)</FormLabel>
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
                <AlertTitle>Teammates away on some of these days</AlertTitle>
                <AlertDescription>
                  <ul className="mt-1 space-y-0.5">
                    {away.data.away.map((a) => (
                      <li key={`${a.userId}-${a.startDate}`}>
                        {a.name}: {formatDateRange(a.startDate, a.endDate)}
                        {a.status === 'pending' ? ' (pending)' : ''}
                      </li>
                    ))}
                  </ul>
                </AlertDescription>
              </Alert>
            )}

            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={pending}>
                {pending ? 'Saving...' : editing ? 'Update' : 'Submit'}
              </Button>
              <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
                Cancel
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
