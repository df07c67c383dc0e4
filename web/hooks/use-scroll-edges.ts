import * as React from 'react';

export interface ScrollEdges {
  /** The content is wider than the element (it scrolls sideways). */
  scrollable: boolean;
  /** There is more to the left / to the right of what is shown. */
  before: boolean;
  after: boolean;
}

const NONE: ScrollEdges = { scrollable: false, before: false, after: false };

/**
 * Whether an element scrolls sideways and which way there is more to see, kept up to date on scroll and
 * resize: tables show a shadow on the side that has more, so a cut-off column is not mistaken for the end.
 */
export function useScrollEdges<T extends HTMLElement>(ref: React.RefObject<T | null>): ScrollEdges {
  const [edges, setEdges] = React.useState(NONE);

  React.useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const scrollable = el.scrollWidth > el.clientWidth + 1;
      // scrollLeft is negative in right-to-left layouts: compare magnitudes.
      const left = Math.abs(el.scrollLeft);
      const next = scrollable
        ? { scrollable, before: left > 1, after: left + el.clientWidth < el.scrollWidth - 1 }
        : NONE;
      setEdges((prev) =>
        prev.scrollable === next.scrollable && prev.before === next.before && prev.after === next.after
          ? prev
          : next,
      );
    };
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    el.addEventListener('scroll', update, { passive: true });
    update();
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, [ref]);

  return edges;
}
