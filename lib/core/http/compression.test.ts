import { randomBytes } from 'node:crypto';
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { compressOnce, compressResponse, type Encoding, negotiateEncoding } from './compression';

const PAGE = `<!doctype html><html><body>${'<p class="mx-auto max-w-6xl px-4">加圧トレーニング</p>'.repeat(400)}</body></html>`;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const routes: Record<string, Handler> = {
  // A cached page as Next.js sends one: headers, then the body in a few writes.
  '/cached': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', '"page-1"');
    res.setHeader('Vary', 'rsc');
    res.write(PAGE.slice(0, 1000));
    res.end(PAGE.slice(1000));
  },
  // A page rendered per request: its first part must reach the visitor before the rest exists.
  '/streamed': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.write(PAGE);
    setTimeout(() => res.end('<p>後から届く部分</p>'), 400);
  },
  // A large page piped in, waiting for 'drain' whenever a write says the buffer is full.
  '/piped': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    Readable.from(Array.from({ length: 64 }, (_, index) => randomBytes(8192).toString('hex') + index)).pipe(res);
  },
  '/events': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.end(`data: ${'x'.repeat(2000)}\n\n`);
  },
  '/small': (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('ETag', '"small"');
    res.end('{"ok":true}');
  },
  '/not-modified': (_req, res) => {
    res.statusCode = 304;
    res.end();
  },
  '/image': (_req, res) => {
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('ETag', '"image"');
    res.end(Buffer.alloc(4096, 7));
  },
};

let server: Server;
let base: string;
/** Complete answers handed over whole, as the response cache takes them; each one counted. */
let compressions = 0;
const complete = (_res: ServerResponse, body: Buffer, encoding: Encoding) => {
  compressions += 1;
  return compressOnce(body, encoding, 'best');
};

beforeAll(async () => {
  server = createServer((req, res) => {
    // Without a taker for complete answers (behind a caching proxy) everything streams.
    compressResponse(req, res, req.headers['x-streaming-only'] ? undefined : complete);
    routes[req.url ?? '']!(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  compressions = 0;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** fetch() would decode the body itself; these tests look at the bytes on the wire. */
function get(pathname: string, acceptEncoding: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; firstChunkAt: number; endAt: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpGet(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding, ...headers } }, (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let firstChunkAt = -1;
      response.on('data', (chunk: Buffer) => {
        if (firstChunkAt < 0) firstChunkAt = performance.now() - started;
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks), firstChunkAt, endAt: performance.now() - started }));
    });
    request.on('error', reject);
  });
}

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('answers %p with %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compressResponse', () => {
  it('hands a complete answer with an ETag over whole, and sends the bytes it gets back', async () => {
    const answers = await Promise.all([get('/cached', 'br'), get('/cached', 'br')]);
    for (const response of answers) {
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('rsc, Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(zlib.brotliDecompressSync(response.body).toString()).toBe(PAGE);
    }
    expect(compressions).toBe(2);
    expect(answers[0]!.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 20);

    const gzipped = await get('/cached', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(PAGE);
  });

  it('streams even a complete answer when nothing takes it (behind a caching proxy)', async () => {
    const response = await get('/cached', 'br', { 'x-streaming-only': '1' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(PAGE);
    expect(compressions).toBe(0);
  });

  it('streams a page without an ETag compressed, its first part before the rest exists', async () => {
    const response = await get('/streamed', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).toString()).toBe(`${PAGE}<p>後から届く部分</p>`);
    expect(response.firstChunkAt).toBeLessThan(300);
    expect(response.endAt).toBeGreaterThanOrEqual(390);
    expect(compressions).toBe(0);
  });

  it('lets a piped stream through when it waits for the buffer to drain', async () => {
    const response = await get('/piped', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).length).toBeGreaterThan(64 * 16384);
  });

  it.each([
    ['an event stream', '/events'],
    ['a body too small to gain', '/small'],
    ['an image', '/image'],
    ['a 304', '/not-modified'],
  ])('leaves %s as it is', async (_what, pathname) => {
    const response = await get(pathname, 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(compressions).toBe(0);
  });

  it('leaves every answer as it is for a client that accepts no encoding', async () => {
    const response = await get('/cached', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(PAGE);
  });
});
