import { describe, expect, it } from 'vitest';
import { withSiteSettings } from './app';

describe('site settings in index.html', () => {
  it('adds the support address as an escaped meta tag in the head', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const out = withSiteSettings(html, { supportEmail: 'help@example.com' });
    expect(out).toContain('<meta name="plantel:support-email" content="help@example.com" />');
    expect(out.indexOf('plantel:support-email')).toBeLessThan(out.indexOf('</head>'));
  });

  it('cannot break out of the attribute', () => {
    const out = withSiteSettings('<head></head>', { supportEmail: '"><script>alert(1)</script>$&' });
    expect(out).not.toContain('<script>');
    expect(out).toContain('&#34;&#62;&#60;script&#62;');
    expect(out).toContain('$&');
  });
});
