import { monthlyPrice } from '@domain/pricing';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/locale-provider';

/**
 * The pricing sections' labels in the reader's language: whole euros ("€8" · "8 €"), a team's monthly price
 * ("Free" for up to 2 members, otherwise "€8/month") and a number of employees ("5 employees").
 */
export function usePricingLabels() {
  const { t } = useLingui();
  const format = useFormat();
  const euros = (amount: number) => format.currency(amount, 'EUR', { wholeUnits: true });
  const perMonth = (amount: number) => {
    const price = euros(amount);
    return t({ id: 'pricing.perMonth', message: `${price}/month` });
  };
  return {
    euros,
    price: (members: number) => {
      const price = monthlyPrice(members);
      return price === 0 ? t({ id: 'pricing.free', message: 'Free' }) : perMonth(price);
    },
    employees: (count: number) =>
      t({ id: 'pricing.employees', message: plural(count, { one: '# employee', other: '# employees' }) }),
  };
}
