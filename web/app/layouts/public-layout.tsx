import { lazy, Suspense, useState } from 'react';
import { hasStoredChoice } from '@/features/consent/consent-storage';

// Only visitors without a stored choice download the banner (it appears 1 s after load anyway).
const CookieBanner = lazy(() =>
  import('@/features/consent/components/cookie-banner').then((m) => ({ default: m.CookieBanner })),
);

/**
 * The public site (landing and information pages): plain React, no router, no data layer, no toasts.
 * The cookie banner lives here, so it appears on every public page and nowhere else.
 */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  const [askForConsent] = useState(() => !hasStoredChoice());
  return (
    <>
      {children}
      {askForConsent && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
    </>
  );
}
