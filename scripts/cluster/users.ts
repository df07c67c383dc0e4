// The simulated people of the cluster run: each signs in through the load balancer and keeps its cookie, then
// loops over what a person does in a day (clock in and out, ask for a day off, change a photo, download a
// timesheet, ask for a copy of their data) until told to stop. Every request carries its own X-Request-Id, so
// a request the client lost can be found in HAProxy's log (which server had it, and how it ended).
import { randomUUID } from 'node:crypto';
import type { Role } from '@domain/roles';

type ClockState = 'clocked_out' | 'working' | 'on_break';

const NO_WORKING_DAYS = /uses no working days/;

export const PASSWORD = 'cluster run passphrase 1';

export type Outcome =
  | { kind: 'ok'; status: number }
  /** The client does not know whether it happened: a network error, or the balancer's own 5xx. */
  | { kind: 'unknown'; status: number | string }
  /** An answer that should not have come (a 4xx or 5xx from the app). */
  | { kind: 'wrong'; status: number; body: string };

export interface RequestRecord {
  id: string;
  user: string;
  label: string;
  servedBy: string | null;
  outcome: Outcome;
  at: number;
}

export class Ledger {
  readonly requests: RequestRecord[] = [];
  /** Entry ids the clients were told were created (clock in) and closed (clock out). */
  readonly clockedIn = new Map<string, string>(); // entry id → user id
  readonly clockedOut = new Set<string>();
  /** Clock actions and absence requests whose outcome the client never learnt, by user id. */
  readonly unknownClockIns = new Map<string, number>();
  readonly absences = new Map<string, string>(); // absence id → user id
  readonly unknownAbsences = new Map<string, number>();
  readonly uploads: Array<{ user: SimUser; url: string }> = [];
  readonly exports: Array<{ user: SimUser; id: string }> = [];
  csvExports = 0;
  holidaysRefused = 0;
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

export class SimUser {
  cookie = '';
  iteration = 0;
  clockState: ClockState = 'clocked_out';
  openEntry: string | null = null;
  exportId: string | null = null;
  exportDone = false;
  absenceWeek = 0;
  avatarUrl: string | null = null;

  constructor(
    readonly ledger: Ledger,
    readonly base: string,
    readonly origin: string,
    readonly id: string,
    readonly email: string,
    readonly role: Role,
    readonly index: number,
  ) {}

  async request<T = unknown>(
    method: string,
    url: string,
    opts: { body?: unknown; raw?: Buffer; contentType?: string; expect?: number[]; label?: string } = {},
  ): Promise<{ outcome: Outcome; record: RequestRecord; body?: T; buffer?: Buffer }> {
    const id = `c${this.index}-${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const headers: Record<string, string> = { 'x-request-id': id };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = this.origin;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.contentType) headers['content-type'] = opts.contentType;
    const record: RequestRecord = {
      id,
      user: this.id,
      label: `${method} ${opts.label ?? url}`,
      servedBy: null,
      outcome: { kind: 'unknown', status: 'pending' },
      at: performance.now(),
    };
    this.ledger.requests.push(record);
    try {
      const res = await fetch(this.base + url, {
        method,
        headers,
        body: opts.raw
          ? new Uint8Array(opts.raw)
          : opts.body !== undefined
            ? JSON.stringify(opts.body)
            : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      const buffer = Buffer.from(await res.arrayBuffer());
      record.servedBy = res.headers.get('x-served-by');
      const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
      if (session) this.cookie = session.split(';')[0]!;
      if ((opts.expect ?? [200]).includes(res.status)) {
        record.outcome = { kind: 'ok', status: res.status };
        const type = res.headers.get('content-type') ?? '';
        const body = type.includes('json') ? (JSON.parse(buffer.toString()) as T) : undefined;
        return { outcome: record.outcome, record, body, buffer };
      }
      // HAProxy's own answers (no server named): the request may or may not have reached an app server.
      record.outcome =
        res.status >= 500 && !record.servedBy
          ? { kind: 'unknown', status: res.status }
          : { kind: 'wrong', status: res.status, body: buffer.toString().slice(0, 200) };
    } catch (e) {
      record.outcome = {
        kind: 'unknown',
        status: e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e),
      };
    }
    return { outcome: record.outcome, record };
  }

  async signIn() {
    this.cookie = '';
    const res = await this.request('POST', '/api/auth/sign-in/email', {
      body: { email: this.email, password: PASSWORD },
    });
    if (res.outcome.kind !== 'ok')
      throw new Error(`sign-in of ${this.email}: ${JSON.stringify(res.outcome)}`);
  }

  /** One "screen" of the day; which one depends on the iteration, so every person does every kind. */
  async step(png: () => Promise<Buffer>) {
    const n = this.iteration++;
    await this.request('GET', '/api/me');
    if (this.role !== 'admin') await this.clock();
    if (this.role === 'employee' && n % 3 === 1) await this.askForDayOff();
    if (this.role === 'manager' && n % 3 === 1) await this.request('GET', '/api/absences/pending');
    if (n % 7 === 3) await this.upload(await png());
    if (n % 6 === 2) await this.timesheetCsv();
    if (n === 4 || (this.exportId && !this.exportDone)) await this.dataExport();
    if (n % 25 === 24) await this.signIn().catch(() => {}); // a lost sign-in is in the ledger already
  }

  private async clock() {
    const action = this.clockState === 'clocked_out' ? 'clock_in' : 'clock_out';
    const res = await this.request<{ state: ClockState; entry: { id: string } | null }>(
      'POST',
      '/api/time-entries/clock',
      { body: { action } },
    );
    if (res.outcome.kind === 'ok' && res.body) {
      if (action === 'clock_in' && res.body.entry) this.ledger.clockedIn.set(res.body.entry.id, this.id);
      if (action === 'clock_out' && this.openEntry) this.ledger.clockedOut.add(this.openEntry);
      this.clockState = res.body.state;
      this.openEntry = res.body.entry?.id ?? null;
      return;
    }
    if (res.outcome.kind === 'unknown' && action === 'clock_in') bump(this.ledger.unknownClockIns, this.id);
    // Not told: ask the clock where it stands, as the page does after an error.
    const now = await this.request<{ state: ClockState; entry: { id: string } | null }>(
      'GET',
      '/api/time-entries/clock',
    );
    if (now.body) {
      this.clockState = now.body.state;
      this.openEntry = now.body.entry?.id ?? null;
    }
  }

  /** A sick day on a weekday of its own: a Wednesday further ahead each time, so requests never overlap. */
  private async askForDayOff() {
    const day = new Date(Date.UTC(2027, 0, 6 + 7 * this.absenceWeek++));
    const date = day.toISOString().slice(0, 10);
    const res = await this.request<{ absence: { id: string } }>('POST', '/api/absences', {
      body: { absenceType: 'sick_leave', startDate: date, endDate: date, reason: `cluster ${date}` },
      expect: [201],
    });
    if (res.outcome.kind === 'ok' && res.body) this.ledger.absences.set(res.body.absence.id, this.id);
    else if (res.outcome.kind === 'unknown') bump(this.ledger.unknownAbsences, this.id);
    else if (
      res.outcome.kind === 'wrong' &&
      res.outcome.status === 400 &&
      NO_WORKING_DAYS.test(res.outcome.body)
    ) {
      // A bank holiday of the company's calendar (6 January…): refused, rightly, and nothing written.
      res.record.outcome = { kind: 'ok', status: 400 };
      this.ledger.holidaysRefused++;
    }
  }

  private async upload(image: Buffer) {
    const boundary = `----cluster${randomUUID()}`;
    const raw = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const admin = this.role === 'admin';
    const res = await this.request<{ avatarUrl?: string; logoUrl?: string }>(
      'POST',
      admin ? '/api/company/logo' : '/api/profile/avatar',
      { raw, contentType: `multipart/form-data; boundary=${boundary}` },
    );
    const url = res.body?.logoUrl ?? res.body?.avatarUrl;
    if (!url) return;
    this.ledger.uploads.push({ user: this, url });
    // Read back at once through the balancer: likely from the other server.
    await this.request('GET', url, { label: '/api/files/*' });
  }

  private async timesheetCsv() {
    const month = new Date().toISOString().slice(0, 7);
    const res = await this.request('GET', `/api/timesheets/export?month=${month}&format=csv`, {
      label: '/api/timesheets/export',
    });
    if (res.outcome.kind === 'ok') this.ledger.csvExports++;
  }

  /** "Download my data": ask once, then look at its progress on later steps and download it when ready. */
  private async dataExport() {
    if (!this.exportId) {
      const res = await this.request<{ export: { id: string } }>('POST', '/api/exports/personal', {
        body: {},
        expect: [202],
      });
      if (res.body) {
        this.exportId = res.body.export.id;
        this.ledger.exports.push({ user: this, id: this.exportId });
      }
      return;
    }
    const res = await this.request<{ export: { status: string; downloadUrl: string | null } }>(
      'GET',
      `/api/exports/${this.exportId}`,
      { label: '/api/exports/:id' },
    );
    if (res.body?.export.status === 'ready' && res.body.export.downloadUrl) {
      const zip = await this.request('GET', res.body.export.downloadUrl, {
        label: '/api/exports/:id/download',
      });
      if (zip.outcome.kind === 'ok') this.exportDone = true;
    }
  }
}
