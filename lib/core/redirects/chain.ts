import 'server-only';
import { type Kysely, sql, type Transaction } from 'kysely';
import { nowIso } from '@/lib/core/db';
import type { Database, RedirectTable } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';
import { validationError } from '@/lib/core/model/errors';
import { LOOP_MESSAGE, type RedirectKind, splitFragment } from './paths';

/*
 * The one way a redirect is written, by the recorder (record.ts) and by staff (manage.ts) alike.
 * It keeps the table one hop long: no redirect leads to an address another redirect leaves from.
 * - A target that is itself redirected is followed to its end (A → B with B → C stores A → C).
 * - Recording A → B rewrites every X → A to X → B, so what pointed at A now reaches B in one hop.
 * - A target that is a live page again (recorded by a change of address) loses its own redirect.
 * - A redirect that would end where it starts is refused.
 */

export type Trx = Kysely<Database> | Transaction<Database>;
export type Redirect = RedirectTable & { kind: RedirectKind };

export interface RedirectWrite {
  fromPath: string;
  /** Canonical (paths.ts canonicalTarget); null answers 410 Gone. */
  toPath: string | null;
  kind: RedirectKind;
  note?: string | null;
  createdBy: string | null;
}

const GONE_TARGET_MESSAGE = '転送先のアドレスは削除済み（410）として登録されています。別の転送先を指定してください。';

export async function redirectFrom(trx: Trx, fromPath: string): Promise<Redirect | undefined> {
  return (await trx.selectFrom('redirect').selectAll().where('fromPath', '=', fromPath).executeTakeFirst()) as Redirect | undefined;
}

/** Removes the redirects leaving from these paths (live pages now); answers how many there were. */
export async function clearRedirectsFrom(trx: Trx, paths: readonly string[]): Promise<number> {
  if (paths.length === 0) return 0;
  let removed = 0;
  // Kept well under SQLite's limit of bound values in one statement.
  for (let start = 0; start < paths.length; start += 500) {
    const result = await trx.deleteFrom('redirect').where('fromPath', 'in', paths.slice(start, start + 500)).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

/** Where a target ends: itself, or where its own redirect leads (one hop, as the table is kept). */
async function endOf(trx: Trx, target: string): Promise<string | null> {
  const { path } = splitFragment(target);
  const hop = await redirectFrom(trx, path);
  if (!hop) return target;
  if (hop.toPath === null) throw validationError(GONE_TARGET_MESSAGE, 'toPath');
  return hop.toPath;
}

/**
 * Records that `fromPath` now answers `toPath` (or 410), replacing what it answered before. With
 * `targetIsLive`, the target is a page that exists now (a change of address moved it there), so a
 * redirect from it is removed rather than followed.
 */
export async function putRedirect(trx: Trx, write: RedirectWrite, { targetIsLive = false } = {}): Promise<Redirect> {
  let toPath = write.toPath;
  if (toPath !== null) {
    if (targetIsLive) await clearRedirectsFrom(trx, [splitFragment(toPath).path]);
    else toPath = await endOf(trx, toPath);
    if (toPath !== null && splitFragment(toPath).path === write.fromPath) throw validationError(LOOP_MESSAGE, 'toPath');
  }
  const now = nowIso();
  const values = { toPath, kind: write.kind, note: write.note ?? null, updatedAt: now };
  // Another transaction may record the same old address at the same moment: the later one wins.
  await trx
    .insertInto('redirect')
    .values({ id: uuidv7(), fromPath: write.fromPath, createdBy: write.createdBy, createdAt: now, ...values })
    .onConflict((conflict) => conflict.column('fromPath').doUpdateSet(values))
    .execute();
  await pointAt(trx, write.fromPath, toPath, now);
  const row = await redirectFrom(trx, write.fromPath);
  if (!row) throw new Error(`The redirect from ${write.fromPath} was not written.`);
  return row;
}

/**
 * What led to `fromPath` now leads where it does: every X → fromPath (with or without a fragment)
 * becomes X → toPath. A fragment belonged to the old page, so it is dropped.
 */
async function pointAt(trx: Trx, fromPath: string, toPath: string | null, now: string): Promise<void> {
  await trx
    .updateTable('redirect')
    .set({ toPath, updatedAt: now })
    .where((eb) =>
      eb.or([eb('toPath', '=', fromPath), eb(sql<string>`substr(${sql.ref('toPath')}, 1, ${fromPath.length + 1})`, '=', `${fromPath}#`)]),
    )
    .where('fromPath', '<>', fromPath)
    .execute();
}
