'use client';

import { useCallback, useState } from 'react';

/** Marks an element whose images count as near together, once it is (a carousel's track, whose slides it clips). */
export const NEAR_ROOT_ATTRIBUTE = 'data-near-root';

/**
 * How near is near: half the window's height above or below it. Chrome's own `loading="lazy"`
 * starts 1,250 px away (2,500 px on a slow connection), which on a phone takes in the sections
 * under the main visual while the page loads, so that their images share the network with the
 * page's largest paint.
 */
export const NEAR_MARGIN = '50% 0px';

/**
 * Whether an element has come near the viewport (NEAR_MARGIN), from the first time it has: the
 * returned callback ref watches the element, or, when one around it is marked NEAR_ROOT_ATTRIBUTE,
 * that one. Never near on the server and before hydration; near at once without IntersectionObserver.
 */
export function useNearViewport(): [near: boolean, ref: (element: Element | null) => (() => void) | undefined] {
  const [near, setNear] = useState(false);
  const ref = useCallback((element: Element | null) => {
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element.closest(`[${NEAR_ROOT_ATTRIBUTE}]`) ?? element);
    return () => observer.disconnect();
  }, []);
  return [near, ref];
}
