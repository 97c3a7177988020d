import type { Db } from '@/lib/core/db';
import type { Database } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';
import { entities, type EntityName, type Item, itemToRow } from '@/lib/core/model/entities';
import { createItem, type ModelContext } from '@/lib/core/model/repository';

/** Small builders for content, through the model (validation, references and events included). */
export async function makeArea(ctx: ModelContext, en = 'Shibuya', jp = '渋谷'): Promise<Item<'Area'>> {
  return createItem(ctx, 'Area', { en, jp });
}

export async function makeStore(ctx: ModelContext, input: Record<string, unknown> = {}): Promise<Item<'Store'>> {
  const link = (input.link as string | undefined) ?? `store-${uuidv7().slice(-12)}`;
  return createItem(ctx, 'Store', { name: `Oz ${link}`, area: 'Shibuya', enabled: true, link, ...input });
}

export async function makeCategory(ctx: ModelContext, input: Record<string, unknown> = {}): Promise<Item<'Category'>> {
  return createItem(ctx, 'Category', { name: 'お知らせ', slug: 'info', mainCategory: 'news', ...input });
}

export async function makeNews(ctx: ModelContext, categoryId: string, input: Record<string, unknown> = {}): Promise<Item<'News'>> {
  const route = (input.route as string | undefined) ?? `news-${uuidv7().slice(-12)}`;
  return createItem(ctx, 'News', { categoryId, createdDate: '2025-04-01', title: `Title ${route}`, route, ...input });
}

/**
 * Inserts many rows of an entity in few statements, bypassing the model: for tests and
 * benchmarks that need volume, not behaviour. Ids are time-ordered, as the model's are.
 */
export async function insertItems<N extends EntityName>(
  db: Db,
  entity: N,
  count: number,
  make: (index: number) => Record<string, unknown>,
): Promise<string[]> {
  const now = new Date().toISOString();
  const rows = Array.from(
    { length: count },
    (_, index) => itemToRow(entity, { id: uuidv7(), createdAt: now, updatedAt: now, ...make(index) }) as Record<string, unknown>,
  );
  // SQLite allows 32,766 bound values in a statement: keep each insert well under that.
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const chunk = Math.max(1, Math.floor(30_000 / columns));
  const table = entities[entity].table as keyof Database;
  await db.kysely.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += chunk) {
      await trx
        .insertInto(table)
        .values(rows.slice(start, start + chunk) as never)
        .execute();
    }
  });
  return rows.map((row) => row.id as string);
}

export function insertStores(db: Db, count: number, make: (index: number) => Record<string, unknown> = () => ({})): Promise<string[]> {
  return insertItems(db, 'Store', count, (index) => ({ name: `Store ${index}`, area: 'Shibuya', enabled: true, link: `bulk-${index}`, ...make(index) }));
}
