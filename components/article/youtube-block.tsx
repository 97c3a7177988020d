import { VideoFacade } from '@/components/top/video-facade';
import { VideoPosterArt } from './video-poster-art';

const EMBED = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,})/;

/** The embed address to load after the click, or null for anything that is not a YouTube embed. */
export function youtubeEmbed(src: string | null | undefined): string | null {
  const id = EMBED.exec(src ?? '')?.[1];
  return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
}

/**
 * A YouTube block: our own poster and a play button until the visitor presses it, so the page
 * sends nothing to YouTube (and waits on nothing) before then.
 */
export function YoutubeBlock({ src, title }: { src: string | null | undefined; title: string }) {
  const embedUrl = youtubeEmbed(src);
  if (!embedUrl) return null;
  return (
    <figure>
      <VideoFacade title={title} embedUrl={embedUrl} poster={<VideoPosterArt title={title} />} />
      <figcaption className="mt-2 text-center text-sm text-brand-700">
        {title}
        <span className="sr-only">（再生すると YouTube から動画を読み込みます）</span>
      </figcaption>
    </figure>
  );
}
