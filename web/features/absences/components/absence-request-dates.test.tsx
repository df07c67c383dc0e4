// @vitest-environment happy-dom
// The dates of an absence request (issue 17 item 7): the end date follows the start date, and a request
// that uses no working days is refused with the server's words.
import { NO_WORKING_DAYS } from '@domain/absences';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { absence } from '@/test/fixtures';
import { chooseOption, pickDate } from '@/test/interactions';
import { apiError, findToast, renderApp, type Stub, stub } from '@/test/render-app';
import { AbsenceRequestForm } from './absence-request-form';

const nobodyAway = () => stub(endpoints.listTeammatesAway, () => ({ away: [] }));
const created = () =>
  stub(endpoints.createAbsence, ({ body }) => ({ absence: absence(body), statusReset: false }));

function renderForm(stubs: Stub[]) {
  const onDone = vi.fn();
  const app = renderApp(<AbsenceRequestForm editing={null} approvedOnSubmission={false} onDone={onDone} />, {
    stubs,
    now: '2026-11-10T10:00:00',
  });
  return { ...app, onDone };
}

const shown = (label: string) => screen.getByRole('button', { name: label }).textContent;

describe('AbsenceRequestForm dates', () => {
  it('fills the end date from the start date, and moves it when the start moves past it', async () => {
    const create = created();
    const { user } = renderForm([create, nobodyAway()]);
    await chooseOption(user, 'Absence Type', 'Vacation');
    await pickDate(user, 'Start Date', '2026-11-23');
    expect(shown('End Date')).toBe('Nov 23, 2026');
    await pickDate(user, 'End Date', '2026-11-27');
    // A start before the end leaves the end alone; a start after it takes the end along.
    await pickDate(user, 'Start Date', '2026-11-25');
    expect(shown('End Date')).toBe('Nov 27, 2026');
    await pickDate(user, 'Start Date', '2026-12-01');
    expect(shown('End Date')).toBe('Dec 01, 2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Request Submitted');
    expect(create.calls.map((c) => [c.body.startDate, c.body.endDate])).toEqual([
      ['2026-12-01', '2026-12-01'],
    ]);
  });

  it('says why a request that uses no working days is refused', async () => {
    const refused = stub(endpoints.createAbsence, () =>
      apiError('VALIDATION_FAILED', NO_WORKING_DAYS, {
        fields: [{ field: 'endDate', message: NO_WORKING_DAYS }],
      }),
    );
    const { user, onDone } = renderForm([refused, nobodyAway()]);
    await chooseOption(user, 'Absence Type', 'Vacation');
    await pickDate(user, 'Start Date', '2026-12-25');
    await pickDate(user, 'End Date', '2026-12-27');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Invalid Dates', NO_WORKING_DAYS);
    expect(refused.calls).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
