import { Progress as ProgressPrimitive } from 'radix-ui';
import type * as React from 'react';

import { cn } from '@/lib/cn';

// A progressbar needs an accessible name (axe: aria-progressbar-name), so one is required here.
type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> &
  ({ 'aria-label': string } | { 'aria-labelledby': string });

function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, ((value ?? 0) / max) * 100));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      value={value}
      max={max}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-all"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
