import 'server-only';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { UUID_PATTERN } from '@/lib/db/uuid';
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

/** `DATA_DIR/media`: one folder per image, named by its id. */
export function mediaRoot(): string {
  return path.resolve(getConfig().DATA_DIR, 'media');
}

function folderOf(id: string): string {
  if (!UUID_PATTERN.test(id)) throw new Error(`Not a media id: ${id}`);
  return path.join(mediaRoot(), id);
}

/**
 * The file behind a `/media/<id>/<name>` path, or null. Only an id and a name from the fixed list
 * are accepted, so no `..`, encoded slash or absolute path can reach outside the media folder.
 */
export function resolveMediaFile(segments: readonly string[]): { file: string; contentType: string } | null {
  if (segments.length !== 2) return null;
  const [id, name] = segments as [string, string];
  if (!UUID_PATTERN.test(id) || !Object.hasOwn(SERVED_FILES, name)) return null;
  const root = mediaRoot();
  const file = path.join(root, id, name);
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return { file, contentType: SERVED_FILES[name] ?? 'application/octet-stream' };
}

/** Writes an image's files; they appear together (a folder renamed into place) or not at all. */
export async function writeMediaFiles(id: string, image: ProcessedImage): Promise<void> {
  const folder = folderOf(id);
  const staging = path.join(mediaRoot(), `.staging-${id}`);
  await mkdir(staging, { recursive: true });
  try {
    await writeFile(path.join(staging, `original.${image.ext}`), image.original);
    for (const width of VARIANT_WIDTHS) await writeFile(path.join(staging, `${width}.webp`), image.variants[width].data);
    await rename(staging, folder);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export async function removeMediaFiles(id: string): Promise<void> {
  await rm(folderOf(id), { recursive: true, force: true });
}
