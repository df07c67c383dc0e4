/**
 * Rules of the seat-based subscription, shared by the server (seat limits, status) and the client (badges,
 * dialogs). Prices come from ./pricing: one rule for the landing page and for billing.
 */
import { formatEnglish, type Message } from './i18n/message';
import { FREE_SEATS, monthlyPrice, paidSeats } from './pricing';

export const BILLING_PROVIDERS = ['sandbox', 'stripe', 'none'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

/** The largest team a subscription covers; larger teams are a conversation, not a checkout. */
export const MAX_TEAM_SIZE = 1000;

/** The client re-reads the subscription status this often (spec 9: every 30 s). */
export const SUBSCRIPTION_POLL_MS = 30_000;

/**
 * Subscription states as the card payment provider (Stripe) names them; `none` = never subscribed. The sandbox
 * uses the same names.
 */
export const SUBSCRIPTION_STATES = [
  'none',
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'paused',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** A subscription that still bills (or tries to): the company is subscribed. */
export const isSubscribedState = (s: SubscriptionState) =>
  s === 'active' || s === 'trialing' || s === 'past_due' || s === 'unpaid';
/** A renewal failed: existing members keep access, no one can be added until it is paid. */
export const isPaymentFailedState = (s: SubscriptionState) => s === 'past_due' || s === 'unpaid';
/** A subscription that is over for good (Stripe never revives these). */
export const isEndedState = (s: SubscriptionState) => s === 'canceled' || s === 'incomplete_expired';

/** Refusal when a renewal failed (code SEAT_LIMIT, which makes the client show the payment dialog). */
export const PAYMENT_FAILED_LIMIT_MESSAGE =
  "This company's subscription plan has an unpaid renewal, so no one can be added until it is paid. Please contact the company admin to update the payment method.";

export interface SeatInputs {
  billingEnabled: boolean;
  /** The company's current subscription, if it ever had one. */
  subscription: {
    state: SubscriptionState;
    /** Team size the subscription pays for, the free seats included. */
    seats: number;
    currentPeriodEnd: Date | string | null;
    cancelAtPeriodEnd: boolean;
  } | null;
  members: number;
  activeInvitations: number;
}

export type SeatLimit =
  | { kind: 'unlimited' }
  | { kind: 'limited'; seats: number }
  /** A renewal failed: no new seat until it is paid. */
  | { kind: 'blocked' };

/** How many seats the company may fill: the seats paid on a live subscription, else the 2 free ones. */
export function seatLimit(input: Pick<SeatInputs, 'billingEnabled' | 'subscription'>): SeatLimit {
  if (!input.billingEnabled) return { kind: 'unlimited' };
  const sub = input.subscription;
  if (sub && isPaymentFailedState(sub.state)) return { kind: 'blocked' };
  if (sub && (sub.state === 'active' || sub.state === 'trialing')) {
    return { kind: 'limited', seats: Math.max(FREE_SEATS, sub.seats) };
  }
  return { kind: 'limited', seats: FREE_SEATS };
}

/**
 * Whether one more seat may be taken. Creating an invitation reserves a seat: members + active invitations + 1
 * must fit. Accepting one turns its reservation into a member: members + 1 must fit (other invitations beyond
 * a lowered limit are first come, first served).
 */
export function canTakeSeat(
  limit: SeatLimit,
  counts: { members: number; activeInvitations: number },
  purpose: 'invite' | 'accept',
): boolean {
  if (limit.kind === 'unlimited') return true;
  if (limit.kind === 'blocked') return false;
  const needed = purpose === 'invite' ? counts.members + counts.activeInvitations + 1 : counts.members + 1;
  return needed <= limit.seats;
}

/** The subscription status of the spec (check-subscription), with a few fields the screens need. */
export interface SubscriptionStatus {
  billingEnabled: boolean;
  state: SubscriptionState;
  subscribed: boolean;
  isFreePlan: boolean;
  /** Members of the company. */
  teamSize: number;
  activeInvitations: number;
  /** Seats the plan covers (2 on the free plan); null when billing is off (no limit). */
  seatsPaid: number | null;
  /** Members + active invitations. */
  seatsUsed: number;
  seatsRemaining: number | null;
  /** What the company pays a month now, in euros. */
  monthlyPrice: number;
  /** End of the paid period (renewal or, when cancelled, the end of the subscription). */
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  paymentFailed: boolean;
  requiresPayment: boolean;
}

export function subscriptionStatus(input: SeatInputs): SubscriptionStatus {
  const seatsUsed = input.members + input.activeInvitations;
  const sub = input.subscription;
  const state: SubscriptionState = sub?.state ?? 'none';
  const subscribed = input.billingEnabled && isSubscribedState(state);
  const paymentFailed = input.billingEnabled && isPaymentFailedState(state);
  const limit = seatLimit(input);
  const seatsPaid = !input.billingEnabled ? null : subscribed && sub ? sub.seats : FREE_SEATS;
  const seatsRemaining =
    limit.kind === 'unlimited' ? null : limit.kind === 'blocked' ? 0 : Math.max(0, limit.seats - seatsUsed);
  const end = sub && !isEndedState(state) && sub.currentPeriodEnd ? new Date(sub.currentPeriodEnd) : null;
  return {
    billingEnabled: input.billingEnabled,
    state,
    subscribed,
    isFreePlan: input.billingEnabled && !subscribed && seatsUsed <= FREE_SEATS,
    teamSize: input.members,
    activeInvitations: input.activeInvitations,
    seatsPaid,
    seatsUsed,
    seatsRemaining,
    monthlyPrice: subscribed && sub ? monthlyPrice(sub.seats) : 0,
    subscriptionEnd: end ? end.toISOString() : null,
    cancelAtPeriodEnd: subscribed && (sub?.cancelAtPeriodEnd ?? false),
    paymentFailed,
    requiresPayment: input.billingEnabled && (paymentFailed || seatsUsed > (seatsPaid ?? 0)),
  };
}

type BadgeInput = Pick<
  SubscriptionStatus,
  'billingEnabled' | 'monthlyPrice' | 'seatsPaid' | 'isFreePlan' | 'subscribed' | 'requiresPayment'
>;

/**
 * The badge of the subscription card (spec 4): 'Team Plan' when the monthly price is above 0 and more than 2
 * seats are paid, 'Free Plan' on the free plan, otherwise 'Payment Required'. Null when billing is off.
 */
export function planBadge(s: BadgeInput): 'Team Plan' | 'Free Plan' | 'Payment Required' | null {
  if (!s.billingEnabled) return null;
  if (s.monthlyPrice > 0 && (s.seatsPaid ?? 0) > FREE_SEATS) return 'Team Plan';
  if (s.isFreePlan) return 'Free Plan';
  return 'Payment Required';
}

/**
 * The Billing tab's badge: Payment Required whenever something is owed or the team outgrew its plan, Active
 * for a paid plan in good standing, Free on the free plan, Team Plan when billing is off (no limit).
 */
export function billingBadge(s: BadgeInput): 'Free' | 'Payment Required' | 'Active' | 'Team Plan' {
  if (!s.billingEnabled) return 'Team Plan';
  if (s.requiresPayment) return 'Payment Required';
  if (s.subscribed) return 'Active';
  return 'Free';
}

/**
 * Why a team size cannot be chosen, or null. A subscription covers at least everyone who holds a seat
 * (members and active invitations), at most MAX_TEAM_SIZE; a new subscription is for more than the free seats.
 */
export function teamSizeProblem(input: TeamSizeInput): string | null {
  const text = teamSizeText(input);
  return text && formatEnglish(text);
}

interface TeamSizeInput {
  desired: number;
  members: number;
  activeInvitations: number;
  purpose: 'subscribe' | 'update';
}

/** teamSizeProblem as a descriptor, for the server's answer in the requester's language. */
export function teamSizeText(input: TeamSizeInput): Message | null {
  const { desired, members, activeInvitations } = input;
  if (!Number.isInteger(desired))
    return /*i18n*/ { id: 'errors.billing.teamSizeWhole', message: 'Team size must be a whole number.' };
  if (desired > MAX_TEAM_SIZE)
    return /*i18n*/ {
      id: 'errors.billing.teamSizeTooLarge',
      message: 'Team size cannot be more than {max} members.',
      values: { max: MAX_TEAM_SIZE },
    };
  if (desired < members)
    return /*i18n*/ {
      id: 'errors.billing.teamSizeBelowMembers',
      message:
        'Your team already has {members} members. Choose a team size of at least {members}, or remove members first.',
      values: { members },
    };
  const used = members + activeInvitations;
  if (desired < used)
    return /*i18n*/ {
      id: 'errors.billing.teamSizeBelowSeats',
      message:
        'Your team uses {used} seats ({members} members and {invitations, plural, one {# open invitation} other {# open invitations}}). Choose a team size of at least {used}, or delete invitations first.',
      values: { used, members, invitations: activeInvitations },
    };
  if (input.purpose === 'subscribe' && desired <= FREE_SEATS)
    return /*i18n*/ {
      id: 'errors.billing.teamSizeFree',
      message: 'Up to {free} members are free. Choose at least {least} members to subscribe.',
      values: { free: FREE_SEATS, least: FREE_SEATS + 1 },
    };
  return null;
}

/**
 * What a new team size does to a paid subscription (update-subscription). 2 or fewer ends the paid plan at
 * the end of the period (the provider is asked only when it does not end already); the size it has, on a plan
 * that renews, changes nothing; any other size changes the seats: charged now for the rest of the period when
 * paid seats are added, otherwise the lower price applies from the next renewal (nothing is refunded).
 */
export type TeamSizeChange =
  | { kind: 'end-plan'; cancel: boolean }
  | { kind: 'unchanged' }
  | { kind: 'change-seats'; chargedNow: boolean };

export function teamSizeChange(
  subscription: { seats: number; cancelAtPeriodEnd: boolean },
  desired: number,
): TeamSizeChange {
  if (desired <= FREE_SEATS) return { kind: 'end-plan', cancel: !subscription.cancelAtPeriodEnd };
  if (desired === subscription.seats && !subscription.cancelAtPeriodEnd) return { kind: 'unchanged' };
  return { kind: 'change-seats', chargedNow: paidSeats(desired) > paidSeats(subscription.seats) };
}

/** What is still owed when a subscription is cancelled, in euros: its unpaid renewals (paid periods are not refunded). */
export const amountDue = (unpaidInvoices: readonly { amountCents: number }[]) =>
  unpaidInvoices.reduce((sum, i) => sum + i.amountCents, 0) / 100;

/** A checkout still open past its expiry is expired, even before the provider says so. */
export const checkoutState = <S extends string>(checkout: { status: S; expiresAt: Date }, now: Date) =>
  checkout.status === 'open' && checkout.expiresAt.getTime() <= now.getTime() ? 'expired' : checkout.status;

/** The smallest team size a subscription may have for this team (and the usual suggestion: one more seat). */
export const minimumTeamSize = (counts: { members: number; activeInvitations: number }) =>
  Math.max(FREE_SEATS + 1, counts.members + counts.activeInvitations);

/**
 * What adding seats in the middle of a period costs now, in cents: the new paid seats for the share of the
 * period that is left (what Stripe's proration invoices). Removing seats costs nothing and refunds nothing.
 */
export function prorationCents(input: {
  fromSeats: number;
  toSeats: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const added = paidSeats(input.toSeats) - paidSeats(input.fromSeats);
  if (added <= 0) return 0;
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  if (total <= 0) return 0;
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), total);
  return Math.round((added * 100 * left) / total);
}

/** One monthly billing period on: same day next month, clamped to the month's last day (Jan 31 → Feb 28/29). */
export function addOneMonth(date: Date): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** Euros to cents without floating-point surprises. */
export const centsOf = (euros: number) => Math.round(euros * 100);

/** How an invoice's status reads, in Billing History and on the sandbox's invoice PDF. */
export const INVOICE_STATUS_LABELS = {
  paid: 'Paid',
  open: 'Open',
  failed: 'Payment failed',
  void: 'Void',
  uncollectible: 'Uncollectible',
} as const satisfies Record<'paid' | 'open' | 'failed' | 'void' | 'uncollectible', string>;
