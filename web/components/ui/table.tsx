import { Trans, useLingui } from '@lingui/react/macro';
import * as React from 'react';

import { useScrollEdges } from '@/hooks/use-scroll-edges';
import { cn } from '@/lib/cn';

/**
 * Scrolls sideways inside its wrapper on narrow screens. Then the wrapper is a named region and a tab stop
 * (keyboard users can scroll it; axe's scrollable-region-focusable), a shadow marks each side with more
 * columns, and a line under it says so.
 */
function Table({ className, ...props }: React.ComponentProps<'table'>) {
  const containerRef = React.useRef<HTMLElement>(null);
  const { scrollable, before, after } = useScrollEdges(containerRef);
  const hintId = React.useId();
  const { t } = useLingui();

  return (
    <div data-slot="table-frame" className="w-full">
      <div className="relative">
        {/* A section with a name is a region: named only while it scrolls. */}
        <section
          ref={containerRef}
          data-slot="table-container"
          aria-label={
            scrollable
              ? (props['aria-label'] ?? t({ id: 'common.table.label', message: 'Table' }))
              : undefined
          }
          aria-describedby={scrollable ? hintId : undefined}
          tabIndex={scrollable ? 0 : undefined}
          className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
        </section>
        <div
          aria-hidden="true"
          data-slot="table-shadow-before"
          className={cn(
            'pointer-events-none absolute inset-y-0 left-0 w-6 rounded-l-md bg-linear-to-r from-foreground/15 to-transparent transition-opacity',
            before ? 'opacity-100' : 'opacity-0',
          )}
        />
        <div
          aria-hidden="true"
          data-slot="table-shadow-after"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-6 rounded-r-md bg-linear-to-l from-foreground/15 to-transparent transition-opacity',
            after ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {scrollable && (
        <p id={hintId} className="mt-1 text-muted-foreground text-xs">
          <Trans id="common.table.scrollHint">Scroll sideways to see every column.</Trans>
        </p>
      )}
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-10 whitespace-nowrap px-2 text-left align-middle font-medium text-foreground [&:has([role=checkbox])]:pr-0 [&>[role=checkbox]]:translate-y-[2px]',
        className,
      )}
      {...props}
    />
  );
}

function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn(
        'whitespace-nowrap p-2 align-middle [&:has([role=checkbox])]:pr-0 [&>[role=checkbox]]:translate-y-[2px]',
        className,
      )}
      {...props}
    />
  );
}

function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}

export { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow };
