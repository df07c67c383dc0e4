import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { DayPicker, DayButton as DayPickerDayButton, getDefaultClassNames } from 'react-day-picker';

import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

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
 * shadcn's Calendar on react-day-picker (weeks start on Monday, as in the European countries Plantel
 * serves). Dates are local-midnight Date objects: convert to and from `yyyy-MM-dd` with date-fns
 * `format(d, 'yyyy-MM-dd')` and `parseISO`, never through toISOString.
 */
function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      data-slot="calendar"
      weekStartsOn={1}
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
