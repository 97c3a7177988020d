import 'server-only';
import { getAuthSecret, getConfig } from '@/lib/core/config';
import { validationError } from '@/lib/core/model/errors';
import { getItem, type ModelContext, requireAllContent, updateItem } from '@/lib/core/model/repository';
import { PREVIEW_LIFE_MS, signPreview } from './token';

/*
 * The admin's side of preview links: making one and ending them all. What a link shows is read
 * by ./article-preview.ts, through the public content API.
 */

export interface PreviewLink {
  url: string;
  expiresAt: string;
}

async function articleForAdmin(ctx: ModelContext, newsId: string, field: string) {
  requireAllContent(ctx, 'Mutation', field);
  const news = await getItem(ctx, 'News', newsId);
  if (!news) throw validationError('指定された記事が見つかりません。', 'newsId');
  return news;
}

/** A link to the article as it is now, valid for PREVIEW_DAYS (admins only). */
export async function createPreviewLink(ctx: ModelContext, newsId: string): Promise<PreviewLink> {
  const news = await articleForAdmin(ctx, newsId, 'revokeArticlePreviewLinks');
  const expiresAt = Date.now() + PREVIEW_LIFE_MS;
  const token = signPreview(getAuthSecret(), { newsId: news.id, expiresAt }, news.updatedAt);
  return { url: `${getConfig().siteUrl}/preview/${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

/** Ends every preview link of the article: it is saved again unchanged, so its updatedAt moves on. */
export async function revokePreviewLinks(ctx: ModelContext, newsId: string): Promise<boolean> {
  await articleForAdmin(ctx, newsId, 'revokeArticlePreviewLinks');
  await updateItem(ctx, 'News', { id: newsId });
  return true;
}
