import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

const HASH_OFFSET_PX = 80;

/**
 * Every navigation scrolls to the top; a URL with a hash scrolls smoothly to that element, 80 px below the
 * top so it is not hidden by a sticky header.
 */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the event this effect reacts to.
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    // The target may render a moment later (lazy routes).
    let tries = 0;
    const scroll = () => {
      const el = document.getElementById(id);
      if (el) {
        const top = el.getBoundingClientRect().top + window.scrollY - HASH_OFFSET_PX;
        window.scrollTo({ top, behavior: 'smooth' });
      } else if (tries++ < 20) {
        setTimeout(scroll, 50);
      }
    };
    scroll();
  }, [pathname, hash]);
  return <Outlet />;
}
