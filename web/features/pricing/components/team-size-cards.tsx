import { SAMPLE_TEAM_SIZES } from '@domain/pricing';
import { usePricingLabels } from '../format';

/** What the sample team sizes of the spec (2, 3, 5, 10, 15, 20) pay a month. */
export function TeamSizeCards() {
  const labels = usePricingLabels();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {SAMPLE_TEAM_SIZES.map((n) => (
        <li key={n} className="rounded-lg border bg-card p-4 text-center">
          <p className="text-sm text-muted-foreground">{labels.employees(n)}</p>
          <p className="mt-1 text-xl font-semibold tabular-nums">{labels.price(n)}</p>
        </li>
      ))}
    </ul>
  );
}
