import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales';
import { eq, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { sentEmails } from '../db/schema';
import { translate } from '../i18n/i18n';
import type { Database, Tx } from './db';
import type { Jobs } from './jobs';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe for optional notifications. */
  headers?: Record<string, string>;
}

export interface StoredMail extends MailMessage {
  id: number;
  at: string;
}

export interface Mailer {
  /** Queue a message; with `tx`, it is sent only if the transaction commits. */
  send(message: MailMessage, opts?: { tx?: Tx }): Promise<void>;
  /** Development mailbox (no SMTP_URL): the last messages, newest first. Empty when SMTP is configured. */
  devMailbox(): StoredMail[];
}

const QUEUE = 'email';
const PURGE_QUEUE = 'email.purge-sent';
/**
 * A started e-mail job that has not finished after this long belongs to a server that died: pg-boss gives it to
 * another (SMTP's own timeouts, below, end a hung send well before).
 */
const EXPIRE_SECONDS = 60;
/** How long the record of a sent e-mail is kept: far longer than any job is retried. */
const SENT_KEPT_DAYS = 30;

/**
 * E-mail goes through the job queue so a slow or failing SMTP server never blocks a request and failed
 * deliveries are retried. Without SMTP_URL (development) messages are logged and kept for /dev/mailbox.
 */
export async function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  jobs: Jobs;
  db: Database;
  log: { info(obj: unknown, msg?: string): void };
}): Promise<Mailer> {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const mailbox: StoredMail[] = [];
  let nextId = 1;
  // The job's id names the message: a second delivery of one job (after a crash) carries the same Message-ID.
  const domain = /@([^>\s]+)>?\s*$/.exec(opts.from)?.[1] ?? 'plantel.local';

  await opts.jobs.work<MailMessage>(
    QUEUE,
    async (m, job) => {
      if (transport) {
        // Exactly once for every job that finished sending: a job run again (its server was killed after the
        // send) finds its e-mail recorded and stops.
        const sent = await opts.db
          .select({ jobId: sentEmails.jobId })
          .from(sentEmails)
          .where(eq(sentEmails.jobId, job.id));
        if (sent.length > 0) return;
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers: m.headers,
          messageId: `<${job.id}@${domain}>`,
        });
        await opts.db.insert(sentEmails).values({ jobId: job.id }).onConflictDoNothing();
        return;
      }
      mailbox.unshift({ ...m, id: nextId++, at: new Date().toISOString() });
      mailbox.length = Math.min(mailbox.length, 100);
      // The body may hold a one-time link; development only, where it is the way to read it.
      opts.log.info({ to: m.to, subject: m.subject }, 'e-mail (no SMTP_URL: see /dev/mailbox)');
    },
    { concurrency: 4, expireInSeconds: EXPIRE_SECONDS },
  );
  await opts.jobs.work(PURGE_QUEUE, async () => {
    await opts.db
      .delete(sentEmails)
      .where(lt(sentEmails.sentAt, sql`now() - make_interval(days => ${SENT_KEPT_DAYS})`));
  });
  await opts.jobs.schedule(PURGE_QUEUE, '43 3 * * *');

  return {
    async send(message, o = {}) {
      // No mail can arrive at a reserved .invalid address (RFC 2606): the sample people's (Explore with
      // sample data). Nothing is queued for them, so nothing is attempted or retried.
      if (/\.invalid>?\s*$/i.test(message.to)) return;
      await opts.jobs.send(QUEUE, message, o.tx ? { tx: o.tx } : {});
    },
    devMailbox: () => (transport ? [] : [...mailbox]),
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** User text as HTML: escaped, its line breaks (a reason, a note) shown as line breaks. */
const textToHtml = (s: string) => escapeHtml(s).replace(/\r\n|\r|\n|\u2028|\u2029/g, '<br>');

/** A header value on one line: a line break from user text must never start a header of its own. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const headerValue = (s: string) => s.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ');

/**
 * The unsubscribe links of an optional e-mail (server/modules/notifications): `url` opens a page with the
 * Unsubscribe button (in the body); `oneClickUrl` takes mail clients' one-click POST (RFC 8058 headers).
 */
export interface Unsubscribe {
  url: string;
  oneClickUrl: string;
}

/**
 * One layout for every e-mail: a plain-text part and a simple HTML part, user data escaped. The texts given are
 * already in the recipient's language; `locale` is that language, for the layout's own words.
 */
export function renderEmail(input: {
  to: string;
  subject: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  unsubscribe?: Unsubscribe | undefined;
  locale?: Locale;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const unsubscribeUrl = input.unsubscribe?.url;
  const unsubscribeLabel = translate(
    locale,
    /*i18n*/ { id: 'email.layout.unsubscribe', message: 'Unsubscribe from these e-mails' },
  );
  const openLink = input.action
    ? translate(
        locale,
        /*i18n*/ {
          id: 'email.layout.openLink',
          message: 'Or open this link: {url}',
          values: { url: input.action.url },
        },
      )
    : '';
  const lines = [
    ...(input.greeting ? [input.greeting, ''] : []),
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    '— Plantel',
    ...(input.footer ? ['', input.footer] : []),
    ...(unsubscribeUrl ? ['', `${unsubscribeLabel}: ${unsubscribeUrl}`] : []),
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#18181b;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
${input.greeting ? `<p>${textToHtml(input.greeting)}</p>` : ''}
${input.paragraphs.map((p) => `<p>${textToHtml(p)}</p>`).join('\n')}
${
  input.action
    ? `<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#15803d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>
<p style="font-size:12px;color:#52525b">${escapeHtml(openLink)}</p>`
    : ''
}
<p style="color:#52525b">— Plantel</p>
${input.footer ? `<p style="font-size:12px;color:#52525b">${escapeHtml(input.footer)}</p>` : ''}
${unsubscribeUrl ? `<p style="font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeLabel)}</a></p>` : ''}
</body></html>`;
  return {
    to: headerValue(input.to),
    subject: headerValue(input.subject),
    text: lines.join('\n'),
    html,
    ...(input.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${input.unsubscribe.oneClickUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
