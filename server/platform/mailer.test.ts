import { describe, expect, it } from 'vitest';
import { renderEmail } from './mailer';

describe('renderEmail (issue 12, item 6)', () => {
  it('keeps every header on one line, whatever a name stored before the contracts refused line breaks holds', () => {
    const mail = renderEmail({
      to: 'ana@example.test',
      subject: 'New absence request from Ana\r\nBcc: all@evil.test\u2028x\u0085y',
      paragraphs: ['Hi'],
    });
    expect(mail.subject).toBe('New absence request from Ana Bcc: all@evil.test x y');
  });

  it('shows multi-line user text as text: escaped, with its line breaks as <br>', () => {
    const mail = renderEmail({
      to: 'ana@example.test',
      subject: 'Reason',
      paragraphs: ['Reason: one\r\ntwo\n<b>three</b>'],
    });
    expect(mail.html).toContain('<p>Reason: one<br>two<br>&lt;b&gt;three&lt;/b&gt;</p>');
    expect(mail.text).toContain('Reason: one\r\ntwo\n<b>three</b>');
  });
});
