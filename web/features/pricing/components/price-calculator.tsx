import { FREE_SEATS, monthlyPrice, PRICING_SLIDER, paidSeats } from '@domain/pricing';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useFormat } from '@/lib/i18n/locale-provider';
import { usePricingLabels } from '../format';

/** The employee slider of the pricing sections (2 to 20, default 3) with the monthly price it costs. */
export function PriceCalculator() {
  const id = useId();
  const { t } = useLingui();
  const format = useFormat();
  const labels = usePricingLabels();
  const [members, setMembers] = useState<number>(PRICING_SLIDER.defaultValue);
  const price = monthlyPrice(members);
  const free = format.number(FREE_SEATS);
  const paid = format.number(paidSeats(members));
  const seatPrice = labels.euros(1);
  return (
    <div className="rounded-xl border bg-card p-5 text-left shadow-sm sm:p-6">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-medium">
          <Trans id="pricing.calculator.label">Number of employees</Trans>
        </label>
        <span className="text-lg font-semibold tabular-nums">{labels.employees(members)}</span>
      </div>
      <input
        id={id}
        type="range"
        min={PRICING_SLIDER.min}
        max={PRICING_SLIDER.max}
        step={1}
        value={members}
        onChange={(e) => setMembers(Number(e.target.value))}
        aria-valuetext={labels.employees(members)}
        className="mt-4 h-2 w-full cursor-pointer accent-primary"
      />
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{format.number(PRICING_SLIDER.min)}</span>
        <span>{format.number(PRICING_SLIDER.max)}</span>
      </div>
      <div className="mt-5 flex flex-wrap items-end justify-between gap-3 border-t pt-4">
        <div>
          <p className="text-sm text-muted-foreground">
            <Trans id="pricing.calculator.monthlyPrice">Monthly price</Trans>
          </p>
          <output
            htmlFor={id}
            aria-label={t({ id: 'pricing.calculator.monthlyPrice', message: 'Monthly price' })}
            className="block text-4xl font-bold tabular-nums"
          >
            {labels.price(members)}
          </output>
        </div>
        <p className="text-sm text-muted-foreground sm:text-right">
          {price === 0 ? (
            <Trans id="pricing.calculator.freeSeats">
              Up to <Plural value={FREE_SEATS} one="# team member is free" other="# team members are free" />
            </Trans>
          ) : (
            <Trans id="pricing.calculator.breakdown">
              {free} free + {paid} × {seatPrice}
            </Trans>
          )}
        </p>
      </div>
    </div>
  );
}
