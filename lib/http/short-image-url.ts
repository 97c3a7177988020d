/**
 * Short addresses for resized images. next/image writes every candidate of an <img srcset> as
 * `/_next/image?url=%2Fimages%2Ftop%2Fmv-1.webp&amp;w=640&amp;q=75`; a page lists dozens. The
 * site's images use `/i/640/images/top/mv-1.webp` instead (`shortImageLoader`, a next/image
 * loader), and scripts/server.ts turns such an address back into the optimizer's before Next.js
 * sees the request (`expandShortImageUrl`). The optimizer checks width and source as before.
 */
import type { ImageLoaderProps } from 'next/image';

const PREFIX = '/i/';
/** Next's default quality; an image asking for another one keeps the long address. */
const DEFAULT_QUALITY = 75;

/** A next/image loader: a local image at the default quality gets the short address. */
export function shortImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const q = quality ?? DEFAULT_QUALITY;
  if (src.startsWith('/') && !src.startsWith('//') && q === DEFAULT_QUALITY) return `${PREFIX}${width}${src}`;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${q}`;
}

/** The optimizer's address for a short one (`/i/<width>/<path>`), or null for any other. */
export function expandShortImageUrl(url: string | undefined): string | null {
  if (!url?.startsWith(PREFIX)) return null;
  const match = /^\/i\/(\d{1,4})(\/[^/\\].*)$/.exec(url);
  if (!match) return null;
  return `/_next/image?url=${encodeURIComponent(match[2]!)}&w=${match[1]}&q=${DEFAULT_QUALITY}`;
}
