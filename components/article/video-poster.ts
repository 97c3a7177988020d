import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NewsContentItem } from '@/lib/core/content/articles';

/** A self-hosted clip's poster: /videos/name.mp4 → /videos/name.webp, when that file is there. */
export function posterOf(src: string): string | undefined {
  const match = /^\/videos\/([\w-]+)\.mp4$/.exec(src);
  if (!match) return undefined;
  const poster = `/videos/${match[1]}.webp`;
  return existsSync(path.join(process.cwd(), 'public', poster)) ? poster : undefined;
}

/** The posters of an article's video blocks, by src (server only: it looks at the files). */
export function videoPosters(blocks: readonly NewsContentItem[]): Record<string, string> {
  const posters: Record<string, string> = {};
  for (const block of blocks) {
    if (block.tag !== 'video' || !block.src) continue;
    const poster = posterOf(block.src);
    if (poster) posters[block.src] = poster;
  }
  return posters;
}
