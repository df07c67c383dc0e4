// @vitest-environment happy-dom
import { INVALID_DATES, MISSING_INFORMATION } from '@domain/contracts/absences';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { absence, IDS } from '@/test/fixtures';
import { chooseOption, fieldError, pickDate } from '@/test/interactions';
import { apiError, deferred, findToast, renderApp, type Stub, stub } from '@/test/render-app';
import { AbsenceRequestForm } from './absence-request-form';

const nobodyAway = () => stub(endpoints.listTeammatesAway, () => ({ away: [] }));
const created = () =>
  stub(endpoints.createAbsence, ({ body }) => ({ absence: absence(body), statusReset: false }));

function renderForm(
  stubs: Stub[] = [created(), nobodyAway()],
  editing: Parameters<typeof AbsenceRequestForm>[0]['editing'] = null,
) {
  const onDone = vi.fn();
  const app = renderApp(
    <AbsenceRequestForm editing={editing} approvedOnSubmission={false} onDone={onDone} />,
    {
      stubs,
      now: '2026-07-01T10:00:00',
    },
  );
  return { ...app, onDone };
}

async function fill(user: ReturnType<typeof renderForm>['user'], start: string, end: string) {
  await chooseOption(user, 'Absence Type', 'Vacation');
  await pickDate(user, 'Start Date', start);
  await pickDate(user, 'End Date', end);
}

describe('AbsenceRequestForm', () => {
  it('asks for every missing field (Missing Information) and sends nothing', async () => {
    const create = created();
    const { user } = renderForm([create]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Missing Information', MISSING_INFORMATION);
    // Absence Type, Start Date and End Date each say it under the field.
    expect(fieldError(screen.getByRole('combobox', { name: 'Absence Type' }))).toBe(MISSING_INFORMATION);
    expect(fieldError(screen.getByRole('button', { name: 'Start Date' }))).toBe(MISSING_INFORMATION);
    expect(fieldError(screen.getByRole('button', { name: 'End Date' }))).toBe(MISSING_INFORMATION);
    expect(create.calls).toEqual([]);
  });

  it('refuses a start after the end (Invalid Dates) and sends nothing', async () => {
    const create = created();
    const { user } = renderForm([create, nobodyAway()]);
    await fill(user, '2026-07-10', '2026-07-06');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Invalid Dates', INVALID_DATES);
    expect(fieldError(screen.getByRole('button', { name: 'End Date' }))).toBe(INVALID_DATES);
    expect(create.calls).toEqual([]);
  });

  it('sends the request with the reason trimmed, says so and closes', async () => {
    const create = created();
    const away = stub(endpoints.listTeammatesAway, () => ({
      away: [
        {
          userId: IDS.member,
          name: 'Bruno Costa',
          startDate: '2026-07-08',
          endDate: '2026-07-09',
          status: 'pending',
        },
      ],
    }));
    const { user, onDone } = renderForm([create, away]);
    await fill(user, '2026-07-06', '2026-07-10');
    // Who is away on those days is shown before sending.
    expect(await screen.findByText('Teammates away on some of these days')).toBeTruthy();
    expect(away.calls.at(-1)?.query).toEqual({ startDate: '2026-07-06', endDate: '2026-07-10' });
    await user.type(screen.getByLabelText('Reason (Optional)'), '  Family visit  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Request Submitted', 'Your absence request has been submitted for approval.');
    expect(create.calls.map((c) => c.body)).toEqual([
      {
        absenceType: 'vacation',
        startDate: '2026-07-06',
        endDate: '2026-07-10',
        reason: 'Family visit',
        halfDayStart: false,
        halfDayEnd: false,
        hours: null,
      },
    ]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('offers the half-day options for a single day and sends the choice', async () => {
    const create = created();
    const { user } = renderForm([create, nobodyAway()]);
    await fill(user, '2026-07-06', '2026-07-06');
    await user.click(screen.getByRole('radio', { name: 'Half day morning off' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Request Submitted');
    expect(create.calls[0]?.body).toMatchObject({ halfDayStart: true, halfDayEnd: false, reason: null });
  });

  it('offers part of a single day in hours, checks the hours and sends them without half-day flags', async () => {
    const create = created();
    const { user } = renderForm([create, nobodyAway()]);
    await fill(user, '2026-07-06', '2026-07-06');
    expect(screen.queryByLabelText('Hours')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Part of a day (hours)' }));
    const hours = screen.getByLabelText('Hours');
    // Not quarter hours: refused in the form, nothing sent.
    await user.type(hours, '1.1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Error', 'Use quarter hours (for example 1.5 or 2.25)');
    expect(fieldError(screen.getByLabelText('Hours'))).toBe('Use quarter hours (for example 1.5 or 2.25)');
    expect(create.calls).toEqual([]);
    await user.clear(screen.getByLabelText('Hours'));
    await user.type(screen.getByLabelText('Hours'), '2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Request Submitted');
    expect(create.calls.map((c) => c.body)).toEqual([
      {
        absenceType: 'vacation',
        startDate: '2026-07-06',
        endDate: '2026-07-06',
        reason: null,
        halfDayStart: false,
        halfDayEnd: false,
        hours: 2,
      },
    ]);
  });

  it('shows the server’s refusal of a day the person does not work', async () => {
    const create = stub(endpoints.createAbsence, () =>
      apiError('VALIDATION_FAILED', 'Jul 05, 2026 is not a working day for Ana López', {
        fields: [{ field: 'startDate', message: 'Jul 05, 2026 is not a working day for Ana López' }],
      }),
    );
    const { user, onDone } = renderForm([create, nobodyAway()]);
    await fill(user, '2026-07-05', '2026-07-05');
    await user.click(screen.getByRole('radio', { name: 'Part of a day (hours)' }));
    await user.type(screen.getByLabelText('Hours'), '2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Error', 'Jul 05, 2026 is not a working day for Ana López');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('opens an hourly leave for editing with its hours', async () => {
    const update = stub(endpoints.updateAbsence, ({ body }) => ({
      absence: absence(body),
      statusReset: false,
    }));
    const editing = absence({ startDate: '2026-07-06', endDate: '2026-07-06', hours: 1.5 });
    const { user } = renderForm([update, nobodyAway()], editing);
    expect(screen.getByRole('radio', { name: 'Part of a day (hours)' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Hours') as HTMLInputElement).value).toBe('1.5');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await findToast('Request Updated');
    expect(update.calls[0]?.body).toMatchObject({ hours: 1.5, halfDayStart: false, halfDayEnd: false });
  });

  it('keeps Submit and Cancel disabled while the request is on its way', async () => {
    const answer = deferred<ReturnType<typeof absence>>();
    const create = stub(endpoints.createAbsence, async () => ({
      absence: await answer.promise,
      statusReset: false,
    }));
    const { user } = renderForm([create, nobodyAway()]);
    await fill(user, '2026-07-06', '2026-07-07');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    answer.resolve(absence());
    await findToast('Request Submitted');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('shows the server’s Invalid Dates by its field, whatever the wording', async () => {
    // The server names the field (endDate); the form must not depend on the English sentence.
    const message = 'La fecha de inicio no puede ser posterior a la de fin';
    const create = stub(endpoints.createAbsence, () =>
      apiError('VALIDATION_FAILED', message, { fields: [{ field: 'endDate', message }] }),
    );
    const { user, onDone } = renderForm([create, nobodyAway()]);
    await fill(user, '2026-07-06', '2026-07-07');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Invalid Dates', message);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows any other refusal with the server’s message, and a crash with the spec’s fallback', async () => {
    const create = stub(endpoints.createAbsence, () =>
      apiError('CONFLICT', 'You already have an absence request for these dates'),
    );
    const { user } = renderForm([create, nobodyAway()]);
    await fill(user, '2026-07-06', '2026-07-07');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Error', 'You already have an absence request for these dates');

    create.reply(() => apiError('INTERNAL', 'boom'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findToast('Error', 'Failed to submit absence request');
  });

  it('updates an existing request and tells when it goes back to pending', async () => {
    const update = stub(endpoints.updateAbsence, ({ body }) => ({
      absence: absence({ ...body, status: 'pending' as const }),
      statusReset: true,
    }));
    const editing = absence({ status: 'approved', reason: 'Summer' });
    const { user, onDone } = renderForm([update, nobodyAway()], editing);
    expect(screen.getByRole('heading', { name: 'Edit Absence Request' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await findToast('Request Updated', 'Your request is pending approval again.');
    expect(update.calls[0]?.params).toEqual({ id: IDS.absence });
    expect(update.calls[0]?.body).toEqual({
      absenceType: 'vacation',
      startDate: '2026-07-06',
      endDate: '2026-07-10',
      reason: 'Summer',
      halfDayStart: false,
      halfDayEnd: false,
      hours: null,
    });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("keeps an edited request's date when its day is clicked again (it used to clear it: issue 17)", async () => {
    const update = stub(endpoints.updateAbsence, () => ({ absence: absence(), statusReset: false }));
    const { user } = renderForm([update, nobodyAway()], absence());
    await pickDate(user, 'End Date', '2026-07-10');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await findToast('Request Updated');
    expect(update.calls.map((c) => c.body.endDate)).toEqual(['2026-07-10']);
  });
});
