// Imported first by main.tsx: the page's API reads start before the router and its route modules load.
import { startEarlyRequest } from '@/lib/early-requests';
import { seemsSignedIn } from '@/lib/signed-in-hint';
import { bootRequests } from './boot-requests';

// The reads the server already started from the HTML (`<link rel="preload" as="fetch">`,
// server/platform/web-preloads.ts): fetching the same URL with the same credentials mode takes the preloaded
// response, so each is asked once; the server judged by the session cookie, this file by the signed-in hint.
const preloaded = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]');
for (const link of preloaded) {
  const url = link.getAttribute('href');
  if (url) startEarlyRequest(url);
}
for (const url of bootRequests(window.location.pathname, seemsSignedIn())) startEarlyRequest(url);
