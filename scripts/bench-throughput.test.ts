import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/lib/test/redis';
import { addHeaderLines, findNginx, parseWrk, serveStaticCopies } from './bench-throughput';

const OUTPUT = `Running 10s test @ http://127.0.0.1:3300/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   118.29ms  164.81ms   1.98s    96.37%
    Req/Sec   266.51     64.08   560.00     82.00%
  Latency Distribution
     50%   88.63ms
     75%   99.24ms
     90%  110.09ms
     99%    1.11s
  5312 requests in 10.01s, 210.84MB read
  Socket errors: connect 0, read 1, write 0, timeout 12
  Non-2xx or 3xx responses: 3
Requests/sec:    530.77
Transfer/sec:     21.07MB
`;

describe('parseWrk', () => {
  it('reads the rate, the latencies in their units and every kind of error', () => {
    expect(parseWrk(OUTPUT)).toEqual({ requestsPerSecond: 530.77, p50Ms: 88.63, p99Ms: 1110, maxMs: 1980, requests: 5312, errors: 16 });
  });

  it('reads microseconds and a run without errors', () => {
    const quick = OUTPUT.replace('118.29ms  164.81ms   1.98s', '812.00us  100.00us   9.50ms')
      .replace('99%    1.11s', '99%  950.50us')
      .replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '');
    expect(parseWrk(quick)).toMatchObject({ p99Ms: 0.9505, maxMs: 9.5, errors: 0 });
  });
});

describe('serveStaticCopies', () => {
  const nginx = findNginx();
  // npm test installs nginx (scripts/test-prerequisites.sh); a machine without it skips this.
  const withNginx = nginx ? it : it.skip;

  withNginx('serves the pages precompressed, with the headers they came with, even when its folder is private (mode 700), as the bench data folder is', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'oz-bench-private-'));
    const page = Buffer.from('<!doctype html><p>店舗一覧</p>'.repeat(50));
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      etag: '"abc"',
      'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
      'permissions-policy': 'autoplay=(self "https://www.youtube-nocookie.com"), camera=()',
      vary: 'rsc, Accept-Encoding',
      'x-request-id': 'a\\b',
    });
    const statics = await serveStaticCopies(nginx!, dir, await freePort(), new Map([['top.html', { body: page, headers }]]));
    try {
      const response = await fetch(`${statics.base}/top.html`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(page);
      // The page's own headers, as it sent them; those nginx writes itself, once.
      for (const name of ['content-type', 'content-security-policy', 'permissions-policy', 'vary', 'x-request-id']) {
        expect([name, response.headers.get(name)]).toEqual([name, headers.get(name)]);
      }
      expect(response.headers.get('etag')).not.toBe('"abc"');
    } finally {
      await statics.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a header nginx would read as a variable', () => {
    expect(() => addHeaderLines(new Headers({ 'x-price': '$20' }))).toThrow('x-price');
  });
});
