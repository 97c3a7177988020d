import type { Db } from '@/lib/core/db';
import { type EntityName, entities, entityNames } from '@/lib/core/model/entities';
import { createItem, type ModelContext } from '@/lib/core/model/repository';
import { reviewImage, trainerImage } from '@/lib/site/portraits';
import { areas } from './areas';
import { type ArticleSeed, type Block, toContentInputs } from './articles/blocks';
import { articles } from './articles';
import { campaignBlocks, CAMPAIGN_PRICE, campaigns } from './campaigns';
import { categories, type CategorySlug } from './categories';
import { resolveDate } from './dates';
import { generalQuestions, storeQuestions } from './questions';
import { reviews } from './reviews';
import { type StoreLink, stores, toStoreInput } from './stores';
import { trainers } from './trainers';

/** How many rows of each entity the seed inserted. */
export type SeedSummary = Record<EntityName, number>;

// The history names this author for the demo content's first versions.
const SEED_VIEWER = { id: 'seed', email: 'seed@localhost', name: '初期データ', role: 'owner' as const, storeIds: [] };

// Children first, so a reader never sees a row whose parent is gone.
const CLEAR_ORDER: EntityName[] = ['NewsContent', 'Campaign', 'Review', 'Trainer', 'Question', 'News', 'Category', 'Store', 'Area'];

async function countRows(db: Db, entity: EntityName): Promise<number> {
  const row = await db.kysely
    .selectFrom(entities[entity].table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** True when no content has been entered at all (admin users do not count). */
export async function isContentEmpty(db: Db): Promise<boolean> {
  for (const entity of entityNames) if ((await countRows(db, entity)) > 0) return false;
  return true;
}

/** Deletes every row of the nine content tables; admin users and sign-in records stay. */
export async function clearContent(db: Db): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const entity of CLEAR_ORDER) await trx.deleteFrom(entities[entity].table).execute();
    // Deleted around the repository, so around the search index too (lib/core/search).
    await trx.deleteFrom('search_document').execute();
  });
}

/**
 * Inserts the demo content through the same validation and reference checks as the API.
 * Dates (news, campaigns, the newest store's opening) are relative to `now`.
 */
export async function seedDemoContent(db: Db, now: Date = new Date()): Promise<SeedSummary> {
  const ctx: ModelContext = { db, viewer: SEED_VIEWER };
  const summary = Object.fromEntries(entityNames.map((name) => [name, 0])) as SeedSummary;
  const create = async <N extends EntityName>(entity: N, input: Record<string, unknown>) => {
    const item = await createItem(ctx, entity, input);
    summary[entity] += 1;
    return item;
  };

  for (const area of areas) await create('Area', { ...area });

  const categoryIds = new Map<CategorySlug, string>();
  for (const category of categories) categoryIds.set(category.slug, (await create('Category', { ...category })).id);

  const storeIds = new Map<StoreLink, string>();
  for (const store of stores) {
    const { id } = await create('Store', toStoreInput(store, now));
    storeIds.set(store.link, id);
    for (const { name, trainerExp, comment, portrait } of trainers[store.link]) {
      await create('Trainer', { storeId: id, name, trainerExp, comment, image: trainerImage(portrait) });
    }
    for (const { title, age, initial, badge, comment, portrait } of reviews[store.link]) {
      await create('Review', { storeId: id, title, age, initial, badge, comment, image: reviewImage(portrait) });
    }
    for (const question of storeQuestions[store.link]) await create('Question', { ...question, storeId: id });
  }
  for (const question of generalQuestions) await create('Question', { ...question, storeId: null });

  const createArticle = async (article: Omit<ArticleSeed, 'blocks'>, blocks: Block[]) => {
    const news = await create('News', {
      categoryId: categoryIds.get(article.category),
      createdDate: resolveDate(now, article.date),
      title: article.title,
      route: article.route,
    });
    for (const content of toContentInputs(blocks, news.id)) await create('NewsContent', content);
    return news;
  };

  for (const article of articles) {
    await createArticle(article, typeof article.blocks === 'function' ? article.blocks(now) : article.blocks);
  }

  for (const campaign of campaigns) {
    const start = resolveDate(now, campaign.start);
    const end = campaign.end ? resolveDate(now, campaign.end) : null;
    const news = await createArticle(
      { route: campaign.route, category: 'campaign', date: campaign.start, title: campaign.title },
      campaignBlocks(campaign, { start, end }),
    );
    await create('Campaign', {
      storeId: storeIds.get(campaign.storeLink),
      newsId: news.id,
      date: start,
      campaignOverDate: end,
      value: CAMPAIGN_PRICE,
    });
  }

  return summary;
}
