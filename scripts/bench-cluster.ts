/**
 * `npm run bench:cluster`: the site as several instances behind the shipped nginx (scripts/cluster.ts,
 * deploy/nginx.conf), measured on this machine. A report, not a timed test. It prints:
 *
 * - requests/s and latency (p50, p99, max) of the top page, a store page and an article through
 *   nginx and its micro-cache, beside nginx serving the same bytes (headers and body) as static
 *   files, interleaved in one run (wrk, c=50, medians of the rounds);
 * - the time from an admin's save through one instance to the new content served through nginx.
 *
 * Needs PostgreSQL, Redis, nginx and wrk (`apt-get install -y nginx wrk`). Uses its own ports,
 * data folder and schema (oz_cluster_bench) in DATABASE_URL's database, and REDIS_URL; without
 * them, the local servers' `test` database and Redis database 15, cleaned up afterwards
 * (scripts/cluster/bench-services.ts). It builds into .next-cluster, the folder of `npm run cluster`
 * (rebuilt when it was made from another schema).
 */
import './env';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { storePath } from '@/lib/core/routes';
import { findNginx, runWrk, serveStaticCopies, type StaticPage, which, type WrkFigures } from './bench-throughput';
import { nginxFolder, startCluster } from './cluster';
import { benchServices, removeBenchData } from './cluster/bench-services';

const ADMIN = { email: 'bench@cluster.test', password: 'bench-cluster-password' };
const PORTS = { instances: [3121, 3122], proxy: 8092, static: 8093 };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const SAVES = 5;

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
}

/** Signs in through the proxy as a browser does; returns the Cookie header of the session. */
async function signIn(base: string, origin: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const jar = cookiesOf(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; '), origin },
    body: new URLSearchParams({ csrfToken, email: ADMIN.email, password: ADMIN.password, json: 'true' }),
  });
  const session = cookiesOf(answer).find((cookie) => cookie.includes('session-token='));
  if (!session) throw new Error(`Signing in failed (${answer.status}).`);
  return session;
}

async function graphql<T>(base: string, origin: string, cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

function row(label: string, runs: WrkFigures[]): string {
  const pick = (key: keyof WrkFigures) => median(runs.map((run) => run[key]));
  return `  ${label.padEnd(29)} ${pick('requestsPerSecond').toFixed(0).padStart(8)} req/s   p50 ${pick('p50Ms').toFixed(2).padStart(6)} ms   p99 ${pick('p99Ms').toFixed(2).padStart(7)} ms   max ${pick('maxMs').toFixed(0).padStart(5)} ms   errors ${pick('errors')}`;
}

async function main(): Promise<void> {
  const nginx = findNginx();
  if (!nginx || !which('wrk')) throw new Error("bench:cluster needs nginx and wrk: apt-get install -y nginx wrk");
  const services = benchServices();
  const cluster = await startCluster({
    ports: PORTS.instances,
    proxyPort: PORTS.proxy,
    databaseUrl: services.databaseUrl,
    schema: services.schema,
    redisUrl: services.redisUrl,
    dataDir: 'data/cluster-bench',
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    log: () => undefined,
  }).catch(async (error: unknown) => {
    // The reason the cluster did not start matters more than a failed clean-up.
    await removeBenchData(services).catch(() => undefined);
    throw error;
  });
  // The static nginx's configuration and logs, beside the cluster's nginx folder (serveStaticCopies
  // keeps the pages themselves where its workers can read them).
  const scratch = `${nginxFolder(path.resolve(__dirname, '..', 'data', 'cluster-bench'))}-static`;
  rmSync(scratch, { recursive: true, force: true });
  try {
    const origin = cluster.siteUrl;
    const cookie = await signIn(cluster.url, origin);
    const a = cluster.instances[0]!.url;
    const stores = await graphql<{ listStores: { items: { id: string; link: string }[] } }>(a, origin, cookie, '{ listStores(limit: 100) { items { id link } } }');
    const store = stores.listStores.items[0]!;
    // The newest article the news list links to.
    const articleLink = /href="(\/news\/[^"/]+\/[^"/]+)"/.exec(await (await fetch(`${cluster.url}/news`)).text())?.[1];
    if (!articleLink) throw new Error('The news list links to no article.');
    const pages: [label: string, pagePath: string, file: string][] = [
      ['top /', '/', 'top.html'],
      [`store ${storePath(store.link)}`, storePath(store.link), 'store.html'],
      [`article ${decodeURIComponent(articleLink)}`, articleLink, 'article.html'],
    ];
    // The bytes nginx sends for each page, its headers and its body, saved as static files for
    // the comparison.
    const copies = new Map<string, StaticPage>();
    for (const [, pagePath, file] of pages) {
      const answer = await fetch(`${cluster.url}${pagePath}`);
      copies.set(file, { body: Buffer.from(await answer.arrayBuffer()), headers: answer.headers });
    }
    const statics = await serveStaticCopies(nginx, scratch, PORTS.static, copies);
    try {
      console.log(`\nThroughput: wrk c=${CONNECTIONS} × ${SECONDS} s, ${ROUNDS} rounds interleaved, medians; ${cluster.instances.length} instances behind nginx\n`);
      for (const [label, pagePath, file] of pages) {
        const throughCluster: WrkFigures[] = [];
        const fromFile: WrkFigures[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          throughCluster.push(await runWrk(`${cluster.url}${pagePath}`, SECONDS, CONNECTIONS));
          fromFile.push(await runWrk(`${statics.base}/${file}`, SECONDS, CONNECTIONS));
        }
        const ratio = median(throughCluster.map((run) => run.requestsPerSecond)) / median(fromFile.map((run) => run.requestsPerSecond));
        console.log(`${label}: ${ratio.toFixed(2)} of nginx's rate serving the same bytes from a file`);
        console.log(row('nginx + 2 instances', throughCluster));
        console.log(row('nginx, same bytes from a file', fromFile));
        console.log('');
      }
    } finally {
      await statics.stop();
    }

    // From a save through instance A to the new content through nginx.
    const page = `${cluster.url}${storePath(store.link)}`;
    const delays: number[] = [];
    for (let save = 0; save < SAVES; save += 1) {
      await fetch(page);
      const access = `ベンチ ${Date.now()}`;
      const saved = Date.now();
      await graphql(a, origin, cookie, 'mutation($input: UpdateStoreInput!) { updateStore(input: $input) { id } }', { input: { id: store.id, access } });
      const answered = Date.now();
      for (;;) {
        if ((await (await fetch(page)).text()).includes(access)) break;
        if (Date.now() - saved > 10_000) throw new Error('The edit was not served within 10 s.');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      delays.push(Date.now() - answered);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    console.log(`From save to served through nginx (after the save's answer, ${SAVES} saves): median ${median(delays)} ms, max ${Math.max(...delays)} ms`);
  } finally {
    await cluster.stop();
    rmSync(scratch, { recursive: true, force: true });
    await removeBenchData(services);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
