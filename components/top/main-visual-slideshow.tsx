'use client';

import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useAutoAdvance } from '@/components/hooks/use-auto-advance';
import { useMediaQuery } from '@/components/hooks/use-media-query';
import { Icon } from '@/components/ui/icon';

interface MainVisualSlideshowProps {
  /** The pictures, rendered on the server; the first `narrowCount` also show on narrow screens. */
  slides: ReactNode[];
  narrowCount: number;
  wideMedia: string;
  intervalMs: number;
}

/** True once the page has finished loading (its load event has fired); false on the server. */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('load', onChange);
      return () => window.removeEventListener('load', onChange);
    },
    () => document.readyState === 'complete',
    () => false,
  );
}

/**
 * Crossfades the main visual's pictures. It advances on a timer unless the visitor paused it or
 * prefers reduced motion, and offers a pause/play button and one button per picture. Only the
 * first picture is in the page at first: the others join once the page has loaded, so they never
 * compete with the first (the page's largest paint) or the page's scripts for a phone's bandwidth.
 */
export function MainVisualSlideshow({ slides, narrowCount, wideMedia, intervalMs }: MainVisualSlideshowProps) {
  const wide = useMediaQuery(wideMedia, true);
  const [index, setIndex] = useState(0);
  const count = wide ? slides.length : narrowCount;
  const current = index < count ? index : 0;
  const pageLoaded = usePageLoaded();
  const { paused, togglePaused } = useAutoAdvance({
    advance: () => setIndex((current + 1) % count),
    delayMs: intervalMs,
    enabled: count >= 2,
    restartKey: `${current} ${count}`,
  });

  const wideOnly = (i: number) => (i >= narrowCount ? 'max-[769px]:hidden' : '');

  return (
    <>
      <div aria-live={paused ? 'polite' : 'off'} className="absolute inset-0 -z-20">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i !== current}
            className={`absolute inset-0 transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${i === current ? 'opacity-100' : 'opacity-0'} ${wideOnly(i)}`}
          >
            {pageLoaded || i === current ? slide : null}
          </div>
        ))}
      </div>
      <div className="absolute right-3 bottom-3 z-10 flex items-center gap-1 rounded-full bg-brand-950/70 px-2 py-1 min-[769px]:right-6 min-[769px]:bottom-6">
        <button
          type="button"
          onClick={togglePaused}
          className="grid size-9 place-items-center rounded-full text-white hover:bg-white/15"
        >
          <span className="sr-only">{paused ? 'スライドショーを再生' : 'スライドショーを停止'}</span>
          <Icon name={paused ? 'play' : 'pause'} className="size-4" />
        </button>
        <ul className="flex items-center">
          {slides.map((_, i) => (
            <li key={i} className={wideOnly(i)}>
              <button
                type="button"
                aria-label={`${i + 1}枚目のスライドを表示`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="group grid size-7 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${i === current ? 'w-5 bg-accent-500' : 'w-2 bg-white/70 group-hover:bg-white'}`}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
