import { FREE_SEATS, monthlyPrice, PRICING_SLIDER, paidSeats } from '@domain/pricing';
import { useId, useState } from 'react';
import { formatEuros, membersLabel } from '../format';

/** The employee slider of the pricing sections (2 to 20, default 3) with the monthly price it costs. */
export function PriceCalculator() {
  const id = useId();
  const [members, setMembers] = useState<number>(PRICING_SLIDER.defaultValue);
  const price = monthlyPrice(members);
  return (
    <div className="rounded-xl border bg-card p-5 text-left shadow-sm sm:p-6">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-medium">
          Number of employees
        </label>
        <span className="text-lg font-semibold tabular-nums">{membersLabel(members)}</span>
      </div>
      <input
        id={id}
        type="range"
        min={PRICING_SLIDER.min}
        max={PRICING_SLIDER.max}
        step={1}
        value={members}
        onChange={(e) => setMembers(Number(e.target.value))}
        aria-valuetext={membersLabel(members)}
        className="mt-4 h-2 w-full cursor-pointer accent-primary"
      />
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{PRICING_SLIDER.min}</span>
        <span>{PRICING_SLIDER.max}</span>
      </div>
      <div className="mt-5 flex flex-wrap items-end justify-between gap-3 border-t pt-4">
        <div>
          <p className="text-sm text-muted-foreground">Monthly price</p>
          <output htmlFor={id} aria-label="Monthly price" className="block text-4xl font-bold tabular-nums">
            {price === 0 ? 'Free' : `${formatEuros(price)}/month`}
          </output>
        </div>
        <p className="text-sm text-muted-foreground sm:text-right">
          {price === 0
            ? `Up to ${FREE_SEATS} team members are free`
            : `${FREE_SEATS} free + ${paidSeats(members)} × ${formatEuros(1)}`}
        </p>
      </div>
    </div>
  );
}
