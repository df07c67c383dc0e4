import { ALLOWANCE_ROUNDINGS, isValidExpiry } from '@domain/allowance';
import { type AbsencePolicy, absencePolicy } from '@domain/contracts/absences';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { MONTH_NAMES } from '@/components/month-names';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { usePolicy, useUpdatePolicy } from '../api/preferences';

// The contract's fields, with the expiry day split into a switch, a month and a day for the form.
const formSchema = absencePolicy
  .pick({ vacationCounting: true, carryOverMaxDays: true, twoStepApproval: true })
  .extend({
    allowanceRounding: z.enum(ALLOWANCE_ROUNDINGS),
    expires: z.boolean(),
    expiryMonth: z.string(),
    expiryDay: z
      .number({ error: 'Enter a day' })
      .int('Enter a day')
      .min(1, 'Enter a day')
      .max(31, 'Enter a day'),
  })
  .refine((v) => !v.expires || isValidExpiry(`${v.expiryMonth}-${String(v.expiryDay).padStart(2, '0')}`), {
    // i18n-ignore: the schema's words; the form shows useFieldMessage's in the reader's language
    message: 'This day does not exist in that month every year',
    path: ['expiryDay'],
  });
type FormValues = z.infer<typeof formSchema>;

/**
 * What the form says under a refused field, in the reader's language, by the field and what is in it (the
 * contract's zod messages are the API's English).
 */
function useFieldMessage() {
  const { t } = useLingui();
  return useCallback(
    (field: string, values: FormValues): string => {
      if (field === 'carryOverMaxDays') {
        const days = values.carryOverMaxDays;
        if (typeof days !== 'number' || Number.isNaN(days))
          return t({ id: 'holidays.policy.errors.days', message: 'Enter a number of days' });
        if (!Number.isInteger(days))
          return t({ id: 'holidays.policy.errors.wholeDays', message: 'Enter a whole number of days' });
        return t({
          id: 'holidays.policy.errors.daysRange',
          message: 'Days carried over must be between 0 and 365',
        });
      }
      const day = values.expiryDay;
      if (typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 31)
        return t({ id: 'holidays.policy.errors.day', message: 'Enter a day' });
      return t({
        id: 'holidays.policy.errors.dayNotEveryYear',
        // i18n-ignore: the schema's words; the form shows useFieldMessage's in the reader's language
        message: 'This day does not exist in that month every year',
      });
    },
    [t],
  );
}

function toForm(policy: AbsencePolicy): FormValues {
  return {
    vacationCounting: policy.vacationCounting,
    allowanceRounding: policy.allowanceRounding ?? 'nearest',
    carryOverMaxDays: policy.carryOverMaxDays,
    twoStepApproval: policy.twoStepApproval,
    expires: policy.carryOverExpiry !== null,
    expiryMonth: policy.carryOverExpiry?.slice(0, 2) ?? '03',
    expiryDay: Number(policy.carryOverExpiry?.slice(3) ?? 31),
  };
}

/** Counting mode, carry-over and two-step approval (the product's "multi-level approvals"). */
export function AbsencePolicyCard() {
  const { t, i18n } = useLingui();
  const query = usePolicy();
  const update = useUpdatePolicy();
  const values = useMemo(() => (query.data ? toForm(query.data) : undefined), [query.data]);
  const fieldMessage = useFieldMessage();
  // The form's rules, with its own words for each refused field.
  const resolver = useMemo(() => {
    const base = zodResolver(formSchema);
    const translated: typeof base = async (input, context, options) => {
      const result = await base(input, context, options);
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([field, error]) => [
          field,
          error && { ...error, message: fieldMessage(field, input as FormValues) },
        ]),
      );
      return { ...result, errors } as Awaited<ReturnType<typeof base>>;
    };
    return translated;
  }, [fieldMessage]);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: toForm({
      vacationCounting: 'working_days',
      carryOverMaxDays: 0,
      carryOverExpiry: null,
      allowanceRounding: 'nearest',
      twoStepApproval: false,
    }),
    values,
  });
  const [expires, maxDays] = useWatch({ control: form.control, name: ['expires', 'carryOverMaxDays'] });

  const submit = form.handleSubmit(async (v) => {
    try {
      await update.mutateAsync({
        vacationCounting: v.vacationCounting,
        carryOverMaxDays: v.carryOverMaxDays,
        carryOverExpiry: v.expires ? `${v.expiryMonth}-${String(v.expiryDay).padStart(2, '0')}` : null,
        allowanceRounding: v.allowanceRounding,
        twoStepApproval: v.twoStepApproval,
      });
      toast.success(t({ id: 'holidays.policy.saved', message: 'Absence settings updated successfully' }));
    } catch (e) {
      toast.error(t({ id: 'holidays.policy.saveFailed', message: 'Failed to update absence settings' }), {
        description: errorMessage(e, t({ id: 'common.pleaseTryAgain', message: 'Please try again.' })),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="holidays.policy.title">Absence Rules</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="holidays.policy.description">
            How vacation days are counted, carried over, pro-rated and approved.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : (
          <Form {...form}>
            <form onSubmit={submit} className="space-y-6" noValidate>
              <FormField
                control={form.control}
                name="vacationCounting"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel id="counting-label">
                      <Trans id="holidays.policy.countAs">Count vacation days as</Trans>
                    </FormLabel>
                    <RadioGroup
                      value={field.value}
                      onValueChange={field.onChange}
                      aria-labelledby="counting-label"
                    >
                      <div className="flex items-start gap-2">
                        <RadioGroupItem value="working_days" id="counting-working" className="mt-0.5" />
                        <Label htmlFor="counting-working" className="block font-normal leading-snug">
                          <Trans id="holidays.policy.workingDays">Working days</Trans>
                          <span className="block text-muted-foreground text-sm">
                            <Trans id="holidays.policy.workingDaysHelp">
                              Monday to Friday, without the company’s holidays; a half day is 0.5.
                            </Trans>
                          </span>
                        </Label>
                      </div>
                      <div className="flex items-start gap-2">
                        <RadioGroupItem value="calendar_days" id="counting-calendar" className="mt-0.5" />
                        <Label htmlFor="counting-calendar" className="block font-normal leading-snug">
                          <Trans id="holidays.policy.calendarDays">Calendar days</Trans>
                          <span className="block text-muted-foreground text-sm">
                            <Trans id="holidays.policy.calendarDaysHelp">
                              Every day from the first to the last day of a request, weekends included.
                            </Trans>
                          </span>
                        </Label>
                      </div>
                    </RadioGroup>
                  </FormItem>
                )}
              />

              <div className="space-y-4">
                <FormField
                  control={form.control}
                  name="carryOverMaxDays"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>
                        <Trans id="holidays.policy.carryOver">Days carried into the next year</Trans>
                      </FormLabel>
                      <FormControl>
                        <Input
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={365}
                          className="w-32"
                          name={field.name}
                          ref={field.ref}
                          onBlur={field.onBlur}
                          value={Number.isNaN(field.value) ? '' : field.value}
                          onChange={(e) =>
                            field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
                          }
                        />
                      </FormControl>
                      <FormDescription>
                        <Trans id="holidays.policy.carryOverHelp">
                          Unused vacation days up to this number move to the next year. 0 means none.
                        </Trans>
                      </FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                {maxDays > 0 && (
                  <>
                    <FormField
                      control={form.control}
                      name="expires"
                      render={({ field }) => (
                        <FormItem className="flex items-center gap-3">
                          <FormControl>
                            <Switch checked={field.value} onCheckedChange={field.onChange} />
                          </FormControl>
                          <FormLabel className="font-normal">
                            <Trans id="holidays.policy.expires">Carried-over days expire</Trans>
                          </FormLabel>
                        </FormItem>
                      )}
                    />
                    {expires && (
                      <div className="flex flex-wrap items-start gap-3">
                        <FormField
                          control={form.control}
                          name="expiryMonth"
                          render={({ field }) => (
                            <FormItem>
                              <FormLabel>
                                <Trans id="holidays.policy.expiryMonth">Expiry month</Trans>
                              </FormLabel>
                              <Select value={field.value} onValueChange={field.onChange}>
                                <FormControl>
                                  <SelectTrigger className="w-40">
                                    <SelectValue />
                                  </SelectTrigger>
                                </FormControl>
                                <SelectContent>
                                  {MONTH_NAMES.map((m, i) => (
                                    <SelectItem key={m.id} value={String(i + 1).padStart(2, '0')}>
                                      {i18n._(m)}
                                    </SelectItem>
                                  ))}
                                </SelectContent>
                              </Select>
                            </FormItem>
                          )}
                        />
                        <FormField
                          control={form.control}
                          name="expiryDay"
                          render={({ field }) => (
                            <FormItem>
                              <FormLabel>
                                <Trans id="holidays.policy.expiryDay">Expiry day</Trans>
                              </FormLabel>
                              <FormControl>
                                <Input
                                  type="number"
                                  inputMode="numeric"
                                  min={1}
                                  max={31}
                                  className="w-24"
                                  name={field.name}
                                  ref={field.ref}
                                  onBlur={field.onBlur}
                                  value={Number.isNaN(field.value) ? '' : field.value}
                                  onChange={(e) =>
                                    field.onChange(
                                      e.target.value === '' ? Number.NaN : Number(e.target.value),
                                    )
                                  }
                                />
                              </FormControl>
                              <FormMessage />
                            </FormItem>
                          )}
                        />
                      </div>
                    )}
                  </>
                )}
              </div>

              <FormField
                control={form.control}
                name="allowanceRounding"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel id="rounding-label">
                      <Trans id="holidays.policy.rounding">Round pro-rata allowances</Trans>
                    </FormLabel>
                    <FormDescription>
                      <Trans id="holidays.policy.roundingHelp">
                        People who join or leave during a year get the allowance × their days in the company ÷
                        the days of the year, in half days.
                      </Trans>
                    </FormDescription>
                    <RadioGroup
                      value={field.value}
                      onValueChange={field.onChange}
                      aria-labelledby="rounding-label"
                    >
                      <div className="flex items-start gap-2">
                        <RadioGroupItem value="nearest" id="rounding-nearest" className="mt-0.5" />
                        <Label htmlFor="rounding-nearest" className="block font-normal leading-snug">
                          <Trans id="holidays.policy.nearest">To the nearest half day</Trans>
                          <span className="block text-muted-foreground text-sm">
                            <Trans id="holidays.policy.nearestExample">12.6 days become 12.5.</Trans>
                          </span>
                        </Label>
                      </div>
                      <div className="flex items-start gap-2">
                        <RadioGroupItem value="up" id="rounding-up" className="mt-0.5" />
                        <Label htmlFor="rounding-up" className="block font-normal leading-snug">
                          <Trans id="holidays.policy.up">Up to the next half day</Trans>
                          <span className="block text-muted-foreground text-sm">
                            <Trans id="holidays.policy.upExample">12.6 days become 13.</Trans>
                          </span>
                        </Label>
                      </div>
                    </RadioGroup>
                  </FormItem>
                )}
              />

              <FormField
                control={form.control}
                name="twoStepApproval"
                render={({ field }) => (
                  <FormItem className="flex items-start gap-3">
                    <FormControl>
                      <Switch checked={field.value} onCheckedChange={field.onChange} className="mt-0.5" />
                    </FormControl>
                    <div className="space-y-1">
                      <FormLabel className="font-normal">
                        <Trans id="holidays.policy.twoStep">Two-step approval</Trans>
                      </FormLabel>
                      <FormDescription>
                        <Trans id="holidays.policy.twoStepHelp">
                          A manager’s approval of an employee’s request waits for an admin’s final approval.
                        </Trans>
                      </FormDescription>
                    </div>
                  </FormItem>
                )}
              />

              <Button type="submit" disabled={!form.formState.isDirty || update.isPending}>
                {update.isPending
                  ? t({ id: 'common.saving', message: 'Saving...' })
                  : t({ id: 'common.save', message: 'Save' })}
              </Button>
            </form>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
