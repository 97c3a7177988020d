import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '@/lib/core/db';
import { reachesAllContent } from '@/lib/core/auth/roles';
import type { Database, RecordVersionTable, TrashItemTable } from '@/lib/core/db/schema';
import { entities, type EntityName, fieldsOf } from './entities';
import { unauthorized, validationError } from './errors';
import { recordAudit } from '@/lib/core/audit/log';
import {
  createItem,
  deleteItem,
  getItem,
  type ModelContext,
  requireAdmin,
  requireAllContent,
  requireOwner,
  updateItem,
  type Viewer,
  writeTogether,
} from './repository';
import {
  changedFields,
  isVersioned,
  readSnapshot,
  type Snapshot,
  TRASHED_ENTITIES,
  type TrashSnapshot,
  type VersionChanges,
  type VersionedEntity,
  type VersionKind,
} from './versions';

/*
 * What the admin does with the history kept by versions.ts: list a record's versions, compare
 * one with the current record, restore it, and list and restore the trash. Restores write
 * through the repository (validation, uniqueness, events and cache tags as any save), in one
 * transaction that is itself kept as a new version.
 */

export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Fields = Record<string, unknown>;
type Trx = Kysely<Database> | Transaction<Database>;

/** A version as the admin API answers it. */
export interface RecordVersion {
  id: string;
  entity: VersionedEntity;
  recordId: string;
  kind: VersionKind;
  authorId: string | null;
  /** The author's name, else e-mail. */
  authorName: string | null;
  authorEmail: string | null;
  createdAt: string;
  changedFields: string[];
  blocksAdded: string[];
  blocksRemoved: string[];
  blocksChanged: string[];
  /** JSON text of the record as saved ({ item, blocks }). */
  snapshot: string;
}

/** A field that differs between a version and the current record; values as JSON text. */
export interface FieldDifference {
  field: string;
  inVersion: string | null;
  current: string | null;
}

/** A block that differs: only in the version (removed since), only now (added since), or changed. */
export interface BlockDifference {
  id: string;
  change: 'added' | 'removed' | 'changed';
  inVersion: string | null;
  current: string | null;
  fields: string[];
}

export interface VersionDiff {
  version: RecordVersion;
  /** False when the record has been deleted since. */
  currentExists: boolean;
  fields: FieldDifference[];
  blocks: BlockDifference[];
}

export interface TrashItem {
  id: string;
  entity: VersionedEntity;
  recordId: string;
  title: string;
  deletedAt: string;
  deletedByName: string | null;
  /** When it is deleted for good. */
  purgeAt: string;
  /** Whole days left before then (at least 1 while it is listed). */
  daysLeft: number;
  /** What its delete took along, counted by entity. */
  dependents: { entity: string; count: number }[];
}

const db = (ctx: ModelContext) => ctx.db.kysely as unknown as Trx;
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

function toVersion(row: RecordVersionTable): RecordVersion {
  const changes = JSON.parse(row.changes) as VersionChanges;
  return {
    id: row.id,
    entity: row.entity as VersionedEntity,
    recordId: row.recordId,
    kind: row.kind as VersionKind,
    authorId: row.authorId,
    authorName: row.authorName || row.authorEmail,
    authorEmail: row.authorEmail,
    createdAt: row.createdAt,
    changedFields: changes.fields,
    blocksAdded: changes.blocks?.added ?? [],
    blocksRemoved: changes.blocks?.removed ?? [],
    blocksChanged: changes.blocks?.changed ?? [],
    snapshot: row.snapshot,
  };
}

function versionedEntity(entity: string): VersionedEntity {
  if (!isVersioned(entity)) throw validationError(`${entity} has no history: News, Store or Campaign.`, 'entity');
  return entity;
}

/** Store staff see the versions of their own stores' campaigns only; the other roles every version. */
async function checkHistoryReader(ctx: ModelContext, entity: string, id: string, field: string): Promise<void> {
  const viewer = requireAdmin(ctx);
  if (reachesAllContent(viewer)) return;
  if (entity === 'Campaign' && (await getItem(ctx, 'Campaign', id))) return;
  throw unauthorized('Query', field);
}

/** A record's versions, newest first. */
export async function listVersions(ctx: ModelContext, entity: string, id: string): Promise<RecordVersion[]> {
  await checkHistoryReader(ctx, entity, id, 'listRecordVersions');
  const rows = await db(ctx)
    .selectFrom('record_version')
    .selectAll()
    .where('entity', '=', versionedEntity(entity))
    .where('recordId', '=', id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toVersion);
}

/** Who saved a record last and when (for the message of a conflicting save); null before its first version. */
export async function latestVersion(ctx: ModelContext, entity: string, id: string): Promise<RecordVersion | null> {
  return (await listVersions(ctx, entity, id))[0] ?? null;
}

export function diffSnapshots(version: Snapshot, current: Snapshot | null): Pick<VersionDiff, 'fields' | 'blocks'> {
  const fields = changedFields(version.item, current?.item).map((field) => ({
    field,
    inVersion: json(version.item[field]),
    current: current ? json(current.item[field]) : null,
  }));
  if (!version.blocks) return { fields, blocks: [] };
  const then = new Map(version.blocks.map((block) => [String(block.id), block]));
  const now = new Map((current?.blocks ?? []).map((block) => [String(block.id), block]));
  const blocks: BlockDifference[] = [];
  for (const [id, block] of then) {
    const other = now.get(id);
    const differing = changedFields(block, other);
    if (!other) blocks.push({ id, change: 'removed', inVersion: json(block), current: null, fields: [] });
    else if (differing.length) blocks.push({ id, change: 'changed', inVersion: json(block), current: json(other), fields: differing });
  }
  for (const [id, block] of now) if (!then.has(id)) blocks.push({ id, change: 'added', inVersion: null, current: json(block), fields: [] });
  return { fields, blocks };
}

/** One version with what differs between it and the current record. */
export async function getVersion(ctx: ModelContext, id: string): Promise<VersionDiff | null> {
  requireAdmin(ctx);
  const row = await db(ctx).selectFrom('record_version').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  await checkHistoryReader(ctx, row.entity, row.recordId, 'getRecordVersion');
  const version = toVersion(row);
  const current = await readSnapshot(db(ctx), version.entity, version.recordId);
  return { version, currentExists: current !== null, ...diffSnapshots(JSON.parse(row.snapshot) as Snapshot, current) };
}

/** The fields a restore writes: every field of the saved record, its id and createdAt aside. */
function editable(entity: EntityName, item: Fields): Fields {
  const known = fieldsOf(entity);
  return Object.fromEntries(Object.entries(item).filter(([key]) => key === 'id' || key in known));
}

/**
 * What restoring a version writes: its content. Whether and when the record is public stays as
 * it is now (publication.ts): bringing back an older text must not publish a draft or take a
 * published article down; that is the editor's own decision.
 */
function content(entity: EntityName, item: Fields): Fields {
  const fields = editable(entity, item);
  delete fields.status;
  delete fields.publishAt;
  return fields;
}

/** A record re-created by a restore keeps the creation time it had. */
async function keepCreatedAt(trx: Trx, entity: EntityName, item: Fields): Promise<void> {
  if (typeof item.createdAt !== 'string') return;
  await trx
    .updateTable(entities[entity].table as 'news')
    .set({ createdAt: item.createdAt })
    .where('id', '=', String(item.id))
    .execute();
}

const DELETED_MESSAGE: Record<VersionedEntity, string> = {
  News: 'この記事は削除されています。ゴミ箱から元に戻してから、版を戻してください。',
  Store: 'この店舗は削除されています。ゴミ箱から元に戻してから、版を戻してください。',
  Campaign: 'このキャンペーンは削除されているため、版を戻せません。',
};

/** Writes a version's snapshot back (an article's fields and its exact set of blocks); answers the new version. */
export async function restoreVersion(ctx: ModelContext, id: string): Promise<RecordVersion> {
  requireAdmin(ctx);
  const row = await db(ctx).selectFrom('record_version').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw validationError('指定された版が見つかりません。', 'id');
  const entity = versionedEntity(row.entity);
  const snapshot = JSON.parse(row.snapshot) as Snapshot;
  await writeTogether(ctx, async (inner, anyTrx) => {
    const trx = anyTrx as unknown as Trx;
    const current = await readSnapshot(trx, entity, row.recordId);
    if (!current) throw validationError(DELETED_MESSAGE[entity], 'id');
    await updateItem(inner, entity, content(entity, snapshot.item));
    if (!snapshot.blocks) return;
    const wanted = new Set(snapshot.blocks.map((block) => String(block.id)));
    const present = new Set((current.blocks ?? []).map((block) => String(block.id)));
    for (const block of current.blocks ?? []) if (!wanted.has(String(block.id))) await deleteItem(inner, 'NewsContent', { id: block.id });
    for (const block of snapshot.blocks) {
      if (present.has(String(block.id))) {
        await updateItem(inner, 'NewsContent', editable('NewsContent', block));
      } else {
        await createItem(inner, 'NewsContent', editable('NewsContent', block));
        await keepCreatedAt(trx, 'NewsContent', block);
      }
    }
  });
  const latest = await latestVersion(ctx, entity, row.recordId);
  if (!latest) throw new Error('The restore kept no version.');
  return latest;
}

// ---------------------------------------------------------------- trash

const DEPENDENT_LABELS: Partial<Record<EntityName, string>> = {
  NewsContent: 'ブロック',
  Review: 'お客様の声',
  Trainer: 'トレーナー',
  Question: 'よくある質問',
  Campaign: 'キャンペーン',
};

function toTrashItem(row: TrashItemTable, now: Date): TrashItem {
  const snapshot = JSON.parse(row.snapshot) as TrashSnapshot;
  const purgeAt = new Date(Date.parse(row.createdAt) + TRASH_DAYS * DAY_MS);
  const counts = new Map<string, number>();
  for (const { entity } of snapshot.dependents) counts.set(entity, (counts.get(entity) ?? 0) + 1);
  return {
    id: row.id,
    entity: row.entity as VersionedEntity,
    recordId: row.recordId,
    title: row.title,
    deletedAt: row.createdAt,
    deletedByName: row.deletedByName || row.deletedByEmail,
    purgeAt: purgeAt.toISOString(),
    daysLeft: Math.max(1, Math.ceil((purgeAt.getTime() - now.getTime()) / DAY_MS)),
    dependents: [...counts].map(([entity, count]) => ({ entity: DEPENDENT_LABELS[entity as EntityName] ?? entity, count })),
  };
}

type TrashRef = Pick<TrashItemTable, 'id' | 'entity' | 'recordId'>;

/**
 * Deletes trash items for good, with the versions of their records (unless a record is back,
 * restored from a version); answers the items this call deleted (another may have been first).
 */
async function deleteForGood<T extends TrashRef>(trx: Transaction<Database>, items: T[]): Promise<T[]> {
  const deleted: T[] = [];
  for (const item of items) {
    const result = await trx.deleteFrom('trash_item').where('id', '=', item.id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) continue;
    deleted.push(item);
    const restored = await trx
      .selectFrom(entities[item.entity as VersionedEntity].table as 'news')
      .select('id')
      .where('id', '=', item.recordId)
      .executeTakeFirst();
    if (!restored) await trx.deleteFrom('record_version').where('entity', '=', item.entity).where('recordId', '=', item.recordId).execute();
  }
  return deleted;
}

/**
 * Deletes for good what has been in the trash for 30 days, with its versions. Run whenever the
 * trash is read or restored from, so nothing older is ever shown or restored, without a timer.
 */
export async function purgeTrash(database: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
  const expired = await database.kysely.selectFrom('trash_item').select(['id', 'entity', 'recordId']).where('createdAt', '<=', cutoff).execute();
  if (expired.length === 0) return 0;
  return (await database.kysely.transaction().execute((trx) => deleteForGood(trx, expired))).length;
}

/** An owner's deletion for good, one entry per item, in its transaction. */
async function auditDeletions(trx: Transaction<Database>, viewer: Viewer, items: TrashItemTable[]): Promise<void> {
  const at = new Date();
  for (const item of items) {
    await recordAudit(trx, { action: 'trash-delete', actor: viewer, entity: item.entity, entityId: item.recordId, summary: item.title, at });
  }
}

const NOT_IN_TRASH = 'ゴミ箱に見つかりません。すでに元に戻されたか、完全に削除されています。';

/** Owners only: deletes one item of the trash for good now, with what its delete took along and its versions. */
export async function deleteTrashItem(ctx: ModelContext, id: string, now = new Date()): Promise<TrashItem> {
  const viewer = requireOwner(ctx, 'Mutation', 'deleteTrashItem');
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('trash_item').selectAll().where('id', '=', id).where('entity', 'in', [...TRASHED_ENTITIES]).executeTakeFirst();
    const [deleted] = row ? await deleteForGood(trx, [row]) : [];
    if (!deleted) throw validationError(NOT_IN_TRASH, 'id');
    await auditDeletions(trx, viewer, [deleted]);
    return toTrashItem(deleted, now);
  });
}

/**
 * Owners only: empties the trash of the items the owner saw and confirmed (`ids`, from the list on
 * the screen), each deleted for good now; something deleted meanwhile stays. Answers how many.
 */
export async function emptyTrash(ctx: ModelContext, ids: readonly string[]): Promise<number> {
  const viewer = requireOwner(ctx, 'Mutation', 'emptyTrash');
  if (ids.length === 0) return 0;
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('trash_item').selectAll().where('id', 'in', [...ids]).where('entity', 'in', [...TRASHED_ENTITIES]).execute();
    const deleted = await deleteForGood(trx, rows);
    await auditDeletions(trx, viewer, deleted);
    return deleted.length;
  });
}

/** The deleted articles and stores, newest first. */
export async function listTrash(ctx: ModelContext, now = new Date()): Promise<TrashItem[]> {
  requireAllContent(ctx, 'Query', 'listTrash');
  await purgeTrash(ctx.db, now);
  const rows = await db(ctx)
    .selectFrom('trash_item')
    .selectAll()
    .where('entity', 'in', [...TRASHED_ENTITIES])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toTrashItem(row, now));
}

const TAKEN_MESSAGE: Partial<Record<VersionedEntity, (value: string) => string>> = {
  News: (route) => `記事の URL「${route}」はいま別の記事で使われているため、元に戻せません。先にその記事の URL を変更してください。`,
  Store: (link) => `店舗の URL「${link}」はいま別の店舗で使われているため、元に戻せません。先にその店舗の URL を変更してください。`,
};

/** Puts a deleted article or store back with the same ids, with what its delete took along. */
export async function restoreTrashItem(ctx: ModelContext, id: string, now = new Date()): Promise<TrashItem> {
  requireAllContent(ctx, 'Mutation', 'restoreTrashItem');
  await purgeTrash(ctx.db, now);
  const row = await db(ctx).selectFrom('trash_item').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw validationError(NOT_IN_TRASH, 'id');
  const entity = versionedEntity(row.entity);
  const snapshot = JSON.parse(row.snapshot) as TrashSnapshot;
  await writeTogether(ctx, async (inner, anyTrx) => {
    const trx = anyTrx as unknown as Trx;
    for (const [field, def] of Object.entries(fieldsOf(entity))) {
      const value = snapshot.item[field];
      if (!def.unique || typeof value !== 'string') continue;
      const clash = await trx
        .selectFrom(entities[entity].table as 'news')
        .select('id')
        .where(field as 'route', '=', value)
        .executeTakeFirst();
      if (clash) throw validationError(TAKEN_MESSAGE[entity]?.(value) ?? `「${value}」はいま使われているため、元に戻せません。`, field);
    }
    await createItem(inner, entity, editable(entity, snapshot.item));
    await keepCreatedAt(trx, entity, snapshot.item);
    for (const dependent of snapshot.dependents) {
      const item = editable(dependent.entity, dependent.item);
      // A campaign's article may have been deleted since: the campaign comes back without it.
      if (dependent.entity === 'Campaign' && typeof item.newsId === 'string' && !(await readSnapshot(trx, 'News', item.newsId))) item.newsId = null;
      await createItem(inner, dependent.entity, item);
      await keepCreatedAt(trx, dependent.entity, dependent.item);
    }
    for (const link of snapshot.unlinked) {
      const target = await trx
        .selectFrom(entities[link.entity].table as 'campaign')
        .selectAll()
        .where('id', '=', link.id)
        .executeTakeFirst();
      // Only a reference still empty is put back: one set to something else since stays.
      if (target && (target as Fields)[link.field] === null) await updateItem(inner, link.entity, { id: link.id, [link.field]: row.recordId });
    }
    await trx.deleteFrom('trash_item').where('id', '=', row.id).execute();
  });
  return toTrashItem(row, now);
}
