import { API_DOCS_PATH } from './api/docs-path.gen';

/**
 * Facts about this Plantel installation that the public pages show.
 *
 * The support address comes from the server's configuration (SUPPORT_EMAIL), injected into index.html as
 * `<meta name="plantel:support-email">` so the first page needs no extra request. The Vite dev server does
 * not inject it; the server's default is used there.
 */
const DEFAULT_SUPPORT_EMAIL = 'support@plantel.app';

export function supportEmail(): string {
  if (typeof document === 'undefined') return DEFAULT_SUPPORT_EMAIL;
  const value = document.querySelector<HTMLMetaElement>('meta[name="plantel:support-email"]')?.content.trim();
  return value || DEFAULT_SUPPORT_EMAIL;
}

/**
 * The documentation link of the footer. Every installation serves its own API reference (API_DOCS_PATH);
 * point this at the user guide once the project publishes one.
 */
export const DOCUMENTATION_URL = API_DOCS_PATH;

/** The date the legal texts of the public pages were last changed (shown in the reader's language). */
export const LEGAL_TEXTS_UPDATED = '2026-11-21';
