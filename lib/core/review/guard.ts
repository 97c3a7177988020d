import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/core/db/schema';
import type { EntityName } from '@/lib/core/model/entities';
import { ApiError } from '@/lib/core/model/errors';
import type { ChangeKind } from '@/lib/core/model/events';
import { changedFields } from '@/lib/core/model/versions';
import { goesPublic, isReviewed, REVIEW_MESSAGES } from './rules';
import { reviewRequired } from './settings';

/*
 * The repository's refusal of a save that needs approval (rules.ts), checked inside the write's
 * transaction: whatever calls createItem, updateItem or deleteItem (the API, a restore, a bulk
 * action) gets it, not only the admin's editor.
 */

type Executor = Kysely<Database> | Transaction<Database>;
type Fields = Record<string, unknown>;

/** A save refused because it needs approval; its message says how to ask for it. */
export const reviewRequiredError = (message: string) => new ApiError(message, 'ReviewRequired');

async function articlePublished(db: Executor, id: unknown): Promise<boolean> {
  if (typeof id !== 'string') return false;
  const row = await db.selectFrom('news').select('status').where('id', '=', id).executeTakeFirst();
  return goesPublic(row);
}

/** Which message refuses this write, if it needs approval; null when it may go ahead. */
async function refusalOf(db: Executor, kind: ChangeKind, entity: EntityName, before: Fields | null, after: Fields): Promise<string | null> {
  if (entity === 'NewsContent') {
    const articles = new Set([before?.newsId, after.newsId]);
    for (const id of articles) if (await articlePublished(db, id)) return REVIEW_MESSAGES.blocks;
    return null;
  }
  if (!isReviewed(entity) || kind === 'delete' || !goesPublic(after)) return null;
  if (kind === 'create') return REVIEW_MESSAGES.publish;
  if (changedFields(before, after).length === 0) return null;
  return goesPublic(before) ? REVIEW_MESSAGES.change : REVIEW_MESSAGES.publish;
}

/**
 * Refuses a create or update that would put something on the public site, or change what is
 * there, when the viewer's role needs approval; drafts, taking down and deleting go ahead.
 */
export async function checkReview(
  db: unknown,
  role: Parameters<typeof reviewRequired>[1],
  kind: ChangeKind,
  entity: EntityName,
  before: Fields | null,
  after: Fields,
): Promise<void> {
  if (entity !== 'NewsContent' && !isReviewed(entity)) return;
  const trx = db as Executor;
  if (!(await reviewRequired(trx, role))) return;
  const message = await refusalOf(trx, kind, entity, before, after);
  if (message) throw reviewRequiredError(message);
}
