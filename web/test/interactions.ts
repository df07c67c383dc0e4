import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Picks `iso` (yyyy-MM-dd) in the DateField labelled `label`, as a person would: open, page, click the day. */
export async function pickDate(user: UserEvent, label: string, iso: string) {
  await user.click(screen.getByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog');
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const target = year * 12 + month - 1;
  for (let i = 0; i < 60; i++) {
    const caption = within(dialog).getByText(/^[A-Z][a-z]+ \d{4}$/).textContent ?? '';
    const [name, y] = caption.split(' ') as [string, string];
    const shown = Number(y) * 12 + MONTHS.indexOf(name);
    if (shown === target) break;
    await user.click(
      within(dialog).getByRole('button', { name: shown < target ? /next month/i : /previous month/i }),
    );
  }
  // The day's cell by its date (a role query over the 42 days of the grid is slow on a DOM emulation).
  const day = dialog.querySelector<HTMLElement>(`td[data-day="${iso}"]:not([data-outside]) button`);
  if (!day) throw new Error(`${iso} is not in the date picker of ${label}`);
  await user.click(day);
  await waitFor(() => {
    if (dialog.isConnected) throw new Error(`The date picker of ${label} is still open`);
  });
}

/** Chooses `option` in the Radix Select labelled `label`. */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => {
    if (screen.queryByRole('listbox')) throw new Error(`The options of ${label} are still open`);
  });
}

/**
 * The error message shown for a field (linked by aria-describedby, the message last), or null while the
 * field is valid: `expect(fieldError(screen.getByLabelText('Email'))).toBe('Email is required')`.
 */
export function fieldError(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const last = ids.at(-1);
  return last ? (document.getElementById(last)?.textContent ?? null) : null;
}

/**
 * The error message a field shows once a submit's validation has run, which is asynchronous (react-hook-form with
 * its zod resolver): right after the click it may not be there yet, on a busy machine (a CI run failed on it).
 */
export async function findFieldError(control: HTMLElement): Promise<string> {
  return waitFor(() => {
    const message = fieldError(control);
    if (message === null) throw new Error('No error message under the field yet');
    return message;
  });
}
