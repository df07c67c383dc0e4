import { describe, expect, it } from 'vitest';
import { answersIn } from '../test/page-reads';
import { type PageRead, pageReadsElement } from './page-reads';

// The page as the server sends it: everything before the end of its body, then the answers, then the rest.
const withPageReads = (reads: PageRead[]) =>
  `<html><body><div id="root"></div>\n${pageReadsElement(reads)}</body></html>`;

describe("a page's answered reads", () => {
  it('travel as data, each with its URL and status', () => {
    const out = withPageReads([
      { url: '/api/me', status: 200, body: '{"user":{"name":"Ana"}}' },
      {
        url: '/api/reports?from=2026-02-01&to=2026-02-28',
        status: 403,
        body: '{"error":{"code":"FORBIDDEN"}}',
      },
    ]);
    expect(answersIn(out)).toEqual([
      { url: '/api/me', status: 200, body: { user: { name: 'Ana' } } },
      {
        url: '/api/reports?from=2026-02-01&to=2026-02-28',
        status: 403,
        body: { error: { code: 'FORBIDDEN' } },
      },
    ]);
  });

  it('cannot be closed by a text of an answer: a name with </script> stays a name', () => {
    const name = '</script><script>alert(1)</script><!--';
    const out = withPageReads([{ url: '/api/me', status: 200, body: JSON.stringify({ name }) }]);
    expect(out.match(/<script/g)).toHaveLength(1);
    expect(out).not.toContain('<!--');
    expect(answersIn(out)).toEqual([{ url: '/api/me', status: 200, body: { name } }]);
  });

  it('are nothing for a page without reads', () => {
    expect(pageReadsElement([])).toBe('');
  });
});
