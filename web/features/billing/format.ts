import { toIsoDate } from '@/lib/dates';
import { useFormat } from '@/lib/i18n/locale-provider';

/**
 * Billing's amounts and dates in the reader's language: `euros(3)` "€3" for whole euros, `euros(1.5)` "€1.50"
 * otherwise ("3 €", "1,50 €" in Spanish); `day(instant)` the instant's day on this device, written long
 * ("4 May 2026", "4 de mayo de 2026").
 */
export function useBillingFormat() {
  const format = useFormat();
  return {
    format,
    euros: (amount: number) => format.currency(amount, 'EUR', { wholeUnits: Number.isInteger(amount) }),
    day: (instant: string) => format.longDate(toIsoDate(new Date(instant))),
  };
}
