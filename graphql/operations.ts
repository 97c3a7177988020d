import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { Item } from '@/lib/model/entities';

/*
 * The typed operations that pages run in-process (graphql/execute.ts) and the admin runs over
 * HTTP. Each names the fields it needs; the result types say what comes back.
 */

function operation<Result, Variables extends Record<string, unknown> = Record<string, never>>(
  source: string,
): TypedDocumentNode<Result, Variables> {
  return parse(source) as TypedDocumentNode<Result, Variables>;
}

type Page<T> = { items: (T | null)[]; nextToken: string | null };
type PageVariables = { nextToken: string | null };

const STORE_FIELDS = `
  id name area postCode address addressOther access phone googleMap embedUrl instagram line
  businessHours holidays premiumValue openDate thumbImage images
  rentalAllSet rentalTopBottomSet rentalTopOrBottom rentalShoes rentalSocks rentalShaker
  enabled link googleLocationId createdAt updatedAt`;

export type StoreItem = Item<'Store'>;
export type AreaItem = Item<'Area'>;

export const ListStoresQuery = operation<{ listStores: Page<StoreItem> }, PageVariables>(`
  query ListStores($nextToken: String) {
    listStores(limit: 2000, nextToken: $nextToken) { items { ${STORE_FIELDS} } nextToken }
  }`);

export const ListAreasQuery = operation<{ listAreas: Page<AreaItem> }, PageVariables>(`
  query ListAreas($nextToken: String) {
    listAreas(limit: 2000, nextToken: $nextToken) { items { id en jp createdAt updatedAt } nextToken }
  }`);

export const StoreByLinkQuery = operation<{ storeByLink: StoreItem | null }, { link: string }>(`
  query StoreByLink($link: String!) { storeByLink(link: $link) { ${STORE_FIELDS} } }`);

export type CategoryItem = Item<'Category'>;
export type NewsItem = Item<'News'>;
export type NewsContentItem = Item<'NewsContent'>;
export type CampaignItem = Item<'Campaign'>;

const NEWS_FIELDS = 'id categorySlug categoryName categoryId createdDate title route template createdAt updatedAt';
const NEWS_CONTENT_FIELDS = 'id newsId tag text class src alt href order width ratio createdAt updatedAt';

export const ListCategoriesQuery = operation<{ listCategories: Page<CategoryItem> }, PageVariables>(`
  query ListCategories($nextToken: String) {
    listCategories(limit: 2000, nextToken: $nextToken) { items { id name slug mainCategory createdAt updatedAt } nextToken }
  }`);

export const ListNewsQuery = operation<{ listNews: Page<NewsItem> }, PageVariables>(`
  query ListNews($nextToken: String) {
    listNews(limit: 2000, nextToken: $nextToken) { items { ${NEWS_FIELDS} } nextToken }
  }`);

export const ListCampaignsQuery = operation<{ listCampaigns: Page<CampaignItem> }, PageVariables>(`
  query ListCampaigns($nextToken: String) {
    listCampaigns(limit: 2000, nextToken: $nextToken) {
      items { id storeName storeLink date value storeId newsId campaignOverDate createdAt updatedAt }
      nextToken
    }
  }`);

export const NewsByRouteQuery = operation<{ newsByRoute: NewsItem[] }, { route: string }>(`
  query NewsByRoute($route: String!) { newsByRoute(route: $route) { ${NEWS_FIELDS} } }`);

export const NewsContentsByNewsIdQuery = operation<{ newsContentsByNewsId: NewsContentItem[] }, { newsId: string }>(`
  query NewsContentsByNewsId($newsId: ID!) { newsContentsByNewsId(newsId: $newsId) { ${NEWS_CONTENT_FIELDS} } }`);

export type NewsPageResult = { items: NewsItem[]; total: number; page: number; perPage: number; pageCount: number };

export const NewsPageQuery = operation<
  { newsPage: NewsPageResult },
  { mainCategory: string; categorySlug?: string | null; page?: number; perPage?: number }
>(`
  query NewsPage($mainCategory: String!, $categorySlug: String, $page: Int, $perPage: Int) {
    newsPage(mainCategory: $mainCategory, categorySlug: $categorySlug, page: $page, perPage: $perPage) {
      items { ${NEWS_FIELDS} } total page perPage pageCount
    }
  }`);

/** When each article's content blocks last changed (sitemap.xml's lastModified). */
export const ListNewsContentDatesQuery = operation<
  { listNewsContents: Page<Pick<NewsContentItem, 'newsId' | 'updatedAt'>> },
  PageVariables
>(`
  query ListNewsContentDates($nextToken: String) {
    listNewsContents(limit: 2000, nextToken: $nextToken) { items { newsId updatedAt } nextToken }
  }`);

export type ReviewItem = Item<'Review'>;
export type TrainerItem = Item<'Trainer'>;
export type QuestionItem = Item<'Question'>;

export const ReviewsByStoreIdQuery = operation<{ reviewsByStoreId: ReviewItem[] }, { storeId: string }>(`
  query ReviewsByStoreId($storeId: ID!) {
    reviewsByStoreId(storeId: $storeId) { id storeId title age initial badge comment image createdAt updatedAt }
  }`);

export const TrainersByStoreIdQuery = operation<{ trainersByStoreId: TrainerItem[] }, { storeId: string }>(`
  query TrainersByStoreId($storeId: ID!) {
    trainersByStoreId(storeId: $storeId) { id storeId name image comment trainerExp createdAt updatedAt }
  }`);

export const QuestionsByStoreIdQuery = operation<{ questionsByStoreId: QuestionItem[] }, { storeId: string }>(`
  query QuestionsByStoreId($storeId: ID!) {
    questionsByStoreId(storeId: $storeId) { id question answer storeId createdAt updatedAt }
  }`);

export const NewsByIdQuery = operation<{ getNews: NewsItem | null }, { id: string }>(`
  query NewsById($id: ID!) { getNews(id: $id) { ${NEWS_FIELDS} } }`);
