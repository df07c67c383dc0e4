// The test SMTP server outlives a client that dies mid-session: test:cluster SIGTERMs and SIGKILLs app servers
// that hold SMTP connections, and an unhandled 'error' of the server (ECONNRESET) ended the whole run in CI.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp?.close();
});

describe('the test SMTP server', () => {
  it('keeps serving after a client resets its connection in the middle of a message', async () => {
    const socket = net.connect(smtp.port, '127.0.0.1');
    const reply = () => new Promise<void>((resolve) => socket.once('data', () => resolve()));
    await reply(); // the greeting
    for (const line of [
      'EHLO killed.example',
      'MAIL FROM:<app@example.test>',
      'RCPT TO:<a@example.test>',
      'DATA',
    ]) {
      socket.write(`${line}\r\n`);
      await reply();
    }
    socket.write('Subject: half a message\r\n\r\nThe process is killed here');
    await new Promise((resolve) => setTimeout(resolve, 50)); // the half message is read
    socket.resetAndDestroy(); // as a killed process's socket: RST, no QUIT
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = net.connect(smtp.port, '127.0.0.1');
    const greeting = await new Promise<string>((resolve) => next.once('data', (d) => resolve(String(d))));
    next.end('QUIT\r\n');
    expect(greeting).toMatch(/^220 /);
  });
});
