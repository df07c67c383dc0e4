import type * as React from 'react';

import { cn } from '@/lib/cn';

// Decorative: announce loading elsewhere (e.g. a Spinner or aria-busy on the region).
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

export { Skeleton };
