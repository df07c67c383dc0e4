const english = new Intl.PluralRules('en');

/**
 * A count with its noun in the right form: `plural(1, { one: 'open invitation', other: 'open invitations' })`
 * is "1 open invitation". The form is chosen by Intl.PluralRules, so languages with more forms (issue 15)
 * only add their own.
 */
export function plural(count: number, forms: { one: string; other: string }): string {
  return `${count} ${english.select(count) === 'one' ? forms.one : forms.other}`;
}
