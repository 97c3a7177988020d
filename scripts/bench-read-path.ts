/**
 * What a store page's data costs when its cache misses: `npx tsx scripts/bench-read-path.ts`
 * (add `--pg`, or BENCH_PG=1, to measure PostgreSQL too, at DATABASE_URL_TEST or the local test
 * database; `--runs N` or BENCH_RUNS, 200 by default). On the demo content, in this process, the
 * store page's reads of lib/core/content run as the page runs them, with nothing cached ('use
 * cache' means nothing outside Next.js, and cacheTag and cacheLife are stubbed here): its six
 * database reads (the store, its reviews, trainers and questions, its running campaign's article
 * and the closed days) beside the floor, the same rows read with bare SQL; and the seventh, the
 * holiday calendar, which reads no database. Works on throw-away databases and removes them
 * afterwards.
 */
import './server-only';
import { openBenchDatabases } from './bench-databases';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SqlBool, sql } from 'kysely';

const dataDir = mkdtempSync(path.join(tmpdir(), 'oz-bench-read-'));
process.env.DATA_DIR = dataDir;
process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString('base64url');
delete process.env.REDIS_URL;

/*
 * Outside Next.js, cacheTag and cacheLife throw (they need the cacheComponents config): the reads
 * are measured with both as no-ops, which is what a miss costs less the cache's own bookkeeping.
 */
const nextCache = createRequire(__filename).resolve('next/cache');
const stub = new Module(nextCache);
stub.filename = nextCache;
stub.loaded = true;
stub.exports = { cacheTag: () => undefined, cacheLife: () => undefined };
(Module as unknown as { _cache: Record<string, Module> })._cache[nextCache] = stub;

const WARM_UP = 10;
const argRuns = process.argv.find((arg, index, all) => all[index - 1] === '--runs');
const RUNS = Number(argRuns ?? process.env.BENCH_RUNS ?? 200);

interface Row {
  scenario: string;
  engine: string;
  median: number;
  p95: number;
}

async function measure(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let index = 0; index < WARM_UP; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}

async function main(): Promise<void> {
  // Imported after the environment above is set, as the application reads it once.
  const { openMigratedDb, setDbForProcess } = await import('@/lib/core/db');
  const { seedDemoContent } = await import('@/scripts/seed/demo-content');
  const { getStoreByLink, getStores, getStoreQuestions, getStoreReviews, getStoreTrainers } = await import('@/lib/core/content/stores');
  const { getRunningCampaigns, getStoreCampaignNews } = await import('@/lib/core/content/campaigns');
  const { getOpeningCalendar, getStoreClosedDates, CALENDAR_DAYS } = await import('@/lib/core/content/opening');
  const { closedDatesByStore } = await import('@/lib/core/booking');
  const { japanToday, DAY_MS } = await import('@/lib/core/time/japan');

  const databases = await openBenchDatabases(openMigratedDb, dataDir, { postgres: process.argv.includes('--pg') || process.env.BENCH_PG === '1' });
  const { targets } = databases;

  try {
    const rows: Row[] = [];
    for (const { engine, db } of targets) {
      await seedDemoContent(db);
      setDbForProcess(db);

      // The store whose page reads the most: one running a campaign with an article, else the first.
      const stores = await getStores();
      const running = await getRunningCampaigns();
      const store = stores.find((candidate) => running.some((campaign) => campaign.storeId === candidate.id && campaign.newsId)) ?? stores[0];
      if (!store) throw new Error('The demo content has no published store.');
      const campaignNews = await getStoreCampaignNews(store.id);
      console.log(`${engine}: store page /store/${store.link} (${stores.length} stores; campaign article: ${campaignNews ? 'yes' : 'no'})`);

      // As app/(site)/store/[link]/page.tsx reads (generateMetadata's findStore is the same read),
      // less the holiday calendar, which reads no database and is timed on its own.
      const page = async () => {
        const found = await getStoreByLink(store.link);
        if (!found) throw new Error('The store went missing.');
        return Promise.all([
          getStoreReviews(found.id),
          getStoreTrainers(found.id),
          getStoreQuestions(found.id),
          getStoreCampaignNews(found.id),
          getStoreClosedDates(),
        ]);
      };
      rows.push({ scenario: 'store page: its 6 database reads through lib/core/content', engine, ...(await measure(page)) });

      // The floor: the same rows (visible ones only, as the repository selects them) with bare SQL.
      const now = new Date().toISOString();
      const enabled = db.kysely.selectFrom('store').select('id').where('enabled', '=', 1);
      const published = sql<SqlBool>`status = 'PUBLISHED' and ("publishAt" is null or "publishAt" <= ${now})`;
      const nextTime = (table: 'news' | 'campaign') =>
        db.kysely.selectFrom(table).select(sql<string | null>`min("publishAt")`.as('next')).where('status', '=', 'PUBLISHED').where('publishAt', '>', now).executeTakeFirst();
      const floor = async () => {
        await db.kysely.selectFrom('store').selectAll().where('enabled', '=', 1).orderBy('id').execute();
        const byStore = (table: 'review' | 'trainer' | 'question') =>
          db.kysely.selectFrom(table).selectAll().where('storeId', '=', store.id).where('storeId', 'in', enabled).orderBy('createdAt').orderBy('id').execute();
        const today = japanToday(new Date());
        const last = new Date(Date.parse(`${today}T00:00:00Z`) + CALENDAR_DAYS * DAY_MS).toISOString().slice(0, 10);
        await Promise.all([
          byStore('review'),
          byStore('trainer'),
          byStore('question'),
          (async () => {
            await nextTime('campaign');
            await db.kysely.selectFrom('campaign').selectAll().where('storeId', 'in', enabled).where(published).orderBy('id').execute();
            if (!campaignNews) return;
            await nextTime('news');
            await db.kysely.selectFrom('news').selectAll().where('id', '=', campaignNews.id).where(published).executeTakeFirst();
          })(),
          closedDatesByStore(db, today, last),
        ]);
      };
      rows.push({ scenario: 'SQL floor: the same rows with bare Kysely', engine, ...(await measure(floor)) });
      rows.push({ scenario: 'the 7th read, the holiday calendar (no database)', engine, ...(await measure(getOpeningCalendar)) });
      setDbForProcess(undefined);
    }

    const width = Math.max(...rows.map((row) => row.scenario.length));
    const engineWidth = Math.max(6, ...rows.map((row) => row.engine.length));
    console.log(`\nmedian and p95 over ${RUNS} runs after ${WARM_UP} warm-up runs, in milliseconds\n`);
    console.log(`${'scenario'.padEnd(width)}  ${'engine'.padEnd(engineWidth)}  ${'median ms'.padStart(10)}  ${'p95 ms'.padStart(10)}`);
    console.log('-'.repeat(width + engineWidth + 26));
    for (const row of rows) {
      console.log(`${row.scenario.padEnd(width)}  ${row.engine.padEnd(engineWidth)}  ${row.median.toFixed(2).padStart(10)}  ${row.p95.toFixed(2).padStart(10)}`);
    }
  } finally {
    setDbForProcess(undefined);
    await databases.close();
  }
}

main()
  // Exit explicitly: change events may hold connections open.
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
