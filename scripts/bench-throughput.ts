/**
 * Throughput measurement for `npm run bench:web`: wrk against a URL, and nginx serving saved
 * copies of pages as static files (the limit a page's bytes allow on this machine). Both tools
 * come from the system's packages; when one is missing, the bench says which command installs it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface WrkFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Timeouts, connection errors and non-2xx/3xx answers. */
  errors: number;
}

/** The path of a system command, or null. */
export function which(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The first of these paths that exists as a command (nginx lives in /usr/sbin, outside a user's PATH). */
export function findNginx(): string | null {
  return which('nginx') ?? (spawnSync('test', ['-x', '/usr/sbin/nginx']).status === 0 ? '/usr/sbin/nginx' : null);
}

function toMs(value: string, unit: string): number {
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? Number.NaN;
  return Number(value) * factor;
}

/** Reads wrk's `--latency` report. */
export function parseWrk(output: string): WrkFigures {
  const latency = (label: string) => {
    const match = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    return match ? toMs(match[1]!, match[2]!) : Number.NaN;
  };
  const max = /^\s*Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s|m)/m.exec(output);
  const requests = /(\d+) requests in/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
    p50Ms: latency('50%'),
    p99Ms: latency('99%'),
    maxMs: max ? toMs(max[1]!, max[2]!) : Number.NaN,
    requests: Number(requests?.[1] ?? 0),
    errors: (socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) + Number(non2xx?.[1] ?? 0),
  };
}

/** wrk with `connections` keep-alive connections for `seconds`, as a browser asks (gzip accepted). */
export function runWrk(url: string, seconds: number, connections: number): Promise<WrkFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '--latency', '-H', 'Accept-Encoding: gzip', url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const figures = parseWrk(output);
      if (code !== 0 || !Number.isFinite(figures.requestsPerSecond)) reject(new Error(`wrk ${url} failed (exit ${code}):\n${output}`));
      else resolve(figures);
    });
  });
}

export interface StaticCopies {
  base: string;
  stop(): Promise<void>;
}

/** A page as a visitor gets it: its body (uncompressed) and the headers it came with. */
export interface StaticPage {
  body: Buffer;
  headers: Headers;
}

/** What nginx writes itself for a file, so a copy does not send it twice. */
const WRITTEN_BY_NGINX = new Set(['server', 'date', 'content-type', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'etag', 'last-modified', 'accept-ranges']);

/** `add_header` lines that send a page's own headers with its copy. */
export function addHeaderLines(headers: Headers): string[] {
  return [...headers]
    .filter(([name]) => !WRITTEN_BY_NGINX.has(name))
    .map(([name, value]) => {
      // A `$` would be read as one of nginx's variables, which a string cannot escape.
      if (!/^[a-z0-9-]+$/.test(name) || value.includes('$')) throw new Error(`The header ${name}: ${value} cannot be written into nginx's configuration.`);
      return `add_header ${name} "${value.replace(/[\\"]/g, '\\$&')}";`;
    });
}

/**
 * nginx on `port` serving `pages` (file name → page) from `dir` as static files, each with its
 * gzip copy beside it (gzip_static), so it sends the same compressed bytes without compressing,
 * with the headers the page came with: the same bytes a visitor gets, from nginx alone.
 */
export async function serveStaticCopies(nginx: string, dir: string, port: number, pages: ReadonlyMap<string, StaticPage>): Promise<StaticCopies> {
  // The public pages' bytes, in a folder of their own that nginx's workers can read: started as
  // root, they run as an unprivileged user, and `dir` may be inside the site's private data folder
  // (mode 700), where they could not open a file.
  const root = mkdtempSync(path.join(tmpdir(), 'oz-static-copies-'));
  chmodSync(root, 0o755);
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  for (const [name, { body }] of pages) {
    writeFileSync(path.join(root, name), body);
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(body, { level: 9 }));
  }
  const locations = [...pages].map(([name, { headers }]) => `    location = /${name} {\n${addHeaderLines(headers).map((line) => `      ${line}\n`).join('')}    }`);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${path.join(dir, 'tmp')};
  proxy_temp_path ${path.join(dir, 'tmp')};
  fastcgi_temp_path ${path.join(dir, 'tmp')};
  uwsgi_temp_path ${path.join(dir, 'tmp')};
  scgi_temp_path ${path.join(dir, 'tmp')};
  default_type text/html;
  charset utf-8;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
${locations.join('\n')}
  }
}
`,
  );
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  // One worker process: the site is one Node process, so both get one core for requests.
  const child: ChildProcess = spawn(nginx, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const base = `http://127.0.0.1:${port}`;
  const [firstName] = pages.keys();
  for (let waited = 0; ; waited += 100) {
    try {
      if ((await fetch(`${base}/${firstName}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 10_000 || child.exitCode !== null) {
      // Started but not serving (its workers cannot read the files, say): not left running.
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      rmSync(root, { recursive: true, force: true });
      throw new Error(`nginx did not serve the copies; see ${path.join(dir, 'logs', 'error.log')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) {
        process.kill(-child.pid, 'SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
