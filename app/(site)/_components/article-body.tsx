import { ArticleBlocks } from '@/components/article/article-blocks';
import { videoPosters } from '@/components/article/video-poster';
import type { NewsContentItem } from '@/lib/core/content/articles';

export { aspectRatio, imageSizes } from '@/components/article/article-blocks';

/**
 * An article's content blocks on the public page: the shared renderer (which the admin's
 * preview uses too), with the video posters only the server can look up.
 */
export function ArticleBody({ blocks }: { blocks: NewsContentItem[] }) {
  return <ArticleBlocks blocks={blocks} posters={videoPosters(blocks)} />;
}
