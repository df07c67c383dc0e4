import type { Page } from '@playwright/test';

/**
 * What a longer language breaks on a narrow screen, as the page is now (an empty list when nothing):
 *   - the page scrolls sideways (document wider than the viewport);
 *   - an element sticks out of the screen, even where the page cannot scroll (fixed, or under a clipping parent);
 *   - an element's content is wider than its box (text running out of a button, a badge or a card: cut off by
 *     `overflow: hidden`, or drawn over its neighbours), or taller than a box that clips it.
 * Allowed by design: a scroll container (overflow auto/scroll: tables, the schedule grid), text truncated with an
 * ellipsis that says it in full in a `title`, what screen readers only read (sr-only, aria-hidden) and toasts.
 * Only the innermost culprit is named (its parents overflow because of it).
 */
export function overflowsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: { el: Element; why: string }[] = [];
    const scrollsX = (s: CSSStyleDeclaration) => s.overflowX === 'auto' || s.overflowX === 'scroll';
    const scrollsY = (s: CSSStyleDeclaration) => s.overflowY === 'auto' || s.overflowY === 'scroll';
    const clipsY = (s: CSSStyleDeclaration) => s.overflowY === 'hidden' || s.overflowY === 'clip';
    /** Inside a box that scrolls sideways (other than the page itself): out of view there is by design. */
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (scrollsX(getComputedStyle(p))) return true;
      return false;
    };
    const truncatedWithTitle = (el: HTMLElement, s: CSSStyleDeclaration) =>
      (s.textOverflow === 'ellipsis' || s.webkitLineClamp !== 'none') &&
      Boolean(el.closest('[title]')?.getAttribute('title'));

    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push({
        el: document.documentElement,
        why: `the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`,
      });
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!(el instanceof HTMLElement)) continue;
      if (el.closest('.sr-only, [aria-hidden="true"], [data-sonner-toaster], script, style, template'))
        continue;
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden' || s.display === 'contents') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if ((r.right > viewport + 1 || r.left < -1) && !inScroller(el)) {
        found.push({ el, why: `off the screen (${Math.round(r.left)}–${Math.round(r.right)} px)` });
        continue;
      }
      // A text field scrolls its own value; cut or not, it is all there.
      if (truncatedWithTitle(el, s) || el.matches('input, textarea, select')) continue;
      if (!scrollsX(s) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        found.push({ el, why: `content ${el.scrollWidth} px wide in ${el.clientWidth} px` });
      else if (clipsY(s) && !scrollsY(s) && el.scrollHeight > el.clientHeight + 1 && el.clientHeight > 0)
        found.push({ el, why: `content ${el.scrollHeight} px tall, cut at ${el.clientHeight} px` });
    }
    const name = (el: Element) => {
      const classes = [...el.classList].slice(0, 6).join('.');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    // The innermost: a parent whose child is named already overflows because of it.
    return found
      .filter(({ el }) => !found.some((other) => other.el !== el && el.contains(other.el)))
      .map(({ el, why }) => `${name(el)}: ${why}`);
  });
}
