import { teamSizeProblem } from '@domain/billing';
import { teamSize as teamSizeContract } from '@domain/contracts/billing';
import { plural } from '@domain/plural';
import { FREE_SEATS, monthlyPrice, paidSeats } from '@domain/pricing';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
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
import { membersLabel } from '../format';
import { PriceBreakdown } from './price-breakdown';

const OPEN_INVITATIONS = { one: 'open invitation', other: 'open invitations' };

/** The team size as typed (text) → the contract's whole number from 1 to 1000, then the team's own bounds. */
const formSchema = (
  counts: { members: number; activeInvitations: number },
  purpose: 'subscribe' | 'update',
) =>
  z
    .object({
      teamSize: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), teamSizeContract),
    })
    .superRefine((value, ctx) => {
      const problem = teamSizeProblem({ desired: value.teamSize, ...counts, purpose });
      if (problem) ctx.addIssue({ code: 'custom', path: ['teamSize'], message: problem });
    });

/**
 * The team size to pay for, with its price worked out as the admin types: 2 free members, each further member
 * 1 € a month. Used by the payment-required and the billing-update dialogs.
 */
export function TeamSizeForm({
  id,
  counts,
  purpose,
  defaultValue,
  onSubmit,
  children,
}: {
  id: string;
  counts: { members: number; activeInvitations: number };
  purpose: 'subscribe' | 'update';
  defaultValue: number;
  onSubmit: (teamSize: number) => Promise<void> | void;
  /** The dialog's footer (its submit button uses form={id}). */
  children: ReactNode;
}) {
  const form = useForm<{ teamSize: unknown }, unknown, { teamSize: number }>({
    resolver: zodResolver(formSchema(counts, purpose)),
    defaultValues: { teamSize: String(defaultValue) },
    mode: 'onChange',
  });
  const typed = Number(useWatch({ control: form.control, name: 'teamSize' }));
  const size = Number.isInteger(typed) && typed > 0 ? Math.min(typed, 1000) : defaultValue;

  return (
    <Form {...form}>
      <form
        id={id}
        className="space-y-4"
        noValidate
        onSubmit={form.handleSubmit((v) => onSubmit(v.teamSize))}
      >
        <FormField
          control={form.control}
          name="teamSize"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Team size</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={1000}
                  step={1}
                  className="w-32"
                  name={field.name}
                  ref={field.ref}
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormControl>
              <FormDescription>
                Everyone who can be in your company, the {FREE_SEATS} free members included. Your team has{' '}
                {membersLabel(counts.members)}
                {counts.activeInvitations > 0
                  ? ` and ${plural(counts.activeInvitations, OPEN_INVITATIONS)}`
                  : ''}
                .
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <PriceBreakdown paidSeats={paidSeats(size)} monthlyPrice={monthlyPrice(size)} />
        <p className="text-muted-foreground text-xs">
          Billed monthly in advance by card. Payments are non-refundable; you can cancel at any time and the
          plan then ends at the end of the paid period.
        </p>
        {children}
      </form>
    </Form>
  );
}
