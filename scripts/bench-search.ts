/**
 * `npm run bench:search`: what the site search costs with 10,000 articles, on SQLite and on
 * PostgreSQL (at DATABASE_URL_TEST or the local test database; left out with a note when it cannot
 * be reached). Per engine: the time to index them all (the versioned rebuild), the median and p95
 * of a few queries as the search page runs them (one page of 10 results with excerpts and marks),
 * the time from an admin's save (a draft published through the repository) to the article being
 * found, and beside them the article list's own read (newsPage, first and a deep page) on the same
 * data. `--runs N` or BENCH_RUNS (100 by default), `--articles N` or BENCH_ARTICLES (10,000).
 * Works on throw-away databases and removes them afterwards.
 */
import './server-only';
import { benchPostgresUrl, openBenchDatabases } from './bench-databases';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const dataDir = mkdtempSync(path.join(tmpdir(), 'oz-bench-search-'));
process.env.DATA_DIR = dataDir;
process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString('base64url');
delete process.env.REDIS_URL;

const option = (name: string, env: string, fallback: number) => {
  const value = process.argv.find((_, index, all) => all[index - 1] === name) ?? process.env[env];
  return value ? Number(value) : fallback;
};
const RUNS = option('--runs', 'BENCH_RUNS', 100);
const ARTICLES = option('--articles', 'BENCH_ARTICLES', 10_000);
const WARM_UP = 5;

/** What a visitor types: the brief's kinds of query, with how many articles hold each. */
const QUERIES = [
  { label: '2 characters', q: '渋谷' },
  { label: '3+ characters', q: 'ストレッチ' },
  { label: 'two words', q: '加圧 効果' },
  { label: 'a rare word', q: 'ヒラメ筋' },
  { label: 'a common word', q: 'トレーニング' },
  { label: 'one character', q: '脚' },
] as const;

/**
 * Sentences the articles are made of: general ones that every article draws from (加圧 and
 * トレーニング are in most), a topic sentence in one article in five (each topic's words, 渋谷,
 * ストレッチ, 効果, in about one in twenty), and a rare word in one article in a thousand.
 */
const GENERAL = [
  '加圧トレーニングは、腕や脚の付け根に専用のベルトを巻いて血流を適度に制限し、軽い負荷で筋肉を鍛える方法です。',
  'パーソナルトレーニングでは、トレーナーが一人ひとりの体力や目標に合わせてメニューを組み立てます。',
  '運動のあとは、たんぱく質をしっかりとることで筋肉の回復が早まります。',
  '無理をせず、週に二、三回のペースで続けることがいちばんの近道です。',
  '睡眠の質を上げることも、体づくりには欠かせません。',
  '水分補給はトレーニングの前後だけでなく、こまめに行いましょう。',
  '体験では、カウンセリングで目標や体の状態をお伺いします。',
  '姿勢が整うと、毎日の動きが楽になります。',
  '階段の上り下りがつらいと感じたら、太ももの筋肉を意識してみましょう。',
  '季節の変わり目は体調を崩しやすいので、体を冷やさないようにしてください。',
];
const TOPICS = [
  '加圧の効果は、成長ホルモンの分泌が促されることにあります。',
  '渋谷店では、仕事帰りの方にも通いやすい時間帯にセッションをご用意しています。',
  '肩甲骨まわりのストレッチで、デスクワークの疲れをほぐしましょう。',
  'ダイエット中は、食事の量を減らしすぎないことが大切です。',
];
const RARE = 'ふくらはぎの奥にあるヒラメ筋は、立ち姿勢を支える大切な筋肉です。';

/** A deterministic pseudo-random sequence, so every run indexes the same text. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Figure {
  engine: string;
  what: string;
  median: number;
  p95: number;
  note?: string;
}

async function measure(run: () => Promise<unknown>, runs = RUNS): Promise<{ median: number; p95: number }> {
  for (let index = 0; index < WARM_UP; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

async function postgresReachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  // Imported after the environment above is set, as the application reads it once.
  const { openMigratedDb } = await import('@/lib/core/db');
  const { insertItems } = await import('@/lib/test/fixtures');
  const { createItem, newsPage, updateItem } = await import('@/lib/core/model/repository');
  const { rebuildSearchIndex, searchSite } = await import('@/lib/core/search');
  const url = benchPostgresUrl();
  const problem = await postgresReachable(url);
  if (problem) console.log(`PostgreSQL at ${url} cannot be reached (${problem}): measuring SQLite only.`);
  const databases = await openBenchDatabases(openMigratedDb, dataDir, { postgres: !problem, sqliteEngine: 'sqlite', schemaPrefix: 'bench_search' });
  const { targets } = databases;
  const figures: Figure[] = [];
  const admin = { id: 'bench', email: 'bench@localhost', name: 'bench', role: 'owner' as const, storeIds: [] };

  try {
    for (const { engine, db } of targets) {
      const ctx = { db, viewer: admin };
      const anonymous = { db, viewer: null };
      await createItem(ctx, 'Area', { en: 'Tokyo', jp: '東京' });
      const news = await createItem(ctx, 'Category', { name: 'お知らせ', slug: 'information', mainCategory: 'news' });
      const resources = await createItem(ctx, 'Category', { name: 'トレーニング', slug: 'training', mainCategory: 'resources' });
      for (const [link, name] of [['shibuya', '渋谷店'], ['ebisu', '恵比寿店'], ['shinjuku', '新宿店']] as const) {
        await createItem(ctx, 'Store', { name, link, area: 'Tokyo', enabled: true, address: `東京都${name.replace('店', '')}区1-2-3`, access: `JR${name.replace('店', '')}駅から徒歩5分` });
      }

      // The articles and their blocks, inserted in bulk around the indexer, as an import would be.
      const next = random(44);
      const started = performance.now();
      const ids = await insertItems(db, 'News', ARTICLES, (index) => {
        const category = index % 3 === 0 ? news : resources;
        return {
          categoryId: category.id,
          categorySlug: category.slug,
          categoryName: category.name,
          createdDate: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000 * 4).toISOString().slice(0, 10),
          title: `${GENERAL[index % GENERAL.length]!.slice(0, 14)}（第${index + 1}回）`,
          route: `article-${index}`,
          status: index % 50 === 0 ? 'DRAFT' : 'PUBLISHED',
        };
      });
      const blocks = ids.flatMap((newsId, index) => {
        const topic = next() < 0.2 ? TOPICS[Math.floor(next() * TOPICS.length)] : undefined;
        return Array.from({ length: 6 }, (_, block) => {
          const sentences = Array.from({ length: 5 }, () => GENERAL[Math.floor(next() * GENERAL.length)]!);
          if (topic && block === 3) sentences.push(topic);
          if (index % 1000 === 7 && block === 2) sentences.push(RARE);
          return { newsId, tag: block === 0 ? 'h2' : 'p', text: sentences.join(''), order: (block + 1) * 10 };
        });
      });
      await insertItems(db, 'NewsContent', blocks.length, (index) => blocks[index]!);
      const inserted = performance.now() - started;
      const characters = blocks.reduce((sum, block) => sum + block.text.length, 0);

      const indexing = performance.now();
      await rebuildSearchIndex(db);
      const indexed = performance.now() - indexing;
      console.log(
        `${engine}: ${ARTICLES.toLocaleString()} articles, ${blocks.length.toLocaleString()} blocks (${Math.round(characters / ARTICLES).toLocaleString()} characters an article) inserted in ${(inserted / 1000).toFixed(1)} s, indexed in ${(indexed / 1000).toFixed(1)} s`,
      );
      figures.push({ engine, what: `rebuild: index ${ARTICLES.toLocaleString()} articles`, median: indexed, p95: indexed, note: 'once' });

      for (const { label, q } of QUERIES) {
        const { total, totalCapped } = await searchSite(db, { q, limit: 10 });
        const note = `${total.toLocaleString()}${totalCapped ? ' or more' : ''} results`;
        figures.push({ engine, what: `search ${label}: 「${q}」, page 1`, ...(await measure(() => searchSite(db, { q, limit: 10 }))), note });
      }
      const deep = QUERIES[4];
      figures.push({ engine, what: `search 「${deep.q}」, page 50`, ...(await measure(() => searchSite(db, { q: deep.q, limit: 10, offset: 490 }))) });
      figures.push({ engine, what: 'list: newsPage, page 1 (the news list)', ...(await measure(() => newsPage(anonymous, { mainCategory: 'news', page: 1 }))) });
      figures.push({ engine, what: 'list: newsPage, page 300', ...(await measure(() => newsPage(anonymous, { mainCategory: 'news', page: 300 }))) });

      // From the save that publishes a draft to the article found: the index is written in the save's transaction.
      const saves: number[] = [];
      for (let index = 0; index < 20; index += 1) {
        const word = `ベンチ公開${index}号`;
        const draft = await createItem(ctx, 'News', { categoryId: news.id, createdDate: '2026-01-01', title: `${word}のお知らせ`, route: `bench-publish-${index}`, status: 'DRAFT' });
        const start = performance.now();
        await updateItem(ctx, 'News', { id: draft.id, status: 'PUBLISHED' });
        while ((await searchSite(db, { q: word, limit: 1 })).total === 0) {
          if (performance.now() - start > 5000) throw new Error(`${engine}: a published article was not found within 5 s.`);
        }
        saves.push(performance.now() - start);
      }
      saves.sort((a, b) => a - b);
      figures.push({ engine, what: 'save to found: publish a draft, then find it', median: saves[10]!, p95: saves[18]!, note: '20 saves' });
    }

    const what = Math.max(...figures.map((figure) => figure.what.length)) + 2;
    console.log(`\nmedian and p95 in milliseconds (${RUNS} runs after ${WARM_UP} warm-up runs); targets: a search under 30 ms (median) and 100 ms (p95), save to found under 5 s\n`);
    console.log(`${'engine'.padEnd(9)}${'measure'.padEnd(what)}${'median'.padStart(10)}${'p95'.padStart(10)}  note`);
    console.log('-'.repeat(9 + what + 20 + 20));
    for (const figure of figures) {
      console.log(`${figure.engine.padEnd(9)}${figure.what.padEnd(what)}${figure.median.toFixed(1).padStart(10)}${figure.p95.toFixed(1).padStart(10)}  ${figure.note ?? ''}`);
    }
  } finally {
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
