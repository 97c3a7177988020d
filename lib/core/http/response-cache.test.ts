import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentChanged, onContentChange, onPagesExpired, pagesExpired } from '@/lib/core/model/revalidate';
import { answerThroughCache, QUIET_MS, ResponseCache } from './response-cache';

/*
 * A stand-in for Next.js behind the caches, answering as Next does: a cached page with
 * `x-nextjs-cache: HIT`, its ETag and the time left in s-maxage; each answer tells which
 * rendering it is, so a test sees whether Next.js was asked.
 */
let renders = 0;
let version = 'v1';
let clock = 1_000_000;

function nextJs(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'POST') {
    // A mutation, as the GraphQL route makes one: the change is announced while it runs,
    // and Next applies the tag expiry only after the answer.
    contentChanged(['store:1']);
    res.end('{"data":{}}');
    return;
  }
  renders += 1;
  if (req.url?.startsWith('/_next/static/')) {
    // A script as Next serves it: immutable, with an ETag, never from its page cache.
    res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', '"chunk"');
    res.end(`console.log(${JSON.stringify('加圧'.repeat(2000))});`);
    return;
  }
  const page = `<!doctype html><title>${version}</title>${'<p>加圧トレーニング</p>'.repeat(200)}<!-- render ${renders} -->`;
  const cached = req.url !== '/dynamic';
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', "default-src 'self'");
  // As Next sends it with its own compression off (next.config.ts): without Accept-Encoding.
  res.setHeader('Vary', 'rsc');
  if (req.url === '/with-cookie') res.setHeader('Set-Cookie', 'a=b');
  if (req.headers['x-forwarded-proto'] === 'https') res.setHeader('Strict-Transport-Security', 'max-age=63072000');
  if (cached) {
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('ETag', `"${version}-${req.url}"`);
    res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=1');
  }
  res.end(page);
}

let server: Server;
let base: string;
let pages: ResponseCache;
let stopListening: (() => void)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => answerThroughCache(req, res, pages, () => nextJs(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  renders = 0;
  version = 'v1';
  pages = new ResponseCache(1024 * 1024, () => clock);
  // As scripts/server.ts wires it.
  stopListening = [onContentChange(() => pages.contentChanged()), onPagesExpired(() => pages.contentChanged())];
});

afterEach(() => stopListening.forEach((stop) => stop()));
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${pathname}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

it('answers a cached page again without Next.js, with the same headers and bytes', async () => {
  const first = await get('/');
  const second = await get('/');
  expect(renders).toBe(1);
  expect(pages.hits).toBe(1);
  expect(second.text).toBe(first.text);
  for (const name of ['content-type', 'content-security-policy', 'etag', 'x-nextjs-cache', 'vary']) {
    expect(second.headers.get(name)).toBe(first.headers.get(name));
  }
  expect(second.headers.get('content-encoding')).toBe('gzip');
  // Both answers were compressed: a shared cache in front must keep them apart by encoding.
  expect(first.headers.get('vary')).toBe('rsc, Accept-Encoding');
  expect(second.headers.get('cache-control')).toBe('s-maxage=1, stale-while-revalidate=1');
});

it('keeps the compressed page too: a hit costs no compression', async () => {
  await get('/');
  await get('/');
  await get('/');
  expect(pages.compressions).toBe(1);
});

it('keeps a static file too, with its own lifetime, and compresses it once', async () => {
  const first = await get('/_next/static/chunk.js');
  const again = await get('/_next/static/chunk.js');
  expect(renders).toBe(1);
  expect(again.text).toBe(first.text);
  expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(again.headers.get('content-encoding')).toBe('gzip');
  expect(pages.compressions).toBe(1);
});

it('keeps a page one second at most, whatever its s-maxage, and compresses it again only when its bytes changed', async () => {
  // The stand-in's page says s-maxage=60: counted from Next's render, not from here.
  await get('/');
  expect((await get('/')).headers.get('cache-control')).toBe('s-maxage=1, stale-while-revalidate=1');
  expect(renders).toBe(1);
  clock += 1_000;
  await get('/');
  expect(renders).toBe(2);
  // The same bytes again (the render counter aside, as Next's cache would send them): not compressed again.
  expect(pages.compressions).toBe(2);
});

it('stays within its bytes, each answer counted twice for its compressed copies: the one kept longest ago goes first, served since or not', async () => {
  // A stand-in page is about 5.7 KB: two fit in 30,000 bytes, three do not.
  pages = new ResponseCache(30_000, () => clock);
  await get('/a');
  await get('/b');
  await get('/a');
  expect(renders).toBe(2);
  await get('/c');
  await get('/b');
  expect(renders).toBe(3);
  await get('/a');
  expect(renders).toBe(4);

  // Smaller than one answer counted twice: nothing is kept.
  pages = new ResponseCache(10_000, () => clock);
  await get('/a');
  await get('/a');
  expect([renders, pages.hits]).toEqual([6, 0]);
});

it('forgets every page when content changes, and keeps no answer rendered before the change', async () => {
  await get('/');
  version = 'v2';
  contentChanged(['store:1']);
  expect((await get('/')).text).toContain('<title>v2</title>');
  expect(renders).toBe(2);
  clock += QUIET_MS;

  // An answer that was being rendered when the change happened is sent but not kept.
  const watching = pages.watch({ method: 'GET', url: '/late', headers: {} } as IncomingMessage)!;
  contentChanged(['store:1']);
  const res = { statusCode: 200, getHeader: (name: string) => ({ 'x-nextjs-cache': 'HIT', etag: '"old"', 'cache-control': 's-maxage=60' })[name], getHeaders: () => ({}) };
  await watching(res as unknown as ServerResponse, Buffer.from('old'), 'gzip');
  await get('/late');
  expect(pages.hits).toBe(0);
});

it('keeps static files through a change of content: the first visitor after a save does not wait for the scripts to be compressed again', async () => {
  await get('/_next/static/chunk.js');
  await get('/');
  contentChanged(['store:1']);
  // Fetched in the quiet time after the change, as a visitor's page does: the script still from here, the page from Next.js.
  const script = await get('/_next/static/chunk.js');
  await get('/');
  expect(script.headers.get('content-encoding')).toBe('gzip');
  expect(renders).toBe(3);
  expect(pages.compressions).toBe(2);
});

it('keeps a static file first served in the quiet time after a change: its address names its bytes', async () => {
  contentChanged(['store:1']);
  await get('/_next/static/chunk.js');
  await get('/_next/static/chunk.js');
  expect(renders).toBe(1);
});

it('keeps no page served between a change and the moment Next.js applies it', async () => {
  await get('/');
  // The mutation announces the change; until its answer has gone, Next still serves v1.
  await fetch(`${base}/mutate`, { method: 'POST' });
  expect((await get('/')).text).toContain('<title>v1</title>');
  version = 'v2';
  clock += QUIET_MS;
  expect((await get('/')).text).toContain('<title>v2</title>');
  expect((await get('/')).text).toContain('<title>v2</title>');
  expect(renders).toBe(3);
  expect(pages.hits).toBe(1);
});

it("forgets a page regenerated from the old content when Next's tags expire the second time", async () => {
  await get('/');
  contentChanged(['store:1']);
  clock += QUIET_MS;
  // A regeneration that started before the change is written after it: Next serves it as fresh…
  await get('/');
  await get('/');
  expect(pages.hits).toBe(1);
  // …until its second expiry; the cache lets it go then too.
  version = 'v2';
  pagesExpired();
  clock += QUIET_MS;
  expect((await get('/')).text).toContain('<title>v2</title>');
});

it('empties itself again when the request that changed content ends', async () => {
  await get('/');
  const changing = { method: 'POST', url: '/api/graphql', headers: {} } as IncomingMessage;
  const res = new EventEmitter() as ServerResponse;
  pages.watchChanges(changing, res);
  contentChanged(['store:1']);
  clock += QUIET_MS;
  // Something kept after the quiet time but before the changing request ended…
  await get('/');
  await get('/');
  expect(pages.hits).toBe(1);
  // …is forgotten when it ends.
  res.emit('close');
  clock += QUIET_MS;
  await get('/');
  expect(renders).toBe(3);
});

it.each([
  ['an RSC navigation', '/', { rsc: '1' }],
  ['a router prefetch', '/', { 'next-router-prefetch': '1' }],
  ['a draft-mode visitor', '/', { cookie: 'x=1; __prerender_bypass=abc' }],
  ['a page rendered per request', '/dynamic', {}],
  ['an answer that sets a cookie', '/with-cookie', {}],
])('always asks Next.js for %s', async (_what, pathname, headers) => {
  await get(pathname);
  await get(pathname, headers);
  await get(pathname, headers);
  expect(renders).toBe(3);
  expect(pages.hits).toBe(0);
});

it('keeps the answers over http and over https apart: their headers differ', async () => {
  await get('/');
  await get('/', { 'x-forwarded-proto': 'https' });
  const http = await get('/');
  const https = await get('/', { 'x-forwarded-proto': 'https' });
  expect(renders).toBe(2);
  expect(http.headers.get('strict-transport-security')).toBeNull();
  expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000');
});

it('answers a revalidation with 304 when the ETag matches', async () => {
  const first = await get('/');
  const again = await get('/', { 'if-none-match': first.headers.get('etag')! });
  expect(again.status).toBe(304);
  expect(renders).toBe(1);
});

it('serves a client that accepts no encoding the page as it is', async () => {
  await get('/');
  const plain = await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toContain('<title>v1</title>');
  expect(renders).toBe(1);
});
