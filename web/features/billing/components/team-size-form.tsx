import { MAX_TEAM_SIZE } from '@domain/billing';
import { FREE_SEATS, monthlyPrice, paidSeats } from '@domain/pricing';
import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { PriceBreakdown } from './price-breakdown';

type Counts = { members: number; activeInvitations: number };

/**
 * Why a typed team size cannot be chosen, in the reader's language: the contract's rules (a whole number from 1
 * to 1000, domain/contracts/billing.ts `teamSize`), then the team's own bounds (domain/billing.ts
 * `teamSizeProblem`), in the same order and with the same English.
 */
function useTeamSizeProblem(counts: Counts, purpose: 'subscribe' | 'update') {
  const { t } = useLingui();
  return (desired: number): string | null => {
    const { members, activeInvitations } = counts;
    const used = members + activeInvitations;
    const max = MAX_TEAM_SIZE;
    const free = FREE_SEATS;
    const least = FREE_SEATS + 1;
    if (!Number.isFinite(desired))
      return t({ id: 'billing.teamSize.errors.notNumber', message: 'Team size must be a number' });
    if (!Number.isInteger(desired))
      return t({ id: 'billing.teamSize.errors.notWhole', message: 'Team size must be a whole number' });
    if (desired < 1)
      return t({ id: 'billing.teamSize.errors.atLeastOne', message: 'Team size must be at least 1' });
    if (desired > max)
      return t({
        id: 'billing.teamSize.errors.tooMany',
        message: `Team size cannot be more than ${max} members.`,
      });
    if (desired < members)
      return t({
        id: 'billing.teamSize.errors.members',
        message: `Your team already has ${members} members. Choose a team size of at least ${members}, or remove members first.`,
      });
    if (desired < used)
      return t({
        id: 'billing.teamSize.errors.seats',
        message: plural(activeInvitations, {
          one: `Your team uses ${used} seats (${members} members and # open invitation). Choose a team size of at least ${used}, or delete invitations first.`,
          other: `Your team uses ${used} seats (${members} members and # open invitations). Choose a team size of at least ${used}, or delete invitations first.`,
        }),
      });
    if (purpose === 'subscribe' && desired <= FREE_SEATS)
      return t({
        id: 'billing.teamSize.errors.free',
        message: `Up to ${free} members are free. Choose at least ${least} members to subscribe.`,
      });
    return null;
  };
}

/** The team size as typed (text) → a whole number from 1 to 1000 within the team's own bounds. */
const formSchema = (problem: (desired: number) => string | null) =>
  z
    .object({
      teamSize: z.preprocess((v) => (v === '' || v === undefined ? Number.NaN : Number(v)), z.unknown()),
    })
    .superRefine((value, ctx) => {
      const found = problem(Number(value.teamSize));
      if (found) ctx.addIssue({ code: 'custom', path: ['teamSize'], message: found });
    })
    .transform((value) => ({ teamSize: Number(value.teamSize) }));

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
  const problem = useTeamSizeProblem(counts, purpose);
  const form = useForm<{ teamSize: unknown }, unknown, { teamSize: number }>({
    resolver: zodResolver(formSchema(problem)),
    defaultValues: { teamSize: String(defaultValue) },
    mode: 'onChange',
  });
  const free = FREE_SEATS;
  const members = counts.members;
  const invitations = counts.activeInvitations;
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
              <FormLabel>
                <Trans id="billing.teamSize.label">Team size</Trans>
              </FormLabel>
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
                {counts.activeInvitations > 0 ? (
                  <Trans id="billing.teamSize.hintInvitations">
                    Everyone who can be in your company, the {free} free members included. Your team has{' '}
                    <Plural value={members} one="# member" other="# members" /> and{' '}
                    <Plural value={invitations} one="# open invitation" other="# open invitations" />.
                  </Trans>
                ) : (
                  <Trans id="billing.teamSize.hint">
                    Everyone who can be in your company, the {free} free members included. Your team has{' '}
                    <Plural value={members} one="# member" other="# members" />.
                  </Trans>
                )}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <PriceBreakdown paidSeats={paidSeats(size)} monthlyPrice={monthlyPrice(size)} />
        <p className="text-muted-foreground text-xs">
          <Trans id="billing.teamSize.terms">
            Billed monthly in advance by card. Payments are non-refundable; you can cancel at any time and the
            plan then ends at the end of the paid period.
          </Trans>
        </p>
        {children}
      </form>
    </Form>
  );
}
