import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { hasStoredChoice } from '@/features/consent/consent-storage';

// Only visitors without a stored choice download the banner (it appears 1 s after load anyway).
const CookieBanner = lazy(() =>
  import('@/features/consent/components/cookie-banner').then((m) => ({ default: m.CookieBanner })),
);

/**
 * The public site (landing and information pages): plain React and the router only, no data layer, no
 * toasts. The cookie banner lives here, so it appears on every public page and nowhere else.
 */
export function PublicLayout() {
  const [askForConsent] = useState(() => !hasStoredChoice());
  return (
    <>
      <Outlet />
      {askForConsent && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
    </>
  );
}
