import { closeSync, mkdirSync, openSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/*
 * The data folder (DATA_DIR) holds the SQLite database (visitors' enquiries, every admin's
 * password hash and TOTP seed, login attempts, the audit log), the secrets the site generates,
 * the uploaded images and, without SMTP, a copy of every mail sent: only the user the site runs
 * as may read or list any of it. What the site creates there is private from the start (the
 * modes below); securePrivateData() also closes what an older version, a copy or a restore left
 * open.
 */

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The SQLite database's file name in the data folder, and the files SQLite keeps beside it. */
export const SQLITE_FILE = 'oz.sqlite';
const SQLITE_COMPANIONS = ['', '-wal', '-shm'] as const;

/** Secrets the site generates into the data folder when the configuration gives none (lib/core/config.ts, lib/core/auth/bootstrap.ts). */
export const SECRET_FILES = ['auth-secret', 'demo-admin-password'] as const;

/** Folders of the data folder: the image library (lib/core/media/storage.ts) and the mail copies (lib/core/mail/transport.ts). */
export const MEDIA_DIR = 'media';
export const MAIL_DIR = 'mail';

/**
 * Creates `file` empty and readable by its owner only, with its folder, unless it exists. SQLite
 * gives its `-wal` and `-shm` files the mode of the database file, so they are private too.
 */
export function createPrivateFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
}

/** Takes the group's and others' rights from `target` (a file or folder; a link is left alone). Returns whether it changed. */
async function closeToOthers(target: string): Promise<boolean> {
  const stats = await lstat(target).catch(() => null);
  if (!stats || stats.isSymbolicLink() || (stats.mode & 0o077) === 0) return false;
  await chmod(target, stats.mode & 0o700);
  return true;
}

/** `folder` and everything under it. */
async function closeTreeToOthers(folder: string): Promise<string[]> {
  const changed: string[] = [];
  if (await closeToOthers(folder)) changed.push(folder);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    if (await closeToOthers(full)) changed.push(full);
  }
  return changed;
}

/**
 * Makes the data folder private, creating it when missing (its parent folders keep the usual
 * mode): the folder itself, the database with its WAL and shared memory, the generated secrets,
 * and the image and mail folders with everything in them lose every right of the group and of
 * others. Other files a person put there are left as they are. Returns what it changed, so that
 * the caller can say so. `npm start` runs it before anything else, a restore before and after writing.
 */
export async function securePrivateData(dataDir: string): Promise<string[]> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const changed: string[] = [];
  const files = [...SQLITE_COMPANIONS.map((suffix) => `${SQLITE_FILE}${suffix}`), ...SECRET_FILES];
  for (const target of [dataDir, ...files.map((name) => path.join(dataDir, name))]) {
    if (await closeToOthers(target)) changed.push(target);
  }
  for (const folder of [MEDIA_DIR, MAIL_DIR]) changed.push(...(await closeTreeToOthers(path.join(dataDir, folder))));
  return changed;
}
