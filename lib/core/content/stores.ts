import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Item } from '@/lib/core/model/entities';
import { tags } from '@/lib/core/model/tags';
import { storePath } from '@/lib/core/routes';
import { prefectureOf } from '@/lib/core/store-finder';
import { oldestFirst } from '@/lib/core/content/trainers';
import { throwIfFaultInjected } from '@/lib/core/testing/faults';
import { isRecordId } from './read-arguments';
import { findAll, listAll } from './public-reads';

/*
 * The stores and areas, as every public page reads them: one read of each list, cached until a
 * store or area changes; the views pages need (by area, by link) are computed from it.
 */

export type StoreItem = Item<'Store'>;
export type AreaItem = Item<'Area'>;
export type ReviewItem = Item<'Review'>;
export type TrainerItem = Item<'Trainer'>;
export type QuestionItem = Item<'Question'>;

/** The fields a review card and a trainer card show (their components' props: see pick()). */
export const REVIEW_CARD_FIELDS = ['id', 'title', 'age', 'initial', 'badge', 'comment', 'image'] as const;
export type ReviewCard = Pick<ReviewItem, (typeof REVIEW_CARD_FIELDS)[number]>;
export const TRAINER_CARD_FIELDS = ['id', 'name', 'image', 'comment', 'trainerExp'] as const;
export type TrainerCard = Pick<TrainerItem, (typeof TRAINER_CARD_FIELDS)[number]>;

export interface AreaWithStores {
  area: AreaItem;
  stores: StoreItem[];
}

/**
 * Every published store, by name. Anonymous reads already omit unpublished stores; the check here
 * keeps the list right for any reader.
 */
export async function getStores(): Promise<StoreItem[]> {
  'use cache';
  cacheTag(tags.entity('Store'));
  cacheLife('max');
  const stores = await listAll('Store');
  return stores.filter((store) => store.enabled).sort((a, b) => a.name.localeCompare(b.name, 'ja'));
}

/** The areas, in the API's order. */
export async function getAreas(): Promise<AreaItem[]> {
  'use cache';
  cacheTag(tags.entity('Area'));
  cacheLife('max');
  return listAll('Area');
}

/** Every published store grouped by its area (areas without a published store left out). */
export async function getAreasWithStores(): Promise<AreaWithStores[]> {
  const [stores, areas] = await Promise.all([getStores(), getAreas()]);
  return areas.map((area) => ({ area, stores: stores.filter((store) => store.area === area.en) })).filter((group) => group.stores.length > 0);
}

/** One store as the top page's list shows it. */
export interface StoreListEntry {
  id: string;
  name: string;
  href: string;
  thumbImage: string | null;
  address: string | null;
  addressOther: string | null;
  access: string | null;
  /** From the address, for the store finder's choice by prefecture. */
  prefecture: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The store's own closed days (see getStoreClosedDates in opening.ts). */
  closedDates: readonly string[];
}

/** One area of the top page's store list: what the list shows and nothing more (it is a client component's props). */
export interface StoreListGroup {
  area: { id: string; jp: string; en: string };
  stores: StoreListEntry[];
}

/** The top page's store list from the areas with their stores, and each store's closed days by id. */
export function toStoreListGroups(groups: readonly AreaWithStores[], closedDates: Readonly<Record<string, readonly string[]>> = {}): StoreListGroup[] {
  return groups.map(({ area, stores }) => ({
    area: { id: area.id, jp: area.jp, en: area.en },
    stores: stores.map((store) => ({
      id: store.id,
      name: store.name,
      href: storePath(store.link),
      thumbImage: store.thumbImage || null,
      address: store.address || null,
      addressOther: store.addressOther || null,
      access: store.access || null,
      prefecture: prefectureOf(store.address),
      latitude: store.latitude ?? null,
      longitude: store.longitude ?? null,
      closedDates: closedDates[store.id] ?? [],
    })),
  }));
}

/** A published store by its link slug, or null. */
export async function getStoreByLink(link: string): Promise<StoreItem | null> {
  const store = (await getStores()).find((candidate) => candidate.link === link) ?? null;
  throwIfFaultInjected('store-page', [store?.name]);
  return store;
}

/** A store's reviews, trainers and questions come in the order they were added, as the API's reviewsByStoreId answers. */
const BY_CREATION = [{ column: 'createdAt' }];

/** A store's customer reviews. */
export async function getStoreReviews(storeId: string): Promise<ReviewItem[]> {
  'use cache';
  if (!isRecordId(storeId)) return [];
  cacheTag(tags.storeId(storeId));
  cacheLife('max');
  return findAll('Review', 'storeId', storeId, BY_CREATION);
}

/** A store's trainers, oldest first. */
export async function getStoreTrainers(storeId: string): Promise<TrainerItem[]> {
  'use cache';
  if (!isRecordId(storeId)) return [];
  cacheTag(tags.storeId(storeId));
  cacheLife('max');
  return oldestFirst(await findAll('Trainer', 'storeId', storeId, BY_CREATION));
}

/** The store's own questions; the page falls back to the default list when there are none. */
export async function getStoreQuestions(storeId: string): Promise<QuestionItem[]> {
  'use cache';
  if (!isRecordId(storeId)) return [];
  cacheTag(tags.storeId(storeId));
  cacheLife('max');
  return findAll('Question', 'storeId', storeId, BY_CREATION);
}

/** The questions that belong to no store (the contact page's FAQ), oldest first. */
export async function getGeneralQuestions(): Promise<QuestionItem[]> {
  'use cache';
  cacheTag(tags.entity('Question'));
  cacheLife('max');
  const items = await listAll('Question', { storeId: { attributeExists: false } });
  return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
