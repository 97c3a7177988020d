import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { closedDatesByStore } from '@/lib/core/booking';
import { getDb } from '@/lib/core/db';
import { tags } from '@/lib/core/model/tags';
import { DAY_MS, japanToday } from '@/lib/core/time/japan';
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
 * Each store's own closed days (YYYY-MM-DD, Japan) from today for CALENDAR_DAYS, by store id; a
 * store without any is absent. They are the whole days staff blocked in the booking calendar, the
 * days the booking refuses too (lib/core/booking/availability.ts); blocking or lifting one expires
 * this read (tags.storeClosures), and with it the pages that embed it.
 */
export async function getStoreClosedDates(): Promise<Readonly<Record<string, readonly string[]>>> {
  'use cache';
  const now = contentNow();
  cacheLife(untilJapanMidnight(now));
  cacheTag(tags.storeClosures);
  const today = japanToday(now);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + CALENDAR_DAYS * DAY_MS).toISOString().slice(0, 10);
  return closedDatesByStore(await getDb(), today, last);
}
