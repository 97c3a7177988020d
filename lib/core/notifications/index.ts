import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '@/lib/core/db';
import type { Database } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';

/*
 * Notices to one admin account, shown in the admin shell (お知らせ): written in the transaction of
 * what they tell of (an approved or returned change request, lib/core/review), read and marked
 * read by their account only. Older ones than KEEP_DAYS are removed when new ones are written.
 */

export const NOTIFICATION_KINDS = ['review-approved', 'review-returned'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface AdminNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The admin screen it leads to. */
  href: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationList {
  items: AdminNotification[];
  /** How many of the account's notices are unread (of all, not only those listed). */
  unread: number;
}

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  href?: string | null;
}

const KEEP_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
export const NOTIFICATIONS_LISTED = 20;

type Executor = Kysely<Database> | Transaction<Database>;

/** Writes a notice with the executor of what it tells of (a transaction). */
export async function notify(db: Executor, notice: NewNotification, now = new Date()): Promise<void> {
  await db
    .insertInto('admin_notification')
    .values({
      id: uuidv7(),
      userId: notice.userId,
      kind: notice.kind,
      title: notice.title.slice(0, 200),
      body: notice.body.slice(0, 2000),
      href: notice.href ?? null,
      readAt: null,
      createdAt: now.toISOString(),
    })
    .execute();
  await db
    .deleteFrom('admin_notification')
    .where('userId', '=', notice.userId)
    .where('createdAt', '<', new Date(now.getTime() - KEEP_DAYS * DAY_MS).toISOString())
    .execute();
}

/** The account's latest notices, newest first, and how many are unread. */
export async function listNotifications(db: Db, userId: string, limit = NOTIFICATIONS_LISTED): Promise<NotificationList> {
  const rows = await db.kysely
    .selectFrom('admin_notification')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(1, Math.min(limit, 100)))
    .execute();
  const unread = await db.kysely
    .selectFrom('admin_notification')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return {
    items: rows.map((row) => ({ id: row.id, kind: row.kind as NotificationKind, title: row.title, body: row.body, href: row.href, readAt: row.readAt, createdAt: row.createdAt })),
    unread: Number(unread?.count ?? 0),
  };
}

/** Marks the account's notices read (the ones named, or all when `ids` is empty); answers how many. */
export async function markNotificationsRead(db: Db, userId: string, ids: readonly string[], now = new Date()): Promise<number> {
  let query = db.kysely.updateTable('admin_notification').set({ readAt: now.toISOString() }).where('userId', '=', userId).where('readAt', 'is', null);
  if (ids.length) query = query.where('id', 'in', [...ids]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
