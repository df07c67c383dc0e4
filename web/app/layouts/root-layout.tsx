import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { scrollToHash } from '@/lib/hash-scroll';

/** Every navigation scrolls to the top; a URL with a hash scrolls smoothly to that element (80 px offset). */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the event this effect reacts to.
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    return scrollToHash(hash);
  }, [pathname, hash]);
  return <Outlet />;
}
