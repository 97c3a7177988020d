import { cacheLife } from 'next/cache';
import { scheduleYears } from '@/lib/core/enquiry/choices';
import { contentNow } from '@/lib/core/time/content-clock';
import { nextJapanMidnight } from '@/lib/core/time/japan';

/*
 * How long what the public reads read stays true: until the next midnight in Japan for what
 * depends on the date. The clock itself (movable in the e2e tests) is lib/core/time/content-clock.ts.
 */

export { contentNow, TEST_CLOCK_FILE } from '@/lib/core/time/content-clock';

/**
 * Cache Components leave a read whose life is under five minutes out of the prerendered page and
 * render it for each request, which a page must then wrap in <Suspense>; a large part (PICK UP)
 * would then reach the visitor hidden until a script shows it. The reads that change at midnight
 * live at least this long, so they always stay in the page.
 */
export const SHORTEST_LIFE_SECONDS = 300;

export interface Life {
  stale: number;
  revalidate: number;
  expire: number;
}

/**
 * A profile that expires at `until` (epoch ms), at least SHORTEST_LIFE_SECONDS from now. Whole
 * seconds, rounded down: rounding up would keep what ends at `until` up to a second past it.
 * Next.js counts a page's life from when its render is stored, after the reads that set it, so
 * a page may still outlive `until` by the time its render took.
 */
export function lifeUntil(until: number, now: Date): Life {
  const seconds = Math.max(SHORTEST_LIFE_SECONDS, Math.floor((until - now.getTime()) / 1000));
  return { stale: SHORTEST_LIFE_SECONDS, revalidate: seconds - 1, expire: seconds };
}

/**
 * A cacheLife profile for what depends on today's date in Japan: it expires at the next midnight
 * there, so the first request after it reads again (expire, unlike revalidate, does not serve the
 * old value while a new one is made). A read made in the last five minutes before midnight lives
 * five minutes (SHORTEST_LIFE_SECONDS), so at most that long into the new day.
 */
export function untilJapanMidnight(now: Date): Life {
  return lifeUntil(nextJapanMidnight(now), now);
}

/** The years a visitor's wish dates may name (this year and the next), for the contact form. */
export async function getScheduleYears(): Promise<string[]> {
  'use cache';
  const now = contentNow();
  cacheLife(untilJapanMidnight(now));
  return scheduleYears(now);
}
