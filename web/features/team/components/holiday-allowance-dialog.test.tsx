// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { allowanceSummary, IDS, managedMember } from '@/test/fixtures';
import { chooseOption, findFieldError } from '@/test/interactions';
import { apiError, deferred, findToast, renderApp, type Stub, stub } from '@/test/render-app';
import { HolidayAllowanceDialog } from './holiday-allowance-dialog';

const NEGATIVE = 'Remaining days cannot be negative. Lower the manual adjustment or raise the allowance.';
const saved = () => stub(endpoints.updateMemberHolidayAllowance, () => ({ ok: true as const }));
/** Bruno's balance of each year: 2026 as the fixture (25, 5 used, 20 left); others as given. */
const balances = (byYear: Record<number, Partial<ReturnType<typeof allowanceSummary>>> = {}) =>
  stub(endpoints.getMemberHolidayAllowance, ({ query }) => {
    const year = Number(query.year ?? 2026);
    return allowanceSummary({ year, ...byYear[year] });
  });

async function open(stubs: Stub[]) {
  // Bruno: 25 days a year, 5 used, no adjustment → 20 left.
  const app = renderApp(<HolidayAllowanceDialog member={managedMember()} year={2026} />, {
    stubs: [balances(), ...stubs],
  });
  await app.user.click(screen.getByRole('button', { name: 'Holiday allowance of Bruno Costa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Holiday Allowance' });
  await screen.findByLabelText('Annual allowance (days)');
  return { ...app, dialog };
}

const allowance = () => screen.getByLabelText('Annual allowance (days)');
const adjustment = () => screen.getByLabelText('Manual adjustment (days)');
const save = () => screen.getByRole('button', { name: 'Save' });

async function setNumber(user: ReturnType<typeof renderApp>['user'], input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('HolidayAllowanceDialog', () => {
  it('opens on the member’s figures and recomputes the remaining days as they change', async () => {
    const { user } = renderApp(<HolidayAllowanceDialog member={managedMember()} year={2026} />, {
      stubs: [saved(), balances()],
    });
    const trigger = screen.getByRole('button', { name: 'Holiday allowance of Bruno Costa' });
    expect(trigger.textContent).toBe('20 days left');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Holiday Allowance' });
    expect(within(dialog).getByText('Bruno Costa · 2026')).toBeTruthy();
    expect((await screen.findByLabelText('Annual allowance (days)')) as HTMLInputElement).toHaveProperty(
      'value',
      '25',
    );
    expect(adjustment()).toHaveProperty('value', '0');
    await setNumber(user, adjustment(), '3');
    // 25 − 5 used − 3 = 17.
    expect(within(dialog).getByText('17 days')).toBeTruthy();
  });

  it('edits the year chosen: its own allowance, adjustment, carry-over and pro-rata', async () => {
    const update = saved();
    // 2027: Bruno leaves on 30 Jun 2027 (181 of 365 days): 25 → 12.5 (nearest); 4.5 carried; nothing used.
    const stubs = [
      update,
      balances({
        2027: {
          totalAllowance: 12.5,
          annualAllowance: 25,
          proRata: { membershipDays: 181, daysInYear: 365, rounding: 'nearest', applied: true },
          carriedOver: 4.5,
          usedDays: 0,
          remainingDays: 17,
        },
      }),
    ];
    const { user } = renderApp(<HolidayAllowanceDialog member={managedMember()} year={2026} />, { stubs });
    await user.click(screen.getByRole('button', { name: 'Holiday allowance of Bruno Costa' }));
    await screen.findByLabelText('Annual allowance (days)');
    await chooseOption(user, 'Year', '2027');
    expect(await screen.findByText('Bruno Costa · 2027')).toBeTruthy();
    expect(
      await screen.findByText(/A member 181 of the 365 days of 2027, so 12.5 days this year/),
    ).toBeTruthy();
    expect(screen.getByText('4.5 days')).toBeTruthy(); // carried over
    expect(screen.getByText('17 days')).toBeTruthy(); // 12.5 + 4.5
    // 30 × 181 / 365 = 14.88 → 15; 15 + 4.5 − 1 = 18.5.
    await setNumber(user, allowance(), '30');
    await setNumber(user, adjustment(), '1');
    expect(screen.getByText(/so 15 days this year/)).toBeTruthy();
    expect(screen.getByText('18.5 days')).toBeTruthy();
    // The full allowance instead (staff who joined Plantel, not the company): 30 + 4.5 − 1 = 33.5.
    await user.click(screen.getByRole('checkbox', { name: 'Pro-rate to the days in the company' }));
    expect(screen.getByText('33.5 days')).toBeTruthy();
    await user.click(save());
    await findToast('Holiday allowance updated successfully');
    expect(update.calls[0]?.body).toEqual({
      year: 2027,
      holidayAllowance: 30,
      manualHolidayAdjustment: 1,
      proRata: false,
    });
  });

  it('refuses a negative balance: the warning shows and Save is disabled', async () => {
    const update = saved();
    const { user } = await open([update]);
    await setNumber(user, adjustment(), '30');
    // 25 − 5 − 30 = −10.
    expect(screen.getByText('-10 days')).toBeTruthy();
    expect(screen.getByText(NEGATIVE)).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(update.calls).toEqual([]);
  });

  it('disables Save while a field is empty', async () => {
    const { user } = await open([saved()]);
    await setNumber(user, allowance(), '');
    expect(save().hasAttribute('disabled')).toBe(true);
  });

  it('says under the field when a number is out of range, and sends nothing', async () => {
    const update = saved();
    const { user } = await open([update]);
    await setNumber(user, allowance(), '400');
    await user.click(save());
    expect(await findFieldError(allowance())).toBe('Annual allowance must be between 0 and 365');
    expect(update.calls).toEqual([]);
  });

  it('sends both numbers for the member and closes', async () => {
    const update = saved();
    const { user } = await open([update]);
    await setNumber(user, allowance(), '30');
    await setNumber(user, adjustment(), '2');
    await user.click(save());
    await findToast('Holiday allowance updated successfully');
    expect(update.calls).toEqual([
      {
        params: { id: IDS.member },
        query: {},
        body: { year: 2026, holidayAllowance: 30, manualHolidayAdjustment: 2 },
      },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows Saving... while the change is on its way', async () => {
    const answer = deferred<{ ok: true }>();
    const { user } = await open([stub(endpoints.updateMemberHolidayAllowance, () => answer.promise)]);
    await user.click(save());
    expect((await screen.findByRole('button', { name: 'Saving...' })).hasAttribute('disabled')).toBe(true);
    answer.resolve({ ok: true });
    await findToast('Holiday allowance updated successfully');
  });

  it('shows the server’s refusal and stays open', async () => {
    const update = stub(endpoints.updateMemberHolidayAllowance, () =>
      apiError('VALIDATION_FAILED', NEGATIVE, {
        fields: [{ field: 'manualHolidayAdjustment', message: NEGATIVE }],
      }),
    );
    const { user } = await open([update]);
    await user.click(save());
    await findToast('Failed to update holiday allowance', NEGATIVE);
    expect(screen.getByRole('dialog', { name: 'Holiday Allowance' })).toBeTruthy();
  });
});
