import { type RawBuilder, sql } from 'kysely';
import type { SearchDb as Db } from './database';
import { contentNow } from '@/lib/core/time/content-clock';
import { queryTerms, SEARCH_KINDS, type SearchDocument, type SearchEntity, type SearchKind } from './documents';
import { readDocuments } from './indexer';
import { MAX_QUERY_LENGTH } from './limits';
import { excerpt, matchSpans, queryWords } from './text';

/*
 * A search as a visitor may run it: every word of the query must occur (a word of two or more
 * characters as an exact substring, through the phrase of its bigrams), results ranked by the
 * engine's full-text score with a title match over a body match. What a visitor may see is decided
 * here, at the time of the search, by the repository's rules (lib/core/model/repository/visibility.ts,
 * which search.test.ts holds this to): a published article once its publish time has come, a
 * published store, and a FAQ that is general or of a published store.
 */

/** The most results one call answers. */
export const MAX_SEARCH_LIMIT = 50;
/** How long an excerpt of a result's text is, in characters. */
export const EXCERPT_LENGTH = 120;

/** [start, end) in a string's UTF-16 units, for <mark>. */
export type Span = [number, number];

export interface SearchHit {
  entity: SearchEntity;
  id: string;
  kind: SearchKind;
  title: string;
  path: string;
  /** An article's date (YYYY-MM-DD). */
  date: string | null;
  /** The store a store's FAQ belongs to, by name. */
  storeName: string | null;
  titleSpans: Span[];
  excerpt: string;
  excerptSpans: Span[];
}

export interface SearchResults {
  /** The folded words searched for; none when the query has no letters or digits. */
  words: string[];
  total: number;
  hits: SearchHit[];
}

export interface SearchArgs {
  q: string;
  /** Only results of these kinds; all when null or empty. */
  kinds?: readonly SearchKind[] | null;
  limit: number;
  offset?: number;
}

/** The query's words, as the search and the highlights use them. */
export function searchWords(q: string): string[] {
  return queryWords(q.slice(0, MAX_QUERY_LENGTH));
}

/** What an anonymous visitor may find, in SQL over search_document `d` (the rules of visibility.ts). */
function visibleToVisitors(now: Date): RawBuilder<unknown> {
  return sql`(
    (d."entity" = 'News' and d."status" = 'PUBLISHED' and (d."publishAt" is null or d."publishAt" <= ${now.toISOString()}))
    or (d."entity" <> 'News' and (d."storeId" is null or d."storeId" in (select "id" from "store" where "enabled" = 1)))
  )`;
}

function kindFilter(kinds: readonly SearchKind[] | null | undefined): RawBuilder<unknown> {
  const chosen = (kinds ?? []).filter((kind) => SEARCH_KINDS.includes(kind));
  return chosen.length === 0 ? sql`1 = 1` : sql`d."kind" in (${sql.join(chosen)})`;
}

/** FTS5's query: each word a phrase of its bigrams (or a one-character prefix), all of them required. */
function ftsMatch(words: readonly string[]): string {
  const quoted = (token: string) => `"${token.replaceAll('"', '""')}"`;
  return words
    .map((word) => {
      const terms = queryTerms(word);
      return 'prefix' in terms ? `${quoted(terms.prefix)} *` : quoted(terms.phrase.join(' '));
    })
    .join(' AND ');
}

/** PostgreSQL's query: each word `a <-> b <-> c` (or a prefix `x:*`), joined by `&`. */
function tsQuery(words: readonly string[]): RawBuilder<unknown> {
  return sql.join(
    words.map((word) => {
      const terms = queryTerms(word);
      return 'prefix' in terms
        ? sql`to_tsquery('simple', quote_literal(${terms.prefix}) || ':*')`
        : sql`phraseto_tsquery('simple', ${terms.phrase.join(' ')})`;
    }),
    sql` && `,
  );
}

interface Ranked {
  docId: number;
  total: number;
}

/**
 * Runs a search statement. On PostgreSQL inside a transaction that keeps the planner off a
 * sequential scan: it costs `@@` as one operator call, not the reading of each row's out-of-line
 * (TOAST) tsvector it is, and so scanned all 10,000 rows of the benchmark for a rare word (1.3 s)
 * where the GIN index answers in 8 ms.
 */
async function run<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  if (db.dialect === 'sqlite') return (await query.execute(db.kysely)).rows;
  return db.kysely.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    // The disabled scan's cost (10^10) passes jit_above_cost: compiling the plan took 195 ms of a 2 ms search.
    await sql`set local jit = off`.execute(trx);
    return (await query.execute(trx)).rows;
  });
}

function rankedPage(db: Db, words: readonly string[], args: SearchArgs, now: Date): Promise<Ranked[]> {
  const where = sql`${visibleToVisitors(now)} and ${kindFilter(args.kinds)}`;
  const page = sql`limit ${args.limit} offset ${args.offset ?? 0}`;
  // The count of all matches rides along with the page (one pass over the index). The rank is
  // computed apart from the join: FTS5 refuses bm25() in a query with a window function.
  return run(
    db,
    db.dialect === 'sqlite'
      ? sql<Ranked>`
          select d."docId" as "docId", count(*) over () as "total"
          from (select rowid as "id", bm25(search_fts, 10.0, 1.0) as "rank" from search_fts where search_fts match ${ftsMatch(words)}) m
          join search_document d on d."docId" = m."id"
          where ${where}
          order by m."rank", d."docId"
          ${page}`
      : sql<Ranked>`
          select d."docId" as "docId", count(*) over () as "total"
          from search_document d, (select ${tsQuery(words)} as q) query
          where d."terms" @@ query.q and ${where}
          order by ts_rank(d."terms", query.q) desc, d."docId"
          ${page}`,
  );
}

/** How many documents match, for a page beyond the last (which carries no count of its own). */
async function countMatches(db: Db, words: readonly string[], args: SearchArgs, now: Date): Promise<number> {
  const where = sql`${visibleToVisitors(now)} and ${kindFilter(args.kinds)}`;
  const rows = await run(
    db,
    db.dialect === 'sqlite'
      ? sql<{ total: number }>`select count(*) as "total" from search_fts join search_document d on d."docId" = search_fts.rowid where search_fts match ${ftsMatch(words)} and ${where}`
      : sql<{ total: number }>`select count(*) as "total" from search_document d, (select ${tsQuery(words)} as q) query where d."terms" @@ query.q and ${where}`,
  );
  return Number(rows[0]?.total ?? 0);
}

/** One page of what a visitor finds for a query, best first, with the words marked in each title and excerpt. */
export async function searchSite(db: Db, args: SearchArgs, now: Date = contentNow()): Promise<SearchResults> {
  const words = searchWords(args.q);
  const limit = Math.max(0, Math.min(args.limit, MAX_SEARCH_LIMIT));
  if (words.length === 0) return { words, total: 0, hits: [] };
  const ranked = limit > 0 ? await rankedPage(db, words, { ...args, limit }, now) : [];
  const total = ranked[0] ? Number(ranked[0].total) : await countMatches(db, words, args, now);
  if (ranked.length === 0) return { words, total, hits: [] };

  // The page's documents as their records are now (the index holds no text to show): their title,
  // address and the passage around the words.
  const ids = ranked.map((row) => Number(row.docId));
  const rows = await db.kysely.selectFrom('search_document').select(['docId', 'entity', 'recordId']).where('docId', 'in', ids).execute();
  const documents = new Map<string, SearchDocument>();
  for (const entity of ['News', 'Store', 'Question'] as const) {
    const recordIds = rows.filter((row) => row.entity === entity).map((row) => row.recordId);
    for (const document of await readDocuments(db.kysely, entity, recordIds)) documents.set(`${entity}:${document.recordId}`, document);
  }
  const storeIds = [...new Set([...documents.values()].filter((document) => document.entity === 'Question' && document.storeId).map((document) => document.storeId!))];
  const stores = storeIds.length ? await db.kysely.selectFrom('store').select(['id', 'name']).where('id', 'in', storeIds).execute() : [];
  const storeName = new Map(stores.map((store) => [store.id, store.name]));
  const byDocId = new Map(rows.map((row) => [Number(row.docId), documents.get(`${row.entity}:${row.recordId}`)]));

  const hits = ids.flatMap((id): SearchHit[] => {
    const document = byDocId.get(id);
    if (!document) return [];
    const passage = excerpt(document.body, words, EXCERPT_LENGTH);
    return [
      {
        entity: document.entity,
        id: document.recordId,
        kind: document.kind,
        title: document.title,
        path: document.path,
        date: document.date,
        storeName: document.storeId && document.entity === 'Question' ? (storeName.get(document.storeId) ?? null) : null,
        titleSpans: matchSpans(document.title, words),
        excerpt: passage.text,
        excerptSpans: passage.spans,
      },
    ];
  });
  return { words, total, hits };
}
