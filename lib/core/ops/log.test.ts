import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { answerThroughCache, ResponseCache } from '@/lib/core/http/response-cache';
import { PREVIEW_LIFE_MS, signPreview } from '@/lib/core/preview/token';
import { captureLogs } from '@/lib/test/logs';
import { type ObservedRequest, observeRequest } from './http-observer';
import { emailHash, logger, routeConsoleToLog } from './log';

/*
 * The server's log: one JSON line per event, each line written while serving a request names
 * that request, the client gets the same id, and no personal data gets in. The enquiry forms' path
 * with a real SMTP server is in lib/core/enquiry/delivery.test.ts.
 */

interface Answer {
  status: number;
  requestId: string;
}

/** A server in front of `serve` as scripts/server.ts runs one, trusting `hops` proxies. */
async function listen(hops: number, serve: (req: IncomingMessage, res: ServerResponse, observed: ObservedRequest) => void): Promise<{ server: Server; get: (path: string, headers?: Record<string, string>) => Promise<Answer> }> {
  const server = createServer((req, res) => {
    const observed = observeRequest(req, res, hops);
    observed.run(() => serve(req, res, observed));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const sent = request({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
        response.resume();
        // The access line is written when the answer has gone out; one more turn for it.
        response.on('end', () => setImmediate(() => resolve({ status: response.statusCode ?? 0, requestId: String(response.headers['x-request-id']) })));
      });
      sent.on('error', reject);
      sent.end();
    });
  return { server, get };
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('request ids', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => {
    logs = captureLogs();
  });
  afterEach(() => logs.stop());

  test("every line written while serving a request, before and after it waits, carries that request's id, which the client gets", async () => {
    const { server, get } = await listen(0, (req, res) => {
      logger().info({ step: 1 }, 'started');
      setTimeout(() => {
        void Promise.resolve().then(() => {
          logger().warn({ step: 2 }, 'still working');
          res.end('done');
        });
      }, 20);
    });
    try {
      const [first, second] = await Promise.all([get('/stores/shibuya?utm_source=mail&email=a@b.jp'), get('/news')]);
      expect(first!.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(second!.requestId).not.toBe(first!.requestId);
      const lines = logs.lines();
      for (const answer of [first!, second!]) {
        expect(lines.filter((line) => line.requestId === answer.requestId).map((line) => line.msg).sort()).toEqual(['request', 'started', 'still working']);
      }
      // One access line per request: method, route kind, status, time; the path without its query, no client address.
      const access = lines.find((line) => line.msg === 'request' && line.requestId === first!.requestId);
      expect(access).toEqual(expect.objectContaining({ level: 'info', method: 'GET', kind: 'page', path: '/stores/shibuya', status: 200 }));
      expect(access?.ms).toEqual(expect.any(Number));
      expect(logs.text()).not.toContain('utm_source');
      expect(logs.text()).not.toContain('a@b.jp');
      expect(logs.text()).not.toContain('127.0.0.1');
      for (const line of lines) expect(typeof line.time).toBe('string');
    } finally {
      await close(server);
    }
  });

  test('an X-Request-Id sent by a client facing the site directly is replaced', async () => {
    const { server, get } = await listen(0, (_, res) => res.end('ok'));
    try {
      const sent = '0123456789abcdef0123456789abcdef';
      const answer = await get('/', { 'x-request-id': sent });
      expect(answer.requestId).not.toBe(sent);
      expect(logs.text()).not.toContain(sent);
    } finally {
      await close(server);
    }
  });

  test("behind a trusted proxy its X-Request-Id is kept when it is a plain token, and replaced when it is not", async () => {
    const { server, get } = await listen(1, (_, res) => res.end('ok'));
    try {
      const nginx = '0123456789abcdef0123456789abcdef';
      expect((await get('/', { 'x-request-id': nginx })).requestId).toBe(nginx);
      for (const odd of ['short', 'has spaces in it, and more', `${'a'.repeat(65)}`, '"}{"level":"fatal"']) {
        const answer = await get('/', { 'x-request-id': odd });
        expect(answer.requestId).not.toBe(odd);
        expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(logs.text()).not.toContain('"level":"fatal"');
    } finally {
      await close(server);
    }
  });

  test('a page answered again from the page cache gets an id of its own, not that of the request that filled the cache', async () => {
    const pages = new ResponseCache(1024 * 1024);
    const { server, get } = await listen(0, (req, res, observed) => {
      const outcome = answerThroughCache(req, res, pages, () => {
        res.setHeader('x-nextjs-cache', 'HIT');
        res.setHeader('etag', '"top"');
        res.setHeader('cache-control', 's-maxage=600');
        res.setHeader('content-type', 'text/html');
        res.end(`<p>${'ジム '.repeat(600)}</p>`);
      });
      observed.pageCache(outcome);
    });
    try {
      const answers = [await get('/'), await get('/'), await get('/')];
      expect(new Set(answers.map((answer) => answer.requestId)).size).toBe(3);
      expect(logs.lines().filter((line) => line.msg === 'request').map((line) => line.cache)).toEqual(['miss', 'hit', 'hit']);
    } finally {
      await close(server);
    }
  });
});

describe('personal data', () => {
  test('fields that hold it are redacted, and e-mail addresses and phone numbers are masked in messages and errors', () => {
    const logs = captureLogs();
    try {
      // As node-postgres reports a failed insert: the row is in `detail`.
      const failedInsert = Object.assign(new Error('null value in column "kind" of relation "enquiry" violates not-null constraint'), {
        code: '23502',
        detail: 'Failing row contains (019a, null, 山田 花子, ヤマダ ハナコ, 090-1234-5678, hanako@example.jp).',
      });
      const refused = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <hanako@example.jp>: Recipient address rejected"), {
        rejected: ['hanako@example.jp'],
        responseCode: 550,
      });
      logger().error({ err: failedInsert }, 'Could not store an enquiry');
      logger().warn({ err: refused, mailId: 'm1' }, 'Mail delivery failed');
      logger().info({ email: 'hanako@example.jp', phone: '03-1234-5678', user: { name: '山田 花子', email: 'hanako@example.jp' }, values: { name: '山田 花子', message: '膝が弱い' } }, 'fields');
      logger().info('mail for hanako@example.jp, call 0312345678 or +81 90 1234 5678');
      const text = logs.text();
      for (const personal of ['hanako@example.jp', '山田', 'ヤマダ', '090-1234-5678', '03-1234-5678', '0312345678', '90 1234 5678', '膝']) expect(text).not.toContain(personal);
      const lines = logs.lines();
      expect(lines).toHaveLength(4);
      expect(lines[0]).toEqual(expect.objectContaining({ level: 'error', err: expect.objectContaining({ type: 'Error', code: '23502', message: expect.stringContaining('violates not-null constraint') }) }));
      expect(lines[1]?.err).toEqual(expect.objectContaining({ message: expect.stringContaining('<[e-mail]>: Recipient address rejected') }));
      expect(lines[2]).toEqual(expect.objectContaining({ email: '[redacted]', phone: '[redacted]', user: { name: '[redacted]', email: '[redacted]' } }));
      expect(lines[3]?.msg).toBe('mail for [e-mail], call [phone] or [phone]');
      // What is not personal is left alone: dates, ids, times.
      logger().info({ id: '019a6b2c-0000-7000-8000-000000000001' }, 'queued at 2026-11-26 10:00, 120 ms');
      expect(logs.lines()[4]?.msg).toBe('queued at 2026-11-26 10:00, 120 ms');
    } finally {
      logs.stop();
    }
  });

  test('an e-mail address that must be recognised is logged as a short keyed hash', () => {
    const hash = emailHash('Hanako@Example.jp ');
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    expect(emailHash('hanako@example.jp')).toBe(hash);
    expect(emailHash('taro@example.jp')).not.toBe(hash);
  });
});

describe('bearer secrets in addresses', () => {
  const previewToken = signPreview('a-secret-of-at-least-16-characters', { newsId: '0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1a00', expiresAt: Date.now() + PREVIEW_LIFE_MS }, '2026-11-23T10:00:00.000Z');
  const resetToken = randomBytes(32).toString('base64url');

  test('the access line of a preview link, and a message, an error or a field naming an account link, hold no token', async () => {
    const logs = captureLogs();
    try {
      const { server, get } = await listen(0, (req, res) => {
        logger().warn({ url: `https://oz-gym.example${req.url}`, err: new Error(`Could not render /login/reset?token=${resetToken}`) }, `Slow render of ${req.url}`);
        res.end('ok');
      });
      try {
        const { requestId } = await get(`/preview/${previewToken}`);
        await get(`/login/reset?token=${resetToken}`);
        for (const secret of [previewToken, previewToken.split('.')[2]!, resetToken]) expect(logs.text()).not.toContain(secret);
        const lines = logs.lines();
        expect(lines.find((line) => line.msg === 'request' && line.requestId === requestId)?.path).toBe('/preview/[masked]');
        expect(lines[0]).toEqual(
          expect.objectContaining({
            msg: 'Slow render of /preview/[masked]',
            url: 'https://oz-gym.example/preview/[masked]',
            err: expect.objectContaining({ message: 'Could not render /login/reset?token=[masked]', stack: expect.stringContaining('/login/reset?token=[masked]') }),
          }),
        );
      } finally {
        await close(server);
      }
    } finally {
      logs.stop();
    }
  });
});

describe("the console, as Next.js reports on it", () => {
  test('becomes log lines with their level, the request id, the error and the same masking, until put back', async () => {
    const logs = captureLogs();
    const consoleError = console.error;
    const restore = routeConsoleToLog();
    expect(console.error).not.toBe(consoleError);
    try {
      const { server, get } = await listen(0, (_, res) => {
        console.error(new TypeError('Render failed for hanako@example.jp'));
        console.warn('⚠ %s is deprecated', 'middleware');
        res.end('ok');
      });
      try {
        const { requestId } = await get('/news');
        const [error, warning] = logs.lines();
        expect(error).toEqual(expect.objectContaining({ level: 'error', requestId, err: expect.objectContaining({ type: 'TypeError', message: 'Render failed for [e-mail]' }) }));
        expect(warning).toEqual(expect.objectContaining({ level: 'warn', requestId, msg: '⚠ middleware is deprecated' }));
      } finally {
        await close(server);
      }
    } finally {
      restore();
      logs.stop();
    }
    expect(console.error).toBe(consoleError);
  });
});
