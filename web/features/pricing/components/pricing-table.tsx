import { FREE_SEATS, monthlyPrice, paidSeats, SAMPLE_TEAM_SIZES } from '@domain/pricing';
import { formatEuros } from '../format';

/** The table of sample team sizes on the pricing page: free seats, paid seats, monthly and yearly cost. */
export function PricingTable() {
  return (
    <div className="rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Monthly price for sample team sizes</caption>
        <thead className="bg-muted/60 text-left">
          <tr>
            <th scope="col" className="px-3 sm:px-4 py-2 font-medium">
              Team size
            </th>
            <th scope="col" className="px-3 sm:px-4 py-2 font-medium">
              Free members
            </th>
            <th scope="col" className="px-3 sm:px-4 py-2 font-medium">
              Paid members
            </th>
            <th scope="col" className="px-3 sm:px-4 py-2 text-right font-medium">
              Per month
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell sm:px-4">
              Per year
            </th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_TEAM_SIZES.map((n) => (
            <tr key={n} className="border-t">
              <th scope="row" className="px-3 sm:px-4 py-2 text-left font-medium">
                {n} employees
              </th>
              <td className="px-3 sm:px-4 py-2 tabular-nums">{Math.min(n, FREE_SEATS)}</td>
              <td className="px-3 sm:px-4 py-2 tabular-nums">{paidSeats(n)}</td>
              <td className="px-3 sm:px-4 py-2 text-right tabular-nums">{formatEuros(monthlyPrice(n))}</td>
              <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell sm:px-4">
                {formatEuros(monthlyPrice(n) * 12)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
