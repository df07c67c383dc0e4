import { weekStartsOn } from '@domain/i18n/locales';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import {
  DayPicker,
  DayButton as DayPickerDayButton,
  type Formatters,
  getDefaultClassNames,
  type Labels,
} from 'react-day-picker';
import { buttonVariants } from '@/components/ui/button';
import { WEEKDAY_LONG_NAMES } from '@/components/weekday-names';
import { cn } from '@/lib/cn';
import { toIsoDate } from '@/lib/dates';
import { useFormat, useLocale } from '@/lib/i18n/locale-provider';

function Chevron({ orientation, className }: { orientation?: string; className?: string }) {
  return orientation === 'left' ? (
    <ChevronLeftIcon className={cn('size-4', className)} aria-hidden="true" />
  ) : (
    <ChevronRightIcon className={cn('size-4', className)} aria-hidden="true" />
  );
}

/**
 * A day of the neighbouring month is shown (the weeks stay whole) but cannot be picked: people took 27 Oct
 * at the top of November's grid for 27 Nov (issue 17). They page to that month instead.
 */
function DayButton({ modifiers, disabled, ...props }: React.ComponentProps<typeof DayPickerDayButton>) {
  return <DayPickerDayButton modifiers={modifiers} disabled={disabled || modifiers.outside} {...props} />;
}

/**
 * The picker's month, weekday names and screen-reader labels in the reader's language (react-day-picker writes
 * them in English with date-fns; English keeps those). Dates through useFormat(), texts through Lingui.
 */
function useTranslations(): { formatters?: Partial<Formatters>; labels?: Partial<Labels> } {
  const { t, i18n } = useLingui();
  const format = useFormat();
  if (format.locale === 'en') return {};
  const month = (date: Date) => format.month(toIsoDate(date).slice(0, 7));
  const weekday = (date: Date) => i18n._(WEEKDAY_LONG_NAMES[(date.getDay() + 6) % 7]!);
  return {
    formatters: {
      formatCaption: month,
      formatWeekdayName: (date: Date) => format.weekday(toIsoDate(date)),
    },
    labels: {
      labelGrid: month,
      labelWeekday: weekday,
      labelNav: () => t({ id: 'components.calendar.nav', message: 'Navigation bar' }),
      labelPrevious: () => t({ id: 'components.calendar.previous', message: 'Go to the Previous Month' }),
      labelNext: () => t({ id: 'components.calendar.next', message: 'Go to the Next Month' }),
      labelDayButton: (date: Date, modifiers: { today?: boolean; selected?: boolean }) => {
        const name = weekday(date);
        const long = format.longDate(toIsoDate(date));
        const day = t({ id: 'components.calendar.day', message: `${name}, ${long}` });
        const today = modifiers.today
          ? t({ id: 'components.calendar.today', message: `Today, ${day}` })
          : day;
        return modifiers.selected
          ? t({ id: 'components.calendar.selected', message: `${today}, selected` })
          : today;
      },
    },
  };
}

/**
 * shadcn's Calendar on react-day-picker (weeks start on the reader's first day: Monday in the European countries
 * Plantel serves). Dates are local-midnight Date objects: convert to and from `yyyy-MM-dd` with date-fns
 * `format(d, 'yyyy-MM-dd')` and `parseISO`, never through toISOString.
 */
function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  const locale = useLocale();
  const { formatters, labels } = useTranslations();
  return (
    <DayPicker
      data-slot="calendar"
      weekStartsOn={weekStartsOn(locale)}
      formatters={formatters}
      labels={labels}
      showOutsideDays={showOutsideDays}
      className={cn('p-3', className)}
      classNames={{
        root: cn('w-fit', defaults.root),
        months: cn('relative flex flex-col gap-4 sm:flex-row', defaults.months),
        month: cn('flex w-full flex-col gap-4', defaults.month),
        nav: cn('absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1', defaults.nav),
        button_previous: cn(
          buttonVariants({ variant: 'ghost', size: 'icon-sm' }),
          'select-none aria-disabled:opacity-50',
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost', size: 'icon-sm' }),
          'select-none aria-disabled:opacity-50',
          defaults.button_next,
        ),
        month_caption: cn('flex h-8 w-full items-center justify-center px-8', defaults.month_caption),
        caption_label: cn('select-none font-medium text-sm', defaults.caption_label),
        month_grid: 'w-full border-collapse',
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn(
          'flex-1 select-none rounded-md font-normal text-[0.8rem] text-muted-foreground',
          defaults.weekday,
        ),
        week: cn('mt-2 flex w-full', defaults.week),
        day: cn('relative aspect-square h-full w-full select-none p-0 text-center', defaults.day),
        day_button: cn(
          buttonVariants({ variant: 'ghost' }),
          'size-8 p-0 font-normal aria-selected:opacity-100',
        ),
        selected: cn(
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground',
          defaults.selected,
        ),
        today: cn('[&>button]:bg-accent [&>button]:text-accent-foreground', defaults.today),
        // Muted as a disabled day: the button's own colour would otherwise look like this month's days.
        outside: cn('[&>button]:text-muted-foreground [&>button]:opacity-50', defaults.outside),
        disabled: cn('text-muted-foreground opacity-50', defaults.disabled),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{ Chevron, DayButton }}
      {...props}
    />
  );
}

export { Calendar };
