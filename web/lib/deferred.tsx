import { type ReactNode, Suspense, useEffect, useState } from 'react';

/*
 * Code a page offers but does not show at first (a dialog, a form behind a button) loads when first shown, not with
 * the page: its libraries (the date picker, react-hook-form, zod) were a quarter of what some screens loaded before
 * showing anything (docs/PERFORMANCE.md). The page fetches that code once it has shown itself and the browser is
 * idle, so opening it rarely waits.
 */

/** Calls each `load` (a dynamic import) once the page is idle; a failure is left to the component that needs it. */
export function usePrefetchWhenIdle(...loads: Array<() => Promise<unknown>>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the page
  useEffect(() => {
    const run = () => {
      for (const load of loads) load().catch(() => {});
    };
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, 1000);
    return () => clearTimeout(id);
  }, []);
}

/** False until `open` is first true, then true: a deferred dialog is rendered (and its code loaded) once opened. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A dialog whose code loads when it is first opened: `children` (the lazily loaded dialog) is rendered from the first
 * time `open` is true, nothing before, and stays mounted after, so it closes as a dialog does.
 */
export function DeferredDialog({ open, children }: { open: boolean; children: ReactNode }) {
  if (!useOpenedOnce(open)) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
