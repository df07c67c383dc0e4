import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MONTH_NAMES } from '../../domain/calendar';
import { formatterFor } from '../../domain/i18n/format';
import type { Locale } from '../../domain/i18n/locales';
import { readPo } from '../../scripts/read-po.mjs';
import { expect } from './fixtures';

const CATALOGS = path.resolve(import.meta.dirname, '../../web/locales');
const cache = new Map<Locale, Map<string, string>>();

/** Every message of a language, whatever its area's catalog (an id carries one text in all of them). */
function messagesOf(locale: Locale): Map<string, string> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = new Map();
    const dir = path.join(CATALOGS, locale);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.po')))
      for (const [id, text] of readPo(readFileSync(path.join(dir, file), 'utf8')) as Map<string, string>)
        messages.set(id, text);
    cache.set(locale, messages);
  }
  return messages;
}

/**
 * A message as the screen shows it in a language, from the committed catalogs (the specs assert what each
 * language's translators wrote, not a copy of it): `text('es', 'absences.page.title')`. Plain `{name}`
 * placeholders only; plural messages are left to the component tests.
 */
export function text(locale: Locale, id: string, values: Record<string, string> = {}): string {
  const message = messagesOf(locale).get(id);
  if (!message) throw new Error(`No message ${id} in ${locale}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A date picker of a form in any language (support/absences.ts `pickDate` is the English one): opens it, moves
 * to the month of `iso` and picks the day by its screen-reader name ("lunes, 4 de mayo de 2026", "lundi 4 mai 2026").
 */
export async function pickDateIn(page: Page, locale: Locale, label: string, iso: string) {
  const format = formatterFor(locale);
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.locator('[data-slot="popover-content"]');
  await expect(dialog).toBeVisible();
  const caption = format.month(iso.slice(0, 7));
  const next = dialog.getByRole('button', { name: text(locale, 'components.calendar.next') });
  for (let i = 0; i < 24 && !(await dialog.getByText(caption, { exact: true }).isVisible()); i++) {
    await next.click();
  }
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  // English keeps react-day-picker's own names ("Monday, May 4th, 2026"); the others are the app's.
  const name =
    locale === 'en'
      ? new RegExp(`${MONTH_NAMES[month - 1]} ${day}(st|nd|rd|th), ${year}`)
      : new RegExp(`(^|[\\s,])${escapeRegExp(format.longDate(iso))}(,|$)`);
  await dialog.getByRole('button', { name }).click();
  await expect(dialog).toBeHidden();
}
