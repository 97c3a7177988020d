import type { Kysely } from 'kysely';
import type { Database } from '@/lib/core/db/schema';

/*
 * The database as the search uses it: lib/core/db's Db and Dialect, spelled here because
 * lib/core/db opens the index when it opens a database (ensureSearchIndex), and the two would
 * otherwise import each other.
 */
export type SearchDialect = 'sqlite' | 'postgres';

export interface SearchDb {
  kysely: Kysely<Database>;
  dialect: SearchDialect;
}
