import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { collectPages, runOperation } from '@/graphql/execute';
import {
  ListStoresQuery,
  NewsByIdQuery,
  type NewsItem,
  QuestionsByStoreIdQuery,
  type QuestionItem,
  ReviewsByStoreIdQuery,
  type ReviewItem,
  StoreByLinkQuery,
  type StoreItem,
  TrainersByStoreIdQuery,
  type TrainerItem,
} from '@/graphql/operations';
import { getRunningCampaigns } from '@/lib/content/campaigns';
import { tags } from '@/lib/model/tags';
import { oldestFirst } from '@/lib/store/trainers';
import { throwIfFaultInjected } from '@/lib/testing/faults';

/*
 * The stores as their own pages and sitemap.xml read them. Only published stores (enabled) are
 * returned: an unpublished store's page answers not-found and is left out of the sitemap.
 */

/** A published store by its link slug, or null. Shared by generateMetadata and the page. */
export const getStoreByLink = cache(
  (link: string): Promise<StoreItem | null> =>
    unstable_cache(
      async () => {
        const store = (await runOperation(StoreByLinkQuery, { link })).storeByLink;
        throwIfFaultInjected('store-page', [store?.name]);
        return store?.enabled ? store : null;
      },
      ['public-store-by-link', link],
      { tags: [tags.store(link)] },
    )(),
);

/** Every published store, by name. */
export const getPublishedStores = unstable_cache(
  async (): Promise<StoreItem[]> => {
    const stores = await collectPages<StoreItem | null>((nextToken) =>
      runOperation(ListStoresQuery, { nextToken }).then((data) => data.listStores),
    );
    return stores.filter((store) => store.enabled).sort((a, b) => a.name.localeCompare(b.name, 'ja'));
  },
  ['public-stores'],
  { tags: [tags.entity('Store')] },
);

/** A store's customer reviews, refreshed when a review of the store (or the store) changes. */
export const getStoreReviews = cache(
  (storeId: string): Promise<ReviewItem[]> =>
    unstable_cache(
      async () => (await runOperation(ReviewsByStoreIdQuery, { storeId })).reviewsByStoreId,
      ['public-store-reviews', storeId],
      { tags: [tags.storeId(storeId)] },
    )(),
);

/** A store's trainers, oldest first. */
export const getStoreTrainers = cache(
  (storeId: string): Promise<TrainerItem[]> =>
    unstable_cache(
      async () => oldestFirst((await runOperation(TrainersByStoreIdQuery, { storeId })).trainersByStoreId),
      ['public-store-trainers', storeId],
      { tags: [tags.storeId(storeId)] },
    )(),
);

/** The store's own questions; the page falls back to the default list when there are none. */
export const getStoreQuestions = cache(
  (storeId: string): Promise<QuestionItem[]> =>
    unstable_cache(
      async () => (await runOperation(QuestionsByStoreIdQuery, { storeId })).questionsByStoreId,
      ['public-store-questions', storeId],
      { tags: [tags.storeId(storeId)] },
    )(),
);

const getNewsById = (id: string): Promise<NewsItem | null> =>
  unstable_cache(async () => (await runOperation(NewsByIdQuery, { id })).getNews, ['public-news-by-id', id], {
    tags: [tags.newsId(id)],
  })();

/**
 * The article of the store's newest running campaign, or null when the store runs none (or its
 * campaign has no article). The end dates are checked at each call.
 */
export async function getStoreCampaignNews(storeId: string, now: Date = new Date()): Promise<NewsItem | null> {
  const campaigns = (await getRunningCampaigns(now)).filter((campaign) => campaign.storeId === storeId && campaign.newsId);
  for (const campaign of campaigns) {
    const news = await getNewsById(campaign.newsId as string);
    if (news) return news;
  }
  return null;
}
