/**
 * How long the store list takes, from the HTTP API down to the bare SQL: `npm run bench:api`
 * (add `--pg`, or BENCH_PG=1, to measure PostgreSQL too, at DATABASE_URL_TEST or the local test
 * database). Works on throw-away databases and removes them afterwards.
 */
import './server-only';
import { openBenchDatabases } from './bench-databases';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execute, parse } from 'graphql';

const dataDir = mkdtempSync(path.join(tmpdir(), 'oz-bench-'));
process.env.DATA_DIR = dataDir;
process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString('base64url');
delete process.env.REDIS_URL;

const STORES = 2000;
const WARM_UP = 3;
const RUNS = 20;

const STORE_FIELDS = `id name area postCode address addressOther access phone googleMap embedUrl instagram line
  businessHours holidays premiumValue openDate thumbImage images rentalAllSet rentalTopBottomSet rentalTopOrBottom
  rentalShoes rentalSocks rentalShaker enabled link googleLocationId createdAt updatedAt`;
const LIST_ALL = `query { listStores(limit: ${STORES}) { items { ${STORE_FIELDS} } nextToken } }`;
const LIST_PAGE = `query { listStores(limit: 30) { items { ${STORE_FIELDS} } nextToken } }`;

interface Row {
  scenario: string;
  engine: string;
  median: number;
  p95: number;
}

async function measure(run: () => Promise<void>): Promise<{ median: number; p95: number }> {
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

function storeFields(index: number): Record<string, unknown> {
  return {
    name: `オズ ジム ${index} 号店`,
    postCode: '150-0002',
    address: `東京都渋谷区渋谷${index}-1-1`,
    addressOther: `オズビル ${index}F`,
    access: '渋谷駅 ハチ公口から徒歩5分',
    phone: '03-1234-5678',
    googleMap: 'https://maps.google.com/?q=shibuya',
    embedUrl: 'https://www.google.com/maps/embed?pb=example',
    instagram: 'oz_gym',
    line: 'https://line.me/R/ti/p/@oz',
    businessHours: ['平日 10:00-22:00', '土日祝 9:00-20:00'],
    holidays: '年中無休',
    premiumValue: 10000 + index,
    openDate: '2024-04-01',
    thumbImage: `/images/stores/${index}/thumb.webp`,
    images: [`/images/stores/${index}/1.webp`, `/images/stores/${index}/2.webp`, `/images/stores/${index}/3.webp`],
    rentalAllSet: '500',
    rentalTopBottomSet: '400',
    rentalTopOrBottom: '200',
    rentalShoes: '200',
    rentalSocks: '100',
    rentalShaker: '0',
    googleLocationId: `locations/${index}`,
  };
}

async function main(): Promise<void> {
  // Imported after the environment above is set, as the application reads it once.
  const { openMigratedDb, setDbForProcess } = await import('@/lib/core/db');
  const { getSchema } = await import('@/graphql/schema');
  const { getYoga, GRAPHQL_PATH } = await import('@/graphql/server');
  const { insertStores } = await import('@/lib/test/fixtures');
  const { createItem } = await import('@/lib/core/model/repository');

  const databases = await openBenchDatabases(openMigratedDb, dataDir, { postgres: process.argv.includes('--pg') || process.env.BENCH_PG === '1' });
  const { targets } = databases;
  const server = createServer(getYoga());

  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const endpoint = `http://127.0.0.1:${port}${GRAPHQL_PATH}`;
    const schema = getSchema();
    const pageDocument = parse(LIST_PAGE);
    const rows: Row[] = [];

    for (const { engine, db } of targets) {
      const admin = { db, viewer: { id: 'bench', email: 'bench@example.com', name: null, role: 'owner' as const, storeIds: [] } };
      await createItem(admin, 'Area', { en: 'Shibuya', jp: '渋谷' });
      const started = performance.now();
      await insertStores(db, STORES, storeFields);
      console.log(`${engine}: inserted ${STORES} stores in ${(performance.now() - started).toFixed(0)} ms`);
      setDbForProcess(db);

      const http = await measure(async () => {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ query: LIST_ALL }),
        });
        const body = (await response.json()) as { data?: { listStores?: { items: unknown[] } }; errors?: unknown[] };
        if (body.data?.listStores?.items.length !== STORES) throw new Error(`Unexpected answer: ${JSON.stringify(body).slice(0, 300)}`);
      });
      rows.push({ scenario: `(a) HTTP POST listStores(limit: ${STORES}), all fields`, engine, ...http });

      const inProcess = await measure(async () => {
        const result = await execute({ schema, document: pageDocument, contextValue: { db, viewer: null } });
        if (result.errors?.length) throw result.errors[0];
      });
      rows.push({ scenario: '(b) in-process execute, listStores(limit: 30), all fields', engine, ...inProcess });

      const select = (limit: number) => () =>
        db.kysely.selectFrom('store').selectAll().where('enabled', '=', 1).orderBy('id').limit(limit).execute().then(() => undefined);
      rows.push({ scenario: `(c) SQL floor: SELECT ${STORES + 1} rows (same query as a)`, engine, ...(await measure(select(STORES + 1))) });
      rows.push({ scenario: '(c) SQL floor: SELECT 31 rows (same query as b)', engine, ...(await measure(select(31))) });
    }

    const width = Math.max(...rows.map((row) => row.scenario.length));
    const engineWidth = Math.max(6, ...rows.map((row) => row.engine.length));
    console.log(`\n${STORES} stores; median and p95 over ${RUNS} runs after ${WARM_UP} warm-up runs, in milliseconds\n`);
    console.log(`${'scenario'.padEnd(width)}  ${'engine'.padEnd(engineWidth)}  ${'median ms'.padStart(10)}  ${'p95 ms'.padStart(10)}`);
    console.log('-'.repeat(width + engineWidth + 26));
    for (const row of rows) {
      console.log(
        `${row.scenario.padEnd(width)}  ${row.engine.padEnd(engineWidth)}  ${row.median.toFixed(2).padStart(10)}  ${row.p95.toFixed(2).padStart(10)}`,
      );
    }
  } finally {
    setDbForProcess(undefined);
    await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    await databases.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
