import type { Db } from '@/lib/core/db';
import type { StoredView } from './rollup';

/* Test helpers of lib/core/analytics: page views as the collector hands them to rollup.ts. */

export const ANALYTICS_TABLES = ['analytics_event', 'analytics_hourly', 'analytics_daily', 'analytics_seen', 'analytics_salt', 'analytics_attribution'] as const;

export async function emptyAnalytics(db: Db): Promise<void> {
  for (const table of ANALYTICS_TABLES) await db.kysely.deleteFrom(table).execute();
}

const JAPAN_MS = 9 * 60 * 60 * 1000;

/** A page view at `at` (UTC), by `visitor`, direct and from a desktop unless told otherwise. */
export function view(at: string, visitor: string, path: string, extra: Partial<StoredView> = {}): StoredView {
  const japan = new Date(Date.parse(at) + JAPAN_MS).toISOString();
  return {
    at,
    day: japan.slice(0, 10),
    hour: japan.slice(0, 13),
    visitor,
    path,
    storeId: null,
    entry: false,
    source: 'direct',
    medium: '',
    campaign: '',
    referrer: '',
    device: 'desktop',
    ...extra,
  };
}
