import { existsSync } from 'node:fs';
import path from 'node:path';

/** A self-hosted clip's poster: /videos/name.mp4 → /videos/name.webp, when that file is there. */
function posterOf(src: string): string | undefined {
  const match = /^\/videos\/([\w-]+)\.mp4$/.exec(src);
  if (!match) return undefined;
  const poster = `/videos/${match[1]}.webp`;
  return existsSync(path.join(process.cwd(), 'public', poster)) ? poster : undefined;
}

const SAFE_VIDEO = /^(\/(?!\/)|https:\/\/)/i;

/**
 * A video block: the browser's own player, loading nothing but the poster until it is played,
 * so it never holds up the first paint.
 */
export function ArticleVideo({ src, caption, aspectRatio, width }: { src: string | null | undefined; caption: string; aspectRatio: string; width: number }) {
  if (!src || !SAFE_VIDEO.test(src)) return null;
  return (
    <figure className="mx-auto" style={{ width: `${width}%` }}>
      <video
        controls
        preload="none"
        playsInline
        poster={posterOf(src)}
        aria-label={caption || undefined}
        className="w-full rounded-md bg-brand-950"
        style={{ aspectRatio }}
      >
        <source src={src} type="video/mp4" />
      </video>
      {caption && <figcaption className="mt-2 text-center text-sm text-brand-700">{caption}</figcaption>}
    </figure>
  );
}
