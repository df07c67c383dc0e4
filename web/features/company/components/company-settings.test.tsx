// @vitest-environment happy-dom
import type { CompanySettings } from '@domain/contracts/company';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { companySettings } from '@/test/fixtures';
import { findFieldError } from '@/test/interactions';
import { apiError, deferred, findToast, renderApp, type Stub, stub } from '@/test/render-app';
import { CompanySettingsTab } from './company-settings';

/** The company as the server holds it: a write changes what the next read answers. */
function companyApi(initial: Partial<CompanySettings> = {}) {
  let company = companySettings(initial);
  const read = stub(endpoints.getCompanySettings, () => company);
  const update = stub(endpoints.updateCompanySettings, ({ body }) => {
    company = { ...company, ...body };
    return company;
  });
  return { read, update };
}

const defaultWeek = () =>
  stub(endpoints.getCompanyWorkSchedule, () => ({
    current: [8, 8, 8, 8, 8, 0, 0],
    history: [],
    earliestStart: null,
    suggestedStart: '2026-11-01',
  }));

function renderTab(stubs: Stub[]) {
  return renderApp(<CompanySettingsTab onDeleted={vi.fn()} />, { stubs: [...stubs, defaultWeek()] });
}

const nameField = () => screen.getByLabelText('Company Name');
const allowanceField = () => screen.getByLabelText('Default Holiday Allowance (days)');
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

describe('CompanySettingsTab (company settings)', () => {
  it('shows a labelled loading state, then the company', async () => {
    const { read, update } = companyApi();
    renderTab([read, update]);
    expect(screen.getByText('Loading company settings')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy();
    expect(screen.getByText('3 members · default allowance 25 days')).toBeTruthy();
  });

  it('says when the settings cannot be loaded and tries again on request', async () => {
    const { read, update } = companyApi();
    read.reply(() => apiError('INTERNAL', 'Something went wrong. Please try again.'));
    const { user } = renderTab([read, update]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load company settings');
    read.reply(() => companySettings());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy();
  });

  it('keeps Save Changes disabled until something changes', async () => {
    const { read, update } = companyApi();
    const { user } = renderTab([read, update]);
    await screen.findByRole('heading', { name: 'Acme' });
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await user.type(nameField(), ' Labs');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    await user.clear(nameField());
    await user.type(nameField(), ' Acme ');
    // The same name with spaces around is no change.
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('requires a name, under the field, and sends nothing', async () => {
    const { read, update } = companyApi();
    const { user } = renderTab([read, update]);
    await screen.findByRole('heading', { name: 'Acme' });
    await user.clear(nameField());
    await user.click(saveButton());
    expect(await findFieldError(nameField())).toBe('Company name is required');
    expect(update.calls).toEqual([]);
  });

  it('sends the name and the allowance (out of range: the default 25) and shows the saved company', async () => {
    const { read, update } = companyApi();
    const { user } = renderTab([read, update]);
    await screen.findByRole('heading', { name: 'Acme' });
    // The default belongs to years: a change never rewrites the years before.
    expect(screen.getByText(/A change applies from 2026 on; earlier years keep theirs\./)).toBeTruthy();
    await user.clear(nameField());
    await user.type(nameField(), 'Acme Labs');
    await user.clear(allowanceField());
    await user.type(allowanceField(), '30');
    await user.click(saveButton());
    await findToast('Company settings updated successfully');
    expect(update.calls[0]?.body).toEqual({ name: 'Acme Labs', defaultHolidayAllowance: 30 });
    expect(await screen.findByRole('heading', { name: 'Acme Labs' })).toBeTruthy();

    await user.clear(allowanceField());
    await user.type(allowanceField(), '400');
    await user.click(saveButton());
    await vi.waitFor(() => expect(update.calls).toHaveLength(2));
    expect(update.calls[1]?.body).toEqual({ name: 'Acme Labs', defaultHolidayAllowance: 25 });
  });

  it('shows Saving... while saving, and the server’s refusal', async () => {
    const { read } = companyApi();
    const answer = deferred<CompanySettings>();
    const update = stub(endpoints.updateCompanySettings, () => answer.promise);
    const { user } = renderTab([read, update]);
    await screen.findByRole('heading', { name: 'Acme' });
    await user.type(nameField(), ' Labs');
    await user.click(saveButton());
    expect((await screen.findByRole('button', { name: 'Saving...' })).hasAttribute('disabled')).toBe(true);
    answer.resolve(companySettings({ name: 'Acme Labs' }));
    await findToast('Company settings updated successfully');

    update.reply(() => apiError('FORBIDDEN', 'You do not have permission to do this.'));
    await user.type(nameField(), '!');
    await user.click(saveButton());
    await findToast('Failed to update company settings', 'You do not have permission to do this.');
  });

  it('uploads an image as the logo and refuses other files before sending', async () => {
    const { read, update } = companyApi();
    const upload = stub(endpoints.uploadCompanyLogo, () => ({ logoUrl: 'https://files.test/logo.webp' }));
    const { user } = renderTab([read, update, upload]);
    await screen.findByRole('heading', { name: 'Acme' });
    const input = screen.getByLabelText('Logo file');
    // A file picker may still hand over another type (e.g. "All files"): the screen checks it.
    const anyFile = userEvent.setup({ applyAccept: false, delay: null });
    await anyFile.upload(input, new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }));
    await findToast('Failed to upload logo', 'Please select an image file');
    expect(upload.calls).toEqual([]);

    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    await findToast('Company logo updated successfully');
    const sent = upload.calls[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toHaveProperty('name', 'logo.png');
  });
});

describe('CompanySettingsTab in another language', () => {
  it('speaks Italian: the overview, the form and the work week in Italian', async () => {
    const { read, update } = companyApi();
    renderApp(<CompanySettingsTab onDeleted={vi.fn()} />, {
      stubs: [read, update, defaultWeek()],
      locale: 'it',
    });
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy();
    expect(screen.getByText('3 membri · ferie predefinite: 25 giorni')).toBeTruthy();
    expect(screen.getByLabelText("Nome dell'azienda")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salva modifiche' })).toBeTruthy();
    expect(await screen.findByLabelText('Ore di lunedì')).toBeTruthy();
    expect(screen.getByText('lun')).toBeTruthy();
    expect(screen.getByText('40 h')).toBeTruthy();
  });
});
