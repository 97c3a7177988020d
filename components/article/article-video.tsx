const SAFE_VIDEO = /^(\/(?!\/)|https:\/\/)/i;

/**
 * A video block: the browser's own player, loading nothing but the poster until it is played,
 * so it never holds up the first paint. The poster comes from the server (video-poster.ts).
 */
export function ArticleVideo({
  src,
  poster,
  caption,
  aspectRatio,
  width,
}: {
  src: string | null | undefined;
  poster?: string;
  caption: string;
  aspectRatio: string;
  width: number;
}) {
  if (!src || !SAFE_VIDEO.test(src)) return null;
  return (
    <figure className="mx-auto" style={{ width: `${width}%` }}>
      <video
        controls
        preload="none"
        playsInline
        poster={poster}
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
