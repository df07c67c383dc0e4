import { lazy } from 'react';
import { DeferredDialog, usePrefetchWhenIdle } from '@/lib/deferred';
import type { EntryDialog as EntryDialogNow } from './entry-dialog';

// A day's entry dialog loads when first opened (web/lib/deferred.tsx): with it come react-hook-form and zod, which
// Time Tracking loaded before showing the month.
const load = () => import('./entry-dialog');
const LazyDialog = lazy(() => load().then((m) => ({ default: m.EntryDialog })));

/** `day` null: closed. Nothing is loaded for a dialog that was never opened; the page fetches it when idle. */
export function EntryDialog(props: Parameters<typeof EntryDialogNow>[0]) {
  usePrefetchWhenIdle(load);
  return (
    <DeferredDialog open={props.day !== null}>
      <LazyDialog {...props} />
    </DeferredDialog>
  );
}
