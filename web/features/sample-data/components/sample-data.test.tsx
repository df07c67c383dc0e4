// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { findToast, renderApp, stub } from '@/test/render-app';
import { SampleDataBanner } from './sample-data-banner';
import { SampleDataOffer } from './sample-data-offer';

const empty = { loaded: false, canLoad: true, canRemove: false, people: 0 };
const loaded = { loaded: true, canLoad: false, canRemove: true, people: 7 };

function page(initial: typeof empty) {
  const status = stub(endpoints.getSampleData, () => initial);
  const load = stub(endpoints.loadSampleData, () => {
    status.reply(() => loaded);
    return { message: 'Sample data loaded', people: 7, timeEntries: 140, absences: 6 };
  });
  const remove = stub(endpoints.removeSampleData, () => {
    status.reply(() => empty);
    return { message: 'Sample data removed' };
  });
  renderApp(
    <>
      <SampleDataBanner />
      <SampleDataOffer />
    </>,
    { stubs: [status, load, remove] },
  );
  return { load, remove };
}

describe('Explore with sample data', () => {
  it('the offer loads it once, then the banner says Sample data; Remove sample data brings the offer back', async () => {
    const user = userEvent.setup();
    const { load, remove } = page(empty);
    await user.click(await screen.findByRole('button', { name: 'Explore with sample data' }));
    await findToast('Sample data loaded', '7 sample people, 140 time entries and 6 absences.');
    const banner = await screen.findByRole('region', { name: 'Sample data' });
    expect(banner.textContent).toContain('7 sample people');
    expect(screen.queryByRole('button', { name: 'Explore with sample data' })).toBeNull();
    expect(load.calls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove sample data' }));
    await findToast('Sample data removed');
    expect(await screen.findByRole('button', { name: 'Explore with sample data' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sample data' })).toBeNull();
    expect(remove.calls).toHaveLength(1);
  });

  it('a member who is not an admin sees the banner without the button, and no offer', async () => {
    page({ loaded: true, canLoad: false, canRemove: false, people: 7 });
    expect(await screen.findByRole('region', { name: 'Sample data' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove sample data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Explore with sample data' })).toBeNull();
  });
});

describe('Sample data in another language', () => {
  it('speaks Dutch: the banner says how many sample people there are', async () => {
    renderApp(<SampleDataBanner />, { stubs: [stub(endpoints.getSampleData, () => loaded)], locale: 'nl' });
    expect(await screen.findByText('Voorbeeldgegevens')).toBeTruthy();
    expect(screen.getByText(/7 voorbeeldpersonen en hun gegevens/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voorbeeldgegevens verwijderen' })).toBeTruthy();
  });
});
