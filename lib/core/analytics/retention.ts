import 'server-only';
import { getConfig } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import { addDays, DAY_MS, japanToday } from '@/lib/core/time/japan';
import { deleteOldSalts } from './salt';

/*
 * What the analytics keep, and for how long: each raw page view for ANALYTICS_RETENTION_DAYS
 * (90 by default), the hourly and daily counters for good (they name nobody), the sightings of
 * visitors until the day after theirs (a batch flushed just after midnight still needs them), and
 * a day's salt until the day is over. Every instance runs this hourly (collector.ts); running it
 * twice, or on two instances at once, deletes nothing twice.
 */

const DELETE_BATCH = 10_000;

export interface AnalyticsPruned {
  events: number;
  seen: number;
  salts: number;
}

export async function pruneAnalytics(db: Db, now: Date = new Date(), days: number = getConfig().ANALYTICS_RETENTION_DAYS): Promise<AnalyticsPruned> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  let events = 0;
  // In batches, so a backlog (the first run after lowering the period) never holds one long lock.
  for (;;) {
    const batch = db.kysely.selectFrom('analytics_event').select('id').where('at', '<', cutoff).orderBy('at').limit(DELETE_BATCH);
    const deleted = await db.kysely.deleteFrom('analytics_event').where('id', 'in', batch).executeTakeFirst();
    const count = Number(deleted.numDeletedRows);
    events += count;
    if (count < DELETE_BATCH) break;
  }
  const today = japanToday(now);
  const seen = await db.kysely.deleteFrom('analytics_seen').where('day', '<', addDays(today, -1)).executeTakeFirst();
  const salts = await deleteOldSalts(db, today);
  return { events, seen: Number(seen.numDeletedRows), salts };
}
