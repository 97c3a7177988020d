'use client';

import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { type ComponentProps, type ComponentType, createElement, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useAutoAdvance } from '@/components/hooks/use-auto-advance';
import { usePrefersReducedMotion } from '@/components/hooks/use-media-query';
import { NEAR_MARGIN, NEAR_ROOT_ATTRIBUTE } from '@/components/hooks/use-near-viewport';
import { autoplayDelay, createTransitionLock } from '@/lib/site/top/carousel';
import { Icon } from '@/components/ui/icon';

/** Embla's scroll duration (its own unit, not ms): with its friction a move settles in about 0.5 s. */
const SCROLL_DURATION = 30;

type PickupEmblaProps = ComponentProps<typeof import('./pickup-embla').default>;

let loadedEmbla: ComponentType<PickupEmblaProps> | null = null;

/** pickup-embla.tsx, loaded on first render (a module of its own: the page's first load carries no embla). */
function LazyEmbla(props: PickupEmblaProps) {
  const [, setLoaded] = useState(loadedEmbla !== null);
  useEffect(() => {
    if (loadedEmbla) return;
    let cancelled = false;
    void import('./pickup-embla').then((module) => {
      loadedEmbla = module.default;
      if (!cancelled) setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return loadedEmbla ? createElement(loadedEmbla, props) : null;
}

/** True once `root` has come within NEAR_MARGIN of the window or something in it took the focus. */
function useNearWindow(root: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_MARGIN });
    const onFocus = () => setNear(true);
    observer.observe(element);
    element.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', onFocus);
    };
  }, [root, near]);
  return near;
}

interface PickupCarouselProps {
  /** The cards, rendered on the server. */
  slides: ReactNode[];
  /** The attribute the server-rendered CSS sizes the slides by. */
  slideAttribute: string;
  /** The attribute the server-rendered CSS places the track by until embla runs. */
  trackAttribute: string;
}

/**
 * The endless PICK UP CONTENTS carousel. It moves on by itself every 4 s while it is on screen,
 * the tab is visible, the visitor has not paused it and does not prefer reduced motion. A manual
 * move (buttons, indicators, dragging, focusing a card) holds it for 4 s; prev/next are ignored
 * while a move is still running. embla itself loads when the carousel comes near the window.
 */
export function PickupCarousel({ slides, slideAttribute, trackAttribute }: PickupCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [embla, setEmbla] = useState<UseEmblaCarouselType[1]>();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [lock] = useState(createTransitionLock);
  const [selected, setSelected] = useState(0);
  const [lastManualMoveAt, setLastManualMoveAt] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const near = useNearWindow(root);
  const { paused, togglePaused } = useAutoAdvance({
    advance: () => {
      lock.moved(Date.now());
      embla?.scrollNext();
    },
    delayMs: () => autoplayDelay(Date.now(), lastManualMoveAt),
    enabled: embla !== undefined,
    restartKey: `${selected} ${lastManualMoveAt}`,
    onScreenRef: root,
    whileTabVisible: true,
  });

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onManualMove = () => setLastManualMoveAt(Date.now());
    embla.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onManualMove).on('slideFocus', onManualMove);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onManualMove).off('slideFocus', onManualMove);
    };
  }, [embla]);

  const manualMove = (move: (api: NonNullable<typeof embla>) => void, respectLock: boolean) => {
    const now = Date.now();
    if (!embla || (respectLock && lock.isLocked(now))) return;
    lock.moved(now);
    setLastManualMoveAt(now);
    move(embla);
  };

  const slideProps = { [slideAttribute]: '' };
  const trackProps = { [trackAttribute]: '' };
  // Its cards' images load with it: a card it clips may slide in at any moment (components/ui/near-image.tsx).
  const nearRootProps = { [NEAR_ROOT_ATTRIBUTE]: '' };
  const buttonClass =
    'grid size-11 place-items-center rounded-full border-2 border-brand-900 bg-white text-brand-900 transition-colors hover:bg-brand-900 hover:text-white';

  return (
    // The enclosing section is the carousel region (named by its heading); this is its moving part.
    <div ref={root} {...nearRootProps} className="mt-10">
      {near && viewport && (
        <LazyEmbla viewport={viewport} options={{ loop: true, align: 'center', duration: reducedMotion ? 0 : SCROLL_DURATION }} onApi={setEmbla} />
      )}
      <div ref={setViewport} className="relative overflow-hidden">
        <div {...trackProps} className="flex touch-pan-y py-2">
          {slides.map((slide, i) => (
            <div key={i} {...slideProps} role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${slides.length}`}>
              {slide}
            </div>
          ))}
        </div>
      </div>

      <div className="mx-auto mt-6 flex max-w-4xl flex-wrap items-center justify-center gap-3 px-4">
        <button type="button" aria-label="前のスライド" onClick={() => manualMove((api) => api.scrollPrev(), true)} className={buttonClass}>
          <Icon name="prev" className="size-4" />
        </button>
        <ol className="order-first flex basis-full flex-wrap justify-center md:order-none md:basis-auto">
          {slides.map((_, i) => (
            <li key={i}>
              <button
                type="button"
                aria-label={`${i + 1}枚目を表示`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => manualMove((api) => api.scrollTo(i), false)}
                className="group grid h-7 min-w-6 place-items-center px-0.5"
              >
                <span
                  aria-hidden="true"
                  className={i === selected ? 'carousel-dot-current' : 'carousel-dot'}
                />
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          aria-label="次のスライド"
          onClick={() => manualMove((api) => api.scrollNext(), true)}
          className={`order-2 md:order-none ${buttonClass}`}
        >
          <Icon name="next" className="size-4" />
        </button>
        <button type="button" onClick={togglePaused} className={`order-1 md:order-none ${buttonClass}`}>
          <span className="sr-only">{paused ? '自動再生を開始' : '自動再生を停止'}</span>
          <Icon name={paused ? 'play' : 'pause'} className="size-4" />
        </button>
      </div>
    </div>
  );
}
