import 'server-only';
import { getDb } from '@/lib/core/db';
import { retryReadOnConnectionLoss } from '@/lib/core/db/read-retry';
import type { EntityName, Item } from '@/lib/core/model/entities';
import type { Filter } from '@/lib/core/model/filters';
import {
  findBy,
  getItem,
  listItems,
  MAX_LIMIT,
  type ModelContext,
  newsPage,
  type NewsPage,
  type NewsPageArgs,
  type Order,
} from '@/lib/core/model/repository';

/*
 * How lib/core/content reads: from the repository, as the API's resolvers do (graphql/schema.ts),
 * with the context of an anonymous visitor, a request with no viewer. The repository's SQL then
 * leaves out what a visitor may not see: drafts, articles and campaigns not yet due, unpublished
 * stores and everything of theirs, an article's blocks before the article. The items are plain
 * objects of strings, numbers, booleans and lists, as a 'use cache' function must return.
 */

/** One read as a visitor, run again (lib/core/db/read-retry.ts) when the database dropped its connection under it. */
async function asVisitor<T>(read: (ctx: ModelContext) => Promise<T>): Promise<T> {
  const ctx: ModelContext = { db: await getDb(), viewer: null };
  return retryReadOnConnectionLoss(() => read(ctx));
}

/** Every visible item of an entity that passes the filter, in id order, read MAX_LIMIT a page. */
export async function listAll<N extends EntityName>(entity: N, filter?: Filter): Promise<Item<N>[]> {
  const all: Item<N>[] = [];
  let nextToken: string | null = null;
  do {
    const page = await asVisitor((ctx) => listItems(ctx, entity, { filter, limit: MAX_LIMIT, nextToken }));
    all.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return all;
}

/** One visible item by id, or null. */
export function getOne<N extends EntityName>(entity: N, id: string): Promise<Item<N> | null> {
  return asVisitor((ctx) => getItem(ctx, entity, id));
}

/** Every visible item whose field equals the value, in the order given (then by id). */
export function findAll<N extends EntityName>(entity: N, field: string, value: string, order?: Order[]): Promise<Item<N>[]> {
  return asVisitor((ctx) => findBy(ctx, entity, field, value, order));
}

/** One page of a section's published articles, newest first, counted and paged in the database. */
export function articlePage(args: NewsPageArgs): Promise<NewsPage> {
  return asVisitor((ctx) => newsPage(ctx, args));
}
