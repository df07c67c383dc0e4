/** What the browser did with a hosted payment page (the provider's checkout or portal). */
export type HostedPageOutcome = 'navigated' | 'new-tab' | 'blocked';

/** The parts of `window` this needs (tests pass a fake). */
export interface WindowLike {
  self: unknown;
  top: { location: { href: string } } | null;
  location: { assign(url: string): void };
  open(url: string, target: string): { opener: unknown } | null;
}

/**
 * The browser goes to the hosted page (spec 7: it navigates there, or opens it in a new tab if navigation
 * fails, e.g. when the app runs inside a frame that may not navigate its parent). A blocked pop-up is reported
 * so the screen can offer the link instead.
 */
export function openHostedPage(
  url: string,
  win: WindowLike = window as unknown as WindowLike,
): HostedPageOutcome {
  try {
    if (win.top && win.top !== win.self) win.top.location.href = url;
    else win.location.assign(url);
    return 'navigated';
  } catch {
    const tab = win.open(url, '_blank');
    if (!tab) return 'blocked';
    try {
      tab.opener = null;
    } catch {
      // A cross-origin tab may refuse; it cannot reach us through a closed opener anyway.
    }
    return 'new-tab';
  }
}
