'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

const SELECTOR = '[data-animate]:not(.is-animated)';
const ANIMATED = 'is-animated';
/** Set on <html> once this runs: only then does globals.css hide elements that wait to animate. */
const READY = 'animate-ready';

/**
 * Gives every element with a `data-animate` attribute the class `is-animated` the first time it
 * scrolls into view (globals.css fades and slides it in). Elements added later (a client
 * navigation, streamed content) are picked up too. Without JavaScript nothing is hidden.
 */
export function AnimateObserver() {
  const pathname = usePathname();
  const scan = useRef<(() => void) | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    if (!('IntersectionObserver' in window)) {
      document.querySelectorAll(SELECTOR).forEach((element) => element.classList.add(ANIMATED));
      return;
    }
    const intersections = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add(ANIMATED);
          intersections.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    const observeWithin = (node: ParentNode) => node.querySelectorAll(SELECTOR).forEach((element) => intersections.observe(element));

    // What the first paint already shows stays as it is, rather than vanishing and fading back in:
    // an observer without the margin tells which elements are on screen, after the browser's own
    // layout (asking each element for its box here would lay the page out again after each one).
    const onScreen = new IntersectionObserver((entries) => {
      onScreen.disconnect();
      for (const entry of entries) if (entry.isIntersecting) entry.target.classList.add(ANIMATED);
      root.classList.add(READY);
      observeWithin(document);
    });
    const waiting = document.querySelectorAll(SELECTOR);
    if (waiting.length === 0) root.classList.add(READY);
    waiting.forEach((element) => onScreen.observe(element));

    const additions = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.matches(SELECTOR)) intersections.observe(node);
          observeWithin(node);
        });
      }
    });
    additions.observe(document.body, { childList: true, subtree: true });
    scan.current = () => observeWithin(document);

    return () => {
      scan.current = null;
      onScreen.disconnect();
      additions.disconnect();
      intersections.disconnect();
      root.classList.remove(READY);
    };
  }, []);

  useEffect(() => {
    scan.current?.();
  }, [pathname]);

  return null;
}
