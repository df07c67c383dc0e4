import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * A small in-process stand-in for the S3 HTTP API (path-style), for the storage contract tests: S3 cannot be
 * reached from the test machines. It implements the operations storage-s3.ts uses — PutObject, GetObject,
 * DeleteObject, ListObjectsV2 and DeleteObjects — and checks what a real store checks: the bucket exists,
 * the request is signed (SigV4) with the configured key, the payload matches its declared SHA-256.
 */
export interface FakeS3 {
  /** Endpoint for S3_ENDPOINT (use with force path style). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** "METHOD operation key" of every request, for assertions. */
  log: string[];
  /** Keys that DeleteObjects reports as failed (AccessDenied), to test error handling. */
  failDeletes: Set<string>;
  close(): Promise<void>;
}

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (d: SourceData) =>
  typeof d === 'string'
    ? d
    : ArrayBuffer.isView(d)
      ? new Uint8Array(d.buffer, d.byteOffset, d.byteLength)
      : new Uint8Array(d);

class NodeSha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: SourceData) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const xml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
const unxml = (s: string) =>
  s.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, e: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[e]!,
  );

export async function startFakeS3(
  opts: { bucket?: string; region?: string; pageSize?: number } = {},
): Promise<FakeS3> {
  const state = {
    bucket: opts.bucket ?? 'plantel-test',
    region: opts.region ?? 'eu-west-3',
    accessKeyId: 'AKIDFAKES3TEST',
    secretAccessKey: 'fake-s3-secret-key-for-tests-only',
    objects: new Map<string, { body: Buffer; contentType: string }>(),
    log: [] as string[],
    failDeletes: new Set<string>(),
  };
  const pageSize = opts.pageSize ?? 1000;
  const signer = new SignatureV4({
    credentials: { accessKeyId: state.accessKeyId, secretAccessKey: state.secretAccessKey },
    region: state.region,
    service: 's3',
    sha256: NodeSha256,
    uriEscapePath: false,
  });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const q = url.searchParams;
    const send = (status: number, payload = '', headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/xml', ...headers });
      res.end(payload);
    };
    const fail = (status: number, code: string, message: string) =>
      send(
        status,
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xml(message)}</Message></Error>`,
      );

    if (!(await signedByOurKey(req, url))) return fail(403, 'SignatureDoesNotMatch', 'Bad signature');
    const declared = req.headers['x-amz-content-sha256'];
    if (typeof declared === 'string' && /^[0-9a-f]{64}$/.test(declared)) {
      if (createHash('sha256').update(body).digest('hex') !== declared)
        return fail(400, 'XAmzContentSHA256Mismatch', 'Payload hash mismatch');
    }
    if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked'))
      return fail(501, 'NotImplemented', 'aws-chunked uploads are not implemented by the fake');
    if (bucket !== state.bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');

    const op = (name: string) => state.log.push(`${req.method} ${name}${key ? ` ${key}` : ''}`);
    if (key) {
      if (req.method === 'PUT') {
        op('PutObject');
        state.objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        });
        return send(200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      }
      if (req.method === 'GET') {
        op('GetObject');
        const found = state.objects.get(key);
        if (!found) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length });
        return res.end(found.body);
      }
      if (req.method === 'DELETE') {
        op('DeleteObject');
        state.objects.delete(key);
        return send(204);
      }
    } else if (req.method === 'GET' && q.get('list-type') === '2') {
      op('ListObjectsV2');
      const prefix = q.get('prefix') ?? '';
      const after = q.get('continuation-token')
        ? Buffer.from(q.get('continuation-token')!, 'base64url').toString()
        : '';
      const keys = [...state.objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
      const page = keys.slice(0, pageSize);
      const truncated = keys.length > page.length;
      const contents = page
        .map(
          (k) => `<Contents><Key>${xml(k)}</Key><Size>${state.objects.get(k)!.body.length}</Size></Contents>`,
        )
        .join('');
      const next = truncated
        ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>`
        : '';
      return send(
        200,
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${state.bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
      );
    } else if (req.method === 'POST' && q.has('delete')) {
      op('DeleteObjects');
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => unxml(m[1]!));
      if (keys.length > 1000) return fail(400, 'MalformedXML', 'At most 1000 keys');
      const errors: string[] = [];
      for (const k of keys) {
        if (state.failDeletes.has(k))
          errors.push(
            `<Error><Key>${xml(k)}</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`,
          );
        else state.objects.delete(k);
      }
      return send(
        200,
        `<?xml version="1.0" encoding="UTF-8"?><DeleteResult>${errors.join('')}</DeleteResult>`,
      );
    }
    return fail(
      501,
      'NotImplemented',
      `${req.method} ${url.pathname}${url.search} is not implemented by the fake`,
    );
  });

  /** Recomputes the SigV4 signature over the headers the client signed; the secret must match. */
  async function signedByOurKey(req: http.IncomingMessage, url: URL): Promise<boolean> {
    const auth = req.headers.authorization ?? '';
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m || m[1] !== state.accessKeyId || m[3] !== state.region) return false;
    const signed = m[4]!.split(';');
    const headers: Record<string, string> = {};
    for (const h of signed) headers[h] = String(req.headers[h] ?? '');
    const amzDate = headers['x-amz-date'] ?? '';
    const signingDate = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const query: Record<string, string> = {};
    for (const [k, v] of url.searchParams) query[k] = v;
    const [hostname, port] = (headers.host ?? '').split(':');
    const resigned = await signer.sign(
      {
        method: req.method ?? 'GET',
        protocol: 'http:',
        hostname: hostname ?? '',
        ...(port ? { port: Number(port) } : {}),
        path: url.pathname,
        query,
        headers,
      },
      { signingDate, signableHeaders: new Set(signed) },
    );
    const expected = /Signature=([0-9a-f]{64})/.exec(String(resigned.headers.authorization))?.[1];
    return expected === m[5];
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...state,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
