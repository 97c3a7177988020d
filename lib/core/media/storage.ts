import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getConfig } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import { UUID_PATTERN } from '@/lib/core/db/uuid';
import { MEDIA_DIR, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '@/lib/core/ops/data-folder';
import type { ProcessedImage } from './process';
import { VARIANT_WIDTHS } from './shared';

/** Every file name a media folder may hold, with the type it is served as. Nothing else is served. */
export const SERVED_FILES: Readonly<Record<string, string>> = {
  '640.webp': 'image/webp',
  '1280.webp': 'image/webp',
  'original.jpg': 'image/jpeg',
  'original.png': 'image/png',
  'original.webp': 'image/webp',
  'original.avif': 'image/avif',
};

/** One stored file of an image, as the `/media/<id>/<name>` route sends it. */
export interface MediaFile {
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

/**
 * Where the files of the image library live: on the disk (SQLite: one instance owns its data
 * folder) or in the database (PostgreSQL: every instance on the database serves every image).
 */
export interface MediaStore {
  /** Stores an image's original and variants together, or none of them. */
  write(id: string, image: ProcessedImage): Promise<void>;
  /** Removes every file of an image; nothing happens for an unknown id. */
  remove(id: string): Promise<void>;
  /** The file behind a `/media/<id>/<name>` path, or null (unknown image, name or path). */
  read(segments: readonly string[]): Promise<MediaFile | null>;
}

/** The files an image is stored as: the original under its format's name and each variant. */
function filesOf(image: ProcessedImage): { name: string; data: Buffer }[] {
  return [
    { name: `original.${image.ext}`, data: image.original },
    ...VARIANT_WIDTHS.map((width) => ({ name: `${width}.webp`, data: image.variants[width].data })),
  ];
}

/** The id and name of a `/media/<id>/<name>` path; only an id and a name from the fixed list are accepted. */
function parseMediaPath(segments: readonly string[]): { id: string; name: string; contentType: string } | null {
  if (segments.length !== 2) return null;
  const [id, name] = segments as [string, string];
  if (!UUID_PATTERN.test(id) || !Object.hasOwn(SERVED_FILES, name)) return null;
  return { id, name, contentType: SERVED_FILES[name] ?? 'application/octet-stream' };
}

function checkedId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw new Error(`Not a media id: ${id}`);
  return id;
}

/** `DATA_DIR/media`: one folder per image, named by its id (the disk store). */
export function mediaRoot(): string {
  return path.resolve(getConfig().DATA_DIR, MEDIA_DIR);
}

/**
 * The file behind a `/media/<id>/<name>` path in the disk store, or null. Only an id and a name
 * from the fixed list are accepted, so no `..`, encoded slash or absolute path can reach outside
 * the media folder.
 */
export function resolveMediaFile(segments: readonly string[]): { file: string; contentType: string } | null {
  const target = parseMediaPath(segments);
  if (!target) return null;
  const root = mediaRoot();
  const file = path.join(root, target.id, target.name);
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return { file, contentType: target.contentType };
}

/** SQLite: the files under DATA_DIR/media/<id>/; they appear together (a folder renamed into place) or not at all. */
export const diskMediaStore: MediaStore = {
  async write(id, image) {
    const folder = path.join(mediaRoot(), checkedId(id));
    const staging = path.join(mediaRoot(), `.staging-${id}`);
    await mkdir(staging, { recursive: true, mode: PRIVATE_DIR_MODE });
    try {
      for (const file of filesOf(image)) await writeFile(path.join(staging, file.name), file.data, { mode: PRIVATE_FILE_MODE });
      await rename(staging, folder);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  },

  async remove(id) {
    await rm(path.join(mediaRoot(), checkedId(id)), { recursive: true, force: true });
  },

  async read(segments) {
    const target = resolveMediaFile(segments);
    if (!target) return null;
    let size: number;
    try {
      const info = await stat(target.file);
      if (!info.isFile()) return null;
      size = info.size;
    } catch {
      return null;
    }
    const body = Readable.toWeb(createReadStream(target.file)) as ReadableStream<Uint8Array>;
    return { body, size, contentType: target.contentType };
  },
};

/**
 * PostgreSQL: the files are rows of `media_file` (bytea), so an image uploaded through one
 * instance is served by every instance on the database. An image's rows are written in one
 * transaction: all of them or none.
 */
export function databaseMediaStore(db: Db): MediaStore {
  return {
    async write(id, image) {
      checkedId(id);
      const rows = filesOf(image).map((file) => ({
        mediaId: id,
        name: file.name,
        contentType: SERVED_FILES[file.name] ?? 'application/octet-stream',
        data: file.data,
      }));
      await db.kysely.transaction().execute(async (trx) => {
        for (const row of rows) await trx.insertInto('media_file').values(row).execute();
      });
    },

    async remove(id) {
      await db.kysely.deleteFrom('media_file').where('mediaId', '=', checkedId(id)).execute();
    },

    async read(segments) {
      const target = parseMediaPath(segments);
      if (!target) return null;
      const row = await db.kysely
        .selectFrom('media_file')
        .select(['contentType', 'data'])
        .where('mediaId', '=', target.id)
        .where('name', '=', target.name)
        .executeTakeFirst();
      if (!row) return null;
      // pg reads bytea into a Buffer, which is backed by an ordinary ArrayBuffer.
      const body = new Uint8Array(row.data.buffer as ArrayBuffer, row.data.byteOffset, row.data.byteLength);
      return { body, size: body.byteLength, contentType: row.contentType };
    },
  };
}

/** The store of the database's engine: the disk for SQLite, the database itself for PostgreSQL. */
export function mediaStoreFor(db: Db): MediaStore {
  return db.dialect === 'postgres' ? databaseMediaStore(db) : diskMediaStore;
}
