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
  /** The body's size in bytes. */
  bytes: number;
  chunked?: boolean;
}

function post({ path = '/contact', headers = {}, bytes, chunked = false }: Sent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const framing = chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes) };
    const outgoing = request({ port, host: '127.0.0.1', path, method: 'POST', headers: { host: `127.0.0.1:${port}`, ...framing, ...headers } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (text: string) => (body += text));
      answer.on('end', () => setImmediate(() => resolve({ status: answer.statusCode ?? 0, body })));
    });
    outgoing.on('error', reject);
    outgoing.end(Buffer.alloc(bytes, 'a'));
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
    expect(await post({ headers: action, bytes: 0, chunked: true })).toEqual({ status: 200, body: 'next read 0' });
    expect(await post({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, bytes: 1000, chunked: true })).toEqual({ status: 200, body: 'next read 1000' });
    expect(levels()).not.toContain('warn');
  });

  test('what is not a server action on a page is left to the route: the API, a plain POST', async () => {
    expect((await post({ path: '/api/media', headers: { 'content-type': 'multipart/form-data; boundary=x' }, bytes: LIMIT + 1, chunked: true })).body).toBe(`next read ${LIMIT + 1}`);
    expect((await post({ path: '/api/graphql', headers: { ...action, origin: 'https://evil.example' }, bytes: 10 })).status).toBe(200);
    expect((await post({ headers: { 'content-type': 'application/json' }, bytes: LIMIT + 1 })).status).toBe(200);
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

