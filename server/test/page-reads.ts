// Reads the answers a page's HTML carries (server/platform/page-reads.ts), as web/app/boot.ts reads them: for the
// tests and the bench, which look at what a page brought.
import { PAGE_READS_ID } from '../platform/page-reads';

export interface AnsweredRead {
  url: string;
  status: number;
  body: Record<string, unknown>;
}

/** The answers in a page's HTML, in order; none when it carries none. */
export function answersIn(html: string): AnsweredRead[] {
  const found = new RegExp(`<script type="application/json" id="${PAGE_READS_ID}">(.*?)</script>`).exec(html);
  return found ? (JSON.parse(found[1]!) as AnsweredRead[]) : [];
}
