import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_ADDRESS_HEADER, clientAddress, decideClientAddress, limitKey, networkKey, stampClientAddress, UNKNOWN_ADDRESS } from './client-address';

describe('decideClientAddress', () => {
  test('with no trusted proxy the socket decides and X-Forwarded-For is ignored', () => {
    expect(decideClientAddress('203.0.113.5', '198.51.100.1', 0)).toBe('203.0.113.5');
    expect(decideClientAddress('::ffff:203.0.113.5', undefined, 0)).toBe('203.0.113.5');
    expect(decideClientAddress('2001:DB8::1', '1.2.3.4', 0)).toBe('2001:db8::1');
    expect(decideClientAddress(undefined, '1.2.3.4', 0)).toBe(UNKNOWN_ADDRESS);
  });

  test('behind N proxies the entry the outermost one appended counts, whatever the client prepended', () => {
    // client → proxy (appends the client's address) → us
    expect(decideClientAddress('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(decideClientAddress('10.0.0.2', '6.6.6.6, 7.7.7.7, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(decideClientAddress('10.0.0.2', ['6.6.6.6', '203.0.113.9'], 1)).toBe('203.0.113.9');
    // client → CDN → nginx → us
    expect(decideClientAddress('10.0.0.3', '6.6.6.6, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9');
  });

  test('a missing or malformed vouched entry falls back to the socket', () => {
    expect(decideClientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(decideClientAddress('10.0.0.2', 'not-an-address', 1)).toBe('10.0.0.2');
    expect(decideClientAddress('10.0.0.2', '203.0.113.9, <script>', 1)).toBe('10.0.0.2');
  });
});

describe('clientAddress', () => {
  test('reads only a well-formed address from our own header', () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.5' }))).toBe('203.0.113.5');
    expect(clientAddress({ [CLIENT_ADDRESS_HEADER]: '2001:db8::1' })).toBe('2001:db8::1');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.5' }))).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress({ [CLIENT_ADDRESS_HEADER]: 'x'.repeat(500) })).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(undefined)).toBe(UNKNOWN_ADDRESS);
  });
});

/** A real HTTP server that stamps each request as ours does and echoes what the application would see. */
async function echoServer(hops: number): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    stampClientAddress(req, hops);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.headers));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, headers: Record<string, string>): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(JSON.parse(body) as Record<string, string>));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('stampClientAddress on a real socket', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test('with no trusted proxy a client can claim no address, no host and no scheme', async () => {
    const { server, port } = await echoServer(0);
    servers.push(server);
    const seen = await get(port, {
      'x-forwarded-for': '198.51.100.77',
      'x-real-ip': '198.51.100.78',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      [CLIENT_ADDRESS_HEADER]: '198.51.100.79',
    });
    expect(seen[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1');
    for (const name of ['x-forwarded-for', 'x-real-ip', 'x-forwarded-proto', 'x-forwarded-host']) expect(seen[name]).toBeUndefined();
  });

  test('behind one trusted proxy prepending entries changes nothing', async () => {
    const { server, port } = await echoServer(1);
    servers.push(server);
    const addresses = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const seen = await get(port, { 'x-forwarded-for': `10.${i}.0.1, 203.0.113.9`, [CLIENT_ADDRESS_HEADER]: `10.${i}.0.2` });
      addresses.add(seen[CLIENT_ADDRESS_HEADER]!);
    }
    expect([...addresses]).toEqual(['203.0.113.9']);
  });
});

describe('limitKey and networkKey', () => {
  test('an IPv6 client is counted by its /64, however it writes its address', () => {
    expect(limitKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(limitKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(limitKey('2001:db8:1:2::')).toBe('2001:0db8:0001:0002::/64');
    expect(limitKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(limitKey('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
    expect(limitKey('2001:db8:1:3::1')).not.toBe(limitKey('2001:db8:1:2::1'));
  });

  test('an IPv4 client is counted by its address; unknown stays unknown', () => {
    expect(limitKey('203.0.113.5')).toBe('203.0.113.5');
    expect(limitKey(UNKNOWN_ADDRESS)).toBe(UNKNOWN_ADDRESS);
  });

  test('the per-day ceilings group an IPv4 /24 and an IPv6 /48', () => {
    expect(networkKey('203.0.113.5')).toBe('203.0.113.0/24');
    expect(networkKey('203.0.113.200')).toBe(networkKey('203.0.113.5'));
    expect(networkKey('2001:db8:1:2::1')).toBe('2001:0db8:0001::/48');
    expect(networkKey('2001:db8:1:ffff::9')).toBe(networkKey('2001:db8:1:2::1'));
    expect(networkKey(UNKNOWN_ADDRESS)).toBe(UNKNOWN_ADDRESS);
  });
});
