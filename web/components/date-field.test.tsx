// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pickDate } from '@/test/interactions';
import { renderApp } from '@/test/render-app';
import { DateField } from './date-field';

function Picker({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Start Date</label>
      <DateField id="day" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const renderPicker = (initial = '') =>
  renderApp(<Picker initial={initial} />, { now: '2026-11-10T10:00:00' });
const value = () => screen.getByTestId('value').textContent;
const dayButton = (iso: string) =>
  screen.getByRole('dialog').querySelector<HTMLButtonElement>(`td[data-day="${iso}"] button`)!;

// Issue 17 item 7.
describe('DateField', () => {
  it('keeps the date when the selected day is clicked again', async () => {
    const { user } = renderPicker('2026-11-27');
    expect(screen.getByRole('button', { name: 'Start Date' }).textContent).toBe('Nov 27, 2026');
    await pickDate(user, 'Start Date', '2026-11-27');
    expect(value()).toBe('2026-11-27');
    expect(screen.getByRole('button', { name: 'Start Date' }).textContent).toBe('Nov 27, 2026');
  });

  it('shows the days of the neighbouring months, but they cannot be picked', async () => {
    const { user } = renderPicker('2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Start Date' }));
    await screen.findByRole('dialog');
    // November 2026 starts on a Sunday: its first week shows Mon 26 – Sat 31 Oct; its last, Tue 1 – Sun 6 Dec.
    const oct27 = dayButton('2026-10-27');
    expect(oct27.textContent).toBe('27');
    expect(oct27.disabled).toBe(true);
    expect(dayButton('2026-12-01').disabled).toBe(true);
    expect(dayButton('2026-11-27').disabled).toBe(false);
    await user.click(oct27);
    expect(value()).toBe('2026-11-10');
    // The days of this month can still be picked.
    await user.click(dayButton('2026-11-27'));
    await waitFor(() => expect(value()).toBe('2026-11-27'));
  });
});
