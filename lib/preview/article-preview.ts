import 'server-only';
import { getAuthSecret, getConfig } from '@/lib/config';
import { type Article, previewArticle } from '@/lib/content/articles';
import { getDb } from '@/lib/db';
import { validationError } from '@/lib/model/errors';
import { publicationState } from '@/lib/model/publication';
import { findBy, getItem, type ModelContext, requireAllContent, updateItem, type Viewer } from '@/lib/model/repository';
import { contentNow } from '@/lib/time/content-clock';
import { checkPreview, PREVIEW_LIFE_MS, readPreviewClaims, signPreview } from './token';

/** Who reads through a preview link: one article and its blocks, whatever their status. */
const PREVIEW_READER: Viewer = { id: 'preview-link', email: '', name: 'プレビューリンク', role: 'editor', storeIds: [] };

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

export type PreviewResult =
  | { state: 'valid'; article: Article; publicState: ReturnType<typeof publicationState>; publishAt: string | null }
  | { state: 'invalid' | 'expired' };

/** The article a preview link shows, or why it shows nothing. */
export async function readPreview(token: string): Promise<PreviewResult> {
  const claims = readPreviewClaims(token);
  if (!claims) return { state: 'invalid' };
  const ctx: ModelContext = { db: await getDb(), viewer: PREVIEW_READER };
  const news = await getItem(ctx, 'News', claims.newsId);
  if (!news) return { state: 'invalid' };
  const check = checkPreview(getAuthSecret(), token, news.updatedAt, Date.now());
  if (check !== 'valid') return { state: check };
  const article = await previewArticle(news, await findBy(ctx, 'NewsContent', 'newsId', news.id, [{ column: 'order' }]));
  if (!article) return { state: 'invalid' };
  return { state: 'valid', article, publicState: publicationState(news, contentNow()), publishAt: news.publishAt };
}
