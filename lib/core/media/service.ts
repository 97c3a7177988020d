import 'server-only';
import type { Db } from '@/lib/core/db';
import { uuidv7 } from '@/lib/core/db/uuid';
import { MediaError } from './errors';
import { processImage } from './process';
import { deleteMediaRow, findMedia, insertMedia, type MediaActor, updateMediaAlt } from './repository';
import { altSchema, type MediaItem, mediaMessages } from './shared';
import { mediaStoreFor } from './storage';

export function checkedAlt(alt: unknown): string {
  const result = altSchema.safeParse(alt);
  if (!result.success) throw new MediaError(400, result.error.issues[0]?.message ?? mediaMessages.altRequired, 'alt');
  return result.data;
}

/** The name a person recognises, without folders, control characters or unbounded length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return cleaned || 'image';
}

/**
 * Checks, re-encodes and stores an uploaded image; the files are written before the row, into
 * the store of the database's engine (lib/core/media/storage.ts).
 */
export async function uploadMedia(db: Db, input: { data: Buffer; fileName: string; alt: unknown }, actor: MediaActor = null): Promise<MediaItem> {
  const alt = checkedAlt(input.alt);
  const image = await processImage(input.data);
  const id = uuidv7();
  const store = mediaStoreFor(db);
  await store.write(id, image);
  try {
    return await insertMedia(db, {
      id,
      fileName: cleanFileName(input.fileName),
      alt,
      width: image.width,
      height: image.height,
      mime: image.mime,
      bytes: input.data.byteLength,
    }, actor);
  } catch (error) {
    await store.remove(id);
    throw error;
  }
}

export async function changeMediaAlt(db: Db, id: string, alt: unknown, actor: MediaActor = null): Promise<MediaItem> {
  const checked = checkedAlt(alt);
  const item = await updateMediaAlt(db, id, checked, actor);
  if (!item) throw new MediaError(404, mediaMessages.notFound);
  return item;
}

/** Removes the row, then the files: content still pointing at the image shows it as missing. */
export async function deleteMedia(db: Db, id: string, actor: MediaActor = null): Promise<void> {
  if (!(await findMedia(db, id))) throw new MediaError(404, mediaMessages.notFound);
  await deleteMediaRow(db, id, actor);
  await mediaStoreFor(db).remove(id);
}
