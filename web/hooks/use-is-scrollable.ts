import * as React from 'react';

/**
 * Whether an element's content overflows it. A scrollable region with no focusable content must
 * itself be focusable (WCAG 2.1.1, axe `scrollable-region-focusable`); components use this to set
 * tabIndex only when there is something to scroll.
 */
export function useIsScrollable<T extends HTMLElement>(ref: React.RefObject<T | null>) {
  const [scrollable, setScrollable] = React.useState(false);

  React.useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setScrollable(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    update();
    return () => observer.disconnect();
  }, [ref]);

  return scrollable;
}
