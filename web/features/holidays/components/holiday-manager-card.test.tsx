// @vitest-environment happy-dom
import { FILL_IN_ALL_FIELDS, type HolidayManager } from '@domain/contracts/holidays';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { pickDate } from '@/test/interactions';
import { apiError, deferred, findToast, renderApp, type Stub, stub } from '@/test/render-app';
import { HolidayManagerCard } from './holiday-manager-card';

const HOLIDAY_ID = '00000000-0000-4000-8000-0000000000d1';

const manager = (overrides: Partial<HolidayManager> = {}): HolidayManager => ({
  year: 2026,
  country: 'ES',
  region: 'ES-CT',
  verified: true,
  notes: [],
  bankHolidays: [
    {
      key: 'ES-2026-01-01',
      date: '2026-01-01',
      name: "New Year's Day",
      originalName: "New Year's Day",
      localName: 'Any Nou',
      customName: null,
      scope: 'national',
      isActive: true,
    },
  ],
  companyHolidays: [],
  counts: { activeBankHolidays: 1, companyHolidays: 0, totalThisYear: 1, upcoming: 0 },
  ...overrides,
});

function renderCard(stubs: Stub[]) {
  return renderApp(<HolidayManagerCard />, { stubs, now: '2026-07-01T10:00:00' });
}

const addButton = () => screen.getByRole('button', { name: 'Add Holiday' });
const added = () => stub(endpoints.addCompanyHoliday, ({ body }) => ({ id: HOLIDAY_ID, ...body }));

describe('HolidayManagerCard', () => {
  it('loads the year with a labelled loading state, then lists it', async () => {
    const read = stub(endpoints.getHolidayManager, () => manager());
    renderCard([read, added()]);
    expect(screen.getByText('Loading holidays…')).toBeTruthy();
    expect(await screen.findByText("New Year's Day")).toBeTruthy();
    expect(screen.getByText('No company holidays in 2026 yet.')).toBeTruthy();
    expect(read.calls[0]?.query).toEqual({ year: '2026' });
  });

  it('says when the year cannot be loaded', async () => {
    const read = stub(endpoints.getHolidayManager, () => apiError('INTERNAL', 'boom'));
    renderCard([read]);
    await findToast('Failed to fetch holiday data');
    expect(await screen.findByText('Holidays could not be loaded.')).toBeTruthy();
  });

  it('asks to fill in both fields before adding, and sends nothing', async () => {
    const add = added();
    const { user } = renderCard([stub(endpoints.getHolidayManager, () => manager()), add]);
    await screen.findByText("New Year's Day");
    await user.click(addButton());
    const toast = await findToast(FILL_IN_ALL_FIELDS);
    expect(toast.element.querySelector('[data-description]')).toBeNull();
    // A name of spaces is no name.
    await user.type(screen.getByLabelText('Holiday name'), '   ');
    await pickDate(user, 'Date', '2026-08-14');
    await user.click(addButton());
    await findToast(FILL_IN_ALL_FIELDS);
    expect(add.calls).toEqual([]);
  });

  it('adds a company holiday with its name and date, then empties the form', async () => {
    let data = manager();
    const read = stub(endpoints.getHolidayManager, () => data);
    const add = stub(endpoints.addCompanyHoliday, ({ body }) => {
      const holiday = { id: HOLIDAY_ID, name: body.name.trim(), date: body.date };
      data = manager({ companyHolidays: [holiday] });
      return holiday;
    });
    const { user } = renderCard([read, add]);
    await screen.findByText("New Year's Day");
    await user.type(screen.getByLabelText('Holiday name'), 'Summer closing');
    await pickDate(user, 'Date', '2026-08-14');
    await user.click(addButton());
    await findToast('Company holiday added successfully');
    expect(add.calls.map((c) => c.body)).toEqual([{ name: 'Summer closing', date: '2026-08-14' }]);
    const list = await screen.findByRole('region', { name: 'Company holidays' });
    expect(within(list).getByText('Summer closing')).toBeTruthy();
    expect(screen.getByLabelText('Holiday name')).toHaveProperty('value', '');
  });

  it('disables Add Holiday while adding, and shows the server’s refusal', async () => {
    const answer = deferred<{ id: string; name: string; date: string }>();
    const add = stub(endpoints.addCompanyHoliday, () => answer.promise);
    const { user } = renderCard([stub(endpoints.getHolidayManager, () => manager()), add]);
    await screen.findByText("New Year's Day");
    await user.type(screen.getByLabelText('Holiday name'), 'Summer closing');
    await pickDate(user, 'Date', '2026-08-14');
    await user.click(addButton());
    await waitFor(() => expect(addButton().hasAttribute('disabled')).toBe(true));
    answer.resolve({ id: HOLIDAY_ID, name: 'Summer closing', date: '2026-08-14' });
    await findToast('Company holiday added successfully');

    add.reply(() => apiError('CONFLICT', 'The company already has a holiday on that day.'));
    await user.type(screen.getByLabelText('Holiday name'), 'Second');
    await pickDate(user, 'Date', '2026-08-14');
    await user.click(addButton());
    await findToast('Failed to add company holiday', 'The company already has a holiday on that day.');
  });

  it('speaks French: headings, counters and the bank holiday’s date in French (the name as the server sends it)', async () => {
    const read = stub(endpoints.getHolidayManager, () => manager());
    renderApp(<HolidayManagerCard />, { stubs: [read, added()], now: '2026-07-01T10:00:00', locale: 'fr' });
    expect(await screen.findByText("New Year's Day")).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Jours fériés de l’entreprise'.replace('’', "'") }),
    ).toBeTruthy();
    expect(screen.getByText('Jours fériés actifs')).toBeTruthy();
    expect(screen.getByText(/^1 janv\. 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter un jour' })).toBeTruthy();
    expect(
      screen.getByText('Aucun jour de fermeture en 2026 pour l’instant.'.replace('’', "'")),
    ).toBeTruthy();
  });
});
