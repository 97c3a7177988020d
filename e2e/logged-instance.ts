import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { findNginx } from '@/scripts/bench-throughput';
import { distDir } from '@/scripts/build-info';
import { NGINX_TEMPLATE, renderNginxConfig } from '@/scripts/cluster';
import { freePort } from '@/lib/test/redis';

/*
 * A second instance of the e2e server's build (scripts/server.ts), on its own copy of the e2e
 * database, that writes its access lines (LOG_LEVEL=info) where the test can read them, and,
 * when asked, the shipped nginx configuration in front of it with its access log in a temporary
 * folder. The e2e server itself logs at warn into Playwright's output, which no test can read.
 *
 * With `ownBuild`, the instance serves a copy of the build (its pages included, without the
 * compiler's cache), so that what it renders and keeps never reaches the e2e server's folder: an
 * instance whose clock is moved (e2e/campaign-expiry.spec.ts) runs beside every other spec.
 */

const root = path.resolve(__dirname, '..');
const tsxLoader = path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs');
const E2E_DATA_DIR = path.resolve(root, process.env.E2E_DATA_DIR ?? 'data/e2e');
/** The e2e server's session secret (playwright.config.ts), which signs preview links too. */
export const E2E_SECRET = 'e2e-secret-e2e-secret-e2e-secret';

export interface LoggedInstance {
  /** The instance itself, http://127.0.0.1:<port>. */
  url: string;
  /** nginx in front of it (the instance's url when started without nginx). */
  proxyUrl: string;
  /** The instance's DATA_DIR (its mail is written under mail/). */
  dataDir: string;
  /** Every line the instance wrote to stdout and stderr so far. */
  appLog(): string[];
  /** nginx's access log so far ('' without nginx). */
  nginxLog(): string;
  stop(): Promise<void>;
}

async function waitForAnswer(url: string, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive()) throw new Error(`The process behind ${url} exited.`);
    const status = await fetch(url).then((response) => response.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within 60 s.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

interface InstanceOptions {
  /** The shipped nginx configuration in front of the instance. */
  nginx?: boolean;
  /** Serve a copy of the build instead of the e2e server's own folder. */
  ownBuild?: boolean;
  /** More settings for the instance (OZ_TEST_CLOCK, ADMIN_ORIGINS…). */
  env?: Record<string, string>;
}

/** A copy of the e2e build beside it (Next.js keeps distDir inside the project), without `cache`, the compiler's. */
function copyBuild(): string {
  const copy = `${distDir}-instance-${process.pid}-${Date.now()}`;
  const cache = path.join(distDir, 'cache');
  cpSync(distDir, copy, { recursive: true, filter: (source) => source !== cache });
  return copy;
}

export async function startLoggedInstance({ nginx: withNginx = false, ownBuild = false, env = {} }: InstanceOptions = {}): Promise<LoggedInstance> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'oz-logged-'));
  // nginx started as root runs its workers as nobody, who must reach the cache folder inside.
  chmodSync(folder, 0o755);
  const dataDir = path.join(folder, 'data');
  mkdirSync(dataDir);
  // SQLite's online backup: a consistent copy while the e2e server keeps writing.
  const source = new Database(path.join(E2E_DATA_DIR, 'oz.sqlite'), { readonly: true });
  await source.backup(path.join(dataDir, 'oz.sqlite'));
  source.close();

  const build = ownBuild ? copyBuild() : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const app = spawn(process.execPath, ['--import', tsxLoader, path.join(root, 'scripts', 'server.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      BIND_ADDRESS: '127.0.0.1',
      SITE_URL: url,
      NEXTAUTH_URL: url,
      NEXTAUTH_SECRET: E2E_SECRET,
      TRUST_PROXY_HOPS: '1',
      ENQUIRY_RETENTION_DAYS: '730',
      LOG_LEVEL: 'info',
      ...(build ? { NEXT_DIST_DIR: path.relative(root, build) } : {}),
      ...env,
    },
  });
  for (const stream of [app.stdout, app.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
    });
  }
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    await stopProcess(nginx, 'SIGQUIT');
    await stopProcess(app, 'SIGTERM');
    rmSync(folder, { recursive: true, force: true });
    if (build) rmSync(build, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${url}/api/ready`, () => app.exitCode === null);
    let proxyUrl = url;
    const accessLog = path.join(folder, 'access.log');
    if (withNginx) {
      const nginxPath = findNginx();
      if (!nginxPath) throw new Error('nginx is not installed (apt-get install -y nginx).');
      const listen = `127.0.0.1:${await freePort()}`;
      const config = renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), {
        listen,
        upstreams: [`127.0.0.1:${port}`],
        pidFile: path.join(folder, 'nginx.pid'),
        logDir: folder,
        cacheDir: path.join(folder, 'cache'),
        tempDir: folder,
      });
      writeFileSync(path.join(folder, 'nginx.conf'), config);
      nginx = spawn(nginxPath, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-e', path.join(folder, 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
      proxyUrl = `http://${listen}`;
      await waitForAnswer(`${proxyUrl}/api/health`, () => nginx?.exitCode === null);
    }
    return {
      url,
      proxyUrl,
      dataDir,
      appLog: () => [...lines],
      nginxLog: () => (withNginx ? readFileSync(accessLog, 'utf8') : ''),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The JSON lines of the instance's log (anything else it printed is left out). */
export function jsonLines(lines: string[]): Record<string, unknown>[] {
  return lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
