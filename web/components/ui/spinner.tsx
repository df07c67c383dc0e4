import { useLingui } from '@lingui/react/macro';
import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '@/lib/cn';

/** A spinning icon inside a status region; `label` is read by screen readers. */
function Spinner({ className, label, ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  const { t } = useLingui();
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center">
      <Loader2Icon aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props} />
      <span className="sr-only">{label ?? t({ id: 'common.loading', message: 'Loading' })}</span>
    </span>
  );
}

export { Spinner };
