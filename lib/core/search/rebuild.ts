import { sql } from 'kysely';
import type { SearchDb as Db } from './database';
import { reindex } from './indexer';

/*
 * The index of content that existed before it, or before the way documents are built last changed,
 * is built again from the rows when the database is opened (lib/core/db openMigratedDb): the
 * version below is stored with the index, and a database whose index has another is rebuilt once.
 * A migration never does it: it would have to run today's indexer, which a later change would
 * silently change for fresh databases.
 */

/** Raise it whenever what a document holds or how text is folded changes: every index is then rebuilt once. */
export const SEARCH_INDEX_VERSION = '1';

const VERSION_KEY = 'search-index-version';
/** Several instances may open one PostgreSQL database at once: one rebuilds, the others wait and find it done. */
const REBUILD_LOCK = 0x5ea7c4;

async function storedVersion(db: Db['kysely']): Promise<string | undefined> {
  const row = await db.selectFrom('site_setting').select('value').where('key', '=', VERSION_KEY).executeTakeFirst();
  return row?.value;
}

/**
 * Indexes every article, store and FAQ again, in one transaction, unless `ifStale` and the index
 * is already of this version; answers whether it rebuilt.
 */
export async function rebuildSearchIndex(db: Db, { ifStale = false } = {}): Promise<boolean> {
  const rebuilt = await db.kysely.transaction().execute(async (trx) => {
    // Taken first, so of two processes starting together one rebuilds and the other then finds it
    // done: PostgreSQL's advisory lock, and on SQLite the write lock any write statement takes.
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${REBUILD_LOCK})`.execute(trx);
    else await trx.deleteFrom('site_setting').where('key', '=', '').execute();
    if (ifStale && (await storedVersion(trx)) === SEARCH_INDEX_VERSION) return false;
    if (db.dialect === 'sqlite') await sql`insert into search_fts (search_fts) values ('delete-all')`.execute(trx);
    await trx.deleteFrom('search_document').execute();
    for (const [entity, table] of [['News', 'news'], ['Store', 'store'], ['Question', 'question']] as const) {
      const ids = (await trx.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
      await reindex(trx, db.dialect, entity, ids);
    }
    const now = new Date().toISOString();
    await trx
      .insertInto('site_setting')
      .values({ key: VERSION_KEY, value: SEARCH_INDEX_VERSION, updatedAt: now })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: SEARCH_INDEX_VERSION, updatedAt: now }))
      .execute();
    return true;
  });
  // Statistics of the new rows now, not whenever autovacuum comes by: the planner sizes its plans by them.
  if (rebuilt && db.dialect === 'postgres') await sql`analyze search_document`.execute(db.kysely);
  return rebuilt;
}

const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

/**
 * Rebuilds the index when it was built by another version of the indexer, or never (a database
 * from before the search): run each time a process opens its database, it costs one query when
 * the index is current. A second process opening an SQLite database while the first rebuilds
 * waits for it (SQLite's busy timeout, again while the rebuild lasts) and finds it done.
 */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    if ((await storedVersion(db.kysely)) === SEARCH_INDEX_VERSION) return false;
    try {
      return await rebuildSearchIndex(db, { ifStale: true });
    } catch (error) {
      if (!isBusy(error) || attempt >= 12) throw error;
    }
  }
}
