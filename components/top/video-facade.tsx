'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PlayIcon } from './video-play-icon';

interface VideoFacadeProps {
  title: string;
  embedUrl: string;
  poster: ReactNode;
}

/** A poster with a play button; the YouTube player (and its requests) only load once it is pressed. */
export function VideoFacade({ title, embedUrl, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-brand-950 shadow-lg">
      {playing ? (
        <iframe
          ref={frame}
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="absolute inset-0 h-full w-full"
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 block h-full w-full">
          {poster}
          <span aria-hidden="true" className="absolute inset-0 bg-brand-950/10 transition-colors group-hover:bg-transparent" />
          <PlayIcon className="absolute top-1/2 left-1/2 size-16 -translate-x-1/2 -translate-y-1/2 sm:size-20" />
          <span className="sr-only">動画を再生：{title}</span>
        </button>
      )}
    </div>
  );
}
