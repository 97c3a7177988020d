import 'server-only';
import { sql, type Transaction } from 'kysely';
import { type AuditActor, diffFields, type FieldChanges, recordAudit } from '@/lib/core/audit/log';
import { type Db, nowIso } from '@/lib/core/db';
import type { Database, MediaTable } from '@/lib/core/db/schema';
import { UUID_PATTERN } from '@/lib/core/db/uuid';
import { MEDIA_PER_PAGE_DEFAULT, MEDIA_PER_PAGE_MAX, type MediaItem, type MediaPage, mediaUrl } from './shared';

export function toMediaItem(row: MediaTable): MediaItem {
  return {
    id: row.id,
    url: mediaUrl(row.id, 1280),
    smallUrl: mediaUrl(row.id, 640),
    alt: row.alt,
    width: row.width,
    height: row.height,
    fileName: row.fileName,
    bytes: row.bytes,
    createdAt: row.createdAt,
  };
}

/** Who changes the library, for the audit entry written with each change. */
export type MediaActor = AuditActor | null;

const auditMedia = (trx: Transaction<Database>, actor: MediaActor, action: 'create' | 'update' | 'delete', item: MediaItem, changes: FieldChanges) =>
  actor ? recordAudit(trx, { action, actor, entity: 'Media', entityId: item.id, summary: item.fileName, changes }) : Promise.resolve();

export async function insertMedia(db: Db, row: Omit<MediaTable, 'createdAt' | 'updatedAt'>, actor: MediaActor = null): Promise<MediaItem> {
  const now = nowIso();
  const full: MediaTable = { ...row, createdAt: now, updatedAt: now };
  const item = toMediaItem(full);
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('media').values(full).execute();
    await auditMedia(trx, actor, 'create', item, diffFields(null, { fileName: row.fileName, alt: row.alt }));
  });
  return item;
}

export async function findMedia(db: Db, id: string): Promise<MediaItem | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const row = await db.kysely.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toMediaItem(row) : null;
}

export interface MediaQuery {
  search?: string;
  page?: number;
  perPage?: number;
}

/** `like` pattern for a search word: `%` and `_` typed by a person match themselves. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Newest first; searches the alt text and the file name, case-insensitively on both engines. */
export async function listMedia(db: Db, query: MediaQuery = {}): Promise<MediaPage> {
  const perPage = Math.min(MEDIA_PER_PAGE_MAX, Math.max(1, Math.floor(query.perPage ?? MEDIA_PER_PAGE_DEFAULT)));
  const search = query.search?.trim() ?? '';
  let base = db.kysely.selectFrom('media');
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref('alt')})`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(${sql.ref('fileName')})`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
  const total = Number(counted?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(pageCount, Math.max(1, Math.floor(query.page ?? 1)));
  const rows = await base
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { items: rows.map(toMediaItem), total, page, pageCount };
}

export async function updateMediaAlt(db: Db, id: string, alt: string, actor: MediaActor = null): Promise<MediaItem | null> {
  const before = await findMedia(db, id);
  if (!before) return null;
  await db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('media').set({ alt, updatedAt: nowIso() }).where('id', '=', id).execute();
    await auditMedia(trx, actor, 'update', before, diffFields({ alt: before.alt }, { alt }));
  });
  return findMedia(db, id);
}

export async function deleteMediaRow(db: Db, id: string, actor: MediaActor = null): Promise<boolean> {
  const before = await findMedia(db, id);
  if (!before) return false;
  return db.kysely.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('media').where('id', '=', id).executeTakeFirst();
    await auditMedia(trx, actor, 'delete', before, diffFields({ fileName: before.fileName, alt: before.alt }, null));
    return Number(result.numDeletedRows) > 0;
  });
}
