import 'server-only';
import { sql, type Transaction } from 'kysely';
import type { Db } from '@/lib/core/db';
import type { Database } from '@/lib/core/db/schema';
import type { PageView } from './event';
import type { Device } from './shared';

/*
 * One batch of page views into the database, in one transaction: the raw events, the visitors
 * seen for the first time today, and the hourly and daily counters, added to (an upsert per
 * counter row the batch touches, not per event). The dashboard reads only the counters.
 *
 * Counting visitors. A visitor is a hash that changes every Japan day (salt.ts), so visitors are
 * counted per day, as privacy-first tools count them, and a range's visitors are its days' added
 * up. analytics_seen records each (day, key, visitor) once, the database deciding which instance
 * saw it first; `visitors` of a counter row is the number of visitors first seen that day on it:
 *  - the site ('' key) and a store ('s:' + id): a visitor counts once a day, on the row of the
 *    event they were first seen with, so the sources, campaigns and devices of a day add up to its
 *    visitors (a visitor is credited to the source of their first visit of the day);
 *  - a path ('p:' + path): once per path a day, so a page's visitors are exact.
 * Rows are written in the order of their keys, in every instance, so two instances' batches never
 * wait on each other in a circle.
 */

/** A page view ready to store: its time, Japan day and hour, device, and the visitor's hash. */
export interface StoredView extends PageView {
  at: string;
  day: string;
  hour: string;
  device: Device;
  visitor: string;
}

/** The counters' dimensions: `all` (the total), and the ones the dashboard lists. */
export type Dimension = 'all' | 'path' | 'source' | 'campaign' | 'device';

const JAPAN_MS = 9 * 60 * 60 * 1000;

/** 2026-11-30T01:02:03Z → { day: '2026-11-30', hour: '2026-11-30T10' } in Japan time. */
export function japanBuckets(at: Date): { day: string; hour: string } {
  const japan = new Date(at.getTime() + JAPAN_MS).toISOString();
  return { day: japan.slice(0, 10), hour: japan.slice(0, 13) };
}

/** A source and its medium in one counter value (neither holds a tab: event.ts cleans them). */
export const sourceValue = (source: string, medium: string) => `${source}\t${medium}`;

const siteKey = '';
const storeKey = (storeId: string) => `s:${storeId}`;
const pathKey = (path: string) => `p:${path}`;
const seenId = (day: string, key: string, visitor: string) => `${day}\n${key}\n${visitor}`;

interface Counter {
  dimension: Dimension;
  bucket: string;
  storeId: string;
  value: string;
  pageviews: number;
  visits: number;
  visitors: number;
}

const CHUNK = 400;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** The (day, key, visitor) triples the batch holds that are not yet known to have been seen, in key order. */
function seenCandidates(views: readonly StoredView[], known: ReadonlySet<string>): { day: string; key: string; visitor: string }[] {
  const wanted = new Map<string, { day: string; key: string; visitor: string }>();
  for (const view of views) {
    const keys = [siteKey, pathKey(view.path), ...(view.storeId ? [storeKey(view.storeId)] : [])];
    for (const key of keys) {
      const id = seenId(view.day, key, view.visitor);
      if (!known.has(id)) wanted.set(id, { day: view.day, key, visitor: view.visitor });
    }
  }
  return [...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, triple]) => triple);
}

/** Records the triples as seen; answers the ids of those nobody had seen before. */
async function markSeen(trx: Transaction<Database>, triples: { day: string; key: string; visitor: string }[]): Promise<Set<string>> {
  const fresh = new Set<string>();
  for (const part of chunks(triples)) {
    const inserted = await trx
      .insertInto('analytics_seen')
      .values(part)
      .onConflict((oc) => oc.columns(['day', 'key', 'visitor']).doNothing())
      .returning(['day', 'key', 'visitor'])
      .execute();
    for (const row of inserted) fresh.add(seenId(row.day, row.key, row.visitor));
  }
  return fresh;
}

/** The counter rows a batch adds to, with the visitors first seen in it. */
export function countersOf(views: readonly StoredView[], fresh: ReadonlySet<string>): { hourly: Counter[]; daily: Counter[] } {
  const hourly = new Map<string, Counter>();
  const daily = new Map<string, Counter>();
  const credited = new Set<string>();
  /** 1 the first time a fresh triple is met in the batch, else 0. */
  const firstSeen = (day: string, key: string, visitor: string) => {
    const id = seenId(day, key, visitor);
    if (!fresh.has(id) || credited.has(id)) return 0;
    credited.add(id);
    return 1;
  };
  const add = (view: StoredView, storeId: string, dimension: Dimension, value: string, visitor: number) => {
    for (const [rows, bucket] of [
      [hourly, view.hour],
      [daily, view.day],
    ] as const) {
      const id = `${dimension}\n${bucket}\n${storeId}\n${value}`;
      const row = rows.get(id) ?? { dimension, bucket, storeId, value, pageviews: 0, visits: 0, visitors: 0 };
      row.pageviews += 1;
      row.visits += view.entry ? 1 : 0;
      row.visitors += visitor;
      rows.set(id, row);
    }
  };
  for (const view of views) {
    const scopes: [storeId: string, newVisitor: number][] = [[siteKey, firstSeen(view.day, siteKey, view.visitor)]];
    if (view.storeId) scopes.push([view.storeId, firstSeen(view.day, storeKey(view.storeId), view.visitor)]);
    for (const [storeId, newVisitor] of scopes) {
      add(view, storeId, 'all', '', newVisitor);
      add(view, storeId, 'source', sourceValue(view.source, view.medium), newVisitor);
      if (view.campaign) add(view, storeId, 'campaign', view.campaign, newVisitor);
      add(view, storeId, 'device', view.device, newVisitor);
    }
    add(view, view.storeId ?? siteKey, 'path', view.path, firstSeen(view.day, pathKey(view.path), view.visitor));
  }
  const ordered = (rows: Map<string, Counter>) => [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  return { hourly: ordered(hourly), daily: ordered(daily) };
}

async function upsertCounters(trx: Transaction<Database>, table: 'analytics_hourly' | 'analytics_daily', rows: Counter[]): Promise<void> {
  const bucket = table === 'analytics_hourly' ? 'hour' : 'day';
  for (const part of chunks(rows)) {
    await trx
      .insertInto(table)
      .values(part.map(({ bucket: value, ...row }) => ({ ...row, [bucket]: value }) as Database['analytics_daily'] & Database['analytics_hourly']))
      .onConflict((oc) =>
        oc.columns(['dimension', bucket, 'storeId', 'value'] as never).doUpdateSet({
          pageviews: sql`${sql.ref(`${table}.pageviews`)} + excluded.pageviews`,
          visits: sql`${sql.ref(`${table}.visits`)} + excluded.visits`,
          visitors: sql`${sql.ref(`${table}.visitors`)} + excluded.visitors`,
        }),
      )
      .execute();
  }
}

/**
 * Stores a batch: the raw events, the first sightings and the counters, in one transaction.
 * `known` holds the sightings this process already knows to be recorded (skipped, so most
 * batches write few of them); answers the sightings to add to it once the batch is committed.
 */
export async function writeBatch(db: Db, views: readonly StoredView[], known: ReadonlySet<string> = new Set()): Promise<string[]> {
  if (views.length === 0) return [];
  const candidates = seenCandidates(views, known);
  await db.kysely.transaction().execute(async (trx) => {
    for (const part of chunks(views)) {
      await trx
        .insertInto('analytics_event')
        .values(
          part.map((view) => ({
            at: view.at,
            path: view.path,
            storeId: view.storeId,
            source: view.source,
            medium: view.medium,
            campaign: view.campaign,
            referrer: view.referrer,
            device: view.device,
            visitor: view.visitor,
            entry: view.entry ? 1 : 0,
          })),
        )
        .execute();
    }
    const fresh = await markSeen(trx, candidates);
    const { hourly, daily } = countersOf(views, fresh);
    await upsertCounters(trx, 'analytics_hourly', hourly);
    await upsertCounters(trx, 'analytics_daily', daily);
  });
  return candidates.map((triple) => seenId(triple.day, triple.key, triple.visitor));
}
