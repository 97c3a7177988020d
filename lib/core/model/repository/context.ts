import 'server-only';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Access } from '@/lib/core/auth/roles';
import type { Db } from '@/lib/core/db';
import { entities, type EntityName } from '../entities';

/*
 * What every part of the repository works with: who is asking, and the few query helpers all of
 * them share. Imports nothing of the repository.
 */

export interface Viewer extends Access {
  id: string;
  email: string;
  name: string | null;
  /** The session's token version, for checking later that the session still holds. */
  tokenVersion?: number;
  /** The client address of the request (lib/core/security/client-address.ts), for the audit log. */
  ip?: string | null;
  /**
   * Two-factor sign-in is required of every account and this one has not turned it on: until it
   * does, it may use only its own account's operations (lib/core/auth/permissions.ts).
   */
  mustEnrollTwoFactor?: boolean;
}

export interface ModelContext {
  db: Db;
  /** The signed-in admin, or null for an anonymous visitor (who reads published content only). */
  viewer: Viewer | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any> | Transaction<any>;
export type Bool = RawBuilder<unknown>;

export const ref = (column: string) => sql.ref(column);
export const tableOf = (entity: EntityName) => entities[entity].table;
export const anyDb = (db: Db): AnyDb => db.kysely as unknown as AnyDb;

export async function selectById(db: AnyDb, entity: EntityName, id: string): Promise<Record<string, unknown> | undefined> {
  return db.selectFrom(tableOf(entity)).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countWhere(db: AnyDb, entity: EntityName, field: string, value: unknown): Promise<number> {
  const row = await db
    .selectFrom(tableOf(entity))
    .select((eb) => eb.fn.countAll().as('count'))
    .where(ref(field), '=', value)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
