import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { observeRequest } from '@/lib/core/ops/http-observer';
import { captureLogs } from '@/lib/test/logs';
import { guardServerAction } from './server-action-guard';
import { SERVER_ACTION_BODY_LIMIT_BYTES } from './server-action-limit';

/*
 * The guard scripts/server.ts puts in front of Next.js, in front of a stand-in that reads the body
 * as Next.js's action handler does (a pipeline from the request) and answers how many bytes it got.
 */

const LIMIT = SERVER_ACTION_BODY_LIMIT_BYTES;

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    const observed = observeRequest(req, res, 0);
    observed.run(() =>
      guardServerAction(req, res, () => {
        let received = 0;
        const count = new Writable({
          write(chunk: Buffer, _, callback) {
            received += chunk.length;
            callback();
          },
        });
        void pipeline(req, count).then(() => res.end(`next read ${received}`));
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Sent {
  path?: string;
  headers?: Record<string, string>;
  /** The body's size in bytes (a multipart form's is at least its frame's, some 90). */
  bytes: number;
  chunked?: boolean;
  /** The body itself, else one of `bytes` bytes that Next.js could read, as its content type says (see readable). */
  body?: Buffer;
}

const BOUNDARY = 'x';

/**
 * A body of `bytes` bytes (at least 2) that Next.js could read: a multipart form of one field,
 * or a JSON string, the arguments of a client's call.
 */
function readable(headers: Record<string, string>, bytes: number): Buffer {
  if (!(headers['content-type'] ?? '').startsWith('multipart/form-data')) return Buffer.from(`"${'a'.repeat(Math.max(0, bytes - 2))}"`);
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  return Buffer.from(`${head}${'a'.repeat(Math.max(0, bytes - head.length - tail.length))}${tail}`);
}

function post({ path = '/contact', headers = {}, bytes, chunked = false, body }: Sent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = body ?? readable(headers, bytes);
    const framing = chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(sent.length) };
    const outgoing = request({ port, host: '127.0.0.1', path, method: 'POST', headers: { host: `127.0.0.1:${port}`, ...framing, ...headers } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (text: string) => (body += text));
      answer.on('end', () => setImmediate(() => resolve({ status: answer.statusCode ?? 0, body })));
    });
    outgoing.on('error', reject);
    outgoing.end(sent);
  });
}

const action = { 'next-action': '7f3a9c1e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a12', 'content-type': 'text/plain;charset=UTF-8' };

describe('server action bodies', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => (logs = captureLogs()));
  afterEach(() => logs.stop());

  const levels = () => logs.lines().map((line) => line.level);

  test('one byte over the limit is answered 413 with a warning, with a Content-Length and chunked alike', async () => {
    for (const chunked of [false, true]) {
      const answer = await post({ headers: action, bytes: LIMIT + 1, chunked });
      expect(answer).toEqual({ status: 413, body: '送信された内容が大きすぎるため、受け付けられませんでした。' });
    }
    expect(levels()).toEqual(['warn', 'info', 'warn', 'info']);
  });

  test('a body at the limit reaches Next.js whole, chunked or not, as does a multipart form', async () => {
    expect(await post({ headers: action, bytes: LIMIT })).toEqual({ status: 200, body: `next read ${LIMIT}` });
    expect(await post({ headers: action, bytes: LIMIT, chunked: true })).toEqual({ status: 200, body: `next read ${LIMIT}` });
    expect(await post({ headers: action, bytes: 2, chunked: true })).toEqual({ status: 200, body: 'next read 2' });
    expect(await post({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, bytes: 1000, chunked: true })).toEqual({ status: 200, body: 'next read 1000' });
    expect(await post({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, bytes: LIMIT })).toEqual({ status: 200, body: `next read ${LIMIT}` });
    expect(levels()).not.toContain('warn');
  });

  test('what cannot be a server action is left to the route: an upload to the API, a plain POST', async () => {
    expect((await post({ path: '/api/media', headers: { 'content-type': 'multipart/form-data; boundary=x' }, bytes: LIMIT + 1, chunked: true })).body).toBe(`next read ${LIMIT + 1}`);
    expect((await post({ path: '/api/media', headers: { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://admin.example' }, bytes: 10 })).status).toBe(200);
    expect((await post({ headers: { 'content-type': 'application/json' }, bytes: LIMIT + 1 })).status).toBe(200);
    expect((await post({ path: '/api/graphql', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, bytes: 10 })).status).toBe(200);
    expect(levels()).not.toContain('warn');
  });

  test('a Next-Action POST is checked whatever its path: a static file, the API, an unknown address', async () => {
    for (const path of ['/contact.x', '/api/x', '/api/graphql', '/_next/static/x.js', '/media/x', '/admin/stores']) {
      expect({ path, status: (await post({ path, headers: { ...action, origin: 'https://evil.example' }, bytes: 10 })).status }).toEqual({ path, status: 403 });
      expect({ path, status: (await post({ path, headers: action, bytes: LIMIT + 1, chunked: true })).status }).toEqual({ path, status: 413 });
      // Its own origin, within the limit: Next.js's to answer.
      expect({ path, status: (await post({ path, headers: { ...action, origin: `http://127.0.0.1:${port}` }, bytes: 10 })).status }).toEqual({ path, status: 200 });
    }
    // A form posted without script to a path that renders a page (the not-found page of a static-looking address too).
    expect((await post({ path: '/contact.x', headers: { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example' }, bytes: 10 })).status).toBe(403);
    expect(levels().filter((level) => level !== 'info')).toEqual(Array(13).fill('warn'));
  });

  test('a body Next.js cannot read is answered 400 with a warning: a form that does not parse, arguments that are not JSON', async () => {
    const form = { 'content-type': 'multipart/form-data; boundary=x' };
    const unreadable: Sent[] = [
      { headers: form, bytes: 7, body: Buffer.from('garbage') },
      { headers: { ...action, ...form }, bytes: 7, body: Buffer.from('garbage') },
      { headers: form, bytes: 20, chunked: true, body: Buffer.from('--x\r\nContent-Dispo') },
      { headers: action, bytes: 8, body: Buffer.from('garbage{') },
      { headers: action, bytes: 4, body: Buffer.from('[1,2') },
      { headers: action, bytes: 0, chunked: true, body: Buffer.alloc(0) },
    ];
    for (const sent of unreadable) {
      const answer = await post(sent);
      expect({ sent: sent.body?.toString(), ...answer }).toEqual({ sent: sent.body?.toString(), status: 400, body: '送信された内容を読み取れませんでした。' });
    }
    expect(levels().filter((level) => level !== 'info')).toEqual(Array(unreadable.length).fill('warn'));
    // Form-encoded calls, and what only a route handler reads, are not judged here.
    expect((await post({ headers: { 'next-action': action['next-action'], 'content-type': 'application/x-www-form-urlencoded' }, bytes: 7, body: Buffer.from('a=%zz&b') })).status).toBe(200);
    expect((await post({ path: '/api/media', headers: form, bytes: 7, body: Buffer.from('garbage') })).status).toBe(200);
  });
});

describe('the origin of a server action', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => (logs = captureLogs()));
  afterEach(() => logs.stop());

  test('another origin, another port, an opaque or malformed origin are answered 403 with a warning', async () => {
    for (const origin of ['https://evil.example', `http://127.0.0.1:${port + 1}`, `http://localhost:${port}`, 'null', 'not an origin']) {
      const answer = await post({ headers: { ...action, origin }, bytes: 10 });
      expect({ origin, ...answer }).toEqual({ origin, status: 403, body: 'このサイトのページ以外からの送信は受け付けていません。' });
    }
    // A form posted without script is a server action too.
    expect((await post({ headers: { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example' }, bytes: 10 })).status).toBe(403);
    expect(logs.lines().filter((line) => line.level !== 'info').map((line) => line.level)).toEqual(Array(6).fill('warn'));
  });

  test("the site's own origin passes, compared as Next.js does: with the first X-Forwarded-Host, else Host", async () => {
    const own = `http://127.0.0.1:${port}`;
    expect((await post({ headers: { ...action, origin: own }, bytes: 10 })).status).toBe(200);
    expect((await post({ headers: { ...action, origin: 'https://oz-gym.example', 'x-forwarded-host': 'oz-gym.example, 127.0.0.1' }, bytes: 10 })).status).toBe(200);
    // A proxy that names another host than the Origin's: refused, even though Host matches.
    expect((await post({ headers: { ...action, origin: own, 'x-forwarded-host': 'oz-gym.example' }, bytes: 10 })).status).toBe(403);
    // No Origin: not a browser acting for someone, as Next.js lets it through.
    expect((await post({ headers: action, bytes: 10 })).status).toBe(200);
  });
});

