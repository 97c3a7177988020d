import 'server-only';
import { getAuthSecret } from '@/lib/core/config';
import { type Article, previewArticle } from '@/lib/core/content/articles';
import { getDb } from '@/lib/core/db';
import { publicationState } from '@/lib/core/model/publication';
import { findBy, getItem, type ModelContext, type Viewer } from '@/lib/core/model/repository';
import { contentNow } from '@/lib/core/time/content-clock';
import { checkPreview, readPreviewClaims } from './token';

/* What a preview link shows, read as the public page reads it; links are made in ./links.ts. */

/** Who reads through a preview link: one article and its blocks, whatever their status. */
const PREVIEW_READER: Viewer = { id: 'preview-link', email: '', name: 'プレビューリンク', role: 'editor', storeIds: [] };

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
