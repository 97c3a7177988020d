import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KEEP_ALIVE_TIMEOUT_MS, keepIdleConnectionsOpen } from './keep-alive';

/** GETs `/` through `agent`; whether the request went out on a connection already open. */
function get(port: number, agent: Agent): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const sent = request({ port, host: '127.0.0.1', path: '/', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(sent.reusedSocket));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('idle keep-alive connections', () => {
  let server: Server;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    server = createServer((_, res) => res.end('ok'));
    keepIdleConnectionsOpen(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  test('stay open longer than a proxy keeps its own (nginx: 60 s at most)', () => {
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  test("are still open past Node's default (5 s, the connection closed at 6 s), so the next request reuses one", async () => {
    const { port } = server.address() as AddressInfo;
    expect(await get(port, agent)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 7000));
    expect(await get(port, agent)).toBe(true);
  }, 15_000);
});
