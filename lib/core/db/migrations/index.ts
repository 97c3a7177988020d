import 'server-only';
import { type Kysely, sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { migration as initial } from './2026-11-22-initial';
import { migration as enquiries } from './2026-11-22-enquiries';
import { migration as adminAccounts } from './2026-11-22-admin-accounts';
import { migration as media } from './2026-11-22-media';
import { migration as mailGiveUp } from './2026-11-23-mail-give-up';
import { migration as publication } from './2026-11-23-publication';
import { migration as versions } from './2026-11-23-versions';
import { migration as accountsSecurity } from './2026-11-24-accounts-security';
import { migration as mediaFiles } from './2026-11-25-media-files';
import { migration as enquiryAnonymized } from './2026-11-26-enquiry-anonymized';
import { migration as contentEnquiryStoreId } from './2026-11-27-content-enquiry-store-id';
import { migration as contentSanitizeArticleText } from './2026-11-27-content-sanitize-article-text';
import { migration as booking } from './2026-11-28-booking';
import { migration as storeCoordinates } from './2026-11-28-store-coordinates';
import { migration as abuseLimits } from './2026-11-29-abuse-limits';
import { migration as redirects } from './2026-11-30-redirects';
import { migration as seoFields } from './2026-11-30-seo-fields';
import { migration as siteSearch } from './2026-11-30-site-search';
import { migration as review } from './2026-12-01-review';
import { migration as searchTitleTerms } from './2026-12-01-search-title-terms';
import { migration as visitAnalytics } from './2026-12-02-visit-analytics';

/*
 * One migration set for SQLite and PostgreSQL. Both store the same column types: text
 * (timestamps as ISO-8601, lists as JSON), integer (booleans as 0/1) and double precision,
 * so the query layer behaves the same on both engines; the one exception is the binary data of
 * media files (bytea / blob, see 2026-11-25-media-files.ts).
 *
 * One file per migration, named `<day it was released>-<what it does>.ts`, holding or importing
 * from a frozen file everything it runs: never today's code, which may change what a fresh database
 * gets. Migrations are frozen once released: add a new one instead of editing an old one.
 *
 * Each is stored in a database's migration table under the name it has below, which is its key
 * and never changes (the first ten keep the numbered names they were released with). Kysely runs
 * them in the order of their names, which is the order of this list; a new one goes at its end,
 * named as its file is.
 */
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
  '2026-11-30-redirects': redirects,
  '2026-11-30-seo-fields': seoFields,
  '2026-11-30-site-search': siteSearch,
  '2026-12-01-review': review,
  '2026-12-01-search-title-terms': searchTitleTerms,
  '2026-12-02-visit-analytics': visitAnalytics,
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
