import { addMonths } from '@domain/calendar';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/locale-provider';

/** Previous / next month arrows around the month's name. */
export function MonthNav({
  month,
  onChange,
  headingLevel = 'h2',
}: {
  month: string;
  onChange: (month: string) => void;
  headingLevel?: 'h2' | 'h3' | 'p';
}) {
  const { t } = useLingui();
  const format = useFormat();
  const Heading = headingLevel;
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={t({ id: 'timesheets.monthNav.previous', message: 'Previous month' })}
        onClick={() => onChange(addMonths(month, -1))}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <Heading className="min-w-36 text-center font-semibold text-lg" aria-live="polite">
        {format.month(month)}
      </Heading>
      <Button
        variant="outline"
        size="icon"
        aria-label={t({ id: 'timesheets.monthNav.next', message: 'Next month' })}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
