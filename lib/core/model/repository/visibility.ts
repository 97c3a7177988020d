import 'server-only';
import { sql } from 'kysely';
import { reachesAllContent } from '@/lib/core/auth/roles';
import { contentNow } from '@/lib/core/time/content-clock';
import type { EntityName } from '../entities';
import { isPublic } from '../publication';
import { contentReader, isStoreContent } from './access';
import { anyDb, type Bool, type ModelContext, ref, selectById, type Viewer } from './context';

/* What each reader may see, in SQL for the reads and in code for live events. */

const enabledStores = sql`(select ${ref('id')} from ${sql.table('store')} where ${ref('enabled')} = 1)`;

/** Published and due (publication.ts), in SQL; `table` qualifies the columns in a join. */
export function publishedBy(now: Date, table?: string): Bool {
  const column = (name: string) => ref(table ? `${table}.${name}` : name);
  return sql`(${column('status')} = 'PUBLISHED' and (${column('publishAt')} is null or ${column('publishAt')} <= ${now.toISOString()}))`;
}

const publicNews = (now: Date) => sql`(select ${ref('id')} from ${sql.table('news')} where ${publishedBy(now)})`;

/**
 * What an anonymous visitor may see: nothing of a disabled store, nor what belongs to it; no
 * draft or not yet due article or campaign, nor an article's blocks before the article.
 */
export function visibility(ctx: ModelContext, entity: EntityName): Bool {
  const viewer = contentReader(ctx);
  if (viewer) return reachesAllContent(viewer) ? sql`1 = 1` : staffVisibility(viewer, entity);
  return publicVisibility(entity);
}


const inList = (column: string, values: readonly string[]): Bool =>
  values.length === 0 ? sql`1 = 0` : sql`${ref(column)} in (${sql.join(values.map((value) => sql`${value}`))})`;

/**
 * What a store staff account reads: its own stores and their trainers, reviews, FAQ and
 * campaigns (published or not), the areas and categories, and articles as a visitor sees them.
 */
function staffVisibility(viewer: Viewer, entity: EntityName): Bool {
  switch (entity) {
    case 'Store':
      return inList('id', viewer.storeIds);
    case 'Trainer':
    case 'Review':
    case 'Question':
    case 'Campaign':
      return inList('storeId', viewer.storeIds);
    case 'News':
    case 'NewsContent':
      return publicVisibility(entity);
    default:
      return sql`1 = 1`;
  }
}

function publicVisibility(entity: EntityName): Bool {
  const now = contentNow();
  switch (entity) {
    case 'Store':
      return sql`${ref('enabled')} = 1`;
    case 'Review':
    case 'Trainer':
      return sql`${ref('storeId')} in ${enabledStores}`;
    case 'Campaign':
      return sql`(${ref('storeId')} in ${enabledStores} and ${publishedBy(now)})`;
    case 'News':
      return publishedBy(now);
    case 'NewsContent':
      return sql`${ref('newsId')} in ${publicNews(now)}`;
    case 'Question':
      return sql`(${ref('storeId')} is null or ${ref('storeId')} in ${enabledStores})`;
    default:
      return sql`1 = 1`;
  }
}

/** Whether an anonymous visitor may see this item (used to filter live events): the rule of visibility(). */
export async function isVisible(ctx: ModelContext, entity: EntityName, item: Record<string, unknown>): Promise<boolean> {
  const viewer = contentReader(ctx);
  if (viewer) {
    if (reachesAllContent(viewer)) return true;
    if (entity === 'Store') return viewer.storeIds.includes(String(item.id));
    if (isStoreContent(entity)) return viewer.storeIds.includes(String(item.storeId));
    if (entity !== 'News' && entity !== 'NewsContent') return true;
  }
  const now = contentNow();
  const storeEnabled = async () => {
    const store = item.storeId ? await selectById(anyDb(ctx.db), 'Store', String(item.storeId)) : undefined;
    return Number(store?.enabled) === 1;
  };
  switch (entity) {
    case 'Store':
      return item.enabled === true;
    case 'Review':
    case 'Trainer':
      return storeEnabled();
    case 'Question':
      return !item.storeId || storeEnabled();
    case 'Campaign':
      return isPublic(item, now) && (await storeEnabled());
    case 'News':
      return isPublic(item, now);
    case 'NewsContent': {
      const news = item.newsId ? await selectById(anyDb(ctx.db), 'News', String(item.newsId)) : undefined;
      return news !== undefined && isPublic(news, now);
    }
    default:
      return true;
  }
}
