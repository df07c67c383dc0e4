import { proRataAllowance, remainingAfterEdit } from '@domain/allowance';
import type { AllowanceSummary } from '@domain/contracts/absences';
import { type ManagedMember, updateAllowanceRequest } from '@domain/contracts/team';
import { displayName } from '@domain/people';
import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDaysIcon, TriangleAlertIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { translatedResolver } from '@/components/form-errors';
import { QueryState } from '@/components/query-state';
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
  DialogTrigger,
} from '@/components/ui/dialog';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useMemberAllowance, useUpdateHolidayAllowance } from '../api/team';

/** A number of days as people read it ("1 day", "0.5 days", "12 days"; two decimals at most), translated. */
function useDaysText() {
  const { t } = useLingui();
  return (value: number) => {
    const days = Math.round(value * 100) / 100;
    return t({ id: 'team.allowance.days', message: plural(days, { one: '# day', other: '# days' }) });
  };
}

/**
 * A member's allowance and manual adjustment of one year (0–365 each), chosen with the year picker: the year
 * before, this one or the next. Other years keep theirs. Remaining = the balance of that year (carry-over and
 * pro-rata included), recomputed as the numbers change by the rule the server checks with.
 */
export function HolidayAllowanceDialog({ member, year }: { member: ManagedMember; year: number }) {
  const { t } = useLingui();
  const daysText = useDaysText();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(year);
  const balance = useMemberAllowance(member.id, chosen, open);
  const yearLabel = useId();
  const name = displayName(member);
  const left = daysText(member.remainingHolidayDays);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setChosen(year);
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={t({ id: 'team.allowance.of', message: `Holiday allowance of ${name}` })}
        >
          <CalendarDaysIcon aria-hidden="true" />
          <Trans id="team.allowance.left">{left} left</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans id="team.allowance.title">Holiday Allowance</Trans>
          </DialogTitle>
          <DialogDescription>
            {name} · {chosen}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label id={yearLabel}>
            <Trans id="team.allowance.year">Year</Trans>
          </Label>
          <Select value={String(chosen)} onValueChange={(v) => setChosen(Number(v))}>
            <SelectTrigger className="w-32" aria-labelledby={yearLabel}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {[year - 1, year, year + 1].map((y) => (
                <SelectItem key={y} value={String(y)}>
                  {y}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <QueryState
          query={balance}
          loading={t({ id: 'team.allowance.loading', message: 'Loading the balance' })}
          error={t({ id: 'team.allowance.failed', message: 'Failed to load the balance' })}
        >
          {(data) => (
            <AllowanceForm key={chosen} memberId={member.id} balance={data} onDone={() => setOpen(false)} />
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

function AllowanceForm({
  memberId,
  balance,
  onDone,
}: {
  memberId: string;
  balance: AllowanceSummary;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const daysText = useDaysText();
  const update = useUpdateHolidayAllowance();
  const { year } = balance;
  const form = useForm({
    resolver: translatedResolver(zodResolver(updateAllowanceRequest)),
    defaultValues: {
      holidayAllowance: balance.annualAllowance,
      manualHolidayAdjustment: balance.adjustment,
      // Sent only for a year the person was a member part of.
      proRata: balance.proRata ? balance.proRata.applied : undefined,
    },
  });
  const [allowance, adjustment, proRata] = useWatch({
    control: form.control,
    name: ['holidayAllowance', 'manualHolidayAdjustment', 'proRata'],
  });
  const valid = Number.isFinite(allowance) && Number.isFinite(adjustment);
  const computed = { ...balance, allowance: balance.totalAllowance };
  const remaining = valid ? remainingAfterEdit(computed, { allowance, adjustment, proRata }) : null;
  const negative = remaining !== null && remaining < 0;
  const share = balance.proRata;
  const memberDays = share?.membershipDays;
  const yearDays = share?.daysInYear;
  const proRated = share && valid ? daysText(proRataAllowance(allowance, share, share.rounding)) : '—';

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: memberId, year, ...values });
      toast.success(t({ id: 'team.allowance.saved', message: 'Holiday allowance updated successfully' }));
      onDone();
    } catch (e) {
      toast.error(t({ id: 'team.allowance.saveFailed', message: 'Failed to update holiday allowance' }), {
        description: errorMessage(
          e,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {(
          [
            [
              'holidayAllowance',
              t({ id: 'team.allowance.annual', message: 'Annual allowance (days)' }),
              t({
                id: 'team.allowance.annualHint',
                message: `Vacation days for ${year} and the years after.`,
              }),
            ],
            [
              'manualHolidayAdjustment',
              t({ id: 'team.allowance.adjustment', message: 'Manual adjustment (days)' }),
              t({
                id: 'team.allowance.adjustmentHint',
                message: `Days taken off the ${year} balance only, e.g. vacation taken before using Plantel.`,
              }),
            ],
          ] as const
        ).map(([key, label, hint]) => (
          <FormField
            key={key}
            control={form.control}
            name={key}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{label}</FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={365}
                    step={1}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={Number.isFinite(field.value) ? field.value : ''}
                    onChange={(e) => field.onChange(e.target.valueAsNumber)}
                  />
                </FormControl>
                <FormDescription>{hint}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        {share && (
          <FormField
            control={form.control}
            name="proRata"
            render={({ field }) => (
              <FormItem className="flex items-start gap-3">
                <FormControl>
                  <Checkbox
                    checked={field.value === true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    className="mt-0.5"
                  />
                </FormControl>
                <div className="space-y-1">
                  <FormLabel className="font-normal">
                    <Trans id="team.allowance.proRata">Pro-rate to the days in the company</Trans>
                  </FormLabel>
                  <FormDescription>
                    {!proRata ? (
                      <Trans id="team.allowance.proRataOff">
                        A member {memberDays} of the {yearDays} days of {year}. Untick for people who were
                        with the company before they joined Plantel.
                      </Trans>
                    ) : share.rounding === 'up' ? (
                      <Trans id="team.allowance.proRataUp">
                        A member {memberDays} of the {yearDays} days of {year}, so {proRated} this year
                        (rounded up).
                      </Trans>
                    ) : (
                      <Trans id="team.allowance.proRataHalf">
                        A member {memberDays} of the {yearDays} days of {year}, so {proRated} this year
                        (rounded to the nearest half day).
                      </Trans>
                    )}
                  </FormDescription>
                </div>
              </FormItem>
            )}
          />
        )}
        <dl className="grid grid-cols-3 gap-2 rounded-md border p-3 text-center text-sm">
          <div>
            <dt className="text-muted-foreground text-xs">
              <Trans id="team.allowance.carriedOver">Carried over</Trans>
            </dt>
            <dd className="font-medium">{daysText(balance.carriedOver)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">
              <Trans id="team.allowance.used">Used in {year}</Trans>
            </dt>
            <dd className="font-medium">{daysText(balance.usedDays)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">
              <Trans id="team.allowance.remaining">Remaining</Trans>
            </dt>
            <dd className={negative ? 'font-semibold text-destructive' : 'font-semibold'}>
              {remaining === null ? '—' : daysText(remaining)}
            </dd>
          </div>
        </dl>
        {negative && (
          <Alert variant="destructive">
            <TriangleAlertIcon aria-hidden="true" />
            <AlertDescription>
              <Trans id="team.allowance.negative">
                Remaining days cannot be negative. Lower the manual adjustment or raise the allowance.
              </Trans>
            </AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" disabled={negative || !valid || update.isPending}>
            {update.isPending ? (
              <Trans id="common.saving">Saving...</Trans>
            ) : (
              <Trans id="common.save">Save</Trans>
            )}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
