import { useLingui } from '@lingui/react/macro';
import { CalendarIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { fromIsoDate, toIsoDate } from '@/lib/dates';
import { useFormat } from '@/lib/i18n/locale-provider';

/** A date picker showing the date as 'MMM dd, yyyy' (spec; the reader's format in other languages); the value is `yyyy-MM-dd` or ''. */
export function DateField({
  value,
  onChange,
  placeholder,
  defaultMonth,
  ...props
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** `yyyy-MM-dd` of the month to open on when nothing is picked yet (e.g. the start date). */
  defaultMonth?: string;
} & Omit<React.ComponentProps<typeof Button>, 'value' | 'onChange'>) {
  const { t } = useLingui();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const selected = fromIsoDate(value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          className={cn('w-full justify-start text-left font-normal', !selected && 'text-muted-foreground')}
          {...props}
        >
          <CalendarIcon aria-hidden="true" />
          {selected
            ? format.date(value)
            : (placeholder ?? t({ id: 'components.dateField.placeholder', message: 'Pick a date' }))}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        {/* `required`: clicking the date already picked keeps it (and closes), it does not clear the field. */}
        <Calendar
          mode="single"
          required
          selected={selected}
          defaultMonth={selected ?? (defaultMonth ? fromIsoDate(defaultMonth) : undefined)}
          onSelect={(date) => {
            onChange(toIsoDate(date));
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
