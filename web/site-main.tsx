import { isPublicPath } from '@domain/site';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addCatalogs, initialLocale, loadArea } from '@/lib/i18n/i18n';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { loadPage, PublicSite } from './app/site';
import './styles.css';

// The site's catalogs only (`site` and each page's): the app's are the app document's (web/app/router.tsx).
addCatalogs(import.meta.glob(['./locales/*/site*.po', '!./locales/pseudo/*.po']));

const path = window.location.pathname.replace(/(.)\/$/, '$1');
if (isPublicPath(path)) {
  // The page's module, its texts and the site's in the visitor's language download side by side.
  Promise.all([loadArea('site', initialLocale()), loadPage(path)]).finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <LocaleProvider>
          <PublicSite path={path} />
        </LocaleProvider>
      </StrictMode>,
    ),
  );
} else {
  // The server sends this document for public paths only; anything else belongs to the app.
  window.location.replace('/');
}
