import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { runningCampaigns } from '@/lib/core/campaign/display';
import type { Item } from '@/lib/core/model/entities';
import { tags } from '@/lib/core/model/tags';
import { storePath } from '@/lib/core/routes';
import { endOfJapanDay } from '@/lib/core/time/japan';
import { contentNow, untilJapanMidnight } from './clock';
import { liveUntilNextPublication, publicationLife, shorterLife } from './publication-life';
import { isRecordId } from './read-arguments';
import { getStores } from './stores';
import { getOne, listAll } from './public-reads';

/*
 * The campaigns. The list is read once and cached until a campaign changes or a scheduled one's
 * publish time comes (publication-life.ts); which of them run
 * depends on today's date in Japan, so those reads also expire at the next midnight there and an
 * ended campaign leaves the top page and its store's page without an edit.
 */

export type CampaignItem = Item<'Campaign'>;

/** The pickup carousel and the floating banner show at most this many campaigns. */
export const TOP_CAMPAIGN_COUNT = 3;

/** Every campaign, in the API's order. */
export async function getCampaigns(): Promise<CampaignItem[]> {
  'use cache';
  cacheTag(tags.entity('Campaign'));
  await liveUntilNextPublication(['Campaign'], contentNow());
  return listAll('Campaign');
}

/** Every campaign running today (Japan time), newest first. */
export async function getRunningCampaigns(): Promise<CampaignItem[]> {
  'use cache';
  const now = contentNow();
  cacheTag(tags.entity('Campaign'));
  const scheduled = await publicationLife(['Campaign'], now);
  const midnight = untilJapanMidnight(now);
  cacheLife(scheduled ? shorterLife(midnight, scheduled) : midnight);
  const campaigns = await getCampaigns();
  return runningCampaigns(campaigns, campaigns.length, now);
}

/**
 * The article of the store's newest running campaign, or null when the store runs none (or its
 * campaign has no article). It lives as long as the running campaigns it is taken from.
 */
export async function getStoreCampaignNews(storeId: string): Promise<Item<'News'> | null> {
  const campaigns = (await getRunningCampaigns()).filter((campaign) => campaign.storeId === storeId && campaign.newsId);
  for (const campaign of campaigns) {
    const news = await getNewsById(campaign.newsId as string);
    if (news) return news;
  }
  return null;
}

async function getNewsById(id: string): Promise<Item<'News'> | null> {
  'use cache';
  if (!isRecordId(id)) return null;
  cacheTag(tags.newsId(id));
  await liveUntilNextPublication(['News'], contentNow());
  return getOne('News', id);
}

export interface ArticleStore {
  name: string;
  path: string;
}

/** The published stores whose campaign this article announces (a campaign names its article by newsId). */
export async function getArticleStores(newsId: string): Promise<ArticleStore[]> {
  const [campaigns, stores] = await Promise.all([getCampaigns(), getStores()]);
  const ids = new Set(campaigns.filter((campaign) => campaign.newsId === newsId).map((campaign) => campaign.storeId));
  return stores.filter((store) => ids.has(store.id)).map((store) => ({ name: store.name, path: storePath(store.link) }));
}

/**
 * The moment a campaign stops showing, as a timestamp: the end of its last day in Japan, the
 * rule of isCampaignRunning. The browser compares it with its clock without a date library.
 */
export function hiddenFrom(campaignOverDate: string | null | undefined): number | null {
  return campaignOverDate ? endOfJapanDay(campaignOverDate) : null;
}

/** What the floating banner needs of a campaign; it checks the end again in the browser. */
export interface BannerCampaign {
  id: string;
  storeName: string;
  href: string;
  value: number | null;
  /** Epoch milliseconds from which the campaign has ended; null when it has no end date. */
  hiddenFrom: number | null;
}

interface CampaignStore {
  name: string;
  href: string;
}

/** The campaign's store, named and linked; null when the campaign has no published store to link. */
function campaignStore(campaign: CampaignItem): CampaignStore | null {
  return campaign.storeLink && campaign.storeName ? { name: campaign.storeName, href: storePath(campaign.storeLink) } : null;
}

/** A campaign as the top page's PICK UP carousel shows it (a client component's props). */
export interface PickupCampaign {
  id: string;
  /** YYYY-MM-DD, the campaign's start. */
  date: string;
  value: number | null;
  store: CampaignStore | null;
}

/** The carousel's campaigns, in the order given. */
export function toPickupCampaigns(campaigns: readonly CampaignItem[]): PickupCampaign[] {
  return campaigns.map((campaign) => ({ id: campaign.id, date: campaign.date, value: campaign.value ?? null, store: campaignStore(campaign) }));
}

/** The banner's campaigns, in the order given (running ones, newest first). */
export function toBannerCampaigns(campaigns: readonly CampaignItem[]): BannerCampaign[] {
  return campaigns.flatMap((campaign) => {
    const store = campaignStore(campaign);
    return store
      ? [{ id: campaign.id, storeName: store.name, href: store.href, value: campaign.value ?? null, hiddenFrom: hiddenFrom(campaign.campaignOverDate) }]
      : [];
  });
}
