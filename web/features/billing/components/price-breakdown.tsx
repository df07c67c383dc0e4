import { FREE_SEATS, PRICE_PER_SEAT_EUR } from '@domain/pricing';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useBillingFormat } from '../format';

/**
 * What a team plan costs, row by row: the free members, the additional members × the seat price, and the
 * total. One component for the team-size dialogs, Settings → Billing and the sandbox's payment page.
 */
export function PriceBreakdown({
  paidSeats,
  monthlyPrice,
  teamSize,
  totalLabel,
}: {
  /** Members billed beyond the free seats. */
  paidSeats: number;
  /** In euros. */
  monthlyPrice: number;
  /** Shown as a first row when given (the payment page repeats what is bought). */
  teamSize?: number;
  totalLabel?: string;
}) {
  const { t } = useLingui();
  const { euros } = useBillingFormat();
  const zero = euros(0);
  const seatPrice = euros(PRICE_PER_SEAT_EUR);
  const price = euros(monthlyPrice);
  return (
    <dl
      className="space-y-1 rounded-md border p-3 text-sm"
      aria-label={t({ id: 'billing.breakdown.label', message: 'Price breakdown' })}
    >
      {teamSize !== undefined && (
        <div className="flex justify-between gap-4">
          <dt>
            <Trans id="billing.breakdown.teamSize">Team size</Trans>
          </dt>
          <dd>
            <Trans id="billing.breakdown.teamSizeValue">
              <Plural value={teamSize} one="# members" other="# members" />
            </Trans>
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt>
          <Trans id="billing.breakdown.free">
            <Plural value={FREE_SEATS} one="# free members" other="# free members" />
          </Trans>
        </dt>
        <dd>{zero}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>
          <Trans id="billing.breakdown.additional">
            <Plural value={paidSeats} one="# additional member" other="# additional members" /> × {seatPrice}
          </Trans>
        </dt>
        <dd>{price}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-1 font-semibold">
        <dt>{totalLabel ?? <Trans id="billing.breakdown.total">Monthly total</Trans>}</dt>
        <dd>{price}</dd>
      </div>
    </dl>
  );
}
