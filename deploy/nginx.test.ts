import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { findNginx } from '@/scripts/bench-throughput';
import { SECRET_QUERY_PARAMETERS } from '@/lib/core/http/secret-urls';
import { PREVIEW_LIFE_MS, signPreview } from '@/lib/core/preview/token';
import { NGINX_TEMPLATE, renderNginxConfig } from '@/scripts/cluster';
import { freePort } from '@/lib/test/redis';

/*
 * The shipped nginx configuration, run by the machine's nginx in front of a stand-in instance
 * that reports the headers it received: the metrics never leave the machine through it, each
 * request reaches the instance with nginx's own request id, whatever the visitor sent, and its
 * access log holds no bearer secret of an address (lib/core/http/secret-urls.ts), and a WebSocket
 * passes on the real-time path (graphql/realtime.ts) and nowhere else.
 */

const nginxPath = findNginx();
const describeWithNginx = nginxPath ? describe : describe.skip;
if (!nginxPath) console.warn('nginx is not installed: skipping the tests of deploy/nginx.conf.');

/** The request headers a Next.js page varies on (its Vary), besides the encoding. */
const NEXT_VARY = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];
const variantOf = (headers: IncomingHttpHeaders) => ({
  ...Object.fromEntries(NEXT_VARY.map((name) => [name, headers[name] ?? null])),
  encoding: /\bbr\b/.test(String(headers['accept-encoding'] ?? '')) ? 'br' : /\bgzip\b/.test(String(headers['accept-encoding'] ?? '')) ? 'gzip' : 'identity',
});

describeWithNginx('deploy/nginx.conf', () => {
  let instance: Server;
  let nginx: ChildProcess;
  let base: string;
  let folder: string;
  const received: { url: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    instance = createServer((req, res) => {
      received.push({ url: req.url ?? '', headers: req.headers });
      res.setHeader('x-request-id', String(req.headers['x-request-id']));
      if (req.url?.startsWith('/page')) {
        // A public page as Next.js answers it: cacheable, varying on its router's headers and the encoding.
        res.setHeader('cache-control', 'public, max-age=0, s-maxage=60');
        res.setHeader('vary', `${NEXT_VARY.join(', ')}, Accept-Encoding`);
        res.end(JSON.stringify(variantOf(req.headers)));
        return;
      }
      res.setHeader('cache-control', 'no-store');
      res.end(req.url === '/api/metrics' ? 'oz_http_requests_total 1\n' : 'ok');
    });
    // The stand-in accepts every upgrade it is handed, and echoes: nginx decides which reach it.
    const sockets = new WebSocketServer({ noServer: true });
    instance.on('upgrade', (req, socket, head) => {
      received.push({ url: req.url ?? '', headers: req.headers });
      sockets.handleUpgrade(req, socket, head, (ws) => ws.on('message', (data) => ws.send(`echo ${data.toString()}`)));
    });
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
    folder = mkdtempSync(path.join(os.tmpdir(), 'oz-nginx-'));
    // Started as root, nginx's workers run as nobody: they must reach the cache folder inside.
    chmodSync(folder, 0o755);
    const listen = `127.0.0.1:${await freePort()}`;
    const config = renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), {
      listen,
      upstreams: [`127.0.0.1:${(instance.address() as AddressInfo).port}`],
      pidFile: path.join(folder, 'nginx.pid'),
      logDir: folder,
      cacheDir: path.join(folder, 'cache'),
      tempDir: folder,
    });
    writeFileSync(path.join(folder, 'nginx.conf'), config);
    nginx = spawn(nginxPath!, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-e', path.join(folder, 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
    base = `http://${listen}`;
    for (let tries = 0; ; tries += 1) {
      try {
        await fetch(`${base}/api/health`);
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  /** Opens a WebSocket through nginx: the echo of a first message, or the HTTP status it was answered instead. */
  function throughNginx(address: string): Promise<{ echo: string } | { status: number }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}${address}`, ['graphql-ws']);
      socket.once('open', () => socket.send('hello'));
      socket.once('message', (data) => {
        resolve({ echo: data.toString() });
        socket.close();
      });
      socket.once('unexpected-response', (_, response) => resolve({ status: response.statusCode ?? 0 }));
      socket.once('error', (error) => (socket.readyState === WebSocket.CLOSED ? undefined : reject(error)));
    });
  }

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      await new Promise<void>((resolve) => {
        nginx.once('exit', () => resolve());
        nginx.kill('SIGQUIT');
      });
    }
    await new Promise((resolve) => instance.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  test("each variant of a page a browser can ask for is kept apart by the cache key alone (nginx does not read the pages' Vary)", async () => {
    const variants: Record<string, string>[] = [
      {},
      { rsc: '1' },
      { rsc: '1', 'next-router-prefetch': '1' },
      { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' },
      { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'gzip, deflate, br' },
    ];
    const address = `${base}/page-${randomBytes(4).toString('hex')}`;
    for (const round of ['MISS', 'HIT']) {
      for (const headers of variants) {
        const response = await fetch(address, { headers: { 'accept-encoding': 'identity', ...headers } });
        expect({ headers, status: response.headers.get('x-cache-status') }).toEqual({ headers, status: round });
        // fetch decodes nothing here: the stand-in sends plain text whatever the encoding asked.
        expect(JSON.parse(await response.text())).toEqual(variantOf({ 'accept-encoding': 'identity', ...headers }));
      }
    }
  });

  test('GET /api/metrics is refused by nginx and never reaches an instance', async () => {
    received.length = 0;
    for (const address of ['/api/metrics', '/api/metrics?x=1']) {
      const response = await fetch(`${base}${address}`, { headers: { authorization: 'Bearer guessed-token-0123456789' } });
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('oz_');
    }
    expect(received).toEqual([]);
  });

  test("the instance gets nginx's request id, not the visitor's, and the visitor gets the same one back", async () => {
    received.length = 0;
    const response = await fetch(`${base}/api/graphql`, { headers: { 'x-request-id': 'chosen-by-the-visitor-0001' } });
    expect(response.status).toBe(200);
    const id = received[0]?.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(response.headers.get('x-request-id')).toBe(id);
  });

  test('the access log writes preview links and token parameters masked, the rest of the request line as it was', async () => {
    const previewToken = signPreview('a-secret-of-at-least-16-characters', { newsId: '0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1a00', expiresAt: Date.now() + PREVIEW_LIFE_MS }, '2026-11-23T10:00:00.000Z');
    const token = () => randomBytes(32).toString('base64url');
    const sent: { address: string; secrets: string[]; logged: string }[] = [
      { address: `/preview/${previewToken}`, secrets: [previewToken.split('.')[2]!], logged: '/preview/[masked]' },
      { address: `/preview/${previewToken}?_rsc=1x2`, secrets: [previewToken.split('.')[2]!], logged: '/preview/[masked]' },
      ...SECRET_QUERY_PARAMETERS.flatMap((name) => {
        const [first, second] = [token(), token()];
        return [
          { address: `/login/reset?${name}=${first}`, secrets: [first], logged: `/login/reset?${name}=[masked]` },
          { address: `/login/invite?from=mail&${name}=${first}&${name}=${second}`, secrets: [first, second], logged: `/login/invite?from=mail&${name}=[masked]` },
          { address: `/login?callbackUrl=${encodeURIComponent(`/login/confirm-email?${name}=${first}`)}`, secrets: [first], logged: `/login?callbackUrl=%2Flogin%2Fconfirm-email%3F${name}%3D[masked]` },
        ];
      }),
      { address: '/api/postal?zipcode=1040061', secrets: [], logged: '/api/postal?zipcode=1040061' },
    ];
    for (const { address } of sent) expect({ address, status: (await fetch(`${base}${address}`)).status }).toEqual({ address, status: 200 });
    const log = readFileSync(path.join(folder, 'access.log'), 'utf8');
    for (const { secrets, logged } of sent) {
      for (const secret of secrets) expect(log).not.toContain(secret);
      expect(log).toContain(`"GET ${logged} HTTP/1.1" 200`);
    }
    // The instance still got the addresses as they were.
    expect(received.map(({ url }) => url)).toEqual(expect.arrayContaining(sent.map(({ address }) => address)));
  });

  test('a WebSocket passes on the real-time path, with the forwarding headers, and on no other path', async () => {
    received.length = 0;
    expect(await throughNginx('/api/graphql/realtime')).toEqual({ echo: 'echo hello' });
    const upgrade = received.find(({ url }) => url === '/api/graphql/realtime')!;
    expect(upgrade.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(upgrade.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(upgrade.headers.forwarded).toBeUndefined();
    // Elsewhere nginx sends no Upgrade on: the instance answers a plain request, the client gets no socket.
    for (const address of ['/api/graphql', '/api/graphql/stream', '/api/graphql/realtime/x', '/admin']) {
      expect({ address, answer: await throughNginx(address) }).toEqual({ address, answer: { status: 200 } });
    }
  });
});
