import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** A real SMTP server in the test process: the app sends over SMTP exactly as in production. */
export async function startTestSmtp() {
  const messages: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        messages.push({
          to: (parsed.to ?? []).map((a) => ('address' in a ? (a.address ?? '') : '').toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
          headers: Object.fromEntries(parsed.headers.map((h) => [h.key, h.value])),
        });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  // A client that dies in the middle of a message (test:cluster kills app servers) resets its connection, which
  // smtp-server reports as an 'error' of the server: unhandled, it ended the test process. The message was not
  // accepted, so the app's e-mail job sends it again; only the server's own errors stay fatal.
  server.on('error', (err: Error & { remoteAddress?: string }) => {
    if (err.remoteAddress === undefined) throw err;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    /** Waits for a message to `to` matching `match` (subject substring or predicate). */
    async waitFor(
      to: string,
      match?: string | ((m: CaughtMail) => boolean),
      timeoutMs = 10_000,
    ): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      const test = (m: CaughtMail) =>
        m.to.includes(to.toLowerCase()) &&
        (match === undefined || (typeof match === 'string' ? m.subject.includes(match) : match(m)));
      while (true) {
        const found = messages.find(test);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `No e-mail to ${to} within ${timeoutMs} ms; got: ${messages.map((m) => `${m.to} "${m.subject}"`).join(', ')}`,
          );
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/** The first link in a message's text part that contains `fragment`. */
export function linkIn(mail: CaughtMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in "${mail.subject}"`);
  return link;
}
