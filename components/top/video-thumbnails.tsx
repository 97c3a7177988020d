'use client';

import { type MouseEvent, type ReactNode, useState } from 'react';
import { VideoDialog } from './video-dialog';
import { PlayIcon } from './video-play-icon';

export interface ThumbnailVideo {
  id: string;
  audience: string;
  title: string;
  /** The title of the popup player, which names the audience. */
  playerTitle: string;
  lead: string;
  watchUrl: string;
  embedUrl: string;
  poster: ReactNode;
}

interface VideoThumbnailsProps {
  videos: ThumbnailVideo[];
  /** Where the popup player is used; narrower screens follow the link to YouTube in a new tab. */
  popupQuery: string;
}

/**
 * Each thumbnail is a real link to the video on YouTube (new tab), which is what phones and
 * visitors without JavaScript get; on wider screens a plain click opens the popup player instead.
 */
export function VideoThumbnails({ videos, popupQuery }: VideoThumbnailsProps) {
  const [playing, setPlaying] = useState<ThumbnailVideo | null>(null);

  const open = (event: MouseEvent<HTMLAnchorElement>, video: ThumbnailVideo) => {
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plainClick || !window.matchMedia(popupQuery).matches) return;
    event.preventDefault();
    setPlaying(video);
  };

  return (
    <>
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6 md:grid-cols-4 md:gap-x-5">
        {videos.map((video) => (
          <li key={video.id}>
            <a
              href={video.watchUrl}
              target="_blank"
              rel="noopener"
              onClick={(event) => open(event, video)}
              className="group relative block rounded-xl"
            >
              <span className="relative block overflow-hidden rounded-xl bg-brand-950">
                {video.poster}
                <PlayIcon className="absolute top-1/2 left-1/2 size-11 -translate-x-1/2 -translate-y-1/2" />
                <span className="absolute top-2 left-2 rounded-full bg-brand-900 px-3 py-0.5 text-xs font-bold text-white">
                  {video.audience}
                </span>
              </span>
              <span className="mt-2 block text-sm leading-snug font-bold text-brand-950 group-hover:text-brand-700 group-hover:underline">
                {video.title}
              </span>
              <span className="mt-1 block text-xs leading-relaxed text-brand-700">{video.lead}</span>
              <span className="sr-only md:hidden">（YouTubeが新しいタブで開きます）</span>
            </a>
          </li>
        ))}
      </ul>
      {playing && <VideoDialog title={playing.playerTitle} embedUrl={playing.embedUrl} onClose={() => setPlaying(null)} />}
    </>
  );
}
