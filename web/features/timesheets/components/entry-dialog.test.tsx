// @vitest-environment happy-dom
import type { EntryWriteResponse, MonthView, TimeEntry } from '@domain/contracts/time-entries';
import { BREAKS_OVERLAP, CLOCK_IN_REQUIRED, CLOCK_OUT_AFTER_IN } from '@domain/time-entries';
import { timesheetDays } from '@domain/timesheets';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { IDS, monthView } from '@/test/fixtures';
import { fieldError } from '@/test/interactions';
import { apiError, deferred, findToast, renderApp, type Stub, stub } from '@/test/render-app';
import type { Day } from './day-list';
import { EntryDialog } from './entry-dialog';

const ENTRY_ID = '00000000-0000-4000-8000-0000000000e1';
const DATE = '2026-03-16'; // a Monday

const entry = (overrides: Partial<TimeEntry> = {}): TimeEntry => ({
  id: ENTRY_ID,
  userId: IDS.user,
  date: DATE,
  clockIn: `${DATE}T09:00`,
  clockOut: `${DATE}T17:00`,
  breaks: [],
  clockInAt: '2026-03-16T08:00:00.000Z',
  breakStartAt: null,
  totalHours: 8,
  breakHours: 0,
  notes: null,
  warnings: [],
  ...overrides,
});

const saved = (outcome: EntryWriteResponse['outcome'] = 'saved'): EntryWriteResponse => ({
  outcome,
  entry: outcome === 'deleted' ? null : entry(),
  correction: null,
});

function dayOf(view: MonthView, date = DATE): Day {
  const day = timesheetDays(view).find((d) => d.date === date)!;
  return { ...day, correction: null };
}

function renderDialog(stubs: Stub[], view = monthView()) {
  const onClose = vi.fn();
  const app = renderApp(<EntryDialog day={dayOf(view)} view={view} onClose={onClose} />, { stubs });
  return { ...app, onClose };
}

const clockIn = () => screen.getByLabelText(/^Clock In/);

/** The time-tracking page as far as the dialog is concerned: a day is opened, then closed. */
function DaysWithDialog({ view }: { view: MonthView }) {
  const [open, setOpen] = useState<Day | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(dayOf(view, '2026-03-16'))}>
        Open Monday
      </button>
      <button type="button" onClick={() => setOpen(dayOf(view, '2026-03-17'))}>
        Open Tuesday
      </button>
      <EntryDialog day={open} view={view} onClose={() => setOpen(null)} />
    </>
  );
}

describe('EntryDialog (time entry)', () => {
  it('requires Clock In (Missing information) and sends nothing', async () => {
    const create = stub(endpoints.createTimeEntry, () => saved());
    const { user } = renderDialog([create]);
    expect(screen.getByRole('heading', { name: 'Add Time Entry – Mon, Mar 16, 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Missing information', CLOCK_IN_REQUIRED);
    expect(fieldError(clockIn())).toBe(CLOCK_IN_REQUIRED);
    expect(create.calls).toEqual([]);
  });

  // Issue 17 item 3.
  it('opens the next day empty after a cancelled entry: no times, no red errors carried over', async () => {
    const create = stub(endpoints.createTimeEntry, () => saved());
    const { user } = renderApp(<DaysWithDialog view={monthView()} />, { stubs: [create] });
    await user.click(screen.getByRole('button', { name: 'Open Monday' }));
    await user.type(clockIn(), '17:00');
    await user.type(screen.getByLabelText('Clock Out'), '09:00');
    await user.type(screen.getByLabelText('Notes'), 'not kept');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Error saving time entry', CLOCK_OUT_AFTER_IN);
    expect(fieldError(screen.getByLabelText('Clock Out'))).toBe(CLOCK_OUT_AFTER_IN);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Open Tuesday' }));
    expect(await screen.findByRole('heading', { name: 'Add Time Entry – Tue, Mar 17, 2026' })).toBeTruthy();
    expect((clockIn() as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Clock Out') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('');
    expect(fieldError(clockIn())).toBeNull();
    expect(fieldError(screen.getByLabelText('Clock Out'))).toBeNull();
    expect(screen.getByTestId('entry-total').textContent).toBe('—');

    // The same day opened again after Cancel starts over too.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open Tuesday' }));
    await user.type(clockIn(), '08:00');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open Tuesday' }));
    expect((clockIn() as HTMLInputElement).value).toBe('');
    expect(create.calls).toEqual([]);
  });

  it('refuses a clock-out before the clock-in and sends nothing', async () => {
    const create = stub(endpoints.createTimeEntry, () => saved());
    const { user } = renderDialog([create]);
    await user.type(clockIn(), '17:00');
    await user.type(screen.getByLabelText('Clock Out'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Error saving time entry', CLOCK_OUT_AFTER_IN);
    expect(create.calls).toEqual([]);
  });

  it('shows the total and sends the local times of the day with the notes trimmed', async () => {
    const create = stub(endpoints.createTimeEntry, () => saved());
    const { user, onClose } = renderDialog([create]);
    await user.type(clockIn(), '09:00');
    await user.type(screen.getByLabelText('Clock Out'), '17:30');
    await user.type(screen.getByLabelText('Break Start'), '13:00');
    await user.type(screen.getByLabelText('Break End'), '13:30');
    await user.type(screen.getByLabelText('Notes'), '  Client visit ');
    // 09:00–17:30 is 8.5 h, minus a 0.5 h break = 8 h.
    expect(screen.getByTestId('entry-total').textContent).toBe('8.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Time Entry Saved', 'Mar 16, 2026');
    expect(create.calls.map((c) => c.body)).toEqual([
      {
        clockIn: `${DATE}T09:00`,
        clockOut: `${DATE}T17:30`,
        breaks: [{ start: `${DATE}T13:00`, end: `${DATE}T13:30` }],
        notes: 'Client visit',
      },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says when the change went to an admin as a correction', async () => {
    const create = stub(endpoints.createTimeEntry, () => saved('correction_requested'));
    const { user } = renderDialog([create]);
    await user.type(clockIn(), '09:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast(
      'Correction Requested',
      'This month was already submitted, so an admin will review your change before it applies.',
    );
  });

  it('keeps Save and Cancel disabled while saving', async () => {
    const answer = deferred<EntryWriteResponse>();
    const create = stub(endpoints.createTimeEntry, () => answer.promise);
    const { user } = renderDialog([create]);
    await user.type(clockIn(), '09:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('button', { name: 'Saving...' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    answer.resolve(saved());
    await findToast('Time Entry Saved');
  });

  it('shows the server’s refusal, and the spec’s text when the server fails', async () => {
    const create = stub(endpoints.createTimeEntry, () =>
      apiError('CONFLICT', 'This entry overlaps another one of yours (09:00–12:00).'),
    );
    const { user, onClose } = renderDialog([create]);
    await user.type(clockIn(), '09:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Error saving time entry', 'This entry overlaps another one of yours (09:00–12:00).');
    create.reply(() => apiError('INTERNAL', 'Something went wrong. Please try again.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Error saving time entry', 'Failed to save your time entry. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits an entry in place, and deletes it', async () => {
    const view = monthView({ entries: [entry({ notes: 'Office' })] });
    const update = stub(endpoints.updateTimeEntry, () => saved());
    const remove = stub(endpoints.deleteTimeEntry, () => saved('deleted'));
    const { user } = renderDialog([update, remove], view);
    expect(screen.getByRole('heading', { name: 'Edit Time Entry – Mon, Mar 16, 2026' })).toBeTruthy();
    await user.clear(screen.getByLabelText('Clock Out'));
    await user.type(screen.getByLabelText('Clock Out'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Time Entry Saved');
    expect(update.calls[0]?.params).toEqual({ id: ENTRY_ID });
    expect(update.calls[0]?.body).toEqual({
      clockIn: `${DATE}T09:00`,
      clockOut: `${DATE}T18:00`,
      breaks: [],
      notes: 'Office',
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await findToast('Time Entry Deleted');
    expect(remove.calls[0]?.params).toEqual({ id: ENTRY_ID });
  });

  it('tells a signed-out person why the delete failed', async () => {
    const view = monthView({ entries: [entry()] });
    const remove = stub(endpoints.deleteTimeEntry, () =>
      apiError('UNAUTHENTICATED', 'You must be signed in.'),
    );
    const { user } = renderDialog([remove], view);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await findToast('Authentication Error', 'You must be logged in to delete time entries.');
  });

  it('a split shift: shows the day’s periods, edits the chosen one and adds another', async () => {
    const EVENING = '00000000-0000-4000-8000-0000000000e2';
    const view = monthView({
      entries: [
        entry({ clockOut: `${DATE}T14:00`, totalHours: 5 }),
        entry({ id: EVENING, clockIn: `${DATE}T17:00`, clockOut: `${DATE}T20:30`, totalHours: 3.5 }),
      ],
    });
    const update = stub(endpoints.updateTimeEntry, () => saved());
    const create = stub(endpoints.createTimeEntry, () => saved());
    const { user } = renderDialog([update, create], view);
    const morning = screen.getByRole('button', { name: '09:00–14:00' });
    expect(morning.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Clock Out') as HTMLInputElement).value).toBe('14:00');

    // The evening period: its own times, saved to its own id.
    await user.click(screen.getByRole('button', { name: '17:00–20:30' }));
    expect((clockIn() as HTMLInputElement).value).toBe('17:00');
    await user.clear(screen.getByLabelText('Clock Out'));
    await user.type(screen.getByLabelText('Clock Out'), '21:00');
    // 17:00–21:00 = 4 h.
    expect(screen.getByTestId('entry-total').textContent).toBe('4.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Time Entry Saved');
    expect(update.calls.map((c) => [c.params, c.body.clockIn, c.body.clockOut])).toEqual([
      [{ id: EVENING }, `${DATE}T17:00`, `${DATE}T21:00`],
    ]);

    // Add period: empty times, a new entry of the same day.
    await user.click(screen.getByRole('button', { name: 'Add period' }));
    expect(screen.getByRole('heading', { name: 'Add Time Entry – Mon, Mar 16, 2026' })).toBeTruthy();
    expect((clockIn() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.type(clockIn(), '21:30');
    await user.type(screen.getByLabelText('Clock Out'), '22:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText('Time Entry Saved');
    expect(create.calls.map((c) => [c.body.clockIn, c.body.clockOut])).toEqual([
      [`${DATE}T21:30`, `${DATE}T22:00`],
    ]);
  });

  it('takes several breaks: Add break, each comes off the total and is sent in order', async () => {
    const create = stub(endpoints.createTimeEntry, () => saved());
    const { user } = renderDialog([create]);
    await user.type(clockIn(), '08:00');
    await user.type(screen.getByLabelText('Clock Out'), '17:00');
    await user.type(screen.getByLabelText('Break Start'), '10:30');
    await user.type(screen.getByLabelText('Break End'), '10:45');
    await user.click(screen.getByRole('button', { name: 'Add break' }));
    await user.type(screen.getByLabelText('Break 2 Start'), '13:00');
    await user.type(screen.getByLabelText('Break 2 End'), '13:45');
    // 08:00–17:00 = 9 h, minus 15 min and 45 min = 8 h.
    expect(screen.getByTestId('entry-total').textContent).toBe('8.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Time Entry Saved');
    expect(create.calls[0]?.body.breaks).toEqual([
      { start: `${DATE}T10:30`, end: `${DATE}T10:45` },
      { start: `${DATE}T13:00`, end: `${DATE}T13:45` },
    ]);
  });

  it('refuses overlapping breaks on the field and sends nothing', async () => {
    const create = stub(endpoints.createTimeEntry, () => saved());
    const { user } = renderDialog([create]);
    await user.type(clockIn(), '08:00');
    await user.type(screen.getByLabelText('Clock Out'), '17:00');
    await user.type(screen.getByLabelText('Break Start'), '12:00');
    await user.type(screen.getByLabelText('Break End'), '12:30');
    await user.click(screen.getByRole('button', { name: 'Add break' }));
    await user.type(screen.getByLabelText('Break 2 Start'), '12:15');
    await user.type(screen.getByLabelText('Break 2 End'), '12:45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Error saving time entry', BREAKS_OVERLAP);
    expect(fieldError(screen.getByLabelText('Break 2 Start'))).toBe(BREAKS_OVERLAP);
    expect(create.calls).toEqual([]);
  });

  describe('on a daylight-saving Sunday (company zone Europe/Madrid)', () => {
    const AUTUMN = '2026-10-25';
    const TWICE =
      '02:30 happens twice on Oct 25, 2026: the first time (summer time) or the second (winter time)?';
    const MISSING = '02:30 does not exist on Mar 29, 2026: the clocks go forward from 02:00 to 03:00';

    function renderOn(date: string, stubs: Stub[]) {
      const view = monthView({ month: date.slice(0, 7), today: '2026-11-24' });
      const onClose = vi.fn();
      const app = renderApp(<EntryDialog day={dayOf(view, date)} view={view} onClose={onClose} />, { stubs });
      return { ...app, onClose };
    }

    it('asks which 02:30 was meant when the server says it happens twice, then sends the choice', async () => {
      const create = stub(endpoints.createTimeEntry, ({ body }) => {
        if (!body.occurrences?.clockIn) {
          return apiError('VALIDATION_FAILED', TWICE, {
            fields: [{ field: 'clockIn', message: TWICE }],
            reason: 'ambiguous_time',
          });
        }
        return saved();
      });
      const { user, onClose } = renderOn(AUTUMN, [create]);
      await user.type(clockIn(), '02:30');
      await user.type(screen.getByLabelText('Clock Out'), '10:00');
      // Which 02:30 is not known yet, so neither is the total (8.5 h or 7.5 h).
      expect(screen.getByTestId('entry-total').textContent).toBe('—');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const asked = await screen.findByRole('group', { name: TWICE });
      expect(asked.textContent).toContain(TWICE);
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'The first time (summer time)' }),
      );
      // 02:30 CEST = 00:30Z → 10:00 CET = 09:00Z: 8.5 h once the first time is chosen.
      await user.click(screen.getByRole('button', { name: 'The first time (summer time)' }));
      await findToast('Time Entry Saved', 'Oct 25, 2026');
      expect(create.calls.map((c) => c.body)).toEqual([
        { clockIn: `${AUTUMN}T02:30`, clockOut: `${AUTUMN}T10:00`, breaks: [], notes: null },
        {
          clockIn: `${AUTUMN}T02:30`,
          clockOut: `${AUTUMN}T10:00`,
          breaks: [],
          notes: null,
          occurrences: { clockIn: 'first' },
        },
      ]);
      expect(onClose).toHaveBeenCalled();
    });

    it('drops the question when a time is changed: it was about the times sent', async () => {
      const create = stub(endpoints.createTimeEntry, () =>
        apiError('VALIDATION_FAILED', TWICE, {
          fields: [{ field: 'clockIn', message: TWICE }],
          reason: 'ambiguous_time',
        }),
      );
      const { user } = renderOn(AUTUMN, [create]);
      await user.type(clockIn(), '02:30');
      await user.type(screen.getByLabelText('Clock Out'), '10:00');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('group', { name: TWICE });
      await user.clear(clockIn());
      await user.type(clockIn(), '03:30');
      expect(screen.queryByRole('group', { name: TWICE })).toBeNull();
      // 03:30 CET = 02:30Z → 10:00 CET = 09:00Z: 6.5 h, one instant, so the total shows again.
      expect(screen.getByTestId('entry-total').textContent).toBe('6.50');
    });

    it('shows the server’s refusal of a time that does not exist on its field', async () => {
      const create = stub(endpoints.createTimeEntry, () => {
        return apiError('VALIDATION_FAILED', MISSING, { fields: [{ field: 'clockIn', message: MISSING }] });
      });
      const { user, onClose } = renderOn('2026-03-29', [create]);
      await user.type(clockIn(), '02:30');
      await user.type(screen.getByLabelText('Clock Out'), '10:00');
      expect(screen.getByTestId('entry-total').textContent).toBe('—');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await findToast('Error saving time entry', MISSING);
      expect(fieldError(clockIn())).toBe(MISSING);
      expect(screen.queryByRole('button', { name: 'The first time (summer time)' })).toBeNull();
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
