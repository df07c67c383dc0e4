/**
 * Paths of the public site. They are served by the small public entry (web/site.html: React without the
 * router or the data layer, budget ≤ 90 KB of JS); every other page path is served by the app (index.html).
 */
export const PUBLIC_PATHS = [
  '/',
  '/privacy',
  '/terms',
  '/cookies',
  '/gdpr',
  '/about',
  '/features',
  '/pricing',
] as const;
export type PublicPath = (typeof PUBLIC_PATHS)[number];

export const isPublicPath = (path: string): path is PublicPath =>
  (PUBLIC_PATHS as readonly string[]).includes(path.length > 1 ? path.replace(/\/$/, '') : path);
