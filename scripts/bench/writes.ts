// The budgets of single heavy requests, taken one after the other (a person clicking, not a crowd): Bulk Apply
// of a month, Bulk Export CSV for 20 people, a timesheet PDF and XLSX, and a 2 MB photo upload.
import sharp from 'sharp';
import { percentiles } from './load';

export interface Timed {
  name: string;
  budgetMs: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  detail: string;
}

async function timed(
  name: string,
  budgetMs: number,
  times: number,
  run: () => Promise<Response>,
  detail: (last: Response, body: Buffer) => string,
): Promise<Timed> {
  const samples: number[] = [];
  let last: { res: Response; body: Buffer } | undefined;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await run();
    const body = Buffer.from(await res.arrayBuffer());
    samples.push(performance.now() - started);
    if (!res.ok) throw new Error(`${name}: ${res.status} ${body.toString().slice(0, 200)}`);
    last = { res, body };
  }
  const { p50, p99 } = percentiles(samples);
  return {
    name,
    budgetMs,
    requests: times,
    p50,
    p99,
    max: Math.max(...samples),
    detail: detail(last!.res, last!.body),
  };
}

/** A JPEG of just under 2 MB (the upload limit is 2 MiB) of camera-like noise, 2400 × 1800. */
async function photo(): Promise<Buffer> {
  const raw = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  let best: Buffer | undefined;
  for (const quality of [70, 60, 50, 45, 40, 35, 30]) {
    const jpeg = await sharp(raw, { raw: { width: 2400, height: 1800, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= 2_000_000) {
      best = jpeg;
      break;
    }
  }
  if (!best) throw new Error('could not make a photo under 2 MB');
  return best;
}

export async function writesAndFiles(opts: {
  baseUrl: string;
  employee: string;
  admin: string;
  employeeId: string;
  month: string;
  nextMonth: string;
}): Promise<Timed[]> {
  const { baseUrl, employee, admin, month, nextMonth } = opts;
  const write = (cookie: string) => ({ 'content-type': 'application/json', origin: baseUrl, cookie });
  const kb = (b: Buffer) => `${Math.round(b.length / 1024)} KB`;
  const out: Timed[] = [];
  out.push(
    await timed(
      'Bulk Apply of a month (replacing it: every working day deleted and created, with history)',
      200,
      30,
      () =>
        fetch(`${baseUrl}/api/time-entries/bulk-apply`, {
          method: 'POST',
          headers: write(employee),
          body: JSON.stringify({
            month: nextMonth,
            clockIn: '09:00',
            clockOut: '17:00',
            breakStart: '13:00',
            breakEnd: '14:00',
            onlyEmptyDays: false,
          }),
        }),
      (_r, body) => {
        const { created, deleted } = JSON.parse(body.toString()) as { created: number; deleted: number };
        return `${created} created, ${deleted} deleted`;
      },
    ),
  );
  out.push(
    await timed(
      'Bulk Export CSV, 20 people',
      300,
      30,
      () => fetch(`${baseUrl}/api/team-timesheets/export?month=${month}`, { headers: { cookie: admin } }),
      (_r, body) => `${body.toString().split('\r\n').length - 2} rows, ${kb(body)}`,
    ),
  );
  out.push(
    await timed(
      'Timesheet PDF of one person',
      1000,
      20,
      () =>
        fetch(`${baseUrl}/api/team-timesheets/${opts.employeeId}/export?month=${month}&format=pdf`, {
          headers: { cookie: admin },
        }),
      (_r, body) => kb(body),
    ),
  );
  out.push(
    await timed(
      'Own timesheet XLSX',
      1000,
      20,
      () =>
        fetch(`${baseUrl}/api/timesheets/export?month=${month}&format=xlsx`, {
          headers: { cookie: employee },
        }),
      (_r, body) => kb(body),
    ),
  );
  const jpeg = await photo();
  out.push(
    await timed(
      `Profile photo upload (${(jpeg.length / 1e6).toFixed(1)} MB JPEG, 2400 × 1800)`,
      300,
      10,
      () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
        return fetch(`${baseUrl}/api/profile/avatar`, {
          method: 'POST',
          headers: { origin: baseUrl, cookie: employee },
          body: form,
        });
      },
      () => 'resized to 256 px WebP',
    ),
  );
  return out;
}
