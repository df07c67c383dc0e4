// Imported first by main.tsx: the page's API reads start before the router and its route modules load.
import { keepEarlyAnswer, startEarlyRequest } from '@/lib/early-requests';
import { seemsSignedIn } from '@/lib/signed-in-hint';
import { bootRequests } from './boot-requests';

// The answers of the reads the server already made for this page, in its HTML (server/platform/page-reads.ts): the
// page's first request of each URL takes its answer from there, so none of them is asked again.
// The element's id is PAGE_READS_ID there (not imported: this file is in every page's entry).
const answered = document.getElementById('plantel-reads');
try {
  const reads = JSON.parse(answered?.textContent || '[]') as { url: string; status: number; body: unknown }[];
  for (const read of reads) keepEarlyAnswer(read.url, read.status, read.body);
} catch {
  // Answers that do not parse: the page asks for each read itself.
}
answered?.remove();
// Reads the HTML did not answer (a device's month the server's UTC does not know yet), started now.
for (const url of bootRequests(window.location.pathname, seemsSignedIn())) startEarlyRequest(url);
