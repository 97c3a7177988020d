import 'server-only';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '@/lib/core/db';
import { contentNow } from '@/lib/core/time/content-clock';
import { type EntityName, type Item, rowToItem } from '../entities';
import { validationError } from '../errors';
import { type Filter, toSql } from '../filters';
import type { PublishableEntity } from '../publication';
import { anyDb, type ModelContext, ref, tableOf } from './context';
import { publishedBy, visibility } from './visibility';

export interface ListArgs {
  filter?: Filter | null;
  limit?: number | null;
  nextToken?: string | null;
}

export interface Connection<T> {
  items: T[];
  nextToken: string | null;
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 2000;

function encodeToken(lastId: string): string {
  return Buffer.from(JSON.stringify({ v: 1, after: lastId })).toString('base64url');
}

function decodeToken(token: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { v?: number; after?: unknown };
    if (parsed.v === 1 && typeof parsed.after === 'string') return parsed.after;
  } catch {
    // fall through to the error below
  }
  throw validationError('Invalid nextToken: pass back the nextToken of a previous page unchanged.', 'nextToken');
}

function pageSize(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) throw validationError('limit must be a whole number of at least 1.', 'limit');
  return Math.min(limit, MAX_LIMIT);
}

/**
 * One page of items in id order. Ids are time-ordered UUIDs, so the token (the last id seen)
 * stays valid while rows are inserted: a client that follows nextToken until it is null sees
 * every row that existed when it started exactly once.
 */
export async function listItems<N extends EntityName>(ctx: ModelContext, entity: N, args: ListArgs = {}): Promise<Connection<Item<N>>> {
  const limit = pageSize(args.limit);
  const after = args.nextToken ? decodeToken(args.nextToken) : null;
  let query = anyDb(ctx.db)
    .selectFrom(tableOf(entity))
    .selectAll()
    .where(visibility(ctx, entity).$castTo<SqlBool>())
    .where(toSql(ctx.db.dialect, entity, args.filter).$castTo<SqlBool>());
  if (after) query = query.where('id', '>', after);
  const rows = await query.orderBy('id').limit(limit + 1).execute();
  const items = rows.slice(0, limit).map((row) => rowToItem(entity, row));
  const last = items[items.length - 1];
  return { items, nextToken: rows.length > limit && last ? encodeToken(last.id) : null };
}

export async function getItem<N extends EntityName>(ctx: ModelContext, entity: N, id: string): Promise<Item<N> | null> {
  const row = await anyDb(ctx.db)
    .selectFrom(tableOf(entity))
    .selectAll()
    .where('id', '=', id)
    .where(visibility(ctx, entity).$castTo<SqlBool>())
    .executeTakeFirst();
  return row ? rowToItem(entity, row) : null;
}

export interface Order {
  column: string;
  direction?: 'asc' | 'desc';
}

/** Every visible item whose field equals a value (the store actions of the spec), in the given order. */
export async function findBy<N extends EntityName>(
  ctx: ModelContext,
  entity: N,
  field: string,
  value: string,
  order: Order[] = [{ column: 'id' }],
): Promise<Item<N>[]> {
  let query = anyDb(ctx.db)
    .selectFrom(tableOf(entity))
    .selectAll()
    .where(ref(field), '=', value)
    .where(visibility(ctx, entity).$castTo<SqlBool>());
  for (const { column, direction } of [...order, { column: 'id' }]) query = query.orderBy(ref(column), direction ?? 'asc');
  const rows = await query.limit(MAX_LIMIT).execute();
  return rows.map((row) => rowToItem(entity, row));
}

export interface NewsPageArgs {
  mainCategory: string;
  categorySlug?: string | null;
  page?: number | null;
  perPage?: number | null;
}

export interface NewsPage {
  items: Item<'News'>[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

export const DEFAULT_NEWS_PER_PAGE = 10;
export const MAX_NEWS_PER_PAGE = 100;

function positiveInteger(value: number | null | undefined, fallback: number, field: string, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw validationError(`${field} must be a whole number of at least 1.`, field);
  return Math.min(value, max);
}

/**
 * One page of a section's articles (optionally of one category), newest `createdDate` first.
 * Counting and paging happen in the database, so a list of any length costs two indexed queries.
 */
export async function newsPage(ctx: ModelContext, args: NewsPageArgs): Promise<NewsPage> {
  const page = positiveInteger(args.page, 1, 'page');
  const perPage = positiveInteger(args.perPage, DEFAULT_NEWS_PER_PAGE, 'perPage', MAX_NEWS_PER_PAGE);
  let base = anyDb(ctx.db)
    .selectFrom('news')
    .innerJoin('category', 'category.id', 'news.categoryId')
    .where('category.mainCategory', '=', args.mainCategory);
  if (!ctx.viewer) base = base.where(publishedBy(contentNow(), 'news').$castTo<SqlBool>());
  if (args.categorySlug) base = base.where('category.slug', '=', args.categorySlug);
  const [counted, rows] = await Promise.all([
    base.select(sql<number | string>`count(*)`.as('total')).executeTakeFirst(),
    base
      .selectAll('news')
      .orderBy('news.createdDate', 'desc')
      .orderBy('news.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    items: rows.map((row) => rowToItem('News', row)),
    total,
    page,
    perPage,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * The next instant at which a scheduled (PUBLISHED, not yet due) record of these entities goes
 * public, or null when none is scheduled: what the public reads' cache lives end at.
 */
export async function nextPublication(db: Db, publishable: readonly PublishableEntity[], now: Date): Promise<string | null> {
  const times = await Promise.all(
    publishable.map((entity) =>
      anyDb(db)
        .selectFrom(tableOf(entity))
        .select(sql<string | null>`min(${ref('publishAt')})`.as('next'))
        .where('status', '=', 'PUBLISHED')
        .where('publishAt', '>', now.toISOString())
        .executeTakeFirst(),
    ),
  );
  const next = times.map((row) => row?.next).filter((time): time is string => typeof time === 'string');
  return next.length > 0 ? next.reduce((a, b) => (a < b ? a : b)) : null;
}
