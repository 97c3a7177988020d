import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheLife } from 'next/cache';
import { scheduleYears } from '@/lib/enquiry/choices';
import { nextJapanMidnight } from '@/lib/time/japan';

/*
 * The time the public reads go by ("which campaigns run today in Japan"), and how long what they
 * read stays true: until the next midnight in Japan.
 *
 * The end-to-end test of that expiry (e2e/campaign-expiry.spec.ts) cannot wait for a real
 * midnight, so with OZ_TEST_CLOCK=1, which only the e2e server sets, the clock is shifted by the
 * offset in DATA_DIR/test-clock.json ({ "offsetMs": n }) when that file exists.
 */

export const TEST_CLOCK_FILE = 'test-clock.json';

function testOffsetMs(): number {
  if (process.env.OZ_TEST_CLOCK !== '1') return 0;
  try {
    const file = path.resolve(process.env.DATA_DIR ?? 'data', TEST_CLOCK_FILE);
    const { offsetMs } = JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown };
    return typeof offsetMs === 'number' && Number.isFinite(offsetMs) ? offsetMs : 0;
  } catch {
    return 0;
  }
}

/** Now, as the public reads see it. */
export function contentNow(): Date {
  return new Date(Date.now() + testOffsetMs());
}

/**
 * Cache Components leave a read whose life is under five minutes out of the prerendered page and
 * render it for each request, which a page must then wrap in <Suspense>; a large part (PICK UP)
 * would then reach the visitor hidden until a script shows it. The reads that change at midnight
 * live at least this long, so they always stay in the page.
 */
export const SHORTEST_LIFE_SECONDS = 300;

/**
 * A cacheLife profile for what depends on today's date in Japan: it expires at the next midnight
 * there, so the first request after it reads again (expire, unlike revalidate, does not serve the
 * old value while a new one is made). A read made in the last five minutes before midnight lives
 * five minutes (SHORTEST_LIFE_SECONDS), so at most that long into the new day.
 */
export function untilJapanMidnight(now: Date): { stale: number; revalidate: number; expire: number } {
  const seconds = Math.max(SHORTEST_LIFE_SECONDS, Math.ceil((nextJapanMidnight(now) - now.getTime()) / 1000));
  return { stale: SHORTEST_LIFE_SECONDS, revalidate: seconds - 1, expire: seconds };
}

/** The years a visitor's wish dates may name (this year and the next), for the contact form. */
export async function getScheduleYears(): Promise<string[]> {
  'use cache';
  const now = contentNow();
  cacheLife(untilJapanMidnight(now));
  return scheduleYears(now);
}
