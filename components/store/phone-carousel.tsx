'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAutoAdvance } from '@/components/hooks/use-auto-advance';
import { Icon } from '@/components/ui/icon';
import {
  advance,
  PHONE_CAROUSEL_INTERVAL_MS,
  PHONE_CAROUSEL_TRANSITION_MS,
  settle,
  type TrackState,
  visibleSlide,
} from '@/lib/site/store/phone-carousel';

interface PhoneCarouselProps {
  /** The screens, rendered on the server; `labels` name them. */
  slides: ReactNode[];
  labels: string[];
}

/**
 * The app's screens sliding through a phone: one step every 3 s, forward only (after the last
 * screen a copy of the first slides in, then the track jumps back unseen). It runs only while on
 * screen, not with reduced motion, and the visitor can pause it or pick a screen.
 */
export function PhoneCarousel({ slides, labels }: PhoneCarouselProps) {
  const count = slides.length;
  const rootRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<TrackState>({ position: 0, animate: true });
  const [restart, setRestart] = useState(0);
  const { paused, running, togglePaused } = useAutoAdvance({
    advance: () => setState((previous) => advance(previous, count)),
    delayMs: PHONE_CAROUSEL_INTERVAL_MS,
    enabled: count > 1,
    // Not the position: the jump back from the copy of the first slide keeps the beat.
    restartKey: restart,
    onScreenRef: rootRef,
  });
  const current = visibleSlide(state.position, count);

  useEffect(() => {
    if (state.position < count) return;
    const timer = window.setTimeout(() => setState((previous) => settle(previous, count)), PHONE_CAROUSEL_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [state.position, count]);

  const show = (index: number) => {
    setState({ position: index, animate: true });
    setRestart((value) => value + 1);
  };

  return (
    <div ref={rootRef} role="region" aria-roledescription="carousel" aria-label="アプリの画面" className="flex flex-col items-center">
      <div className="rounded-[2.25rem] bg-brand-950 p-2.5 shadow-xl ring-1 ring-black/10" data-phone-frame>
        <div className="relative w-[var(--phone-width)] overflow-hidden rounded-[1.75rem] bg-white">
          <div
            aria-live={running ? 'off' : 'polite'}
            className="flex motion-reduce:transition-none"
            style={{
              transform: `translateX(calc(${-state.position} * var(--phone-width)))`,
              transition: state.animate ? `transform ${PHONE_CAROUSEL_TRANSITION_MS}ms ease-in-out` : 'none',
            }}
          >
            {[...slides, slides[0]].map((slide, index) => {
              const isCopy = index === count;
              const hidden = isCopy || index !== current;
              return (
                <div
                  key={index}
                  role={isCopy ? undefined : 'group'}
                  aria-roledescription={isCopy ? undefined : 'slide'}
                  aria-label={isCopy ? undefined : `${labels[index]}（${index + 1} / ${count}）`}
                  aria-hidden={hidden}
                  inert={hidden}
                  className="w-[var(--phone-width)] shrink-0"
                >
                  {slide}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <div className="mt-4 flex items-center gap-1 rounded-full bg-white px-2 py-1 shadow-sm ring-1 ring-brand-100">
        <button
          type="button"
          onClick={togglePaused}
          className="grid size-9 place-items-center rounded-full text-brand-900 hover:bg-brand-100"
        >
          <span className="sr-only">{paused ? '画面の切り替えを再生' : '画面の切り替えを停止'}</span>
          <Icon name={paused ? 'play' : 'pause'} className="size-4" />
        </button>
        <ul className="flex items-center">
          {labels.map((label, index) => (
            <li key={label}>
              <button
                type="button"
                aria-label={`${label}の画面を表示`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
                className="group grid size-8 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${index === current ? 'w-5 bg-accent-600' : 'w-2 bg-brand-700/40 group-hover:bg-brand-700'}`}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
