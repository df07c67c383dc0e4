import { describe, expect, it, vi } from 'vitest';
import { openHostedPage, type WindowLike } from './open-hosted-page';

function fakeWindow(opts: { framed?: boolean; navigationFails?: boolean; popupBlocked?: boolean } = {}) {
  const tab = { opener: 'app' as unknown };
  const win: WindowLike & { assigned: string[]; topHref: string | null; tab: typeof tab } = {
    assigned: [],
    topHref: null,
    tab,
    self: {},
    top: null,
    location: {
      assign(url: string) {
        if (opts.navigationFails) throw new Error('SecurityError');
        win.assigned.push(url);
      },
    },
    open: vi.fn(() => (opts.popupBlocked ? null : tab)),
  };
  win.self = win;
  win.top = opts.framed
    ? {
        location: {
          set href(url: string) {
            if (opts.navigationFails) throw new Error('SecurityError: sandboxed frame');
            win.topHref = url;
          },
          get href() {
            return win.topHref ?? '';
          },
        },
      }
    : (win as unknown as WindowLike['top']);
  return win;
}

describe('openHostedPage', () => {
  it('navigates the tab to the payment page', () => {
    const win = fakeWindow();
    expect(openHostedPage('https://pay.test/1', win)).toBe('navigated');
    expect(win.assigned).toEqual(['https://pay.test/1']);
    expect(win.open).not.toHaveBeenCalled();
  });

  it('inside a frame it navigates the top window', () => {
    const win = fakeWindow({ framed: true });
    expect(openHostedPage('https://pay.test/2', win)).toBe('navigated');
    expect(win.topHref).toBe('https://pay.test/2');
  });

  it('opens a new tab (without opener) when navigation fails', () => {
    const win = fakeWindow({ framed: true, navigationFails: true });
    expect(openHostedPage('https://pay.test/3', win)).toBe('new-tab');
    expect(win.open).toHaveBeenCalledWith('https://pay.test/3', '_blank');
    expect(win.tab.opener).toBeNull();
  });

  it('reports a blocked pop-up', () => {
    const win = fakeWindow({ navigationFails: true, popupBlocked: true });
    expect(openHostedPage('https://pay.test/4', win)).toBe('blocked');
  });
});
