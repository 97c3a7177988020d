import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getConfig, resetConfigForTests } from '@/lib/core/config';
import { stampClientAddress } from './client-address';
import { mayUseSession, REQUEST_ORIGIN_HEADER, stampRequestOrigin } from './origin';

/**
 * A real HTTP server that stamps each request as scripts/server.ts does and answers whether a POST
 * carrying the admin session, with the request's own headers, may use it.
 */
async function stampingServer(hops: number): Promise<Server> {
  const server = createServer((req, res) => {
    stampClientAddress(req, hops);
    stampRequestOrigin(req, hops);
    const headers = new Headers(Object.entries(req.headers).map(([name, value]) => [name, String(value)] as [string, string]));
    const request = new Request(`http://internal${req.url ?? '/'}`, { method: 'POST', headers });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ mayUseSession: mayUseSession(request), origin: req.headers[REQUEST_ORIGIN_HEADER] ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function post(server: Server, headers: Record<string, string>): Promise<{ mayUseSession: boolean; origin: string | null }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/graphql', method: 'POST', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(JSON.parse(body) as { mayUseSession: boolean; origin: string | null }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('which pages may use the admin session', () => {
  const saved = { SITE_URL: process.env.SITE_URL, ADMIN_ORIGINS: process.env.ADMIN_ORIGINS };
  let direct: Server;
  let proxied: Server;

  beforeAll(async () => {
    process.env.SITE_URL = 'https://oz-gym.example';
    process.env.ADMIN_ORIGINS = 'https://admin.oz-gym.example, http://10.0.0.5:3000/';
    resetConfigForTests();
    direct = await stampingServer(0);
    proxied = await stampingServer(1);
  });

  afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetConfigForTests();
    await Promise.all([direct, proxied].map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test('a page of the address the request was sent to, from its Host', async () => {
    expect(await post(direct, { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' })).toEqual({ mayUseSession: true, origin: 'http://192.168.1.20:3000' });
    expect(await post(direct, { host: 'www.oz-gym.example', origin: 'http://www.oz-gym.example' })).toMatchObject({ mayUseSession: true });
    // The same host on another port is another origin.
    expect(await post(direct, { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:4000' })).toMatchObject({ mayUseSession: false });
  });

  test('a client facing the site directly cannot name another host or scheme as its own', async () => {
    const forged = { host: '192.168.1.20:3000', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect(await post(direct, forged)).toEqual({ mayUseSession: false, origin: 'http://192.168.1.20:3000' });
    expect(await post(direct, { ...forged, [REQUEST_ORIGIN_HEADER]: 'https://evil.example' })).toEqual({ mayUseSession: false, origin: 'http://192.168.1.20:3000' });
    // A Host that is no host gives no origin of its own, and a claimed one is dropped.
    expect(await post(direct, { host: 'evil.example/x', origin: 'http://evil.example', [REQUEST_ORIGIN_HEADER]: 'http://evil.example' })).toEqual({ mayUseSession: false, origin: null });
  });

  test('behind a trusted proxy, the host and scheme it vouches for', async () => {
    const fromProxy = { host: '127.0.0.1:3000', 'x-forwarded-host': 'www.oz-gym.example', 'x-forwarded-proto': 'https' };
    expect(await post(proxied, { ...fromProxy, origin: 'https://www.oz-gym.example' })).toEqual({ mayUseSession: true, origin: 'https://www.oz-gym.example' });
    // What the client put before the proxy's own entry does not count.
    const prepended = { ...fromProxy, 'x-forwarded-host': 'evil.example, www.oz-gym.example', 'x-forwarded-proto': 'http, https' };
    expect(await post(proxied, { ...prepended, origin: 'http://evil.example' })).toMatchObject({ mayUseSession: false, origin: 'https://www.oz-gym.example' });
    expect(await post(proxied, { ...fromProxy, origin: 'http://127.0.0.1:3000' })).toMatchObject({ mayUseSession: false });
  });

  test('SITE_URL’s origin and the configured ones, wherever the request was sent', async () => {
    expect(getConfig().ADMIN_ORIGINS).toEqual(['https://admin.oz-gym.example', 'http://10.0.0.5:3000']);
    for (const origin of ['https://oz-gym.example', 'https://admin.oz-gym.example', 'http://10.0.0.5:3000']) {
      expect(await post(direct, { host: '127.0.0.1:3000', origin })).toMatchObject({ mayUseSession: true });
    }
  });

  test('a foreign page is refused', async () => {
    for (const origin of ['https://evil.example', 'http://oz-gym.example', 'https://oz-gym.example.evil.example', 'null']) {
      expect(await post(direct, { host: '127.0.0.1:3000', origin })).toMatchObject({ mayUseSession: false });
      expect(await post(proxied, { host: '127.0.0.1:3000', 'x-forwarded-host': 'www.oz-gym.example', 'x-forwarded-proto': 'https', origin })).toMatchObject({ mayUseSession: false });
    }
  });
});

describe('ADMIN_ORIGINS', () => {
  const saved = process.env.ADMIN_ORIGINS;
  afterEach(() => {
    if (saved === undefined) delete process.env.ADMIN_ORIGINS;
    else process.env.ADMIN_ORIGINS = saved;
    resetConfigForTests();
  });

  test.each(['admin.oz-gym.example', 'https://admin.oz-gym.example/admin', 'ftp://admin.oz-gym.example', 'https://a.example, https://b.example?x=1'])(
    'stops the start with a clear message for %s',
    (value) => {
      process.env.ADMIN_ORIGINS = value;
      resetConfigForTests();
      expect(() => getConfig()).toThrow(/ADMIN_ORIGINS: ".+" is not an origin/);
    },
  );

  test('is empty when unset', () => {
    delete process.env.ADMIN_ORIGINS;
    resetConfigForTests();
    expect(getConfig().ADMIN_ORIGINS).toEqual([]);
  });
});
