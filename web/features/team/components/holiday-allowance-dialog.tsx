import { type ManagedMember, updateAllowanceRequest } from '@domain/contracts/team';
import { displayName } from '@domain/people';
import { remainingHolidayDays } from '@domain/team-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarDaysIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
import { errorMessage } from '@/lib/api-client';
import { useUpdateHolidayAllowance } from '../api/team';

const NEGATIVE = 'Remaining days cannot be negative. Lower the manual adjustment or raise the allowance.';
const days = (n: number) => `${n} ${Math.abs(n) === 1 ? 'day' : 'days'}`;

/** Annual allowance and manual adjustment (0–365 each); remaining = allowance − used − adjustment. */
export function HolidayAllowanceDialog({ member, year }: { member: ManagedMember; year: number }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateHolidayAllowance();
  const defaults = {
    holidayAllowance: member.holidayAllowance,
    manualHolidayAdjustment: member.manualHolidayAdjustment,
  };
  const form = useForm({ resolver: zodResolver(updateAllowanceRequest), defaultValues: defaults });
  const [allowance, adjustment] = useWatch({
    control: form.control,
    name: ['holidayAllowance', 'manualHolidayAdjustment'],
  });
  const valid = Number.isFinite(allowance) && Number.isFinite(adjustment);
  const remaining = valid
    ? remainingHolidayDays({ allowance, used: member.usedHolidayDays, adjustment })
    : null;
  const negative = remaining !== null && remaining < 0;
  const name = displayName(member);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: member.id, ...values });
      toast.success('Holiday allowance updated successfully');
      setOpen(false);
    } catch (e) {
      toast.error('Failed to update holiday allowance', {
        description: errorMessage(e, 'Something went wrong. Please try again.'),
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(defaults);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Holiday allowance of ${name}`}>
          <CalendarDaysIcon aria-hidden="true" />
          {days(member.remainingHolidayDays)} left
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Holiday Allowance</DialogTitle>
          <DialogDescription>
            {name} · {year}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate>
            {(
              [
                ['holidayAllowance', 'Annual allowance (days)', 'Vacation days for the year.'],
                [
                  'manualHolidayAdjustment',
                  'Manual adjustment (days)',
                  'Days taken off the balance, e.g. vacation taken before using Plantel.',
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
            <dl className="grid grid-cols-3 gap-2 rounded-md border p-3 text-center text-sm">
              <div>
                <dt className="text-muted-foreground text-xs">Used in {year}</dt>
                <dd className="font-medium">{days(member.usedHolidayDays)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Adjustment</dt>
                <dd className="font-medium">{valid ? days(adjustment) : '—'}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Remaining</dt>
                <dd className={negative ? 'font-semibold text-destructive' : 'font-semibold'}>
                  {remaining === null ? '—' : days(remaining)}
                </dd>
              </div>
            </dl>
            {negative && (
              <Alert variant="destructive">
                <TriangleAlertIcon aria-hidden="true" />
                <AlertDescription>{NEGATIVE}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={negative || !valid || update.isPending}>
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
