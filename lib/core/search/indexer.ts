import { type Kysely, sql, type Transaction } from 'kysely';
import type { SearchDialect as Dialect } from './database';
import type { Database } from '@/lib/core/db/schema';
import type { Row } from '@/lib/core/model/entities';
import {
  articleDocument,
  indexTerms,
  MAX_INDEXED_CHARS,
  questionDocument,
  type SearchDocument,
  type SearchEntity,
  storeDocument,
} from './documents';

/*
 * Keeps the index in step with the content, inside the transaction of each write
 * (lib/core/model/repository/transactions.ts calls updateSearchIndex beside the history and the
 * audit): a search never sees a record its write has not committed, and a write that fails leaves
 * the index as it was. Reads and writes stored rows only, never the repository.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/** A write's change as the repository describes it (its `Change`). */
export interface ContentChange {
  entity: string;
  kind: 'create' | 'update' | 'delete';
  item: Record<string, unknown>;
  before?: Record<string, unknown>;
}

/** SQLite allows 32,766 bound values in a statement; a batch of documents stays well under that. */
const BATCH = 400;

const chunks = <T>(values: readonly T[], size = BATCH): T[][] =>
  Array.from({ length: Math.ceil(values.length / size) }, (_, index) => values.slice(index * size, (index + 1) * size));

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The records whose documents a set of changes affects, by entity. */
interface Targets {
  News: Set<string>;
  Store: Set<string>;
  Question: Set<string>;
}

async function affected(db: Executor, changes: readonly ContentChange[]): Promise<Targets> {
  const targets: Targets = { News: new Set(), Store: new Set(), Question: new Set() };
  const categories = new Set<string>();
  const areas = new Set<string>();
  const storesOfQuestions = new Set<string>();
  const add = (set: Set<string>, value: unknown) => {
    const id = text(value);
    if (id) set.add(id);
  };
  for (const { entity, kind, item, before } of changes) {
    switch (entity) {
      case 'News':
      case 'Store':
      case 'Question':
        add(targets[entity], item.id);
        // A store's address and name are in its FAQ's path and result.
        if (entity === 'Store' && kind === 'update') add(storesOfQuestions, item.id);
        break;
      case 'NewsContent':
        add(targets.News, item.newsId);
        add(targets.News, before?.newsId);
        break;
      // A category gives its articles their section and address.
      case 'Category':
        if (kind === 'update') add(categories, item.id);
        break;
      // An area gives its stores the prefecture a visitor searches by (渋谷 is in 東京).
      case 'Area':
        if (kind === 'update') {
          add(areas, item.en);
          add(areas, before?.en);
        }
        break;
      default:
        break;
    }
  }
  for (const batch of chunks([...categories])) {
    for (const row of await db.selectFrom('news').select('id').where('categoryId', 'in', batch).execute()) targets.News.add(row.id);
  }
  for (const batch of chunks([...areas])) {
    for (const row of await db.selectFrom('store').select('id').where('area', 'in', batch).execute()) targets.Store.add(row.id);
  }
  for (const batch of chunks([...storesOfQuestions])) {
    for (const row of await db.selectFrom('question').select('id').where('storeId', 'in', batch).execute()) targets.Question.add(row.id);
  }
  return targets;
}

/** The documents of some articles, read from their rows, categories and blocks; an id with none is left out. */
async function articleDocuments(db: Executor, ids: readonly string[]): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const news = (await db.selectFrom('news').selectAll().where('id', 'in', ids).execute()) as Row<'News'>[];
  if (news.length === 0) return [];
  const categoryIds = [...new Set(news.map((row) => row.categoryId))];
  const slugs = [...new Set(news.map((row) => row.categorySlug).filter((slug): slug is string => Boolean(slug)))];
  const categories = (await db
    .selectFrom('category')
    .select(['id', 'slug', 'mainCategory'])
    .where((eb) => eb.or([eb('id', 'in', categoryIds), ...(slugs.length ? [eb('slug', 'in', slugs)] : [])]))
    .execute()) as Pick<Row<'Category'>, 'id' | 'slug' | 'mainCategory'>[];
  const blocks = (await db.selectFrom('news_content').selectAll().where('newsId', 'in', ids).execute()) as Row<'NewsContent'>[];
  const blocksOf = Map.groupBy(blocks, (block) => block.newsId);
  return news.flatMap((row) => {
    // As the pages find an article's category: by id, else by the slug it carries (lib/core/content/articles.ts).
    const category = categories.find((candidate) => candidate.id === row.categoryId) ?? categories.find((candidate) => candidate.slug === row.categorySlug);
    const document = articleDocument(row, category, blocksOf.get(row.id) ?? []);
    return document ? [document] : [];
  });
}

async function storeDocuments(db: Executor, ids: readonly string[]): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const stores = (await db.selectFrom('store').selectAll().where('id', 'in', ids).execute()) as Row<'Store'>[];
  if (stores.length === 0) return [];
  const areaKeys = [...new Set(stores.map((store) => store.area))];
  const areas = areaKeys.length ? await db.selectFrom('area').select(['en', 'jp']).where('en', 'in', areaKeys).execute() : [];
  const areaName = new Map(areas.map((area) => [area.en, area.jp]));
  return stores.map((store) => storeDocument(store, areaName.get(store.area)));
}

async function questionDocuments(db: Executor, ids: readonly string[]): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const questions = (await db.selectFrom('question').selectAll().where('id', 'in', ids).execute()) as Row<'Question'>[];
  const storeIds = [...new Set(questions.map((question) => question.storeId).filter((id): id is string => Boolean(id)))];
  const stores = storeIds.length ? await db.selectFrom('store').select(['id', 'link']).where('id', 'in', storeIds).execute() : [];
  const storeById = new Map(stores.map((store) => [store.id, store]));
  return questions.flatMap((question) => {
    const document = questionDocument(question, question.storeId ? storeById.get(question.storeId) : undefined);
    return document ? [document] : [];
  });
}

const READERS: Record<SearchEntity, (db: Executor, ids: readonly string[]) => Promise<SearchDocument[]>> = {
  News: articleDocuments,
  Store: storeDocuments,
  Question: questionDocuments,
};

/** The documents of these records as their rows are now; a record that no longer exists, or no page shows, has none. */
export function readDocuments(db: Executor, entity: SearchEntity, ids: readonly string[]): Promise<SearchDocument[]> {
  return ids.length === 0 ? Promise.resolve([]) : READERS[entity](db, ids);
}

/** The row of a document: its text is in the full-text index only. */
function rowOf(document: SearchDocument, indexedAt: string) {
  const row: Omit<SearchDocument, 'body'> & { body?: string } = { ...document };
  delete row.body;
  return { ...row, indexedAt };
}

/** Writes the documents (after their old rows are gone): the rows, and each engine's full-text index of them. */
async function insertDocuments(db: Executor, dialect: Dialect, documents: readonly SearchDocument[]): Promise<void> {
  if (documents.length === 0) return;
  const indexedAt = new Date().toISOString();
  for (const batch of chunks(documents)) {
    const terms = batch.map((document) => ({ title: indexTerms(document.title), body: indexTerms(document.body, MAX_INDEXED_CHARS) }));
    if (dialect === 'postgres') {
      // The title's terms are those of weight A: the column "titleTerms" is generated from them (migration 2026-12-01-search-title-terms).
      await db
        .insertInto('search_document')
        .values(
          batch.map((document, index) => ({
            ...rowOf(document, indexedAt),
            terms: sql`setweight(to_tsvector('simple', ${terms[index]!.title}), 'A') || setweight(to_tsvector('simple', ${terms[index]!.body}), 'D')`,
          })) as never,
        )
        .execute();
      continue;
    }
    const inserted = await db
      .insertInto('search_document')
      .values(batch.map((document) => rowOf(document, indexedAt)))
      .returning(['docId', 'entity', 'recordId'])
      .execute();
    const termsOf = new Map(batch.map((document, index) => [`${document.entity}:${document.recordId}`, terms[index]!]));
    await sql`insert into search_fts (rowid, "titleGrams", "bodyGrams") values ${sql.join(
      inserted.map((row) => {
        const { title, body } = termsOf.get(`${row.entity}:${row.recordId}`)!;
        return sql`(${row.docId}, ${title}, ${body})`;
      }),
    )}`.execute(db);
  }
}

/** Indexes these records again from their rows: a record that no longer exists, or no page shows, leaves the index. */
export async function reindex(db: Executor, dialect: Dialect, entity: SearchEntity, ids: readonly string[]): Promise<void> {
  for (const batch of chunks([...new Set(ids)])) {
    // On SQLite a trigger removes the deleted rows' terms (migration 2026-11-30-site-search).
    await db.deleteFrom('search_document').where('entity', '=', entity).where('recordId', 'in', batch).execute();
    await insertDocuments(db, dialect, await readDocuments(db, entity, batch));
  }
}

/** Brings the index up to date with a write's changes, in the write's transaction. */
export async function updateSearchIndex(db: Executor, dialect: Dialect, changes: readonly ContentChange[]): Promise<void> {
  if (changes.length === 0) return;
  const targets = await affected(db, changes);
  for (const entity of ['News', 'Store', 'Question'] as const) {
    if (targets[entity].size > 0) await reindex(db, dialect, entity, [...targets[entity]]);
  }
}
