import { Outlet } from 'react-router';
import { CookieBanner } from '@/features/consent/components/cookie-banner';

/**
 * The public site (landing and information pages): plain React and the router only, no data layer, no
 * toasts. The cookie banner lives here, so it appears on every public page and nowhere else.
 */
export function PublicLayout() {
  return (
    <>
      <Outlet />
      <CookieBanner />
    </>
  );
}
