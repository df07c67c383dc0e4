// Counts with their noun in the right form, chosen by Intl.PluralRules (never `n === 1 ? … : …` by hand), so
// that languages with more forms (issue 15) only add their own.

const english = new Intl.PluralRules('en');

/**
 * `plural(1, { one: 'open invitation', other: 'open invitations' })` is "1 open invitation"; `shown` is the
 * count as printed when it is not the number as it is (rounded days, say).
 */
export function plural(count: number, forms: { one: string; other: string }, shown = String(count)): string {
  return `${shown} ${english.select(count) === 'one' ? forms.one : forms.other}`;
}

/** A number of days as people read it: two decimals at most (1 h of 7.5 h is 0.13 of a day). */
export const dayCount = (days: number): string => String(Math.round(days * 100) / 100);

/** "1 day", "0.5 days", "12 days": every screen, e-mail and message that counts days. */
export const daysText = (days: number): string => plural(days, { one: 'day', other: 'days' }, dayCount(days));
