import { plural } from '@domain/plural';
import { monthlyPrice } from '@domain/pricing';

const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const formatEuros = (amount: number) => euros.format(amount);

/** "Free" for up to 2 members, otherwise "€8/month". */
export const priceLabel = (members: number) => {
  const price = monthlyPrice(members);
  return price === 0 ? 'Free' : `${formatEuros(price)}/month`;
};

export const membersLabel = (n: number) => plural(n, { one: 'employee', other: 'employees' });
