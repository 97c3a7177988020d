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
 * A cacheLife profile for what depends on today's date in Japan: it expires at the next midnight
 * there, so the first request after it reads again (expire, unlike revalidate, does not serve the
 * old value while a new one is made). A visitor's router may keep it up to five minutes.
 */
export function untilJapanMidnight(now: Date, { atLeastSeconds = 2 } = {}): { stale: number; revalidate: number; expire: number } {
  const seconds = Math.max(atLeastSeconds, 2, Math.ceil((nextJapanMidnight(now) - now.getTime()) / 1000));
  return { stale: Math.min(300, seconds), revalidate: seconds - 1, expire: seconds };
}

/** Cache Components render a read whose life is under five minutes for each request, not in the page. */
const PRERENDERABLE_SECONDS = 300;

/**
 * The years a visitor's wish dates may name (this year and the next). They change at New Year
 * only, so a read in the last minutes before a midnight may live until five minutes after it
 * and keep the contact page whole.
 */
export async function getScheduleYears(): Promise<string[]> {
  'use cache';
  const now = contentNow();
  cacheLife(untilJapanMidnight(now, { atLeastSeconds: PRERENDERABLE_SECONDS }));
  return scheduleYears(now);
}
