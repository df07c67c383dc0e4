// The budgets of single heavy requests, taken one after the other (a person clicking, not a crowd): Bulk Apply
// of a month, Bulk Export CSV for 20 people, a timesheet PDF and XLSX (issue 7), a yearly report for 20 people
// and the personal data export (issue 8), a 2 MB photo upload (issue 4); and, without a budget, the report's
// Excel file and the company's export.
import sharp from 'sharp';
import { percentiles } from './load';

export interface Timed {
  name: string;
  /** null: measured for the record, no budget. */
  budgetMs: number | null;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  detail: string;
}

/** One heavy request: what it is, its budget, how many times it is timed, and how to make it once. */
export interface Heavy {
  name: string;
  budgetMs: number | null;
  times: number;
  /** Makes the request (and whatever the user waits for after it) and answers the final response and body. */
  run: () => Promise<{ res: Response; body: Buffer }>;
  detail: (last: Response, body: Buffer) => string;
}

async function fetchAll(url: string, init?: RequestInit): Promise<{ res: Response; body: Buffer }> {
  const res = await fetch(url, init);
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${body.toString().slice(0, 200)}`);
  return { res, body };
}

/** Times each heavy request `times` times, one after the other, after one untimed run (a warm-up). */
export async function timeAll(heavy: Heavy[], log: (s: string) => void = () => {}): Promise<Timed[]> {
  const out: Timed[] = [];
  for (const h of heavy) {
    await h.run();
    const samples: number[] = [];
    let last: { res: Response; body: Buffer } | undefined;
    for (let i = 0; i < h.times; i++) {
      const started = performance.now();
      last = await h.run();
      samples.push(performance.now() - started);
    }
    const { p50, p99 } = percentiles(samples);
    const t = {
      name: h.name,
      budgetMs: h.budgetMs,
      requests: h.times,
      p50,
      p99,
      max: Math.max(...samples),
      detail: h.detail(last!.res, last!.body),
    };
    log(`${h.name.slice(0, 60).padEnd(60)} p50 ${Math.round(p50)} ms, max ${Math.round(t.max)} ms`);
    out.push(t);
  }
  return out;
}

/** A JPEG of just under 2 MB (the upload limit is 2 MiB) of camera-like noise, 2400 × 1800. */
export async function photo(): Promise<Buffer> {
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

export function heavyRequests(opts: {
  baseUrl: string;
  employee: string;
  admin: string;
  employeeId: string;
  month: string;
  nextMonth: string;
  /** A whole past year (the reports' budget is for a year of 20 people). */
  year: number;
  photo: Buffer;
}): Heavy[] {
  const { baseUrl, employee, admin, month, nextMonth, year, photo } = opts;
  const write = (cookie: string) => ({ 'content-type': 'application/json', origin: baseUrl, cookie });
  const kb = (b: Buffer) => `${Math.round(b.length / 1024)} KB`;
  /** Asks for an export, waits until its ZIP is ready (polling as the page does) and downloads it. */
  const exportZip = async (kind: 'personal' | 'company', cookie: string) => {
    const { body } = await fetchAll(`${baseUrl}/api/exports/${kind}`, {
      method: 'POST',
      headers: write(cookie),
      body: '{}',
    });
    const id = (JSON.parse(body.toString()) as { export: { id: string } }).export.id;
    for (;;) {
      const view = await fetchAll(`${baseUrl}/api/exports/${id}`, { headers: { cookie } });
      const status = (JSON.parse(view.body.toString()) as { export: { status: string } }).export.status;
      if (status === 'ready') break;
      if (status !== 'queued' && status !== 'running') throw new Error(`${kind} export ${status}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return fetchAll(`${baseUrl}/api/exports/${id}/download`, { headers: { cookie } });
  };
  return [
    {
      name: 'Bulk Apply of a month (replacing it: every working day deleted and created, with history)',
      budgetMs: 200,
      times: 30,
      run: () =>
        fetchAll(`${baseUrl}/api/time-entries/bulk-apply`, {
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
      detail: (_r, body) => {
        const { created, deleted } = JSON.parse(body.toString()) as { created: number; deleted: number };
        return `${created} created, ${deleted} deleted`;
      },
    },
    {
      name: 'Bulk Export CSV, 20 people',
      budgetMs: 300,
      times: 30,
      run: () =>
        fetchAll(`${baseUrl}/api/team-timesheets/export?month=${month}`, { headers: { cookie: admin } }),
      detail: (_r, body) => `${body.toString().split('\r\n').length - 2} rows, ${kb(body)}`,
    },
    {
      name: 'Timesheet PDF of one person',
      budgetMs: 1000,
      times: 20,
      run: () =>
        fetchAll(`${baseUrl}/api/team-timesheets/${opts.employeeId}/export?month=${month}&format=pdf`, {
          headers: { cookie: admin },
        }),
      detail: (_r, body) => kb(body),
    },
    {
      name: 'Own timesheet XLSX',
      budgetMs: 1000,
      times: 20,
      run: () =>
        fetchAll(`${baseUrl}/api/timesheets/export?month=${month}&format=xlsx`, {
          headers: { cookie: employee },
        }),
      detail: (_r, body) => kb(body),
    },
    {
      name: `Report of a year (${year}), 20 people`,
      budgetMs: 150,
      times: 30,
      run: () =>
        fetchAll(`${baseUrl}/api/reports?from=${year}-01-01&to=${year}-12-31`, {
          headers: { cookie: admin },
        }),
      detail: (_r, body) => kb(body),
    },
    {
      name: `Report of a year as Excel (absenteeism table)`,
      budgetMs: null,
      times: 10,
      run: () =>
        fetchAll(
          `${baseUrl}/api/reports/export?from=${year}-01-01&to=${year}-12-31&table=absenteeism&format=xlsx`,
          {
            headers: { cookie: admin },
          },
        ),
      detail: (_r, body) => kb(body),
    },
    {
      name: 'Personal data export (asked, built by the job, downloaded), four years of time records',
      budgetMs: 2000,
      times: 10,
      run: () => exportZip('personal', employee),
      detail: (_r, body) => `ZIP ${kb(body)}`,
    },
    {
      name: "Company data export (every table of the 20-person company's, four years)",
      budgetMs: null,
      times: 3,
      run: () => exportZip('company', admin),
      detail: (_r, body) => `ZIP ${kb(body)}`,
    },
    {
      name: `Profile photo upload (${(photo.length / 1e6).toFixed(1)} MB JPEG, 2400 × 1800)`,
      budgetMs: 300,
      times: 10,
      run: () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
        return fetchAll(`${baseUrl}/api/profile/avatar`, {
          method: 'POST',
          headers: { origin: baseUrl, cookie: employee },
          body: form,
        });
      },
      detail: () => 'resized to 256 px WebP',
    },
  ];
}
