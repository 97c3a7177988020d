import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerThroughCache, ResponseCache } from './response-cache';
import { advertiseToSharedCaches, sharedCacheControl } from './shared-cache-headers';

const SHORT = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59, stale-if-error=86400';

describe('sharedCacheControl', () => {
  it('gives a page Next.js keeps for a year one second of freshness in a shared cache', () => {
    expect(sharedCacheControl('s-maxage=31536000')).toBe(SHORT);
    expect(sharedCacheControl('s-maxage=2592000, stale-while-revalidate=28944000')).toBe(SHORT);
  });

  it('keeps a shorter lifetime of its own', () => {
    expect(sharedCacheControl('s-maxage=0, stale-while-revalidate=1')).toContain('s-maxage=0,');
  });

  it('leaves private, uncached and other answers alone', () => {
    for (const value of ['private, no-cache, no-store, max-age=0, must-revalidate', 'public, max-age=0, must-revalidate', 'public, max-age=31536000, immutable', 'no-store']) {
      expect(sharedCacheControl(value)).toBe(value);
    }
  });
});

/*
 * As scripts/server.ts wires it: the rewrite first, then the page cache and compression in front
 * of a stand-in for Next.js that marks its cached pages as Next does.
 */
function nextJs(req: IncomingMessage, res: ServerResponse): void {
  if (req.url === '/admin') {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
    res.end('<p>admin</p>');
    return;
  }
  if (req.url === '/head-object') {
    res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 's-maxage=31536000' });
    res.end('ok');
    return;
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('ETag', '"v1"');
  res.setHeader('Cache-Control', 's-maxage=31536000');
  res.end(`<!doctype html>${'<p>加圧トレーニング</p>'.repeat(200)}`);
}

let server: Server;
let base: string;
let pages: ResponseCache;

beforeAll(async () => {
  pages = new ResponseCache(1024 * 1024);
  server = createServer((req, res) => {
    advertiseToSharedCaches(res);
    answerThroughCache(req, res, pages, () => nextJs(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const cacheControlOf = async (pathname: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${pathname}`, { headers });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control') };
};

it('sends the short lifetime for a page from Next.js and the same page again from the page cache, compressed or not', async () => {
  expect(await cacheControlOf('/', { 'accept-encoding': 'gzip' })).toEqual({ status: 200, cacheControl: SHORT });
  const hits = pages.hits;
  expect(await cacheControlOf('/', { 'accept-encoding': 'br' })).toEqual({ status: 200, cacheControl: SHORT });
  expect(await cacheControlOf('/', { 'accept-encoding': 'identity' })).toEqual({ status: 200, cacheControl: SHORT });
  expect(await cacheControlOf('/', { 'if-none-match': '"v1"' })).toEqual({ status: 304, cacheControl: SHORT });
  expect(pages.hits - hits).toBe(3);
});

it('rewrites headers given to writeHead and leaves the admin private', async () => {
  expect((await cacheControlOf('/head-object')).cacheControl).toBe(SHORT);
  expect((await cacheControlOf('/admin', { 'accept-encoding': 'gzip' })).cacheControl).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
});
