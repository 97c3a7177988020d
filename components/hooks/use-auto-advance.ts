'use client';

import { type RefObject, useEffect, useEffectEvent, useState } from 'react';
import { usePrefersReducedMotion } from './use-media-query';

interface AutoAdvanceOptions {
  /** Moves on to the next slide. */
  advance: () => void;
  /** Time to each move in ms; a function is asked each time the timer starts. */
  delayMs: number | (() => number);
  /** False while there is nothing to advance (a single slide, no carousel yet). */
  enabled?: boolean;
  /** The timer starts over whenever this changes (the slide shown, a manual move). */
  restartKey?: string | number | null;
  /** Runs only while this element is on screen. */
  onScreenRef?: RefObject<Element | null>;
  /** Runs only while the tab is visible. */
  whileTabVisible?: boolean;
}

/**
 * The timer of a slideshow or carousel that moves on by itself. It is paused from the start for
 * a visitor who prefers reduced motion, until the visitor plays it; `togglePaused` is the
 * pause/play button. While it runs, `advance` is called every `delayMs` from the last start.
 */
export function useAutoAdvance({ advance, delayMs, enabled = true, restartKey = null, onScreenRef, whileTabVisible = false }: AutoAdvanceOptions) {
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [onScreen, setOnScreen] = useState(onScreenRef === undefined);
  const [tabVisible, setTabVisible] = useState(true);

  const paused = userPaused ?? reducedMotion;
  const running = !paused && enabled && onScreen && tabVisible;

  useEffect(() => {
    const element = onScreenRef?.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScreenRef]);

  useEffect(() => {
    if (!whileTabVisible) return;
    const update = () => setTabVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, [whileTabVisible]);

  const onTimer = useEffectEvent(advance);
  const nextDelay = useEffectEvent(() => (typeof delayMs === 'number' ? delayMs : delayMs()));
  const fixedDelay = typeof delayMs === 'number' ? delayMs : null;

  useEffect(() => {
    if (!running) return;
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => {
        onTimer();
        schedule();
      }, nextDelay());
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [running, restartKey, fixedDelay]);

  return { paused, running, togglePaused: () => setUserPaused(!paused) };
}
