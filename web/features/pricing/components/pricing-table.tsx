import { FREE_SEATS, monthlyPrice, paidSeats, SAMPLE_TEAM_SIZES } from '@domain/pricing';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/locale-provider';
import { usePricingLabels } from '../format';

/** The table of sample team sizes on the pricing page: free seats, paid seats, monthly and yearly cost. */
export function PricingTable() {
  const format = useFormat();
  const labels = usePricingLabels();
  return (
    <div className="rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">
          <Trans id="pricing.table.caption">Monthly price for sample team sizes</Trans>
        </caption>
        <thead className="bg-muted/60 text-left">
          <tr>
            {/* i18n-ignore: scope is an HTML keyword */}
            <th scope="col" className="px-3 sm:px-4 py-2 font-medium">
              <Trans id="pricing.table.teamSize">Team size</Trans>
            </th>
            {/* i18n-ignore: scope is an HTML keyword */}
            <th scope="col" className="px-3 sm:px-4 py-2 font-medium">
              <Trans id="pricing.table.freeMembers">Free members</Trans>
            </th>
            {/* i18n-ignore: scope is an HTML keyword */}
            <th scope="col" className="px-3 sm:px-4 py-2 font-medium">
              <Trans id="pricing.table.paidMembers">Paid members</Trans>
            </th>
            {/* i18n-ignore: scope is an HTML keyword */}
            <th scope="col" className="px-3 sm:px-4 py-2 text-right font-medium">
              <Trans id="pricing.table.perMonth">Per month</Trans>
            </th>
            {/* i18n-ignore: scope is an HTML keyword */}
            <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell sm:px-4">
              <Trans id="pricing.table.perYear">Per year</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_TEAM_SIZES.map((n) => (
            <tr key={n} className="border-t">
              {/* i18n-ignore: scope is an HTML keyword */}
              <th scope="row" className="px-3 sm:px-4 py-2 text-left font-medium">
                {labels.employees(n)}
              </th>
              <td className="px-3 sm:px-4 py-2 tabular-nums">{format.number(Math.min(n, FREE_SEATS))}</td>
              <td className="px-3 sm:px-4 py-2 tabular-nums">{format.number(paidSeats(n))}</td>
              <td className="px-3 sm:px-4 py-2 text-right tabular-nums">{labels.euros(monthlyPrice(n))}</td>
              <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell sm:px-4">
                {labels.euros(monthlyPrice(n) * 12)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
