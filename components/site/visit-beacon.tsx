'use client';

import { useEffect } from 'react';
import { BEACON_SCRIPT } from '@/lib/core/analytics/shared';

/**
 * Loads the visit analytics' beacon (public/oz-beacon.js, docs/analytics.md) once the page has
 * loaded and the browser is idle, and only in the browser: the HTML stays the same for everyone.
 * A few lines here rather than next/script: its loader's own client code took the top page's
 * first-load JavaScript to 150.7 KiB, over its budget of 150 (e2e/page-weight.spec.ts; 149.4 KiB
 * with this), for one script that needs none of its other strategies.
 */
export function VisitBeacon() {
  useEffect(() => {
    const load = () => {
      const script = document.createElement('script');
      script.src = BEACON_SCRIPT;
      script.async = true;
      document.body.append(script);
    };
    const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 5000 }) : window.setTimeout(load, 1));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }, []);
  return null;
}
