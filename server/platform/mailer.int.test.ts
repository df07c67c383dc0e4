// An e-mail job that runs again (pg-boss hands a started job to another server once it expires: its first server
// was killed) must not send its e-mail twice. The mailer's worker is driven directly with job ids, as pg-boss
// would call it, against the real database and a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentEmails } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import type { JobHandler, Jobs } from './jobs';
import { createMailer, type MailMessage } from './mailer';

let t: TestContext;
let smtp: TestSmtp;
beforeAll(async () => {
  t = await createTestContext();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

/** A queue that keeps the worker it is given, and says how the e-mail queue was set up. */
function capturingJobs() {
  const workers = new Map<string, { handler: JobHandler<object>; expireInSeconds: number | undefined }>();
  const jobs: Jobs = {
    async send() {},
    async work(queue, handler, o = {}) {
      workers.set(queue, { handler: handler as JobHandler<object>, expireInSeconds: o.expireInSeconds });
    },
    async schedule() {},
    async stop() {},
  };
  return { jobs, workers };
}

const message = (subject: string): MailMessage => ({
  to: 'ana@example.test',
  subject,
  text: 'Hello',
  html: '<p>Hello</p>',
});

describe('an e-mail job run again', () => {
  it('sends its e-mail once, with a Message-ID made from the job; another job sends its own', async () => {
    const { jobs, workers } = capturingJobs();
    await createMailer({
      smtpUrl: smtp.url,
      from: 'Plantel <no-reply@plantel.test>',
      jobs,
      db: t.db,
      log: { info() {} },
    });
    const worker = workers.get('email')!;
    // A started e-mail job that runs longer than this belongs to a dead server and is handed out again.
    expect(worker.expireInSeconds).toBe(60);

    const first = '7b0e3c4a-0000-4000-8000-000000000001';
    await worker.handler(message('Your absence was approved'), { id: first });
    // The same job again: its first server died after the send, before pg-boss heard it had finished.
    await worker.handler(message('Your absence was approved'), { id: first });
    const other = '7b0e3c4a-0000-4000-8000-000000000002';
    await worker.handler(message('Your absence was rejected'), { id: other });

    expect(smtp.messages.map((m) => m.subject)).toEqual([
      'Your absence was approved',
      'Your absence was rejected',
    ]);
    expect(smtp.messages[0]!.headers['message-id']).toBe(`<${first}@plantel.test>`);
    expect((await t.db.select().from(sentEmails)).map((r) => r.jobId).sort()).toEqual([first, other]);
  });
});
