import { useLingui } from '@lingui/react';
import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '@/lib/cn';

/** A spinning icon inside a status region; `label` is read by screen readers. */
function Spinner({ className, label, ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  // Not a macro: this text also shows on /auth (the page's spinner), whose catalog does not hold the app's texts
  // (lingui.config.ts, AUTH); the English message written here stays in the bundle as the fallback there.
  const { i18n } = useLingui();
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center">
      <Loader2Icon aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props} />
      <span className="sr-only">{label ?? i18n._({ id: 'common.loading', message: 'Loading' })}</span>
    </span>
  );
}

export { Spinner };
