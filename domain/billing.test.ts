import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addOneMonth,
  amountDue,
  billingBadge,
  canTakeSeat,
  checkoutState,
  minimumTeamSize,
  planBadge,
  prorationCents,
  type SeatInputs,
  seatLimit,
  subscriptionStatus,
  teamSizeChange,
  teamSizeProblem,
} from './billing';
import { monthlyPrice } from './pricing';

const active = (seats: number, extra: Partial<NonNullable<SeatInputs['subscription']>> = {}) => ({
  state: 'active' as const,
  seats,
  currentPeriodEnd: '2026-03-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  ...extra,
});
const inputs = (over: Partial<SeatInputs>): SeatInputs => ({
  billingEnabled: true,
  subscription: null,
  members: 1,
  activeInvitations: 0,
  ...over,
});

describe('seat limit', () => {
  it('is the 2 free seats without a subscription, the seats paid with one, none when billing is off', () => {
    expect(seatLimit(inputs({}))).toEqual({ kind: 'limited', seats: 2 });
    expect(seatLimit(inputs({ subscription: active(7) }))).toEqual({ kind: 'limited', seats: 7 });
    expect(seatLimit(inputs({ billingEnabled: false, subscription: active(7) }))).toEqual({
      kind: 'unlimited',
    });
  });

  it('falls back to the free seats once a subscription ended, and blocks while a renewal is unpaid', () => {
    for (const state of ['canceled', 'incomplete', 'incomplete_expired', 'paused'] as const) {
      expect(seatLimit(inputs({ subscription: active(9, { state }) })), state).toEqual({
        kind: 'limited',
        seats: 2,
      });
    }
    for (const state of ['past_due', 'unpaid'] as const) {
      expect(seatLimit(inputs({ subscription: active(9, { state }) })), state).toEqual({ kind: 'blocked' });
    }
  });

  it('an invitation needs room beside members and invitations; an acceptance beside members only', () => {
    const limit = { kind: 'limited', seats: 3 } as const;
    expect(canTakeSeat(limit, { members: 1, activeInvitations: 1 }, 'invite')).toBe(true);
    expect(canTakeSeat(limit, { members: 1, activeInvitations: 2 }, 'invite')).toBe(false);
    // Accepting one of 5 invitations after the plan shrank: members + 1 must fit.
    expect(canTakeSeat(limit, { members: 2, activeInvitations: 4 }, 'accept')).toBe(true);
    expect(canTakeSeat(limit, { members: 3, activeInvitations: 0 }, 'accept')).toBe(false);
    expect(canTakeSeat({ kind: 'blocked' }, { members: 0, activeInvitations: 0 }, 'accept')).toBe(false);
    expect(canTakeSeat({ kind: 'unlimited' }, { members: 999, activeInvitations: 9 }, 'invite')).toBe(true);
  });

  it('never lets seats used go above the limit through invitations (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 50 }), fc.integer({ min: 0, max: 60 }), (seats, attempts) => {
        const counts = { members: 1, activeInvitations: 0 };
        const limit = { kind: 'limited', seats } as const;
        for (let i = 0; i < attempts; i++) {
          if (canTakeSeat(limit, counts, 'invite')) counts.activeInvitations++;
        }
        return counts.members + counts.activeInvitations <= Math.max(seats, 1);
      }),
    );
  });
});

describe('subscription status', () => {
  it('free plan: 2 seats, nothing to pay', () => {
    expect(subscriptionStatus(inputs({ members: 2 }))).toMatchObject({
      subscribed: false,
      isFreePlan: true,
      teamSize: 2,
      seatsPaid: 2,
      seatsUsed: 2,
      seatsRemaining: 0,
      monthlyPrice: 0,
      subscriptionEnd: null,
      requiresPayment: false,
    });
  });

  it('a team grown beyond the free plan without paying requires payment', () => {
    expect(subscriptionStatus(inputs({ members: 2, activeInvitations: 1 }))).toMatchObject({
      isFreePlan: false,
      requiresPayment: true,
      seatsRemaining: 0,
    });
  });

  it('a paid plan: price from the seats paid, seats left, renewal date', () => {
    expect(subscriptionStatus(inputs({ members: 4, activeInvitations: 1, subscription: active(8) }))).toEqual(
      {
        billingEnabled: true,
        state: 'active',
        subscribed: true,
        isFreePlan: false,
        teamSize: 4,
        activeInvitations: 1,
        seatsPaid: 8,
        seatsUsed: 5,
        seatsRemaining: 3,
        monthlyPrice: 6,
        subscriptionEnd: '2026-03-01T00:00:00.000Z',
        cancelAtPeriodEnd: false,
        paymentFailed: false,
        requiresPayment: false,
      },
    );
  });

  it('an unpaid renewal: still subscribed, payment required, no seat left', () => {
    expect(
      subscriptionStatus(inputs({ members: 3, subscription: active(8, { state: 'past_due' }) })),
    ).toMatchObject({
      subscribed: true,
      paymentFailed: true,
      requiresPayment: true,
      seatsRemaining: 0,
      monthlyPrice: 6,
    });
  });

  it('an ended subscription is the free plan again (payment required if the team is bigger)', () => {
    const ended = subscriptionStatus(inputs({ members: 4, subscription: active(8, { state: 'canceled' }) }));
    expect(ended).toMatchObject({ subscribed: false, seatsPaid: 2, monthlyPrice: 0, requiresPayment: true });
    expect(ended.subscriptionEnd).toBeNull();
  });

  it('billing off: no limit, nothing required', () => {
    expect(subscriptionStatus(inputs({ billingEnabled: false, members: 30 }))).toMatchObject({
      billingEnabled: false,
      isFreePlan: false,
      seatsPaid: null,
      seatsRemaining: null,
      requiresPayment: false,
    });
  });
});

describe('badges', () => {
  const free = subscriptionStatus(inputs({ members: 2 }));
  const paid = subscriptionStatus(inputs({ members: 3, subscription: active(5) }));
  const owing = subscriptionStatus(inputs({ members: 3 }));
  const failed = subscriptionStatus(inputs({ members: 3, subscription: active(5, { state: 'past_due' }) }));
  const off = subscriptionStatus(inputs({ billingEnabled: false }));

  it('subscription card (spec 4): Team Plan when paying for more than 2 seats, Free Plan, else Payment Required', () => {
    expect(planBadge(free)).toBe('Free Plan');
    expect(planBadge(paid)).toBe('Team Plan');
    expect(planBadge(owing)).toBe('Payment Required');
    expect(planBadge({ ...paid, monthlyPrice: 0 })).toBe('Payment Required');
    expect(planBadge({ ...paid, seatsPaid: 2 })).toBe('Payment Required');
    expect(planBadge(off)).toBeNull();
  });

  it('Billing tab: Free, Payment Required, Active or Team Plan', () => {
    expect(billingBadge(free)).toBe('Free');
    expect(billingBadge(owing)).toBe('Payment Required');
    expect(billingBadge(failed)).toBe('Payment Required');
    expect(billingBadge(paid)).toBe('Active');
    expect(billingBadge(off)).toBe('Team Plan');
  });
});

describe('team size', () => {
  const team = { members: 4, activeInvitations: 1 };
  it('refuses below the members, below the seats in use, above 1000, and the free sizes for a new plan', () => {
    expect(teamSizeProblem({ desired: 3, ...team, purpose: 'update' })).toBe(
      'Your team already has 4 members. Choose a team size of at least 4, or remove members first.',
    );
    expect(teamSizeProblem({ desired: 4, ...team, purpose: 'update' })).toBe(
      'Your team uses 5 seats (4 members and 1 open invitation). Choose a team size of at least 5, or delete invitations first.',
    );
    expect(teamSizeProblem({ desired: 1001, ...team, purpose: 'update' })).toBe(
      'Team size cannot be more than 1000 members.',
    );
    expect(teamSizeProblem({ desired: 2, members: 1, activeInvitations: 0, purpose: 'subscribe' })).toBe(
      'Up to 2 members are free. Choose at least 3 members to subscribe.',
    );
    expect(teamSizeProblem({ desired: 2, members: 1, activeInvitations: 0, purpose: 'update' })).toBeNull();
    expect(teamSizeProblem({ desired: 5, ...team, purpose: 'subscribe' })).toBeNull();
    expect(teamSizeProblem({ desired: 1000, ...team, purpose: 'update' })).toBeNull();
  });

  it('suggests at least one paid seat and never fewer than the seats in use', () => {
    expect(minimumTeamSize({ members: 1, activeInvitations: 0 })).toBe(3);
    expect(minimumTeamSize({ members: 6, activeInvitations: 2 })).toBe(8);
  });
});

describe('a new team size', () => {
  const renewing = (seats: number) => ({ seats, cancelAtPeriodEnd: false });
  const ending = (seats: number) => ({ seats, cancelAtPeriodEnd: true });

  it('2 or fewer ends the paid plan, asking the provider only when the plan does not end already', () => {
    expect(teamSizeChange(renewing(5), 2)).toEqual({ kind: 'end-plan', cancel: true });
    expect(teamSizeChange(renewing(5), 1)).toEqual({ kind: 'end-plan', cancel: true });
    expect(teamSizeChange(ending(5), 2)).toEqual({ kind: 'end-plan', cancel: false });
  });

  it('the same size on a renewing plan changes nothing; on an ending plan it renews it', () => {
    expect(teamSizeChange(renewing(5), 5)).toEqual({ kind: 'unchanged' });
    // 5 → 5: paid seats 3 → 3, none added, so the plan simply renews at its price.
    expect(teamSizeChange(ending(5), 5)).toEqual({ kind: 'change-seats', chargedNow: false });
  });

  it('adding paid seats is charged now; removing them lowers the price from the renewal', () => {
    // 3 → 5 members: paid seats 3 − 2 = 1 → 5 − 2 = 3, two added.
    expect(teamSizeChange(renewing(3), 5)).toEqual({ kind: 'change-seats', chargedNow: true });
    // 5 → 4 members: paid seats 3 → 2, none added.
    expect(teamSizeChange(renewing(5), 4)).toEqual({ kind: 'change-seats', chargedNow: false });
    // 3 → 5 on a plan that was ending: seats still added now.
    expect(teamSizeChange(ending(3), 5)).toEqual({ kind: 'change-seats', chargedNow: true });
  });
});

describe('what a cancelled subscription still owes', () => {
  it('sums its unpaid renewals in euros', () => {
    expect(amountDue([])).toBe(0);
    // 300 + 150 = 450 cents = 4.50 €.
    expect(amountDue([{ amountCents: 300 }, { amountCents: 150 }])).toBe(4.5);
  });
});

describe('checkout state', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const at = (iso: string) => new Date(iso);
  it('an open checkout expires at its expiry time; others keep their state', () => {
    expect(checkoutState({ status: 'open', expiresAt: at('2026-03-10T12:00:01Z') }, now)).toBe('open');
    expect(checkoutState({ status: 'open', expiresAt: now }, now)).toBe('expired');
    expect(checkoutState({ status: 'completed', expiresAt: at('2026-03-01T00:00:00Z') }, now)).toBe(
      'completed',
    );
    expect(checkoutState({ status: 'abandoned', expiresAt: at('2026-03-20T00:00:00Z') }, now)).toBe(
      'abandoned',
    );
  });
});

describe('billing periods', () => {
  it('a month on, clamped to the end of shorter months', () => {
    expect(addOneMonth(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addOneMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addOneMonth(new Date('2028-01-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addOneMonth(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });

  it('prorates added seats for the rest of the period; removing seats costs and refunds nothing', () => {
    const periodStart = new Date('2026-04-01T00:00:00Z');
    const periodEnd = new Date('2026-05-01T00:00:00Z');
    const half = new Date('2026-04-16T00:00:00Z');
    expect(prorationCents({ fromSeats: 3, toSeats: 5, periodStart, periodEnd, now: half })).toBe(100);
    expect(prorationCents({ fromSeats: 3, toSeats: 5, periodStart, periodEnd, now: periodStart })).toBe(200);
    expect(prorationCents({ fromSeats: 2, toSeats: 3, periodStart, periodEnd, now: periodEnd })).toBe(0);
    expect(prorationCents({ fromSeats: 5, toSeats: 3, periodStart, periodEnd, now: half })).toBe(0);
    // From the free plan's seats only the paid ones count.
    expect(prorationCents({ fromSeats: 1, toSeats: 3, periodStart, periodEnd, now: periodStart })).toBe(100);
    expect(monthlyPrice(5) * 100).toBe(300);
  });
});
