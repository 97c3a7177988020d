/**
 * `npm run cluster`: the site as it runs on several machines, on this one. Two instances of
 * `scripts/server.ts` (ports 3101 and 3102) on one PostgreSQL database (its own schema,
 * `oz_cluster`) and one Redis, behind nginx on port 8080 with the shared cache of
 * `deploy/nginx.conf`.
 *
 * Before starting them it checks that PostgreSQL and Redis answer, creates the schema, migrates,
 * seeds the demo content when the schema has none, makes sure an admin can sign in, and builds
 * into `.next-cluster` when that build is missing or out of date (`scripts/cluster/prepare.ts`,
 * a child process with the cluster's environment). The instances' output is prefixed `[a]`,
 * `[b]`…, nginx's `[nginx]`; each instance's PostgreSQL connections are named `oz-<schema>-a`… in
 * `pg_stat_activity`. When one of them stops by itself (a crash, `kill -9`), the others keep
 * serving and it is started again after a pause, each on its own (scripts/cluster/supervise.ts:
 * 1, 2, 5, 10 and 30 s, then it is left stopped). Ctrl-C or SIGTERM stops everything (exit code 0).
 *
 * Settings (all optional):
 *   CLUSTER_PORTS          the instances' ports, comma-separated (3101,3102): one instance each
 *   CLUSTER_PROXY_PORT     nginx's port (8080); CLUSTER_PROXY_ADDRESS its address (127.0.0.1)
 *   CLUSTER_SITE_URL       the address visitors use (http://localhost:<proxy port>)
 *   DATABASE_URL           the PostgreSQL database (postgres://postgres@127.0.0.1:5432/test),
 *                          used in the schema CLUSTER_DB_SCHEMA (oz_cluster)
 *   REDIS_URL              the Redis the instances share live events through (redis://127.0.0.1:6379)
 *   CLUSTER_DATA_DIR       the instances' DATA_DIR (data/cluster): session secret and mail, private
 *                          to this user as `npm start` makes its own; nginx's configuration, cache
 *                          and logs are in the system's temporary folder (nginxFolder())
 *   CLUSTER_DIST_DIR       the build's folder (.next-cluster)
 * Everything else (ADMIN_EMAIL, SMTP_URL…) reaches the instances as it would `npm start`.
 *
 * `startCluster()` does the same for a test, and hands back each process to stop, kill or restart.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadEnvConfig } from '@next/env';
import { findNginx, which } from './bench-throughput';
import type { PrepareResult } from './cluster/prepare';
import type { ClusterProcess } from './cluster/process';
import { restartOnExit } from './cluster/supervise';
import { serverEntry } from '@/lib/core/cache/handler-files';
import { securePrivateData } from '@/lib/core/ops/data-folder';
import { withSearchPath } from '@/lib/core/ops/pg-tools';

const root = path.resolve(__dirname, '..');
const tsxLoader = path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs');
/** The shipped nginx configuration, the one source of the cluster's. */
export const NGINX_TEMPLATE = path.join(root, 'deploy', 'nginx.conf');

const DEFAULTS = {
  ports: [3101, 3102],
  proxyPort: 8080,
  proxyAddress: '127.0.0.1',
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
  schema: 'oz_cluster',
  redisUrl: 'redis://127.0.0.1:6379',
  dataDir: 'data/cluster',
  distDir: '.next-cluster',
};
/** How long an instance may take to answer after it is started (Next.js loads its build first). */
const INSTANCE_START_MS = 120_000;
/** How long nginx may take to serve the top page once the instances answer. */
const PROXY_START_MS = 60_000;
/** How long a process may take to stop after SIGTERM before it is killed. */
const STOP_GRACE_MS = 8_000;
/** Lines of a process's output kept to explain why it stopped. */
const TAIL_LINES = 40;

export interface ClusterOptions {
  /** One instance per port (3101, 3102). */
  ports?: number[];
  /** nginx's port (8080) and address (127.0.0.1). */
  proxyPort?: number;
  proxyAddress?: string;
  /** The address visitors use: SITE_URL and NEXTAUTH_URL of every instance (http://localhost:<proxyPort>). */
  siteUrl?: string;
  /** PostgreSQL (postgres://postgres@127.0.0.1:5432/test) and the schema the cluster uses in it (oz_cluster). */
  databaseUrl?: string;
  schema?: string;
  /** Redis (redis://127.0.0.1:6379). */
  redisUrl?: string;
  /** The instances' DATA_DIR (data/cluster), relative to the project or absolute. */
  dataDir?: string;
  /** The build's folder (.next-cluster), relative to the project. */
  distDir?: string;
  /** More environment for the preparation and every instance (OZ_FAULT_INJECTION, ADMIN_EMAIL…). */
  env?: Record<string, string>;
  /** Every line of output, already prefixed ([a], [nginx]…); console.log by default. */
  log?: (line: string) => void;
  /**
   * Called when a process stops without being asked to (not through kill, stop or restart)
   * after the cluster is up; by default the exit is only logged.
   */
  onUnexpectedExit?: (process: ClusterProcess, code: number | null, signal: NodeJS.Signals | null) => void;
  /** Aborting it during startCluster stops whatever was started and rejects. */
  signal?: AbortSignal;
  /** nginx also serves https on this port with this certificate (PEM files), as a site in production does. */
  tls?: NginxTls;
}

export type { ClusterProcess } from './cluster/process';

export interface NginxTls {
  port: number;
  certificateFile: string;
  keyFile: string;
}

export interface Cluster {
  /** Where to send requests: nginx, http://127.0.0.1:8080. */
  url: string;
  /** The address the instances know as theirs (SITE_URL): http://localhost:8080. */
  siteUrl: string;
  instances: ClusterProcess[];
  nginx: ClusterProcess & { configFile: string; logDir: string };
  /** How to sign in to the admin (a generated password appears only on the start that made it). */
  adminNotice: string;
  /** The DATABASE_URL the instances use (with its search_path). */
  databaseUrl: string;
  /** Stops nginx, then the instances. */
  stop(): Promise<void>;
}

// ---------------------------------------------------------------- processes

const liveGroups = new Set<number>();
let exitHookInstalled = false;

/** Whatever happens to this process, no instance or nginx outlives it. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const pid of liveGroups) signalGroup(pid, 'SIGKILL');
  });
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** A child in a process group of its own, so that a signal reaches everything it started. */
function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv, ipc = false): ChildProcess {
  installExitHook();
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])] });
  if (child.pid !== undefined) {
    const pid = child.pid;
    liveGroups.add(pid);
    child.once('exit', () => liveGroups.delete(pid));
  }
  return child;
}

/** Passes each line of the child's output to `log` with `prefix`, keeping the last ones in `tail`. */
function pipeLines(child: ChildProcess, prefix: string, log: (line: string) => void, tail: string[]): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      log(`${prefix}${line}`);
    });
  }
}

interface ProcessSpec {
  name: string;
  port: number;
  url: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Resolves once the process serves; `alive` says whether it still runs. */
  ready: (alive: () => boolean) => Promise<void>;
}

class ManagedProcess implements ClusterProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  /** Set while a stop or a kill was asked for, or while starting: such an exit is nobody's surprise. */
  private expectingExit = false;
  private starting = false;
  private readonly tail: string[] = [];

  constructor(
    private readonly spec: ProcessSpec,
    private readonly log: (line: string) => void,
    private readonly onUnexpectedExit: (process: ClusterProcess, code: number | null, signal: NodeJS.Signals | null) => void,
  ) {}

  get name(): string {
    return this.spec.name;
  }

  get port(): number {
    return this.spec.port;
  }

  get url(): string {
    return this.spec.url;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child?.pid !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(env: Record<string, string> = {}): Promise<void> {
    if (this.running) throw new Error(`${this.name} is already running (pid ${this.pid}).`);
    this.expectingExit = false;
    this.starting = true;
    this.tail.length = 0;
    const child = spawnGroup(this.spec.command, this.spec.args, { ...this.spec.env, ...env });
    this.child = child;
    pipeLines(child, `[${this.name}] `, this.log, this.tail);
    this.exited = new Promise((resolve) => {
      const done = (code: number | null, signal: NodeJS.Signals | null) => {
        if (!this.expectingExit && !this.starting) this.onUnexpectedExit(this, code, signal);
        resolve();
      };
      child.once('exit', done);
      child.once('error', (error) => {
        this.log(`[${this.name}] ${error.message}`);
        if (child.pid === undefined) done(null, null);
      });
    });
    try {
      await this.spec.ready(() => this.child === child && this.running);
    } catch (error) {
      await this.stop();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${this.name} (${this.spec.url}) did not start: ${reason}${this.tail.length ? `\nIts last lines:\n${this.tail.join('\n')}` : ''}`);
    } finally {
      this.starting = false;
    }
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.running || this.pid === undefined) return;
    this.expectingExit = true;
    signalGroup(this.pid, signal);
    await this.exited;
  }

  async stop(): Promise<void> {
    if (!this.running || this.pid === undefined) return;
    const pid = this.pid;
    this.expectingExit = true;
    signalGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
    // Anything the process started and left behind in its group.
    signalGroup(pid, 'SIGKILL');
  }

  async restart(env?: Record<string, string>): Promise<void> {
    await this.stop();
    await this.start(env);
  }
}

/** Resolves when `url` answers with one of `statuses` (any status when omitted). */
async function waitForAnswer(url: string, alive: () => boolean, timeoutMs: number, statuses?: number[]): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!alive()) throw new Error('it exited');
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (!statuses || statuses.includes(response.status)) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${last})`);
}

/** Whether something listens on `port` of this machine. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// ---------------------------------------------------------------- nginx

export interface NginxValues {
  /** nginx's `listen` parameter: 127.0.0.1:8080. */
  listen: string;
  /** host:port of each instance. */
  upstreams: string[];
  /** A second `listen`, with TLS (address:port), and its certificate: as `listen 443 ssl` in production. */
  tls?: { listen: string; certificateFile: string; keyFile: string };
  pidFile: string;
  logDir: string;
  cacheDir: string;
  tempDir: string;
}

/**
 * The shipped configuration with its placeholders filled in: the `__UPSTREAM__` line once per
 * instance, the others in place. Comments are left as they are.
 */
export function renderNginxConfig(template: string, values: NginxValues): string {
  const replacements: Record<string, string> = {
    __LISTEN__: values.listen,
    __PID__: values.pidFile,
    __LOG_DIR__: values.logDir,
    __CACHE_DIR__: values.cacheDir,
    __TEMP_DIR__: values.tempDir,
  };
  const lines = template.split('\n').flatMap((line) => {
    if (line.trimStart().startsWith('#')) return [line];
    if (values.tls && /^\s*listen __LISTEN__;/.test(line)) {
      const indent = line.slice(0, line.indexOf('listen'));
      const { listen, certificateFile, keyFile } = values.tls;
      return [line.replace('__LISTEN__', values.listen), ...[`listen ${listen} ssl;`, `ssl_certificate ${certificateFile};`, `ssl_certificate_key ${keyFile};`].map((each) => `${indent}${each}`)];
    }
    const expanded = line.includes('__UPSTREAM__') ? values.upstreams.map((upstream) => line.replace('__UPSTREAM__', upstream)) : [line];
    return expanded.map((each) => each.replace(/__[A-Z_]+__/g, (name) => replacements[name] ?? name));
  });
  const left = lines.filter((line) => !line.trimStart().startsWith('#') && /__[A-Z_]+__/.test(line));
  if (left.length > 0) throw new Error(`Unknown placeholders in ${path.relative(root, NGINX_TEMPLATE)}:\n${left.join('\n')}`);
  return `# Rendered from deploy/nginx.conf by scripts/cluster.ts at each start: edit that file instead.\n${lines.join('\n')}`;
}

/** nginx's path; installs it when missing and this runs as root with apt-get, as npm test does for Chromium. */
export function ensureNginx(log: (line: string) => void): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() === 0 && which('apt-get')) {
    log('nginx is missing; installing it (apt-get install -y nginx)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env }) : update;
    const installed = install.status === 0 ? findNginx() : null;
    if (installed) return installed;
  }
  throw new Error("npm run cluster needs nginx, which this machine lacks. Install it first:\n  sudo sh -c 'apt-get update && apt-get install -y nginx'");
}

// ---------------------------------------------------------------- the cluster

/** `url` with the name its connections show in pg_stat_activity, so that one can tell (and end) an instance's. */
function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}

function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/** Runs scripts/cluster/prepare.ts with the cluster's environment and returns what it reports. */
function prepare(env: NodeJS.ProcessEnv, log: (line: string) => void, signal: AbortSignal | undefined): Promise<PrepareResult> {
  const child = spawnGroup(process.execPath, ['--import', tsxLoader, path.join(root, 'scripts', 'cluster', 'prepare.ts')], env, true);
  const tail: string[] = [];
  pipeLines(child, '', log, tail);
  return new Promise((resolve, reject) => {
    let result: PrepareResult | undefined;
    // SIGTERM lets it put tsconfig.json back when a build is under way; SIGKILL if it lingers.
    let killTimer: NodeJS.Timeout | undefined;
    const abort = () => {
      if (child.pid === undefined) return;
      const pid = child.pid;
      signalGroup(pid, 'SIGTERM');
      killTimer = setTimeout(() => signalGroup(pid, 'SIGKILL'), STOP_GRACE_MS);
    };
    signal?.addEventListener('abort', abort, { once: true });
    child.on('message', (message: PrepareResult) => {
      if (message?.type === 'prepared') result = message;
    });
    child.once('error', reject);
    child.once('exit', (code, exitSignal) => {
      signal?.removeEventListener('abort', abort);
      clearTimeout(killTimer);
      if (signal?.aborted) reject(new Error('Stopped before the cluster was up.'));
      else if (code === 0 && result) resolve(result);
      else reject(new Error(`The preparation failed (${exitSignal ?? `exit code ${code}`}); see the messages above.`));
    });
  });
}

/**
 * nginx's configuration, cache, temporary files and logs: outside the data folder, which is
 * private (lib/core/ops/data-folder.ts), since nginx started as root runs its workers as `nobody`,
 * who must reach them; one folder for each data folder, so that two clusters never share one.
 */
export function nginxFolder(dataDir: string): string {
  return path.join(tmpdir(), `oz-nginx-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`);
}

/**
 * Starts the cluster and resolves once nginx serves the top page. On any failure (or when
 * `options.signal` aborts) whatever was started is stopped again before it rejects.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = options.ports ?? DEFAULTS.ports;
  const proxyPort = options.proxyPort ?? DEFAULTS.proxyPort;
  const proxyAddress = options.proxyAddress ?? DEFAULTS.proxyAddress;
  const siteUrl = (options.siteUrl ?? `http://localhost:${proxyPort}`).replace(/\/$/, '');
  const schema = options.schema ?? DEFAULTS.schema;
  const databaseUrl = withSearchPath(options.databaseUrl ?? DEFAULTS.databaseUrl, schema);
  const redisUrl = options.redisUrl ?? DEFAULTS.redisUrl;
  const dataDir = path.resolve(root, options.dataDir ?? DEFAULTS.dataDir);
  const distDir = options.distDir ?? DEFAULTS.distDir;
  const nginxDir = nginxFolder(dataDir);
  const logDir = path.join(nginxDir, 'logs');
  const configFile = path.join(nginxDir, 'nginx.conf');
  const signal = options.signal;
  if (ports.length === 0 || ports.length > 26) throw new Error('The cluster needs between 1 and 26 instance ports.');

  let up = false;
  const onUnexpectedExit =
    options.onUnexpectedExit ??
    ((member: ClusterProcess, code: number | null, exitSignal: NodeJS.Signals | null) => log(`[${member.name}] exited unexpectedly (${exitSignal ?? `exit code ${code}`})`));
  const reportExit = (member: ClusterProcess, code: number | null, exitSignal: NodeJS.Signals | null) => {
    if (up) onUnexpectedExit(member, code, exitSignal);
  };

  const nginxBin = ensureNginx(log);
  for (const port of [...ports, proxyPort, ...(options.tls ? [options.tls.port] : [])]) {
    if (await portInUse(port)) throw new Error(`Something already listens on port ${port} (an earlier cluster?); stop it or choose other ports.`);
  }

  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    NEXT_DIST_DIR: distDir,
    SITE_URL: siteUrl,
    NEXTAUTH_URL: siteUrl,
    // nginx is the one proxy in front, on this machine, and it keeps the pages (deploy/nginx.conf).
    TRUST_PROXY_HOPS: '1',
    PROXY_CACHES_PAGES: '1',
    BIND_ADDRESS: '127.0.0.1',
  };
  log(`Preparing the cluster: PostgreSQL ${describeUrl(databaseUrl)} (schema ${schema}), Redis ${describeUrl(redisUrl)}, build ${distDir}, data ${path.relative(root, dataDir) || dataDir}`);
  // Private as `npm start` makes its data folder (lib/core/ops/data-folder.ts).
  await securePrivateData(dataDir);
  const prepared = await prepare({ ...shared, CLUSTER_DB_SCHEMA: schema }, log, signal);
  // The secret from NEXTAUTH_SECRET, or the one kept in DATA_DIR: the same for every instance.
  const instanceEnv: NodeJS.ProcessEnv = { ...shared, NEXTAUTH_SECRET: prepared.authSecret };

  const instances = ports.map(
    (port, index) =>
      new ManagedProcess(
        {
          name: String.fromCharCode(97 + index),
          port,
          url: `http://127.0.0.1:${port}`,
          command: process.execPath,
          args: [serverEntry(path.resolve(root, distDir))],
          env: { ...instanceEnv, PORT: String(port), DATABASE_URL: withApplicationName(databaseUrl, `oz-${schema}-${String.fromCharCode(97 + index)}`) },
          ready: (alive) => waitForAnswer(`http://127.0.0.1:${port}/api/ready`, alive, INSTANCE_START_MS, [200]),
        },
        log,
        reportExit,
      ),
  );

  // A fresh cache each start: pages kept from an earlier build would name scripts it no longer has.
  rmSync(path.join(nginxDir, 'cache'), { recursive: true, force: true });
  rmSync(logDir, { recursive: true, force: true });
  for (const dir of [logDir, path.join(nginxDir, 'tmp')]) mkdirSync(dir, { recursive: true });
  writeFileSync(
    configFile,
    renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), {
      listen: `${proxyAddress}:${proxyPort}`,
      upstreams: ports.map((port) => `127.0.0.1:${port}`),
      ...(options.tls ? { tls: { listen: `${proxyAddress}:${options.tls.port}`, certificateFile: options.tls.certificateFile, keyFile: options.tls.keyFile } } : {}),
      pidFile: path.join(nginxDir, 'nginx.pid'),
      logDir,
      cacheDir: path.join(nginxDir, 'cache'),
      tempDir: path.join(nginxDir, 'tmp'),
    }),
  );
  const nginxArgs = ['-p', nginxDir, '-c', configFile, '-e', path.join(logDir, 'error.log')];
  const tested = spawnSync(nginxBin, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx refuses ${path.relative(root, configFile)}:\n${`${tested.stderr}${tested.stdout}`.trim()}`);
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const nginx = Object.assign(
    new ManagedProcess(
      {
        name: 'nginx',
        port: proxyPort,
        url: proxyUrl,
        command: nginxBin,
        args: [...nginxArgs, '-g', 'daemon off;'],
        env: process.env,
        ready: (alive) => waitForAnswer(`${proxyUrl}/`, alive, PROXY_START_MS),
      },
      log,
      reportExit,
    ),
    { configFile, logDir },
  );

  const stop = async () => {
    up = false;
    await nginx.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  };
  const abort = () => void stop();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    signal?.throwIfAborted();
    await Promise.all(instances.map((instance) => instance.start()));
    signal?.throwIfAborted();
    await nginx.start();
    // The top page through nginx: the proof that the whole chain works.
    await waitForAnswer(`${proxyUrl}/`, () => nginx.running, PROXY_START_MS, [200]);
    signal?.throwIfAborted();
  } catch (error) {
    await stop();
    throw signal?.aborted ? new Error('Stopped before the cluster was up.') : error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
  up = true;
  return { url: proxyUrl, siteUrl, instances, nginx, adminNotice: prepared.adminNotice, databaseUrl, stop };
}

// ---------------------------------------------------------------- npm run cluster

function numberSetting(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`${name} must be a port number, not "${value}".`);
  return number;
}

/** The cluster's options from the environment (see the comment at the top). */
export function clusterOptionsFromEnv(): ClusterOptions {
  const ports = process.env.CLUSTER_PORTS?.trim();
  const setting = (name: string) => process.env[name] || undefined;
  return {
    ports: ports
      ? ports.split(',').map((port) => {
          const number = Number(port.trim());
          if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`CLUSTER_PORTS must be port numbers separated by commas, not "${ports}".`);
          return number;
        })
      : undefined,
    proxyPort: numberSetting('CLUSTER_PROXY_PORT'),
    proxyAddress: setting('CLUSTER_PROXY_ADDRESS'),
    siteUrl: setting('CLUSTER_SITE_URL'),
    databaseUrl: setting('DATABASE_URL'),
    schema: setting('CLUSTER_DB_SCHEMA'),
    redisUrl: setting('REDIS_URL'),
    dataDir: setting('CLUSTER_DATA_DIR'),
    distDir: setting('CLUSTER_DIST_DIR'),
  };
}

async function main(): Promise<void> {
  // .env and .env.local, as every script reads them (scripts/env.ts); set variables win.
  loadEnvConfig(root, false, { info: () => undefined, error: console.error }, true);
  const startup = new AbortController();
  let cluster: Cluster | undefined;
  let stopping = false;
  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    // Still starting: startCluster stops what it started, then rejects (below).
    if (!cluster) return startup.abort();
    console.log('Stopping nginx and the instances…');
    await cluster.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll());
  // A process that stops by itself is started again on its own; the others keep serving.
  const restart = restartOnExit((line) => console.error(line), () => stopping);

  const started = performance.now();
  try {
    cluster = await startCluster({
      ...clusterOptionsFromEnv(),
      signal: startup.signal,
      onUnexpectedExit: (member, code, signal) => void restart(member, code, signal),
    });
  } catch (error) {
    if (stopping) {
      console.log('Stopped.');
      process.exit(0);
    }
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (stopping) return;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nOz cluster up after ${seconds} s: ${cluster.siteUrl} (nginx ${cluster.url}, configuration ${cluster.nginx.configFile}, logs ${cluster.nginx.logDir})`);
  for (const instance of cluster.instances) console.log(`  instance ${instance.name}: ${instance.url} (pid ${instance.pid})`);
  if (cluster.adminNotice) console.log(`\n${cluster.adminNotice}`);
  console.log('An instance or nginx that stops by itself is started again. Ctrl-C stops everything.');
}

if (require.main === module) void main();

