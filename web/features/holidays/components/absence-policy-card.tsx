import { ALLOWANCE_ROUNDINGS, isValidExpiry } from '@domain/allowance';
import { MONTH_NAMES as MONTHS } from '@domain/calendar';
import { type AbsencePolicy, absencePolicy } from '@domain/contracts/absences';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
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
    message: 'This day does not exist in that month every year',
    path: ['expiryDay'],
  });
type FormValues = z.infer<typeof formSchema>;

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
  const query = usePolicy();
  const update = useUpdatePolicy();
  const values = useMemo(() => (query.data ? toForm(query.data) : undefined), [query.data]);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
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
      toast.success('Absence settings updated successfully');
    } catch (e) {
      toast.error('Failed to update absence settings', { description: errorMessage(e, 'Please try again.') });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Absence Rules</h2>
        </CardTitle>
        <CardDescription>
          How vacation days are counted, carried over, pro-rated and approved.
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
                    <FormLabel id="counting-label">Count vacation days as</FormLabel>
                    <RadioGroup
                      value={field.value}
                      onValueChange={field.onChange}
                      aria-labelledby="counting-label"
                    >
                      <div className="flex items-start gap-2">
                        <RadioGroupItem value="working_days" id="counting-working" className="mt-0.5" />
                        <Label htmlFor="counting-working" className="block font-normal leading-snug">
                          Working days
                          <span className="block text-muted-foreground text-sm">
                            Monday to Friday, without the company’s holidays; a half day is 0.5.
                          </span>
                        </Label>
                      </div>
                      <div className="flex items-start gap-2">
                        <RadioGroupItem value="calendar_days" id="counting-calendar" className="mt-0.5" />
                        <Label htmlFor="counting-calendar" className="block font-normal leading-snug">
                          Calendar days
                          <span className="block text-muted-foreground text-sm">
                            Every day from the first to the last day of a request, weekends included.
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
                      <FormLabel>Days carried into the next year</FormLabel>
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
                        Unused vacation days up to this number move to the next year. 0 means none.
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
                          <FormLabel className="font-normal">Carried-over days expire</FormLabel>
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
                              <FormLabel>Expiry month</FormLabel>
                              <Select value={field.value} onValueChange={field.onChange}>
                                <FormControl>
                                  <SelectTrigger className="w-40">
                                    <SelectValue />
                                  </SelectTrigger>
                                </FormControl>
                                <SelectContent>
                                  {MONTHS.map((m, i) => (
                                    <SelectItem key={m} value={String(i + 1).padStart(2, '0')}>
                                      {m}
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
                              <FormLabel>Expiry day</FormLabel>
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
                    <FormLabel id="rounding-label">Round pro-rata allowances</FormLabel>
                    <FormDescription>
                      People who join or leave during a year get the allowance × their days in the company ÷
                      the days of the year, in half days.
                    </FormDescription>
                    <RadioGroup
                      value={field.value}
                      onValueChange={field.onChange}
                      aria-labelledby="rounding-label"
                    >
                      <div className="flex items-start gap-2">
                        <RadioGroupItem value="nearest" id="rounding-nearest" className="mt-0.5" />
                        <Label htmlFor="rounding-nearest" className="block font-normal leading-snug">
                          To the nearest half day
                          <span className="block text-muted-foreground text-sm">12.6 days become 12.5.</span>
                        </Label>
                      </div>
                      <div className="flex items-start gap-2">
                        <RadioGroupItem value="up" id="rounding-up" className="mt-0.5" />
                        <Label htmlFor="rounding-up" className="block font-normal leading-snug">
                          Up to the next half day
                          <span className="block text-muted-foreground text-sm">12.6 days become 13.</span>
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
                      <FormLabel className="font-normal">Two-step approval</FormLabel>
                      <FormDescription>
                        A manager’s approval of an employee’s request waits for an admin’s final approval.
                      </FormDescription>
                    </div>
                  </FormItem>
                )}
              />

              <Button type="submit" disabled={!form.formState.isDirty || update.isPending}>
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
            </form>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
