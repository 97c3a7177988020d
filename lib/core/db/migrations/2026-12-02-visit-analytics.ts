import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { index, isPostgres } from './frozen-helpers';

/*
 * First-party visit analytics (lib/core/analytics). Nothing here names a person: no address, no
 * user agent, no cookie; a visitor is a truncated hash made with a salt of one Japan day, and the
 * salt is deleted when the day ends.
 *
 * - analytics_event: the raw page views, written in batches, deleted after ANALYTICS_RETENTION_DAYS.
 * - analytics_hourly / analytics_daily: counters per Japan hour / day, per store ('' for the whole
 *   site) and per dimension (all, path, source, campaign, device) and value, kept; the dashboard
 *   reads only these. The key starts with the dimension, which every query names.
 * - analytics_seen: which visitor hashes were seen today per key (the site, a store, a path), so
 *   each is counted once a day; pruned after the day.
 * - analytics_salt: today's salt, shared by every instance.
 * - analytics_attribution: the visit a booking or an enquiry came from (landing page, source,
 *   campaign, articles read), erased with its record.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function counters(db: Kysely<any>, table: string, bucket: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('dimension', 'text', (col) => col.notNull())
    .addColumn(bucket, 'text', (col) => col.notNull())
    .addColumn('storeId', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('pageviews', 'integer', (col) => col.notNull())
    .addColumn('visits', 'integer', (col) => col.notNull())
    .addColumn('visitors', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint(`${table}_pkey`, ['dimension', bucket, 'storeId', 'value'])
    .execute();
}

export const migration: Migration = {
  async up(db) {
    const id = isPostgres(db) ? sql`id bigint generated always as identity primary key` : sql`id integer primary key`;
    await sql`create table analytics_event (
      ${id},
      "at" text not null,
      "path" text not null,
      "storeId" text,
      "source" text not null,
      "medium" text not null,
      "campaign" text not null,
      "referrer" text not null,
      "device" text not null,
      "visitor" text not null,
      "entry" integer not null
    )`.execute(db);
    await index(db, 'analytics_event', ['at']);

    await counters(db, 'analytics_hourly', 'hour');
    await counters(db, 'analytics_daily', 'day');

    await db.schema
      .createTable('analytics_seen')
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('visitor', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('analytics_seen_pkey', ['day', 'key', 'visitor'])
      .execute();

    await db.schema
      .createTable('analytics_salt')
      .addColumn('day', 'text', (col) => col.primaryKey().notNull())
      .addColumn('salt', 'text', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('analytics_attribution')
      .addColumn('recordId', 'text', (col) => col.primaryKey().notNull())
      .addColumn('recordKind', 'text', (col) => col.notNull())
      .addColumn('storeId', 'text')
      .addColumn('landingPath', 'text', (col) => col.notNull())
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('medium', 'text', (col) => col.notNull())
      .addColumn('campaign', 'text', (col) => col.notNull())
      .addColumn('referrer', 'text', (col) => col.notNull())
      .addColumn('articles', 'text', (col) => col.notNull())
      .addColumn('device', 'text', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'analytics_attribution', ['recordKind', 'createdAt']);
  },
};
