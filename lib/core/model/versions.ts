import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '@/lib/core/db';
import type { Database } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';
import { entities, type EntityName, rowToItem } from './entities';
import type { ChangeKind } from './events';
import { isVersioned, TRASHED_ENTITIES, VERSIONED_ENTITIES, type VersionedEntity } from './versioned';

/*
 * The history of articles (with their blocks), stores and campaigns, written in the transaction of
 * every save (repository.ts calls keepHistory with the changes it collected):
 * - each save keeps a version: who, when, the record as saved (a snapshot of all its fields, so
 *   fields added to an entity later are kept too; an article's with its blocks) and what changed;
 * - deleting an article or a store keeps it, with what its delete took along, in the trash.
 *
 * Coalescing: the admin saves an article's blocks one at a time, so saves of the same record by
 * the same admin less than two minutes after the last one are merged into that admin's latest
 * version (its snapshot becomes the newest one, its changes are counted from the state before its
 * first save, and its time moves to the last save). A creation or a restore is never merged into,
 * so it stays a state one can go back to. A save that changed nothing keeps no version.
 */

export { isVersioned, TRASHED_ENTITIES, VERSIONED_ENTITIES, type VersionedEntity };
export const COALESCE_MS = 2 * 60_000;
export type VersionKind = 'create' | 'update' | 'restore';

type Fields = Record<string, unknown>;
/** A record as saved; an article's blocks in their order. */
export interface Snapshot {
  item: Fields;
  blocks?: Fields[];
}
export interface VersionChanges {
  fields: string[];
  /** Block ids, for an article. */
  blocks?: { added: string[]; removed: string[]; changed: string[] };
}
export interface TrashSnapshot {
  item: Fields;
  /** What the delete removed with it, in the order it was removed. */
  dependents: { entity: EntityName; item: Fields }[];
  /** References to it that the delete emptied (a campaign's article). */
  unlinked: { entity: EntityName; id: string; field: string }[];
}

/** What repository.ts collects in a transaction (its Change). */
export interface HistoryChange {
  entity: EntityName;
  kind: ChangeKind;
  item: Fields;
  before?: Fields;
}
export interface Author {
  id: string;
  email: string;
  name: string | null;
}
/** Marks the writes of a restore: they make one new version each, never merged. */
export interface HistoryNote {
  restore: true;
}

type Db = Kysely<Database> | Transaction<Database>;
type Root = { entity: VersionedEntity; id: string };

const isTrashed = (entity: string) => (TRASHED_ENTITIES as readonly string[]).includes(entity);
const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Fields whose values differ, system fields aside; every set field when there is no before. */
export function changedFields(before: Fields | null | undefined, after: Fields | null | undefined): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => !SYSTEM_FIELDS.has(key) && !same(before?.[key], after?.[key]));
}

export function compareSnapshots(before: Snapshot | null, after: Snapshot): VersionChanges {
  const fields = before ? changedFields(before.item, after.item) : changedFields(null, after.item).filter((key) => after.item[key] !== null);
  if (!after.blocks) return { fields };
  const old = new Map((before?.blocks ?? []).map((block) => [String(block.id), block]));
  const now = new Map(after.blocks.map((block) => [String(block.id), block]));
  return {
    fields,
    blocks: {
      added: [...now.keys()].filter((id) => !old.has(id)),
      removed: [...old.keys()].filter((id) => !now.has(id)),
      changed: [...now.keys()].filter((id) => old.has(id) && changedFields(old.get(id), now.get(id)).length > 0),
    },
  };
}

const isEmpty = (changes: VersionChanges) =>
  changes.fields.length === 0 && (!changes.blocks || Object.values(changes.blocks).every((ids) => ids.length === 0));

export async function readSnapshot(db: Db, entity: VersionedEntity, id: string): Promise<Snapshot | null> {
  const row = await db
    .selectFrom(entities[entity].table as 'news')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const item = rowToItem(entity, row) as unknown as Fields;
  if (entity !== 'News') return { item };
  const blocks = await db.selectFrom('news_content').selectAll().where('newsId', '=', id).orderBy('order').orderBy('id').execute();
  return { item, blocks: blocks.map((block) => rowToItem('NewsContent', block) as unknown as Fields) };
}

function rootsOf(change: HistoryChange): Root[] {
  if (change.entity === 'NewsContent') {
    const ids = new Set([change.item.newsId, change.before?.newsId].filter((id): id is string => typeof id === 'string'));
    return [...ids].map((id) => ({ entity: 'News', id }));
  }
  return isVersioned(change.entity) ? [{ entity: change.entity, id: String(change.item.id) }] : [];
}

const isChangeOf = (change: HistoryChange, root: Root, kind?: ChangeKind) =>
  change.entity === root.entity && change.item.id === root.id && (!kind || change.kind === kind);

/** The record as it was before the changes: the current one with the changes undone, last first. */
function snapshotBefore(now: Snapshot, root: Root, changes: HistoryChange[]): Snapshot {
  const item = changes.find((change) => isChangeOf(change, root) && change.before)?.before ?? now.item;
  if (!now.blocks) return { item };
  const blocks = new Map(now.blocks.map((block) => [String(block.id), block]));
  for (const change of [...changes].reverse()) {
    if (change.entity !== 'NewsContent') continue;
    const id = String(change.item.id);
    if (change.kind === 'create') blocks.delete(id);
    else if (change.kind === 'delete' && change.item.newsId === root.id) blocks.set(id, change.item);
    else if (change.kind === 'update' && change.before?.newsId === root.id) blocks.set(id, change.before);
    else if (change.kind === 'update') blocks.delete(id);
  }
  const ordered = [...blocks.values()].sort((a, b) => Number(a.order) - Number(b.order) || String(a.id).localeCompare(String(b.id)));
  return { item, blocks: ordered };
}

async function writeVersion(db: Db, author: Author, root: Root, changes: HistoryChange[], note: HistoryNote | undefined): Promise<void> {
  const now = await readSnapshot(db, root.entity, root.id);
  if (!now) return;
  const created = changes.some((change) => isChangeOf(change, root, 'create'));
  const kind: VersionKind = note ? 'restore' : created ? 'create' : 'update';
  const time = nowIso();
  const latest = await db
    .selectFrom('record_version')
    .selectAll()
    .where('entity', '=', root.entity)
    .where('recordId', '=', root.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const mergeable =
    kind === 'update' && latest?.kind === 'update' && latest.authorId === author.id && Date.parse(time) - Date.parse(latest.createdAt) < COALESCE_MS;
  if (latest && mergeable) {
    const previous = latest.previous ? (JSON.parse(latest.previous) as Snapshot) : null;
    await db
      .updateTable('record_version')
      .set({ snapshot: JSON.stringify(now), changes: JSON.stringify(compareSnapshots(previous, now)), createdAt: time })
      .where('id', '=', latest.id)
      .execute();
    return;
  }
  const previous = created ? null : snapshotBefore(now, root, changes);
  const summary = compareSnapshots(previous, now);
  if (kind === 'update' && isEmpty(summary)) return;
  await db
    .insertInto('record_version')
    .values({
      id: uuidv7(),
      entity: root.entity,
      recordId: root.id,
      kind,
      authorId: author.id,
      authorName: author.name,
      authorEmail: author.email,
      previous: previous ? JSON.stringify(previous) : null,
      snapshot: JSON.stringify(now),
      changes: JSON.stringify(summary),
      createdAt: time,
    })
    .execute();
}

async function moveToTrash(db: Db, author: Author, root: Root, changes: HistoryChange[]): Promise<void> {
  const deleted = changes.find((change) => isChangeOf(change, root, 'delete'));
  if (!deleted) return;
  const snapshot: TrashSnapshot = {
    item: deleted.item,
    dependents: changes.filter((change) => change.kind === 'delete' && change !== deleted).map(({ entity, item }) => ({ entity, item })),
    unlinked: changes.flatMap((change) =>
      change.kind === 'update' && change.before
        ? Object.keys(change.before)
            .filter((field) => change.before?.[field] === root.id && change.item[field] === null)
            .map((field) => ({ entity: change.entity, id: String(change.item.id), field }))
        : [],
    ),
  };
  await db
    .insertInto('trash_item')
    .values({
      id: uuidv7(),
      entity: root.entity,
      recordId: root.id,
      title: String(deleted.item.title ?? deleted.item.name ?? ''),
      snapshot: JSON.stringify(snapshot),
      deletedById: author.id,
      deletedByName: author.name,
      deletedByEmail: author.email,
      createdAt: nowIso(),
    })
    .execute();
}

/**
 * Keeps, in the transaction of a write, a version of each article, store and campaign it changed
 * (a change to a block is a save of its article) and puts a deleted article or store in the trash.
 */
export async function keepHistory(db: unknown, author: Author | null, changes: HistoryChange[], note?: HistoryNote): Promise<void> {
  if (!author) return;
  const trx = db as Db;
  const seen = new Set<string>();
  for (const root of changes.flatMap(rootsOf)) {
    const key = `${root.entity}:${root.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (changes.some((change) => isChangeOf(change, root, 'delete'))) {
      if (isTrashed(root.entity)) await moveToTrash(trx, author, root, changes);
    } else {
      await writeVersion(trx, author, root, changes, note);
    }
  }
}
