import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Review before publishing (lib/core/review): a change an account whose role needs approval would
 * make public is kept as a change request (the proposed record, the version it was made from, its
 * state, author and reviewer) while the live record stays as it is; and the notifications the
 * admin shows an account (lib/core/notifications). Written with its own helpers, frozen here.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const text = (name: string, notNull = false) => [name, notNull] as const;

async function createTable(db: Db, table: string, columns: (readonly [string, boolean])[]): Promise<void> {
  let builder = db.schema.createTable(table).addColumn('id', 'text', (col) => col.primaryKey().notNull());
  for (const [name, notNull] of columns) builder = builder.addColumn(name, 'text', (col) => (notNull ? col.notNull() : col));
  await builder.execute();
}

export const migration: Migration = {
  async up(db) {
    await createTable(db, 'change_request', [
      text('entity', true),
      text('recordId', true),
      // pending, approved, returned or withdrawn.
      text('state', true),
      // What the request names (an article's title, a campaign's store and start), for lists and mails.
      text('title', true),
      // A campaign's store, so store staff see the requests of their stores only; null for an article.
      text('storeId'),
      // JSON: { item, blocks? }, the record as it would be after approval.
      text('proposal', true),
      // The live record's updatedAt the proposal was made from, and the whole live record then (JSON { item, blocks? }).
      text('baseUpdatedAt', true),
      text('base', true),
      text('authorId', true),
      text('authorName'),
      text('authorEmail', true),
      text('reviewerId'),
      text('reviewerName'),
      text('reviewerEmail'),
      // The reviewer's reason when it was sent back.
      text('comment'),
      text('decidedAt'),
      text('createdAt', true),
      text('updatedAt', true),
    ]);
    await db.schema.createIndex('change_request_state_updatedAt_idx').on('change_request').columns(['state', 'updatedAt']).execute();
    await db.schema.createIndex('change_request_entity_recordId_idx').on('change_request').columns(['entity', 'recordId']).execute();
    // One open request (waiting or sent back) per author and record: a second save updates it.
    await sql`create unique index change_request_open_key on change_request ("entity", "recordId", "authorId") where "state" in ('pending', 'returned')`.execute(db);

    await createTable(db, 'admin_notification', [
      text('userId', true),
      // review-approved or review-returned.
      text('kind', true),
      text('title', true),
      text('body', true),
      // The admin screen it leads to.
      text('href'),
      text('readAt'),
      text('createdAt', true),
    ]);
    await db.schema.createIndex('admin_notification_userId_createdAt_idx').on('admin_notification').columns(['userId', 'createdAt']).execute();
  },
};
