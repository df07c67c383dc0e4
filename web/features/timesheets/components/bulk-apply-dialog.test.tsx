// @vitest-environment happy-dom
import type { MonthView } from '@domain/contracts/time-entries';
import { CLOCK_TIMES_REQUIRED } from '@domain/time-entries';
import { timesheetDays } from '@domain/timesheets';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { monthView } from '@/test/fixtures';
import { apiError, deferred, findToast, renderApp, type Stub, stub } from '@/test/render-app';
import { BulkApplyDialog } from './bulk-apply-dialog';

function renderDialog(stubs: Stub[], view: MonthView = monthView()) {
  const onOpenChange = vi.fn();
  const days = timesheetDays(view).map((d) => ({ ...d, correction: null }));
  const app = renderApp(<BulkApplyDialog open onOpenChange={onOpenChange} view={view} days={days} />, {
    stubs,
  });
  return { ...app, onOpenChange };
}

const applied = () => stub(endpoints.bulkApplyTimes, () => ({ created: 22, deleted: 0 }));
const apply = () => screen.getByRole('button', { name: 'Apply to Month' });

describe('BulkApplyDialog', () => {
  it('starts from the spec’s times and counts the days it will fill', () => {
    renderDialog([applied()]);
    expect(screen.getByLabelText('Clock In')).toHaveProperty('value', '09:00');
    expect(screen.getByLabelText('Clock Out')).toHaveProperty('value', '17:00');
    // 09:00–17:00 with a break from 12:00 to 13:00: 8 − 1 = 7 h.
    expect(screen.getByTestId('daily-hours').textContent).toBe('7.00');
    // March 2026 has 22 weekdays (2–6, 9–13, 16–20, 23–27, 30–31) and no holiday here.
    expect(screen.getByText('22 time entries will be created.')).toBeTruthy();
  });

  it('requires both clock times (Missing information) and sends nothing', async () => {
    const bulk = applied();
    const { user } = renderDialog([bulk]);
    await user.clear(screen.getByLabelText('Clock Out'));
    await user.click(apply());
    await findToast('Missing information', CLOCK_TIMES_REQUIRED);
    expect(bulk.calls).toEqual([]);
  });

  it('sends the times and the three options, and says what was created', async () => {
    const bulk = applied();
    const { user, onOpenChange } = renderDialog([bulk]);
    await user.click(apply());
    await findToast('Entries Applied', 'Created 22 time entries for March 2026.');
    expect(bulk.calls.map((c) => c.body)).toEqual([
      {
        month: '2026-03',
        clockIn: '09:00',
        clockOut: '17:00',
        breakStart: '12:00',
        breakEnd: '13:00',
        skipWeekends: true,
        skipHolidays: true,
        onlyEmptyDays: true,
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends no break when its times are cleared, and the options as ticked', async () => {
    const bulk = stub(endpoints.bulkApplyTimes, () => ({ created: 31, deleted: 3 }));
    const { user } = renderDialog([bulk]);
    await user.clear(screen.getByLabelText('Break Start'));
    await user.clear(screen.getByLabelText('Break End'));
    await user.click(screen.getByRole('checkbox', { name: 'Skip weekends' }));
    await user.click(screen.getByRole('checkbox', { name: 'Only apply to days without existing entries' }));
    // Every day of March now: 31.
    expect(screen.getByText('31 time entries will be created.')).toBeTruthy();
    await user.click(apply());
    await findToast('Entries Applied', 'Created 31 time entries for March 2026 (replaced 3 time entries).');
    expect(bulk.calls[0]?.body).toMatchObject({
      breakStart: null,
      breakEnd: null,
      skipWeekends: false,
      skipHolidays: true,
      onlyEmptyDays: false,
    });
  });

  it('does not call the server when no day is left to fill', async () => {
    const bulk = applied();
    const away = { absenceType: 'vacation' as const, halfDayStart: false, halfDayEnd: false, hours: null };
    const { user } = renderDialog(
      [bulk],
      monthView({ absences: [{ ...away, startDate: '2026-03-01', endDate: '2026-03-31' }] }),
    );
    expect(screen.getByText('No entries to create.')).toBeTruthy();
    await user.click(apply());
    await findToast(
      'No entries to create',
      'Every chosen day of March 2026 already has an entry or is skipped.',
    );
    expect(bulk.calls).toEqual([]);
  });

  it('keeps both buttons disabled while applying', async () => {
    const answer = deferred<{ created: number; deleted: number }>();
    const bulk = stub(endpoints.bulkApplyTimes, () => answer.promise);
    const { user } = renderDialog([bulk]);
    await user.click(apply());
    expect((await screen.findByRole('button', { name: 'Applying...' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    answer.resolve({ created: 22, deleted: 0 });
    await findToast('Entries Applied');
  });

  it('shows the server’s refusal, and the spec’s text when the server fails', async () => {
    const bulk = stub(endpoints.bulkApplyTimes, () =>
      apiError('CONFLICT', 'March 2026 is approved: its entries can no longer change.'),
    );
    const { user, onOpenChange } = renderDialog([bulk]);
    await user.click(apply());
    await findToast(
      'Error applying bulk entries',
      'March 2026 is approved: its entries can no longer change.',
    );
    bulk.reply(() => apiError('INTERNAL', 'Something went wrong. Please try again.'));
    await user.click(apply());
    await findToast('Error applying bulk entries', 'Failed to apply the times. Please try again.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows the refusal of a time that does not exist on a day it would fill, naming the day', async () => {
    const message =
      '02:30 does not exist on Mar 29, 2026: the clocks go forward from 02:00 to 03:00. Choose other times, or enter that day by hand first and apply to empty days only.';
    const bulk = stub(endpoints.bulkApplyTimes, () =>
      apiError('VALIDATION_FAILED', message, { fields: [{ field: 'clockIn', message }] }),
    );
    const { user, onOpenChange } = renderDialog([bulk]);
    await user.clear(screen.getByLabelText('Clock In'));
    await user.type(screen.getByLabelText('Clock In'), '02:30');
    await user.click(screen.getByRole('checkbox', { name: 'Skip weekends' }));
    await user.click(apply());
    await findToast('Error applying bulk entries', message);
    expect(bulk.calls[0]?.body).toMatchObject({ clockIn: '02:30', skipWeekends: false });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
