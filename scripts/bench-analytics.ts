/**
 * `npm run bench:analytics`: the visit analytics (lib/core/analytics) measured on this machine, a
 * report, not a timed test. Two instances on PostgreSQL behind the shipped nginx
 * (scripts/cluster.ts startCluster, as bench:cluster), and it prints:
 *
 * - the beacon: its bytes (raw, gzip, Brotli; none of them first-load: it loads once the page is
 *   idle), and Lighthouse on the top page with and without it (the same build, the beacon's script
 *   and endpoint blocked in the runs without), medians of BENCH_LIGHTHOUSE_ROUNDS (5) each, interleaved;
 * - page views per second accepted through nginx (wrk, POST /api/a, varied visitors, pages and
 *   sources), how far behind the writes were at most (the instances' buffered-events gauge) and how
 *   long after the load the last one was stored, and whether every page view answered 204 was stored;
 * - the top page's requests per second through nginx alone, and with 2,000 page views a second beside it;
 * - a SIGTERM of one instance under load: page views answered 204 against page views stored (0 lost
 *   is the claim); then a kill -9 of the other: what it lost (at most its last second is the claim);
 * - the dashboard's query (analyticsReport, all stores, a month beside the month before) over
 *   BENCH_EVENTS (10,000,000) stored page views and their hourly and daily counters, median of 5.
 *
 * Needs PostgreSQL, Redis, nginx, wrk (`apt-get install -y nginx wrk`) and Chromium. Uses its own
 * ports, data folder, build folder (.next-analytics-bench) and schema (oz_analytics_bench, removed
 * afterwards unless DATABASE_URL names the database; scripts/cluster/bench-services.ts).
 */
import './env';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Flags } from 'lighthouse';
import { analyticsReport } from '@/lib/core/analytics';
import { openDb } from '@/lib/core/db';
import { withClient } from '@/lib/core/ops/pg-tools';
import { addDays, japanToday } from '@/lib/core/time/japan';
import { median } from './bench-budgets';
import { findNginx, parseWrk, runWrk, which, type WrkFigures } from './bench-throughput';
import { startCluster } from './cluster';
import { benchServices, removeBenchData } from './cluster/bench-services';
import { cpuSlowdownFor } from './cpu-slowdown';

const root = path.resolve(__dirname, '..');
const ADMIN = { email: 'bench@analytics.test', password: 'bench-analytics-password' };
const PORTS = { instances: [3131, 3132], proxy: 8094 };
const SCHEMA = 'oz_analytics_bench';
const LIGHTHOUSE_ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
/** The rate the pages are measured beside, and the SIGTERM test sends at. */
const PACED_RATE = 2000;

const say = (line = '') => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- the beacon's weight and Lighthouse

function beaconBytes(): string {
  const file = readFileSync(path.join(root, 'public', 'oz-beacon.js'));
  return `${file.length} B raw, ${gzipSync(file, { level: 9 }).length} B gzip, ${brotliCompressSync(file).length} B Brotli; not part of the first load (fetched once the page is idle by components/site/visit-beacon.tsx, whose few lines are)`;
}

interface LighthouseFigures {
  score: number | null;
  tbtMs: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  beaconBytes: number;
  cpuIndex: number | null;
}

async function lighthouseOnce(url: string, blockBeacon: boolean, cpuSlowdownMultiplier?: number): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'], logLevel: 'silent' });
  try {
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      port: chrome.port,
      ...(blockBeacon ? { blockedUrlPatterns: ['*/oz-beacon.js', '*/api/a'] } : {}),
      ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const rows = ((lhr.audits['network-requests']?.details as { items?: { url?: string; transferSize?: number }[] } | undefined)?.items ?? []).filter((row) => row.url?.includes('oz-beacon.js'));
    return {
      score: typeof lhr.categories.performance?.score === 'number' ? lhr.categories.performance.score * 100 : null,
      tbtMs: numeric('total-blocking-time'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      beaconBytes: rows.reduce((sum, row) => sum + (row.transferSize ?? 0), 0),
      cpuIndex: lhr.environment.benchmarkIndex ?? null,
    };
  } finally {
    chrome.kill();
  }
}

async function compareLighthouse(url: string): Promise<void> {
  const calibration = await lighthouseOnce(url, true);
  const cpu = cpuSlowdownFor(calibration.cpuIndex ?? 1000);
  const runs: Record<'with' | 'without', LighthouseFigures[]> = { with: [], without: [] };
  for (let round = 0; round < LIGHTHOUSE_ROUNDS; round += 1) {
    runs.with.push(await lighthouseOnce(url, false, cpu.multiplier));
    runs.without.push(await lighthouseOnce(url, true, cpu.multiplier));
  }
  const cell = (figures: LighthouseFigures[], pick: (one: LighthouseFigures) => number | null, digits = 0) => {
    const value = median(figures.map(pick));
    return value === null ? '—' : value.toFixed(digits);
  };
  say(`\nLighthouse, top page through nginx (mobile, simulated throttling, CPU slowdown ${cpu.multiplier.toFixed(2)}× from index ${Math.round(cpu.benchmarkIndex)}), medians of ${LIGHTHOUSE_ROUNDS} runs each, interleaved`);
  say(`  ${''.padEnd(16)} ${'score'.padStart(6)} ${'FCP ms'.padStart(8)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'beacon B'.padStart(9)}`);
  for (const [label, figures] of [
    ['with the beacon', runs.with],
    ['without it', runs.without],
  ] as const) {
    say(`  ${label.padEnd(16)} ${cell(figures, (one) => one.score).padStart(6)} ${cell(figures, (one) => one.fcpMs).padStart(8)} ${cell(figures, (one) => one.lcpMs).padStart(8)} ${cell(figures, (one) => one.tbtMs).padStart(8)} ${cell(figures, (one) => one.beaconBytes).padStart(9)}`);
  }
}

// ---------------------------------------------------------------- beacon load (wrk + Lua)

/**
 * wrk's script: every request a page view of another visitor (one of 50,000 user agents), page,
 * store and source; `delay` paces each connection when a rate is asked for.
 */
function luaScript(origin: string, storeIds: string[], ratePerConnection: number | null): string {
  const stores = storeIds.map((id) => `"${id}"`).join(', ');
  return `
local stores = { ${stores} }
local sources = { {"", "", ""}, {"newsletter", "email", "winter"}, {"instagram", "social", "spring"}, {"", "", ""} }
local referrers = { "", "www.google.co.jp", "search.yahoo.co.jp", "blog.example.jp", "" }
math.randomseed(os.time() + tonumber(tostring({}):sub(8), 16))
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"
wrk.headers["Origin"] = "${origin}"
request = function()
  local n = math.random(1, 50000)
  local store = stores[math.random(1, #stores)]
  local source = sources[math.random(1, #sources)]
  local kind = math.random(1, 4)
  local path, st
  if kind == 1 then path = "/"; st = ""
  elseif kind == 2 then path = "/news/column/article-" .. math.random(1, 300); st = ""
  elseif kind == 3 then path = "/store/s" .. math.random(1, 12); st = store
  else path = "/store/s" .. math.random(1, 12) .. "/booking"; st = store end
  local body = string.format('{"p":"%s","e":%d,"st":"%s","r":"%s","s":"%s","m":"%s","c":"%s"}', path, math.random(0, 1), st, referrers[math.random(1, #referrers)], source[1], source[2], source[3])
  wrk.headers["User-Agent"] = "Mozilla/5.0 (Linux; Android 14; Pixel " .. (n % 9) .. ") AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0." .. n .. ".0 Mobile Safari/537.36"
  return wrk.format(nil, "/api/a", nil, body)
end
${ratePerConnection ? `delay = function() return ${Math.max(1, Math.round(1000 / ratePerConnection))} end` : ''}
`;
}

function beaconLoad(url: string, script: string, seconds: number, connections: number): Promise<WrkFigures> {
  const file = path.join(tmpdir(), `oz-beacon-${process.pid}-${Date.now()}.lua`);
  writeFileSync(file, script);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '--latency', '-s', file, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      rmSync(file, { force: true });
      resolve(parseWrk(output));
    });
  });
}

/** Page views answered 204: wrk's requests less its errors (timeouts, resets, non-2xx). */
const answered = (figures: WrkFigures) => figures.requests - figures.errors;

// ---------------------------------------------------------------- the database

async function storedEvents(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => Number((await client.query<{ n: string }>(`select count(*) as n from ${SCHEMA}.analytics_event`)).rows[0]?.n ?? 0));
}

/** Polls until the stored count stops growing; answers the count and the ms it took after `since`. */
async function settled(databaseUrl: string, since: number): Promise<{ stored: number; afterMs: number }> {
  let last = -1;
  let changedAt = Date.now();
  for (;;) {
    const now = await storedEvents(databaseUrl);
    if (now !== last) {
      last = now;
      changedAt = Date.now();
    } else if (Date.now() - changedAt > 3000) return { stored: now, afterMs: Math.max(0, changedAt - since) };
    await sleep(100);
  }
}

async function bufferedOn(instanceUrl: string): Promise<number> {
  try {
    const text = await (await fetch(`${instanceUrl}/api/metrics`)).text();
    return Number(/^oz_analytics_buffered_events (\S+)$/m.exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * A month of page views (EVENTS of them, from the first of last month) inserted by PostgreSQL
 * itself, and their counters made from them by aggregation, as the writes would have left them
 * (visitors per row counted distinct, which the first-seen rule of rollup.ts equals for the site
 * totals and the paths); then the dashboard's query, 5 times.
 */
async function dashboardOverManyEvents(databaseUrl: string, storeIds: string[]): Promise<void> {
  const today = japanToday();
  const monthStart = `${addDays(`${today.slice(0, 8)}01`, -1).slice(0, 8)}01`;
  const monthEnd = addDays(`${today.slice(0, 8)}01`, -1);
  const days = Math.round((Date.parse(monthEnd) - Date.parse(monthStart)) / 86_400_000) + 1;
  const started = Date.now();
  await withClient(databaseUrl, async (client) => {
    await client.query(`set search_path = ${SCHEMA}`);
    await client.query('truncate analytics_event, analytics_hourly, analytics_daily, analytics_seen');
    await client.query(`create temporary table bench_store (n int, id text)`);
    for (const [index, id] of storeIds.entries()) await client.query('insert into bench_store values ($1, $2)', [index, id]);
    await client.query(`
      insert into analytics_event (at, path, "storeId", source, medium, campaign, referrer, device, visitor, entry)
      select to_char(t, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             case when k < 30 then '/' when k < 70 then '/news/column/article-' || (g % 400) when k < 90 then '/store/s' || s.n else '/store/s' || s.n || '/booking' end,
             case when k >= 70 then s.id end,
             (array['direct','google','yahoo','instagram','newsletter','blog.example.jp'])[1 + g % 6],
             (array['','organic','organic','social','email','referral'])[1 + g % 6],
             case when g % 11 = 0 then 'campaign-' || (g % 7) else '' end,
             '', (array['mobile','mobile','desktop','tablet'])[1 + g % 4],
             lpad(to_hex(g % 300000), 16, '0'), (g % 3 = 0)::int
      from (select g, (g * 7919) % 100 as k, timestamp '${monthStart} 00:00' - interval '9 hours' + (g::float8 / ${EVENTS} * ${days}) * interval '1 day' as t
            from generate_series(1::bigint, ${EVENTS}) g) e
      join bench_store s on s.n = g % ${storeIds.length}`);
    const japanDay = `to_char(("at"::timestamptz at time zone 'Asia/Tokyo'), 'YYYY-MM-DD')`;
    const japanHour = `to_char(("at"::timestamptz at time zone 'Asia/Tokyo'), 'YYYY-MM-DD"T"HH24')`;
    for (const [table, bucket, expression] of [
      ['analytics_daily', 'day', japanDay],
      ['analytics_hourly', 'hour', japanHour],
    ] as const) {
      const counters = (dimension: string, storeId: string, value: string, where = 'true') =>
        client.query(`insert into ${table} (dimension, ${bucket}, "storeId", value, pageviews, visits, visitors)
          select '${dimension}', ${expression}, ${storeId}, ${value}, count(*), sum(entry), count(distinct visitor) from analytics_event where ${where} group by 2, 3, 4`);
      for (const [dimension, value, where] of [
        ['all', `''`, 'true'],
        ['source', `source || chr(9) || medium`, 'true'],
        ['campaign', 'campaign', `campaign <> ''`],
        ['device', 'device', 'true'],
      ]) {
        await counters(dimension!, `''`, value!, where);
        await counters(dimension!, `"storeId"`, value!, `${where} and "storeId" is not null`);
      }
      await counters('path', `coalesce("storeId", '')`, 'path');
    }
    await client.query('analyze');
  });
  const sizes = await withClient(databaseUrl, async (client) => {
    const count = async (table: string) => Number((await client.query<{ n: string }>(`select count(*) as n from ${SCHEMA}.${table}`)).rows[0]?.n ?? 0);
    return { events: await count('analytics_event'), daily: await count('analytics_daily'), hourly: await count('analytics_hourly') };
  });
  say(`\nThe dashboard over ${sizes.events.toLocaleString('en')} stored page views (${monthStart}〜${monthEnd}, made in ${((Date.now() - started) / 1000).toFixed(0)} s): ${sizes.daily.toLocaleString('en')} daily and ${sizes.hourly.toLocaleString('en')} hourly counter rows`);
  const db = openDb({ dialect: 'postgres', url: databaseUrl, schema: SCHEMA, maxConnections: 10 });
  try {
    const times: number[] = [];
    for (let run = 0; run < 6; run += 1) {
      const start = performance.now();
      const report = await analyticsReport(db, { from: monthStart, to: monthEnd, reach: null });
      const ms = performance.now() - start;
      if (run === 0) say(`  first (cold) run ${ms.toFixed(0)} ms: ${report.totals.pageviews.toLocaleString('en')} page views, ${report.totals.visitors.toLocaleString('en')} visitors, ${report.pages.length} pages, ${report.funnel.length} stores`);
      else times.push(ms);
    }
    say(`  analyticsReport, a month and the month before, all stores: median ${median(times)?.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms of 5 (target: under 300 ms)`);
    const staffTimes: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const start = performance.now();
      await analyticsReport(db, { from: monthStart, to: monthEnd, reach: storeIds.slice(0, 1) });
      staffTimes.push(performance.now() - start);
    }
    say(`  the same for store staff of one store: median ${median(staffTimes)?.toFixed(0)} ms`);
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  if (!findNginx() || !which('wrk')) throw new Error('bench:analytics needs nginx and wrk: apt-get install -y nginx wrk');
  const services = benchServices(process.env, SCHEMA);
  say(`The beacon (public/oz-beacon.js): ${beaconBytes()}`);
  say('Starting two instances on PostgreSQL behind nginx (builds .next-analytics-bench when needed)…');
  const cluster = await startCluster({
    ports: PORTS.instances,
    proxyPort: PORTS.proxy,
    databaseUrl: services.databaseUrl,
    schema: services.schema,
    redisUrl: services.redisUrl,
    dataDir: 'data/analytics-bench',
    distDir: '.next-analytics-bench',
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
    log: () => undefined,
  }).catch(async (error: unknown) => {
    await removeBenchData(services).catch(() => undefined);
    throw error;
  });
  const databaseUrl = cluster.databaseUrl;
  try {
    const storeIds = await withClient(databaseUrl, async (client) => (await client.query<{ id: string }>(`select id from ${SCHEMA}.store order by name`)).rows.map((row) => row.id));
    const beaconUrl = `${cluster.url}/api/a`;

    await compareLighthouse(`${cluster.url}/`);

    // Throughput: as fast as wrk can send, 40 connections.
    const before = await storedEvents(databaseUrl);
    let maxBuffered = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const depths = await Promise.all(cluster.instances.map((instance) => bufferedOn(instance.url)));
        maxBuffered = Math.max(maxBuffered, depths.reduce((sum, depth) => sum + depth, 0));
        await sleep(250);
      }
    })();
    const load = await beaconLoad(beaconUrl, luaScript(cluster.siteUrl, storeIds, null), LOAD_SECONDS, 40);
    const loadEnded = Date.now();
    sampling = false;
    await sampler;
    const drained = await settled(databaseUrl, loadEnded);
    const accepted = answered(load);
    say(`\nPage views through nginx to 2 instances on PostgreSQL (wrk, 40 connections, ${LOAD_SECONDS} s, every request another visitor, page and source):`);
    say(`  accepted ${(accepted / LOAD_SECONDS).toFixed(0)}/s (${accepted.toLocaleString('en')} answered 204, p50 ${load.p50Ms.toFixed(1)} ms, p99 ${load.p99Ms.toFixed(1)} ms, errors ${load.errors}) (target: at least 2,000/s)`);
    say(`  writes behind at most ${maxBuffered.toLocaleString('en')} page views (both instances' buffers); the last one stored ${drained.afterMs} ms after the load ended`);
    // wrk counts the answers that came within its time; the requests in flight when it stops are answered too, and stored.
    const stored = drained.stored - before;
    say(`  stored ${stored.toLocaleString('en')} of ${accepted.toLocaleString('en')} answered: ${stored >= accepted ? `none lost${stored > accepted ? ` (${stored - accepted} more: answered after wrk stopped counting)` : ''}` : `${accepted - stored} missing`}`);

    // The pages, alone and beside 2,000 page views a second (20 connections, one every 10 ms each).
    const alone = await runWrk(`${cluster.url}/`, 10, 50);
    const beside = beaconLoad(beaconUrl, luaScript(cluster.siteUrl, storeIds, PACED_RATE / 20), 12, 20);
    await sleep(1000);
    const loaded = await runWrk(`${cluster.url}/`, 10, 50);
    const paced = await beside;
    say(`\nThe top page through nginx (wrk, 50 connections, 10 s): ${alone.requestsPerSecond.toFixed(0)} req/s alone (p99 ${alone.p99Ms.toFixed(1)} ms), ${loaded.requestsPerSecond.toFixed(0)} req/s beside ${(answered(paced) / 12).toFixed(0)} page views/s (p99 ${loaded.p99Ms.toFixed(1)} ms)`);
    await settled(databaseUrl, Date.now());

    // SIGTERM of instance a under load: every page view answered 204 is stored.
    const [a, b] = cluster.instances;
    const termBefore = await storedEvents(databaseUrl);
    const termLoad = beaconLoad(beaconUrl, luaScript(cluster.siteUrl, storeIds, PACED_RATE / 20), 10, 20);
    await sleep(4000);
    await a!.stop();
    const term = await termLoad;
    const termStored = (await settled(databaseUrl, Date.now())).stored - termBefore;
    say(`\nSIGTERM of instance a after 4 s of a 10 s load at ${PACED_RATE}/s: ${answered(term).toLocaleString('en')} answered 204, ${termStored.toLocaleString('en')} stored: ${termStored === answered(term) ? '0 lost' : `${answered(term) - termStored} lost`} (${term.errors} requests refused or failed meanwhile, never answered 204)`);

    // kill -9 of instance b (a back first): what its buffer held is lost, at most a second's worth.
    await a!.restart();
    const killBefore = await storedEvents(databaseUrl);
    const killLoad = beaconLoad(beaconUrl, luaScript(cluster.siteUrl, storeIds, PACED_RATE / 20), 10, 20);
    await sleep(4000);
    await b!.kill('SIGKILL');
    const killed = await killLoad;
    const killStored = (await settled(databaseUrl, Date.now())).stored - killBefore;
    say(`kill -9 of instance b after 4 s of the same load: ${answered(killed).toLocaleString('en')} answered 204, ${killStored.toLocaleString('en')} stored, ${answered(killed) - killStored} lost (about ${((answered(killed) - killStored) / (PACED_RATE / 2)).toFixed(2)} s of that instance's share; its buffer is written every second)`);

    await dashboardOverManyEvents(databaseUrl, storeIds);
  } finally {
    await cluster.stop();
    await removeBenchData(services);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
