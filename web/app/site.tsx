import type { PublicPath } from '@domain/site';
import { lazy, Suspense, useEffect } from 'react';
import { scrollToHash } from '@/lib/hash-scroll';
import { PublicLayout } from './layouts/public-layout';

// Each public page is its own chunk; the entry holds React and this table only.
const PAGES: Record<PublicPath, React.LazyExoticComponent<() => React.ReactElement>> = {
  '/': lazy(() => import('./routes/landing').then((m) => ({ default: m.LandingPage }))),
  '/privacy': lazy(() => import('./routes/public/privacy').then((m) => ({ default: m.PrivacyPage }))),
  '/terms': lazy(() => import('./routes/public/terms').then((m) => ({ default: m.TermsPage }))),
  '/cookies': lazy(() => import('./routes/public/cookies').then((m) => ({ default: m.CookiesPage }))),
  '/gdpr': lazy(() => import('./routes/public/gdpr').then((m) => ({ default: m.GdprPage }))),
  '/about': lazy(() => import('./routes/public/about').then((m) => ({ default: m.AboutPage }))),
  '/features': lazy(() => import('./routes/public/features').then((m) => ({ default: m.FeaturesPage }))),
  '/pricing': lazy(() => import('./routes/public/pricing').then((m) => ({ default: m.PricingPage }))),
};

/**
 * The public site: one document per page (links are plain anchors), so it needs no client router. The
 * server sends site.html only for the paths in domain/site.ts.
 */
export function PublicSite({ path }: { path: PublicPath }) {
  const Page = PAGES[path];
  useEffect(() => {
    if (window.location.hash) return scrollToHash(window.location.hash);
    const onHash = () => scrollToHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return (
    <PublicLayout>
      <Suspense fallback={<div className="min-h-svh" />}>
        <Page />
      </Suspense>
    </PublicLayout>
  );
}
