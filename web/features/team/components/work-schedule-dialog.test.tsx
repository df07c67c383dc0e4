// @vitest-environment happy-dom
import type { MemberWorkSchedule } from '@domain/contracts/work-schedules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { IDS, managedMember } from '@/test/fixtures';
import { apiError, findToast, renderApp, type Stub, stub } from '@/test/render-app';
import { WorkScheduleDialog } from './work-schedule-dialog';

const CLOSED =
  'The timesheet of November 2026 is already approved: a new schedule can start on Dec 01, 2026 at the earliest.';

const schedule = (overrides: Partial<MemberWorkSchedule> = {}): MemberWorkSchedule => ({
  userId: IDS.member,
  current: [8, 8, 8, 8, 8, 0, 0],
  followsCompany: true,
  history: [],
  company: [],
  earliestStart: null,
  suggestedStart: '2026-11-01',
  ...overrides,
});

const read = (overrides: Partial<MemberWorkSchedule> = {}) =>
  stub(endpoints.getMemberWorkSchedule, () => schedule(overrides));
const saved = () => stub(endpoints.setMemberWorkSchedule, () => schedule());

async function open(stubs: Stub[]) {
  const app = renderApp(<WorkScheduleDialog member={managedMember()} />, { stubs });
  const trigger = screen.getByRole('button', { name: 'Work schedule of Bruno Costa' });
  expect(trigger.textContent).toBe('40 h/week');
  await app.user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Work Schedule' });
  await within(dialog).findByLabelText('Hours on Monday');
  return { ...app, dialog };
}

const day = (name: string) => screen.getByLabelText(`Hours on ${name}`);
const save = () => screen.getByRole('button', { name: 'Save' });

describe('WorkScheduleDialog', () => {
  it('sets a three-day week from the first day of the month, showing the weekly total', async () => {
    const update = saved();
    const { user, dialog } = await open([read({ followsCompany: false }), update]);
    expect(within(dialog).getByText('Bruno Costa · Mon, Tue, Wed, Thu, Fri')).toBeTruthy();
    expect(within(dialog).getByText('40 h')).toBeTruthy();
    await user.clear(day('Tuesday'));
    await user.type(day('Tuesday'), '0');
    await user.clear(day('Thursday'));
    await user.type(day('Thursday'), '0');
    // 8 + 8 + 8 = 24.
    expect(within(dialog).getByText('24 h')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Starts on' }).textContent).toContain('Nov 01, 2026');
    await user.click(save());
    await findToast('Work schedule updated successfully');
    expect(update.calls).toEqual([
      {
        params: { id: IDS.member },
        query: {},
        body: { hours: [8, 0, 8, 0, 8, 0, 0], startsOn: '2026-11-01' },
      },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a day that is not in quarter hours and sends nothing', async () => {
    const update = saved();
    const { user } = await open([read({ followsCompany: false }), update]);
    await user.clear(day('Friday'));
    await user.type(day('Friday'), '7.3');
    await user.click(save());
    expect(screen.getByRole('alert').textContent).toBe('Friday: use quarter hours (for example 7.5 or 7.25)');
    expect(update.calls).toEqual([]);
  });

  it('sends no hours when the person follows the company default', async () => {
    const update = saved();
    const { user } = await open([read(), update]);
    const follow = screen.getByRole('checkbox', { name: 'Follow the company default' });
    expect(follow.getAttribute('aria-checked')).toBe('true');
    expect(day('Monday').closest('fieldset')?.disabled).toBe(true);
    await user.click(save());
    await findToast('Work schedule updated successfully');
    expect(update.calls[0]?.body).toEqual({ hours: null, startsOn: '2026-11-01' });
  });

  it('starts after the last closed month, and shows the refusal of a closed month under the date', async () => {
    const update = stub(endpoints.setMemberWorkSchedule, () =>
      apiError('VALIDATION_FAILED', CLOSED, { fields: [{ field: 'startsOn', message: CLOSED }] }),
    );
    const { user, dialog } = await open([
      read({ followsCompany: false, earliestStart: '2026-12-01', suggestedStart: '2026-12-01' }),
      update,
    ]);
    expect(within(dialog).getByRole('button', { name: 'Starts on' }).textContent).toContain('Dec 01, 2026');
    expect(within(dialog).getByText(/start on Dec 01, 2026 or later/)).toBeTruthy();
    await user.click(save());
    await findToast('Failed to update the work schedule', CLOSED);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CLOSED);
    expect(screen.getByRole('dialog', { name: 'Work Schedule' })).toBeTruthy();
  });
});
