import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { engines, useTestDb } from '@/lib/test/engines';
import { insertStores } from '@/lib/test/fixtures';
import { type Collector, createCollector } from './collector';
import { emptyAnalytics } from './test-views';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Sent {
  status: number;
}

describe.each(engines())('the beacon endpoint on $name', (engine) => {
  const t = useTestDb(engine);
  let server: Server;
  let collector: Collector;
  let origin = '';

  beforeEach(async () => {
    await emptyAnalytics(t.db);
    // One trusted proxy: each test's client names its own address in X-Forwarded-For.
    collector = createCollector({ open: async () => t.db, trustProxyHops: 1, housekeeping: false, flushEveryMs: 60_000, perVisitorPerMinute: 5 });
    server = createServer((req, res) => {
      if (!collector.answer(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await collector.close();
    await new Promise((resolve) => server.close(resolve));
  });

  function send(body: unknown, headers: Record<string, string> = {}, path = '/api/a'): Promise<Sent> {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'user-agent': DESKTOP, 'x-forwarded-for': '203.0.113.7', ...headers } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      });
      req.on('error', reject);
      req.end(text);
    });
  }

  const events = () => t.db.kysely.selectFrom('analytics_event').selectAll().orderBy('id').execute();

  test('counts our pages’ page views, and quietly drops bots, Do Not Track, Global Privacy Control, other sites and malformed beacons', async () => {
    const [ginza] = await insertStores(t.db, 1, () => ({ name: '銀座店', link: 'ginza' }));
    await collector.close();
    collector = createCollector({ open: async () => t.db, trustProxyHops: 1, housekeeping: false, flushEveryMs: 60_000 });
    // The store ids are read when the collector starts.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const page = { p: '/store/ginza', st: ginza, e: 1, s: 'Instagram', m: 'Social', c: ' 春の体験 ', r: 'l.instagram.com' };
    const answers = await Promise.all([
      send(page, { 'user-agent': PHONE, 'x-forwarded-for': '203.0.113.8' }),
      send({ p: '/flow', r: 'www.google.co.jp', e: 1 }),
      send({ p: '/news/campaign/spring/', st: '00000000-0000-7000-8000-00000000dead' }),
      send(page, { 'user-agent': GOOGLEBOT }),
      send(page, { 'user-agent': '' }),
      send(page, { dnt: '1' }),
      send(page, { 'sec-gpc': '1' }),
      send(page, { origin: 'https://evil.example' }),
      send(page, { 'sec-fetch-site': 'cross-site' }),
      send({ ...page, p: 'https://evil.example/' }),
      send({ p: '/preview/a-secret-token' }),
      send('{not json'),
      send({ ...page, c: 'x'.repeat(3000) }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(13).fill(204));
    expect(collector.buffered).toBe(3);
    await collector.flush();
    const rows = await events();
    expect(rows.map(({ path, storeId, source, medium, campaign, referrer, device, entry }) => ({ path, storeId, source, medium, campaign, referrer, device, entry }))).toEqual([
      { path: '/store/ginza', storeId: ginza, source: 'instagram', medium: 'social', campaign: '春の体験', referrer: 'l.instagram.com', device: 'mobile', entry: 1 },
      { path: '/flow', storeId: null, source: 'google', medium: 'organic', campaign: '', referrer: 'google.co.jp', device: 'desktop', entry: 1 },
      // An unknown store is no store; a trailing slash is the same page.
      { path: '/news/campaign/spring', storeId: null, source: 'direct', medium: '', campaign: '', referrer: '', device: 'desktop', entry: 0 },
    ]);
    // Two visitors: the phone, and the desktop twice.
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(2);
    expect((await send({ p: '/' }, {}, '/api/a?x=1')).status).toBe(204);
  });

  test('nothing stored names the visitor: no address, no user agent, only a day’s hash', async () => {
    const address = '198.51.100.23';
    await send({ p: '/', e: 1, s: 'newsletter' }, { 'x-forwarded-for': address, 'user-agent': PHONE });
    await send({ p: '/store/ginza' }, { 'x-forwarded-for': address, 'user-agent': PHONE });
    await collector.flush();
    const stored = [];
    for (const table of ['analytics_event', 'analytics_hourly', 'analytics_daily', 'analytics_seen', 'analytics_salt', 'analytics_attribution'] as const) {
      stored.push(...(await t.db.kysely.selectFrom(table).selectAll().execute()));
    }
    const text = JSON.stringify(stored);
    expect(stored.length).toBeGreaterThan(5);
    for (const secret of [address, '198.51.100', PHONE, 'Pixel 7', 'Android 14', 'Chrome/131']) expect(text).not.toContain(secret);
    expect((await events()).map((row) => row.visitor)).toEqual([expect.stringMatching(/^[0-9a-f]{16}$/), expect.stringMatching(/^[0-9a-f]{16}$/)]);
  });

  test('one visitor adding page views faster than a person reads is capped', async () => {
    for (let count = 0; count < 8; count += 1) await send({ p: `/news/campaign/page-${count}` });
    expect(collector.buffered).toBe(5);
  });

  test('closing writes every page view it answered (SIGTERM), and answers 503 after', async () => {
    const sent = await Promise.all(Array.from({ length: 40 }, (_, index) => send({ p: '/', e: 1 }, { 'x-forwarded-for': `192.0.2.${index}` })));
    expect(sent.every((answer) => answer.status === 204)).toBe(true);
    await collector.close();
    expect(await events()).toHaveLength(40);
    expect((await send({ p: '/' })).status).toBe(503);
  });

  test('only POST, and only at /api/a', async () => {
    const answer = await new Promise<number>((resolve) => request(`${origin}/api/a`, { method: 'GET' }, (res) => resolve(res.statusCode ?? 0)).end());
    expect(answer).toBe(405);
    expect((await send({ p: '/' }, {}, '/api/other')).status).toBe(404);
  });
});
