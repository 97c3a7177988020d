import 'server-only';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { sanitizeBlockText } from '@/lib/core/content/sanitize';

/*
 * One migration set for SQLite and PostgreSQL. Both store the same column types: text
 * (timestamps as ISO-8601, lists as JSON), integer (booleans as 0/1) and double precision,
 * so the query layer behaves the same on both engines; the one exception is the binary data of
 * media files (bytea / blob, see 0009_media_files). Migrations are frozen once released:
 * add a new one instead of editing an old one.
 */

type ColumnType = 'text' | 'integer' | 'double precision';
type Column = [name: string, type: ColumnType, notNull?: 'not null'];

const text = (name: string, notNull?: 'not null'): Column => [name, 'text', notNull];
const int = (name: string, notNull?: 'not null'): Column => [name, 'integer', notNull];
const float = (name: string, notNull?: 'not null'): Column => [name, 'double precision', notNull];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createTable(db: Kysely<any>, table: string, columns: Column[]): Promise<void> {
  // SQLite lets a text primary key hold NULL unless it says NOT NULL.
  let builder = db.schema.createTable(table).addColumn('id', 'text', (col) => col.primaryKey().notNull());
  for (const [name, type, notNull] of columns) {
    builder = builder.addColumn(name, sql.raw(type), (col) => (notNull ? col.notNull() : col));
  }
  builder = builder
    .addColumn('createdAt', 'text', (col) => col.notNull())
    .addColumn('updatedAt', 'text', (col) => col.notNull());
  await builder.execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function index(db: Kysely<any>, table: string, columns: string[], unique = false): Promise<void> {
  let builder = db.schema.createIndex(`${table}_${columns.join('_')}_${unique ? 'key' : 'idx'}`).on(table).columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
}

const initial: Migration = {
  async up(db) {
    await createTable(db, 'area', [text('en', 'not null'), text('jp', 'not null')]);
    await index(db, 'area', ['en'], true);

    await createTable(db, 'store', [
      text('name', 'not null'),
      text('area', 'not null'),
      text('postCode'),
      text('address'),
      text('addressOther'),
      text('access'),
      text('phone'),
      text('googleMap'),
      text('embedUrl'),
      text('instagram'),
      text('line'),
      text('businessHours'),
      text('holidays'),
      int('premiumValue'),
      text('openDate'),
      text('thumbImage'),
      text('images'),
      text('rentalAllSet'),
      text('rentalTopBottomSet'),
      text('rentalTopOrBottom'),
      text('rentalShoes'),
      text('rentalSocks'),
      text('rentalShaker'),
      int('enabled', 'not null'),
      text('link', 'not null'),
      text('googleLocationId'),
    ]);
    await index(db, 'store', ['link'], true);
    await index(db, 'store', ['area']);

    await createTable(db, 'category', [text('name', 'not null'), text('slug', 'not null'), text('mainCategory', 'not null')]);
    await index(db, 'category', ['slug'], true);
    await index(db, 'category', ['mainCategory']);

    await createTable(db, 'news', [
      text('categorySlug'),
      text('categoryName'),
      text('categoryId', 'not null'),
      text('createdDate', 'not null'),
      text('title', 'not null'),
      text('route', 'not null'),
      text('template'),
    ]);
    await index(db, 'news', ['route'], true);
    await index(db, 'news', ['categoryId']);
    await index(db, 'news', ['categorySlug']);
    await index(db, 'news', ['createdDate']);

    await createTable(db, 'news_content', [
      text('newsId', 'not null'),
      text('tag', 'not null'),
      text('text'),
      text('class'),
      text('src'),
      text('alt'),
      text('href'),
      float('order', 'not null'),
      int('width'),
      text('ratio'),
    ]);
    await index(db, 'news_content', ['newsId']);

    await createTable(db, 'campaign', [
      text('storeName'),
      text('storeLink'),
      text('date', 'not null'),
      int('value'),
      text('storeId', 'not null'),
      text('newsId'),
      text('campaignOverDate'),
    ]);
    await index(db, 'campaign', ['storeId']);
    await index(db, 'campaign', ['newsId']);
    await index(db, 'campaign', ['date']);

    await createTable(db, 'review', [
      text('storeId', 'not null'),
      text('title'),
      text('age'),
      text('initial'),
      text('badge'),
      text('comment'),
      text('image'),
    ]);
    await index(db, 'review', ['storeId']);

    await createTable(db, 'trainer', [
      text('storeId', 'not null'),
      text('name', 'not null'),
      text('image'),
      text('comment'),
      text('trainerExp'),
    ]);
    await index(db, 'trainer', ['storeId']);

    await createTable(db, 'question', [text('question', 'not null'), text('answer', 'not null'), text('storeId')]);
    await index(db, 'question', ['storeId']);

    await createTable(db, 'admin_user', [
      text('email', 'not null'),
      text('name'),
      text('passwordHash', 'not null'),
      int('disabled', 'not null'),
      int('tokenVersion', 'not null'),
    ]);
    await index(db, 'admin_user', ['email'], true);

    await db.schema
      .createTable('login_attempt')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('succeeded', 'integer', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'login_attempt', ['email', 'createdAt']);
    await index(db, 'login_attempt', ['ip', 'createdAt']);
  },
};

/** Enquiries from the contact and franchise forms, their mails' outbox, and the submission rate per address. */
const enquiries: Migration = {
  async up(db) {
    await createTable(db, 'enquiry', [
      text('kind', 'not null'),
      text('name', 'not null'),
      text('furigana', 'not null'),
      text('gender'),
      text('age'),
      text('phone', 'not null'),
      text('email', 'not null'),
      text('postCode'),
      text('address'),
      text('addressOther'),
      text('company'),
      text('contact', 'not null'),
      text('destination'),
      text('schedule'),
      text('message'),
      text('deliveryState', 'not null'),
      text('deliveredAt'),
    ]);
    await index(db, 'enquiry', ['kind', 'createdAt']);
    await index(db, 'enquiry', ['deliveryState']);

    await createTable(db, 'mail_outbox', [
      text('enquiryId', 'not null'),
      text('recipient', 'not null'),
      text('toAddress', 'not null'),
      text('subject', 'not null'),
      text('body', 'not null'),
      text('state', 'not null'),
      int('attempts', 'not null'),
      text('nextAttemptAt', 'not null'),
      text('leaseUntil'),
      text('lastError'),
      text('sentAt'),
      text('messageId'),
    ]);
    await index(db, 'mail_outbox', ['state', 'nextAttemptAt']);
    await index(db, 'mail_outbox', ['enquiryId']);

    await db.schema
      .createTable('enquiry_attempt')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'enquiry_attempt', ['ip', 'createdAt']);
  },
};

/*
 * The admin's inbox and accounts: an enquiry's handling status, invited accounts that have no
 * password yet, and single-use tokens (stored hashed) for invitations and e-mail changes.
 * ADD COLUMN with a default works on both engines, so no table is rebuilt.
 */
const adminAccounts: Migration = {
  async up(db) {
    await db.schema.alterTable('enquiry').addColumn('status', 'text', (col) => col.notNull().defaultTo('new')).execute();
    await index(db, 'enquiry', ['status', 'createdAt']);
    await db.schema.alterTable('admin_user').addColumn('invitePending', 'integer', (col) => col.notNull().defaultTo(0)).execute();

    await db.schema
      .createTable('account_token')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('userId', 'text', (col) => col.notNull())
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('tokenHash', 'text', (col) => col.notNull())
      .addColumn('newEmail', 'text')
      .addColumn('expiresAt', 'text', (col) => col.notNull())
      .addColumn('usedAt', 'text')
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'account_token', ['tokenHash'], true);
    await index(db, 'account_token', ['userId', 'purpose']);
  },
};

/** The admin's image library: one row per uploaded picture; its files live under DATA_DIR/media/<id>/. */
const media: Migration = {
  async up(db) {
    await createTable(db, 'media', [
      text('fileName', 'not null'),
      text('alt', 'not null'),
      int('width', 'not null'),
      int('height', 'not null'),
      text('mime', 'not null'),
      int('bytes', 'not null'),
    ]);
    await index(db, 'media', ['createdAt']);
  },
};

/*
 * Mail that cannot be delivered is given up (state 'undeliverable') instead of being retried for
 * ever. queuedAt is when a mail's retries began: its creation, or the admin's last retry by hand.
 * It stays nullable, as SQLite adds a NOT NULL column only with a constant default; every insert sets it.
 */
const mailGiveUp: Migration = {
  async up(db) {
    await db.schema.alterTable('mail_outbox').addColumn('queuedAt', 'text').execute();
    await db.updateTable('mail_outbox').set({ queuedAt: sql.ref('createdAt') }).execute();
  },
};

/*
 * Drafts and scheduled publishing of articles and campaigns (lib/core/model/publication.ts). What
 * exists stays published; publishAt null means "public at once".
 */
const publication: Migration = {
  async up(db) {
    for (const table of ['news', 'campaign']) {
      await db.schema.alterTable(table).addColumn('status', 'text', (col) => col.notNull().defaultTo('PUBLISHED')).execute();
      await db.schema.alterTable(table).addColumn('publishAt', 'text').execute();
      await index(db, table, ['status', 'publishAt']);
    }
  },
};

/*
 * History: a version of each save of an article (with its blocks), a store or a campaign, and the
 * trash that keeps a deleted article or store, with what its delete took along, for 30 days
 * (lib/core/model/versions.ts). Snapshots are JSON text, so fields added to an entity later are kept too.
 */
const versions: Migration = {
  async up(db) {
    await db.schema
      .createTable('record_version')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('recordId', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('authorId', 'text')
      .addColumn('authorName', 'text')
      .addColumn('authorEmail', 'text')
      .addColumn('previous', 'text')
      .addColumn('snapshot', 'text', (col) => col.notNull())
      .addColumn('changes', 'text', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'record_version', ['entity', 'recordId', 'createdAt']);

    await db.schema
      .createTable('trash_item')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('recordId', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('snapshot', 'text', (col) => col.notNull())
      .addColumn('deletedById', 'text')
      .addColumn('deletedByName', 'text')
      .addColumn('deletedByEmail', 'text')
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'trash_item', ['createdAt']);
  },
};

/*
 * Accounts a chain can run on: a role per account (existing accounts, which could do everything,
 * become owners), the stores a store-staff account works for, two-factor sign-in (TOTP secret,
 * last used time step, single-use recovery codes), site-wide settings (two-factor required), and
 * the audit log, written in the same transaction as each change it records.
 */
const accountsSecurity: Migration = {
  async up(db) {
    await db.schema.alterTable('admin_user').addColumn('role', 'text', (col) => col.notNull().defaultTo('owner')).execute();
    await db.schema.alterTable('admin_user').addColumn('totpSecret', 'text').execute();
    await db.schema.alterTable('admin_user').addColumn('totpPendingSecret', 'text').execute();
    await db.schema.alterTable('admin_user').addColumn('totpEnabledAt', 'text').execute();
    await db.schema.alterTable('admin_user').addColumn('totpLastStep', 'integer').execute();

    await db.schema
      .createTable('admin_user_store')
      .addColumn('userId', 'text', (col) => col.notNull())
      .addColumn('storeId', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('admin_user_store_pkey', ['userId', 'storeId'])
      .execute();
    await index(db, 'admin_user_store', ['storeId']);

    await db.schema
      .createTable('recovery_code')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('userId', 'text', (col) => col.notNull())
      .addColumn('codeHash', 'text', (col) => col.notNull())
      .addColumn('usedAt', 'text')
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'recovery_code', ['userId']);

    await db.schema
      .createTable('site_setting')
      .addColumn('key', 'text', (col) => col.primaryKey().notNull())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('updatedAt', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('actorId', 'text')
      .addColumn('actorEmail', 'text')
      .addColumn('actorName', 'text')
      .addColumn('ip', 'text')
      .addColumn('entity', 'text')
      .addColumn('entityId', 'text')
      .addColumn('summary', 'text')
      .addColumn('changes', 'text')
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'audit_log', ['createdAt']);
    await index(db, 'audit_log', ['actorId', 'createdAt']);
    await index(db, 'audit_log', ['entity', 'createdAt']);

    await db.schema.createTable('reset_request').addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'reset_request', ['email', 'createdAt']);
    await index(db, 'reset_request', ['ip', 'createdAt']);
  },
};

/**
 * Which engine a migration runs on, told without a query (a failed one would end PostgreSQL's
 * migration transaction) by how Kysely writes a parameter: `$1` on PostgreSQL, `?` on SQLite.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function isPostgres(db: Kysely<any>): boolean {
  return sql`${0}`.compile(db).sql === '$1';
}

/*
 * The files of the image library in the database (lib/core/media/storage.ts): with several instances
 * on one PostgreSQL database, an image uploaded through one is served by all. The only binary
 * column of the schema: bytea on PostgreSQL, blob on SQLite, which has the table too (so both
 * schemas are the same) but keeps its files on the disk.
 */
const mediaFiles: Migration = {
  async up(db) {
    await db.schema
      .createTable('media_file')
      .addColumn('mediaId', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('contentType', 'text', (col) => col.notNull())
      .addColumn('data', sql.raw(isPostgres(db) ? 'bytea' : 'blob'), (col) => col.notNull())
      .addPrimaryKeyConstraint('media_file_pkey', ['mediaId', 'name'])
      .execute();
  },
};

/*
 * Personal data (lib/core/enquiry/erase.ts): an enquiry anonymised on a visitor's request or after the
 * retention period keeps its row for the statistics, with the time it was anonymised; the
 * retention job finds the old ones not yet anonymised by this index.
 */
const enquiryAnonymized: Migration = {
  async up(db) {
    await db.schema.alterTable('enquiry').addColumn('anonymizedAt', 'text').execute();
    await index(db, 'enquiry', ['anonymizedAt', 'createdAt']);
  },
};

/*
 * Article blocks are sanitized when written (lib/core/model/repository.ts); this cleans those written
 * before, once, with the same sanitizer, so no API reader gets a script the page never showed.
 * A data migration rather than a check at every start: it runs once, in the migration's
 * transaction on PostgreSQL, before the server answers. Blocks it leaves as they are keep their
 * updatedAt; the ones it cleans keep it too, since the public page showed that same text.
 */
const contentSanitizeArticleText: Migration = {
  async up(db) {
    const batch = 500;
    let after = '';
    for (;;) {
      const rows = (await db
        .selectFrom('news_content')
        .select(['id', 'tag', 'text'])
        .where('text', 'is not', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(batch)
        .execute()) as { id: string; tag: string; text: string }[];
      for (const row of rows) {
        const clean = sanitizeBlockText(row.tag, row.text);
        if (clean !== row.text) await db.updateTable('news_content').set({ text: clean }).where('id', '=', row.id).execute();
      }
      if (rows.length < batch) return;
      after = rows[rows.length - 1]?.id ?? after;
    }
  },
};

/*
 * Who handles an enquiry follows its store, not the store's name (lib/core/enquiry/inbox.ts): a
 * renamed store keeps its enquiries, and a store that takes an old name gets none of them. Earlier
 * enquiries get the store whose name they were sent to, when exactly one store has that name
 * today; the others (a store since renamed, closed, or a name two stores share) are left to the
 * owners and editors, who see every enquiry.
 */
const contentEnquiryStoreId: Migration = {
  async up(db) {
    await db.schema.alterTable('enquiry').addColumn('storeId', 'text').execute();
    await index(db, 'enquiry', ['storeId', 'createdAt']);
    const named = (eb: ExpressionBuilder<any, any>) => eb.selectFrom('store').whereRef('store.name', '=', 'enquiry.destination'); // eslint-disable-line @typescript-eslint/no-explicit-any
    await db
      .updateTable('enquiry')
      .set((eb) => ({ storeId: named(eb).select('store.id') }))
      .where('destination', 'is not', null)
      .where((eb) => eb(named(eb).select((inner) => inner.fn.countAll().as('stores')), '=', 1))
      .execute();
  },
};

/*
 * Booking the free trial (lib/core/booking): each store's booking settings (capacity: how many
 * trials its staff run at once), the blocks staff set (a whole day, slot '', which also closes the
 * store that day, or one slot 'HH:MM'), the bookings with the visitor's personal data (under the
 * enquiries' retention and erasure: anonymizedAt), and the seats that make capacity the database's
 * rule: one row per booking and half-hour unit it covers, unique per store, unit and seat number,
 * so two bookings can never hold the same seat (lib/core/booking/seats.ts). The mail outbox
 * learns to carry a booking's mails (bookingId; their enquiryId is '') and attachments (JSON).
 */
const booking: Migration = {
  async up(db) {
    await createTable(db, 'booking_setting', [text('storeId', 'not null'), int('capacity', 'not null'), int('enabled', 'not null'), text('email')]);
    await index(db, 'booking_setting', ['storeId'], true);

    await createTable(db, 'booking_block', [text('storeId', 'not null'), text('date', 'not null'), text('slot', 'not null'), text('note'), text('createdBy')]);
    await index(db, 'booking_block', ['storeId', 'date', 'slot'], true);

    await createTable(db, 'booking', [
      text('storeId', 'not null'),
      text('startsAt', 'not null'),
      text('endsAt', 'not null'),
      text('name', 'not null'),
      text('furigana', 'not null'),
      text('phone', 'not null'),
      text('email', 'not null'),
      text('state', 'not null'),
      int('sequence', 'not null'),
      text('reminderSentAt'),
      text('cancelledAt'),
      text('anonymizedAt'),
    ]);
    await index(db, 'booking', ['storeId', 'startsAt']);
    await index(db, 'booking', ['state', 'startsAt']);
    await index(db, 'booking', ['anonymizedAt', 'createdAt']);

    await db.schema
      .createTable('booking_seat')
      .addColumn('storeId', 'text', (col) => col.notNull())
      .addColumn('unitStart', 'text', (col) => col.notNull())
      .addColumn('seat', 'integer', (col) => col.notNull())
      .addColumn('bookingId', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('booking_seat_pkey', ['storeId', 'unitStart', 'seat'])
      .execute();
    await index(db, 'booking_seat', ['bookingId']);

    await db.schema.alterTable('mail_outbox').addColumn('bookingId', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
    await index(db, 'mail_outbox', ['bookingId']);
  },
};

/*
 * A store's position (latitude and longitude in degrees), set by staff, from which the visitor's
 * browser finds the stores nearest to it (lib/core/store-finder.ts). Optional: a store without one
 * is still listed, by its prefecture.
 */
const storeCoordinates: Migration = {
  async up(db) {
    await db.schema.alterTable('store').addColumn('latitude', 'double precision').execute();
    await db.schema.alterTable('store').addColumn('longitude', 'double precision').execute();
  },
};

/*
 * Limits that hold against one client with many addresses (lib/core/security/rate-limit.ts): the
 * counted events of every limit in one table, keyed by a signature of whom they count, in place
 * of the forms' table of addresses. A booking keeps the signed keys of its contact and network, so
 * the limits count open bookings per contact and staff see bookings from one client pile up.
 */
const abuseLimits: Migration = {
  async up(db) {
    await db.schema
      .createTable('rate_event')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('bucket', 'text', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'rate_event', ['bucket', 'createdAt']);
    await index(db, 'rate_event', ['createdAt']);
    await db.schema.dropTable('enquiry_attempt').execute();

    for (const column of ['emailKey', 'phoneKey', 'networkKey']) await db.schema.alterTable('booking').addColumn(column, 'text').execute();
    await index(db, 'booking', ['emailKey', 'state']);
    await index(db, 'booking', ['phoneKey', 'state']);
    await index(db, 'booking', ['networkKey', 'createdAt']);
  },
};

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_enquiries': enquiries,
  '0003_admin_accounts': adminAccounts,
  '0004_media': media,
  '0005_mail_give_up': mailGiveUp,
  '0006_publication': publication,
  '0007_versions': versions,
  '0008_accounts_security': accountsSecurity,
  '0009_media_files': mediaFiles,
  '0010_enquiry_anonymized': enquiryAnonymized,
  '2026-11-27-content-enquiry-store-id': contentEnquiryStoreId,
  '2026-11-27-content-sanitize-article-text': contentSanitizeArticleText,
  '2026-11-28-booking': booking,
  '2026-11-28-store-coordinates': storeCoordinates,
  '2026-11-29-abuse-limits': abuseLimits,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * `schema` (PostgreSQL) names the schema the migration tables live in: without it Kysely takes a
 * migration table in any other schema of the database for ours and never creates its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function migrator(db: Kysely<any>, schema?: string): Migrator {
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/**
 * The migrations this code has that the database has not run yet, by name (none when it is current).
 * It reads Kysely's migration table in the one schema itself: Kysely's own `getMigrations()` first
 * introspects every table of every schema, which costs a catalog scan on each readiness check and
 * fails ("schema … does not exist") when another schema is dropped at the same moment.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pendingMigrationNames(db: Kysely<any>, dialect: 'sqlite' | 'postgres', schema?: string): Promise<string[]> {
  const table = DEFAULT_MIGRATION_TABLE;
  const found =
    dialect === 'postgres'
      ? await sql<{ found: boolean }>`select to_regclass(format('%I.%I', ${schema ?? 'public'}::text, ${table}::text)) is not null as found`.execute(db)
      : await sql<{ found: boolean }>`select count(*) > 0 as found from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const executed = found.rows[0]?.found
    ? new Set((await (schema ? db.withSchema(schema) : db).selectFrom(table).select('name').execute()).map((row) => row.name as string))
    : new Set<string>();
  return Object.keys(migrations)
    .sort()
    .filter((name) => !executed.has(name));
}

/**
 * Runs every migration not run yet; throws naming the one that failed. A current schema, what
 * every process finds when it starts, is told by one query (`pendingMigrationNames`): Kysely's
 * migrator scans every schema first, which fails when another is dropped meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, dialect: 'sqlite' | 'postgres', schema?: string): Promise<void> {
  if ((await pendingMigrationNames(db, dialect, schema)).length === 0) return;
  const { error, results } = await migrator(db, schema).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
