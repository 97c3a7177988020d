import 'server-only';
import { cacheLife } from 'next/cache';
import { japanToday } from '@/lib/core/time/japan';
import { openingCalendar } from '@/lib/core/time/opening-hours';
import type { OpeningCalendar } from '@/lib/core/time/store-hours';
import { contentNow, untilJapanMidnight } from './clock';

/*
 * What the store pages and the top page's list embed so that the visitor's browser tells
 * 営業中 / 本日の営業は終了 / 本日休業 by itself (lib/core/time/store-hours.ts): the public holidays of
 * the coming months and each store's closed days. A page is cached until midnight in Japan at
 * the longest (its campaigns' reads), but a tab stays open, a cache may serve it stale once: the
 * calendar covers CALENDAR_DAYS, far past any of that, and says nothing beyond it.
 */

export const CALENDAR_DAYS = 400;

/** Japan's public holidays from today (Japan time) for CALENDAR_DAYS; a few hundred bytes. */
export async function getOpeningCalendar(): Promise<OpeningCalendar> {
  'use cache';
  const now = contentNow();
  cacheLife(untilJapanMidnight(now));
  return openingCalendar(japanToday(now), CALENDAR_DAYS);
}

/**
 * Each store's own closed days (YYYY-MM-DD, Japan), by store id; a store without any is absent.
 * Empty until the closures of the trial booking (issue 33, item 1) exist: this is where they plug
 * in, read from their table from today on, cached under that table's tag, with the same days
 * the booking refuses.
 */
export async function getStoreClosedDates(): Promise<Readonly<Record<string, readonly string[]>>> {
  return {};
}
