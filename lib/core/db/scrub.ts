import 'server-only';
import { sql } from 'kysely';
import { logger } from '@/lib/core/ops/log';
import type { Db } from './index';
import type { Database } from './schema';

/**
 * Removes the old bytes of rows whose personal data was just erased, so that whoever reads the
 * database's files finds no copy (lib/core/enquiry/erase.ts). Run it after the erasure's transaction
 * has committed, never inside one.
 *
 * - SQLite: every connection zeroes what it deletes or overwrites (`secure_delete`, lib/core/db), but
 *   the rows as they were stay in earlier frames of the WAL, and in the database file until the
 *   zeroed pages are copied over them. A TRUNCATE checkpoint copies them and empties the WAL.
 * - PostgreSQL: an update or delete leaves the row's old version in the table until it is
 *   vacuumed; VACUUM removes them now rather than whenever autovacuum comes by.
 *
 * Best effort: the erasure is already committed, so a failure (a reader holding the WAL, a role
 * that does not own the tables) goes to the server's log, and the next erasure or retention run,
 * or SQLite's own checkpoints and autovacuum, finish the work.
 */
export async function scrubErasedRows(db: Db, tables: readonly (keyof Database)[]): Promise<void> {
  try {
    if (db.dialect === 'sqlite') {
      const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(db.kysely);
      if (rows[0]?.busy) logger().warn('SQLite could not checkpoint after an erasure: a reader held the WAL; the erased rows stay in it until the next checkpoint');
    } else {
      await sql`vacuum ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db.kysely);
    }
  } catch (error) {
    logger().warn({ err: error, tables }, 'Could not scrub the erased rows from the database files; they go at the next erasure, checkpoint or vacuum');
  }
}
