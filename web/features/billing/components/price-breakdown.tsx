import { plural } from '@domain/plural';
import { FREE_SEATS, PRICE_PER_SEAT_EUR } from '@domain/pricing';
import { formatEuros } from '../format';

/**
 * What a team plan costs, row by row: the free members, the additional members × the seat price, and the
 * total. One component for the team-size dialogs, Settings → Billing and the sandbox's payment page.
 */
export function PriceBreakdown({
  paidSeats,
  monthlyPrice,
  teamSize,
  totalLabel = 'Monthly total',
}: {
  /** Members billed beyond the free seats. */
  paidSeats: number;
  /** In euros. */
  monthlyPrice: number;
  /** Shown as a first row when given (the payment page repeats what is bought). */
  teamSize?: number;
  totalLabel?: string;
}) {
  return (
    <dl className="space-y-1 rounded-md border p-3 text-sm" aria-label="Price breakdown">
      {teamSize !== undefined && (
        <div className="flex justify-between gap-4">
          <dt>Team size</dt>
          <dd>{teamSize} members</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt>{FREE_SEATS} free members</dt>
        <dd>{formatEuros(0)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>
          {plural(paidSeats, { one: 'additional member', other: 'additional members' })} ×{' '}
          {formatEuros(PRICE_PER_SEAT_EUR)}
        </dt>
        <dd>{formatEuros(monthlyPrice)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-1 font-semibold">
        <dt>{totalLabel}</dt>
        <dd>{formatEuros(monthlyPrice)}</dd>
      </div>
    </dl>
  );
}
