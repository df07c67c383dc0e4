import type { PublicPath } from '@domain/site';
import { lazy, Suspense, useEffect } from 'react';
import { scrollToHash } from '@/lib/hash-scroll';
import { loadArea, type SitePage } from '@/lib/i18n/i18n';
import { PublicLayout } from './layouts/public-layout';

type PageModule = { default: () => React.ReactElement };

// Each public page is its own chunk; the entry holds React and this table only.
const IMPORTS: Record<PublicPath, () => Promise<PageModule>> = {
  '/': () => import('./routes/landing').then((m) => ({ default: m.LandingPage })),
  '/privacy': () => import('./routes/public/privacy').then((m) => ({ default: m.PrivacyPage })),
  '/terms': () => import('./routes/public/terms').then((m) => ({ default: m.TermsPage })),
  '/cookies': () => import('./routes/public/cookies').then((m) => ({ default: m.CookiesPage })),
  '/gdpr': () => import('./routes/public/gdpr').then((m) => ({ default: m.GdprPage })),
  '/about': () => import('./routes/public/about').then((m) => ({ default: m.AboutPage })),
  '/features': () => import('./routes/public/features').then((m) => ({ default: m.FeaturesPage })),
  '/pricing': () => import('./routes/public/pricing').then((m) => ({ default: m.PricingPage })),
};

// Each page's own texts are a catalog of their own (lingui.config.ts): the legal texts never weigh on `/`.
const TEXTS: Record<PublicPath, SitePage> = {
  '/': 'landing',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/cookies': 'cookies',
  '/gdpr': 'gdpr',
  '/about': 'about',
  '/features': 'features',
  '/pricing': 'pricing',
};

const loading = new Map<PublicPath, Promise<PageModule>>();
/**
 * Starts (once) the download of a page's module and of its texts in the active language: the entry calls it
 * beside the site's catalog's, so all three download at once.
 */
export function loadPage(path: PublicPath): Promise<PageModule> {
  let page = loading.get(path);
  if (!page) {
    page = Promise.all([IMPORTS[path](), loadArea(`site-${TEXTS[path]}`)]).then(([module]) => module);
    // A failed download (network) may be tried again.
    page.catch(() => loading.delete(path));
    loading.set(path, page);
  }
  return page;
}

const PAGES = Object.fromEntries(
  Object.keys(IMPORTS).map((path) => [path, lazy(() => loadPage(path as PublicPath))]),
) as Record<PublicPath, React.LazyExoticComponent<() => React.ReactElement>>;

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
