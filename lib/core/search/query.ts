import { type RawBuilder, sql } from 'kysely';
import type { SearchDb as Db } from './database';
import { contentNow } from '@/lib/core/time/content-clock';
import { queryTerms, SEARCH_KINDS, type SearchDocument, type SearchEntity, type SearchKind } from './documents';
import { readDocuments } from './indexer';
import { MAX_QUERY_LENGTH } from './limits';
import { excerpt, matchSpans, queryWords } from './text';

/*
 * A search as a visitor may run it: every word of the query must occur (a word of two or more
 * characters as an exact substring, through the phrase of its bigrams), results in the same order
 * on both engines: a title match over a body match, then the newest (orderedMatches). What a
 * visitor may see is decided here, at the time of the search, by the repository's rules
 * (lib/core/model/repository/visibility.ts, which search.test.ts holds this to): a published
 * article once its publish time has come, a published store, and a FAQ that is general or of a
 * published store.
 */

/** The most results one call answers. */
export const MAX_SEARCH_LIMIT = 50;
/** How far results are counted: beyond it a search answers "more than" (1,000件以上), as counting costs as much as ranking. */
export const MAX_COUNTED = 1000;
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
  /** How many results there are, counted up to MAX_COUNTED (or to the end of the page asked for, if further). */
  total: number;
  /** Whether more than `total` match: the count stopped there. */
  totalCapped: boolean;
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

/**
 * PostgreSQL's query: each word `a <-> b <-> c` (or a prefix `x:*`), joined by `&`; or, as
 * `candidates`, each word's bigrams joined by `&` alone. The GIN index answers that one exactly,
 * while a phrase makes it read each match's tsvector again to check the bigrams' positions.
 */
function tsQuery(words: readonly string[], { candidates = false } = {}): RawBuilder<unknown> {
  return sql.join(
    words.map((word) => {
      const terms = queryTerms(word);
      if ('prefix' in terms) return sql`to_tsquery('simple', quote_literal(${terms.prefix}) || ':*')`;
      return candidates ? sql`plainto_tsquery('simple', ${terms.phrase.join(' ')})` : sql`phraseto_tsquery('simple', ${terms.phrase.join(' ')})`;
    }),
    sql` && `,
  );
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
    // `set local` both, in one round trip. The disabled scan's cost (10^10) passes jit_above_cost:
    // compiling the plan took 195 ms of a 2 ms search.
    await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`.execute(trx);
    return (await query.execute(trx)).rows;
  });
}

/**
 * The first `max` matches a visitor may see, in the order both engines give: a match in the title
 * first, then the newest (stores and FAQs, which have no date, before articles), then the order
 * of indexing. No full-text score: PostgreSQL's reads the whole tsvector of every match, out of
 * line and compressed, which for a common word (9,800 of the benchmark's 10,000 articles) took
 * 160 ms. There the candidates come from the GIN index alone, title matches from the title's own
 * small column and index, and only the body matches among the first `max` are read to check their
 * phrase.
 */
function orderedMatches(db: Db, words: readonly string[], args: SearchArgs, now: Date, max: number): RawBuilder<unknown> {
  const where = sql`${visibleToVisitors(now)} and ${kindFilter(args.kinds)}`;
  if (db.dialect === 'sqlite') {
    const inTitle = sql`d."docId" in (select rowid from search_fts where search_fts match ${`{titleGrams} : (${ftsMatch(words)})`})`;
    return sql`
      select d."docId", ${inTitle} as "inTitle", d."date"
      from search_fts join search_document d on d."docId" = search_fts.rowid
      where search_fts match ${ftsMatch(words)} and ${where}
      order by "inTitle" desc, d."date" desc nulls first, d."docId"
      limit ${max}`;
  }
  // The offset keeps the phrase out of the ordered subquery: it is checked after the ordering, and only until `max`
  // pass. A title match needs no check (the title is in "terms" too), nor do words of one or two characters: each
  // is one term, which the index answers exactly.
  const phrases = words.some((word) => Array.from(word).length > 2);
  return sql`
    select c."docId", c."inTitle", c."date" from (
      select d."docId", d."terms", query.q, d."date" collate "C" as "date",
        d."docId" in (select t."docId" from search_document t where t."titleTerms" @@ query.q) as "inTitle"
      from search_document d, (select ${tsQuery(words)} as q, ${tsQuery(words, { candidates: true })} as candidates) query
      where d."terms" @@ query.candidates and ${where}
      order by "inTitle" desc, "date" desc nulls first, d."docId"
      offset 0
    ) c
    where ${phrases ? sql`c."inTitle" or c."terms" @@ c.q` : sql`true`}
    limit ${max}`;
}

/**
 * One page of the matches, with how many there are counted up to `max` (checking a common word's
 * every match for its phrase costs as much as ranking them all did).
 */
async function rankedPage(db: Db, words: readonly string[], args: SearchArgs & { offset: number }, now: Date, max: number) {
  const rows = await run(
    db,
    sql<{ docId: number; total: number }>`
      select "docId", count(*) over () as "total"
      from (${orderedMatches(db, words, args, now, max + 1)}) m
      order by "inTitle" desc, "date" desc nulls first, "docId"
      limit ${args.limit} offset ${args.offset}`,
  );
  return { ids: rows.map((row) => Number(row.docId)), counted: rows[0] ? Number(rows[0].total) : null };
}

/** One page of what a visitor finds for a query, best first, with the words marked in each title and excerpt. */
export async function searchSite(db: Db, args: SearchArgs, now: Date = contentNow()): Promise<SearchResults> {
  const words = searchWords(args.q);
  const limit = Math.max(0, Math.min(args.limit, MAX_SEARCH_LIMIT));
  const offset = args.offset ?? 0;
  if (words.length === 0) return { words, total: 0, totalCapped: false, hits: [] };
  // Counted up to the end of the page at least, so a page's results are never beyond its total.
  const max = Math.max(MAX_COUNTED, offset + limit);
  const { ids, counted } = await rankedPage(db, words, { ...args, limit, offset }, now, max);
  // An empty page (beyond the last, or of no results) carries no count of its own.
  const all = counted ?? (await rankedPage(db, words, { ...args, limit: 1, offset: 0 }, now, max)).counted ?? 0;
  const count = { total: Math.min(all, max), totalCapped: all > max };
  if (ids.length === 0) return { words, ...count, hits: [] };

  // The page's documents as their records are now (the index holds no text to show): their title,
  // address and the passage around the words.
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
  return { words, ...count, hits };
}
