import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSmtp } from '../../server/test/smtp';

/** The in-process SMTP server of the tests, readable by the Playwright workers over HTTP. */
export async function startMailCatcher() {
  const smtp = await startTestSmtp();
  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = smtp.messages.filter((m) => !to || m.to.includes(to));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const port = (api.address() as AddressInfo).port;
  return {
    smtpUrl: smtp.url,
    apiUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await smtp.close();
    },
  };
}
