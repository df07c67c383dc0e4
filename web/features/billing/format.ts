import { plural } from '@domain/plural';

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const eurWhole = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** "€3" for whole euros, "€1.50" otherwise. */
export const formatEuros = (amount: number) =>
  Number.isInteger(amount) ? eurWhole.format(amount) : eur.format(amount);

export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

export const membersLabel = (n: number) => plural(n, { one: 'member', other: 'members' });
