import 'server-only';
import { type AuditAction, diffFields, recordAudit } from '@/lib/core/audit/log';
import { recordRedirects } from '@/lib/core/redirects/record';
import { updateSearchIndex } from '@/lib/core/search';
import type { EntityName } from '../entities';
import { type ChangeKind, publishChange } from '../events';
import { contentChanged } from '../revalidate';
import { tags, tagsFor } from '../tags';
import { type HistoryNote, keepHistory } from '../versions';
import { requireAdmin } from './access';
import { anyDb, type AnyDb, type ModelContext, type Viewer } from './context';

/*
 * Every write runs in one transaction that also keeps its history and audit entries; its live
 * events and cache tags go out only after the commit.
 */

/** A record a write created, changed or deleted (a cascade's too), with what it was before. */
export type Change = { entity: EntityName; kind: ChangeKind; item: Record<string, unknown>; before?: Record<string, unknown> };

function afterCommit(changes: Change[], redirected: boolean): void {
  // The site's server reloads its redirect table when this tag expires (lib/core/redirects/serve.ts).
  const allTags: string[] = redirected ? [tags.redirects] : [];
  for (const change of changes) {
    publishChange(change.entity, change.kind, change.item);
    allTags.push(...tagsFor(change.entity, change.before), ...tagsFor(change.entity, change.item));
  }
  contentChanged(allTags);
}

/** What a change is called in the audit log: publishing and taking down are told apart from other edits. */
function auditAction(change: Change, note?: HistoryNote): AuditAction {
  if (note?.restore) return 'restore';
  if (change.kind !== 'update') return change.kind;
  const was = change.before?.status;
  const is = change.item.status;
  if (was !== is && is === 'PUBLISHED') return 'publish';
  if (was !== is && was === 'PUBLISHED') return 'unpublish';
  return 'update';
}

/** A record as a person recognises it in the audit log. */
function recordLabel(item: Record<string, unknown>): string | null {
  for (const field of ['name', 'title', 'question', 'route', 'link', 'en', 'slug']) {
    const value = item[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  // A campaign has no title of its own: its store and start date name it.
  if (typeof item.storeName === 'string' && typeof item.date === 'string') return `${item.storeName} ${item.date}〜`;
  return null;
}

/** One audit entry per record the write created, changed or deleted, in its transaction. */
async function auditChanges(trx: AnyDb, viewer: Viewer | null, changes: Change[], note?: HistoryNote): Promise<void> {
  if (!viewer) return;
  const at = new Date();
  for (const change of changes) {
    await recordAudit(trx as never, {
      action: auditAction(change, note),
      actor: viewer,
      entity: change.entity,
      entityId: String(change.item.id),
      summary: recordLabel(change.item),
      changes: diffFields(change.kind === 'create' ? null : (change.before ?? change.item), change.kind === 'delete' ? null : change.item),
      at,
    });
  }
}

/** The transaction of a restore (writeTogether), in which the writes of its context run. */
const together = new WeakMap<ModelContext, { trx: AnyDb; changes: Change[] }>();

export async function inTransaction<T>(ctx: ModelContext, work: (trx: AnyDb, changes: Change[]) => Promise<T>, note?: HistoryNote): Promise<T> {
  const outer = together.get(ctx);
  if (outer) return work(outer.trx, outer.changes);
  const changes: Change[] = [];
  let redirected = false;
  const result = await anyDb(ctx.db)
    .transaction()
    .execute(async (trx) => {
      const value = await work(trx, changes);
      redirected = await recordRedirects(trx, ctx, changes, note);
      await keepHistory(trx, ctx.viewer, changes, note);
      await updateSearchIndex(trx, ctx.db.dialect, changes);
      await auditChanges(trx, ctx.viewer, changes, note);
      return value;
    });
  afterCommit(changes, redirected);
  return result;
}

/**
 * Runs several writes (given the context to write with) as one transaction, kept in the history
 * as a restore (lib/core/model/history.ts): all of them are written, or none. `restore: false`
 * keeps them as an ordinary save (an approved change request, lib/core/review).
 */
export async function writeTogether<T>(
  ctx: ModelContext,
  work: (inner: ModelContext, trx: AnyDb) => Promise<T>,
  { restore = true }: { restore?: boolean } = {},
): Promise<T> {
  requireAdmin(ctx);
  const inner: ModelContext = { ...ctx };
  return inTransaction(
    ctx,
    (trx, changes) => {
      together.set(inner, { trx, changes });
      return work(inner, trx);
    },
    restore ? { restore: true } : undefined,
  );
}
