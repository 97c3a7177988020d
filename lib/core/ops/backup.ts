import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { getConfig } from '@/lib/core/config';
import { MAIL_DIR, MEDIA_DIR, PRIVATE_FILE_MODE, SECRET_FILES, securePrivateData, SQLITE_FILE } from './data-folder';
import { pgDump, pgRestore, schemaObjectCount, schemaOfUrl, withClient, quoteIdent } from './pg-tools';

/*
 * One archive holds everything a site needs to come back on another machine: the database (a
 * consistent copy taken while the site runs: SQLite's VACUUM INTO, or pg_dump, which reads
 * one snapshot), the uploaded images (under DATA_DIR/media with SQLite; in the database with
 * PostgreSQL), the secret that signs sessions when it was generated into DATA_DIR, and the .eml
 * copies of the mail sent without SMTP (DATA_DIR/mail). A manifest
 * inside lists every file with its SHA-256, and a `.sha256` file beside the archive (the format of
 * `sha256sum -c`) covers the archive itself, so a copy damaged in storage is refused, not restored.
 */

/** Where a site keeps its data: its data folder and its database. */
export interface SiteData {
  dataDir: string;
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
}

/** The site this process is configured for (DATA_DIR, DATABASE_URL). */
export function configuredSiteData(): SiteData {
  const config = getConfig();
  return {
    dataDir: path.resolve(config.DATA_DIR),
    database: config.DATABASE_URL ? { dialect: 'postgres', url: config.DATABASE_URL } : { dialect: 'sqlite', file: config.sqlitePath },
  };
}

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: 'oz-backup';
  version: 1;
  createdAt: string;
  engine: 'sqlite' | 'postgres';
  /** PostgreSQL: the schema that was dumped. */
  schema?: string;
  /** The migrations the database had run, so a restore onto older code can be refused by a person. */
  migrations: string[];
  /** Generated secrets that were in DATA_DIR (never NEXTAUTH_SECRET from the environment). */
  secrets: string[];
  files: ManifestFile[];
}

/** A problem the operator has to act on, said in a sentence (the scripts print only the message). */
export class BackupError extends Error {}

const MANIFEST = 'manifest.json';
const DATABASE_DIR = 'database';
const SECRETS_DIR = 'secrets';
const PG_DUMP_FILE = 'oz.pgdump';

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every file under `root`, as paths relative to it with forward slashes, sorted. */
async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** `oz-backup-20261126T093000Z.tar.gz`: sorts by time, and no character a file system refuses. */
export function archiveName(now: Date): string {
  return `oz-backup-${now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '')}.tar.gz`;
}

async function appliedMigrations(site: SiteData, sqliteCopy?: string): Promise<string[]> {
  if (site.database.dialect === 'sqlite') {
    const db = new SQLite(sqliteCopy ?? site.database.file, { readonly: true });
    try {
      return (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((row) => row.name);
    } finally {
      db.close();
    }
  }
  const schema = schemaOfUrl(site.database.url);
  return withClient(site.database.url, async (client) => {
    const { rows } = await client.query<{ name: string }>(`select name from ${quoteIdent(schema)}.kysely_migration order by name`);
    return rows.map((row) => row.name);
  });
}

/** Copies the image library except folders still being written (`.staging-<id>`). */
async function copyMedia(from: string, to: string): Promise<void> {
  if (!existsSync(from)) return;
  await cp(from, to, { recursive: true, filter: (source) => !path.basename(source).startsWith('.staging-') });
}

/** Copies the .eml files of the mail folder (not a mail still being written, `.eml.tmp`). */
async function copyMail(from: string, to: string): Promise<void> {
  if (!existsSync(from)) return;
  await cp(from, to, { recursive: true, filter: (source) => source === from || source.endsWith('.eml') });
}

/**
 * Writes one archive of the running site into `outDir` and returns its path and checksum. The
 * database is copied first and the images after: an image is stored before its row is written,
 * so every image the copied database names is in the archive.
 */
export async function createBackup(site: SiteData, outDir: string, now = new Date()): Promise<{ file: string; sha256: string; manifest: BackupManifest }> {
  await mkdir(outDir, { recursive: true });
  const staging = await mkdtemp(path.join(outDir, '.staging-'));
  try {
    await mkdir(path.join(staging, DATABASE_DIR));
    let schema: string | undefined;
    let migrations: string[];
    if (site.database.dialect === 'sqlite') {
      if (!existsSync(site.database.file)) throw new BackupError(`There is no database at ${site.database.file}: nothing to back up.`);
      const copy = path.join(staging, DATABASE_DIR, SQLITE_FILE);
      // VACUUM INTO copies one read transaction's view of the database. The page-by-page backup
      // API restarts whenever another connection writes, so on a busy site it may never finish.
      const source = new SQLite(site.database.file, { fileMustExist: true });
      try {
        source.prepare('vacuum into ?').run(copy);
      } finally {
        source.close();
      }
      migrations = await appliedMigrations(site, copy);
    } else {
      schema = schemaOfUrl(site.database.url);
      if (!(await schemaObjectCount(site.database.url, schema))) throw new BackupError(`The PostgreSQL schema ${schema} holds no tables: nothing to back up.`);
      migrations = await appliedMigrations(site);
      await pgDump(site.database.url, schema, path.join(staging, DATABASE_DIR, PG_DUMP_FILE));
    }
    await copyMedia(path.join(site.dataDir, MEDIA_DIR), path.join(staging, MEDIA_DIR));
    await copyMail(path.join(site.dataDir, MAIL_DIR), path.join(staging, MAIL_DIR));
    const secrets = SECRET_FILES.filter((name) => existsSync(path.join(site.dataDir, name)));
    if (secrets.length > 0) await mkdir(path.join(staging, SECRETS_DIR));
    for (const name of secrets) await cp(path.join(site.dataDir, name), path.join(staging, SECRETS_DIR, name));

    const files: ManifestFile[] = [];
    for (const file of await filesUnder(staging)) {
      const full = path.join(staging, file);
      files.push({ path: file, size: (await stat(full)).size, sha256: await sha256File(full) });
    }
    const manifest: BackupManifest = {
      format: 'oz-backup',
      version: 1,
      createdAt: now.toISOString(),
      engine: site.database.dialect,
      ...(schema ? { schema } : {}),
      migrations,
      secrets: [...secrets],
      files,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    const name = archiveName(now);
    const file = path.join(outDir, name);
    const partial = path.join(staging, `${name}.partial`);
    await tar.c({ gzip: true, cwd: staging, file: partial, portable: true }, [MANIFEST, ...new Set(files.map((entry) => entry.path.split('/')[0] as string))]);
    // The archive holds personal data and a secret: only its owner may read it.
    await chmod(partial, 0o600);
    const sha256 = await sha256File(partial);
    await rename(partial, file);
    await writeFile(`${file}.sha256`, `${sha256}  ${name}\n`, { mode: 0o600 });
    return { file, sha256, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Checks the archive against its `.sha256` file and every file against the manifest; returns the manifest. */
async function unpackVerified(archive: string, into: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  const sidecar = `${archive}.sha256`;
  if (existsSync(sidecar)) {
    const expected = (await readFile(sidecar, 'utf8')).trim().split(/\s+/)[0];
    if (expected !== (await sha256File(archive))) throw new BackupError(`${path.basename(archive)} does not match its checksum in ${path.basename(sidecar)}: the copy is damaged. Nothing was restored.`);
  }
  try {
    await tar.x({
      file: archive,
      cwd: into,
      strict: true,
      // Only regular files and folders of the archive's own layout; no links, nothing outside `into`.
      filter: (entryPath, entry) =>
        ('type' in entry ? entry.type === 'File' || entry.type === 'Directory' : true) && /^(manifest\.json|(database|media|secrets|mail)(\/|$))/.test(entryPath),
    });
  } catch (error) {
    throw new BackupError(`${path.basename(archive)} cannot be read as a backup archive (${error instanceof Error ? error.message : String(error)}). Nothing was restored.`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(into, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${path.basename(archive)} has no readable manifest: it is not a backup of this site. Nothing was restored.`);
  }
  if (manifest.format !== 'oz-backup' || manifest.version !== 1) throw new BackupError(`${path.basename(archive)} is not a backup of this site (format ${String(manifest.format)} ${String(manifest.version)}).`);
  for (const file of manifest.files) {
    const full = path.join(into, file.path);
    if (!existsSync(full) || (await sha256File(full)) !== file.sha256) throw new BackupError(`${file.path} in ${path.basename(archive)} is missing or damaged. Nothing was restored.`);
  }
  return manifest;
}

/** What of a site is already in `site`: the reasons a restore there would overwrite something. */
export async function existingSiteData(site: SiteData): Promise<string[]> {
  const found: string[] = [];
  if (site.database.dialect === 'sqlite') {
    if (existsSync(site.database.file)) found.push(site.database.file);
  } else {
    const schema = schemaOfUrl(site.database.url);
    if (await schemaObjectCount(site.database.url, schema)) found.push(`PostgreSQL schema ${schema}`);
  }
  if ((await filesUnder(path.join(site.dataDir, MEDIA_DIR))).length > 0) found.push(path.join(site.dataDir, MEDIA_DIR));
  for (const name of SECRET_FILES) if (existsSync(path.join(site.dataDir, name))) found.push(path.join(site.dataDir, name));
  return found;
}

/** Removes what a restore replaces; other files of the data folder (the mail copies, say) stay. */
async function clearSiteData(site: SiteData): Promise<void> {
  if (site.database.dialect === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) await rm(`${site.database.file}${suffix}`, { force: true });
  } else {
    const schema = schemaOfUrl(site.database.url);
    await withClient(site.database.url, (client) => client.query(`drop schema if exists ${quoteIdent(schema)} cascade`));
  }
  await rm(path.join(site.dataDir, MEDIA_DIR), { recursive: true, force: true });
  for (const name of SECRET_FILES) await rm(path.join(site.dataDir, name), { force: true });
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** What `force` replaced (empty without it). */
  replaced: string[];
  mediaFiles: number;
}

/**
 * Restores `archive` into `site`, which must hold no site yet (no database, images or secrets)
 * unless `force` is given. Everything is checked before anything is written. The site must not
 * be running on `site` meanwhile; it migrates the restored database when it starts.
 */
export async function restoreBackup(archive: string, site: SiteData, options: { force?: boolean } = {}): Promise<RestoreReport> {
  const work = await mkdtemp(path.join(tmpdir(), 'oz-restore-'));
  try {
    const manifest = await unpackVerified(archive, work);
    if (manifest.engine !== site.database.dialect) {
      const configured = site.database.dialect === 'sqlite' ? 'the embedded SQLite database (DATABASE_URL is not set)' : 'PostgreSQL (DATABASE_URL)';
      throw new BackupError(`This archive holds a ${manifest.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, but the configuration uses ${configured}.`);
    }
    const existing = await existingSiteData(site);
    if (existing.length > 0 && !options.force) {
      throw new BackupError(`The target already holds a site (${existing.join(', ')}). Restore into an empty data folder and database, or add --force to replace them.`);
    }
    if (existing.length > 0) await clearSiteData(site);

    await securePrivateData(site.dataDir);
    if (site.database.dialect === 'sqlite') {
      const partial = `${site.database.file}.restoring`;
      await mkdir(path.dirname(site.database.file), { recursive: true });
      await cp(path.join(work, DATABASE_DIR, SQLITE_FILE), partial);
      await chmod(partial, PRIVATE_FILE_MODE);
      await rename(partial, site.database.file);
    } else {
      await pgRestore(site.database.url, path.join(work, DATABASE_DIR, PG_DUMP_FILE), manifest.schema ?? 'public', schemaOfUrl(site.database.url), work);
    }
    if (existsSync(path.join(work, MEDIA_DIR))) await cp(path.join(work, MEDIA_DIR), path.join(site.dataDir, MEDIA_DIR), { recursive: true });
    for (const name of manifest.secrets) {
      if (!(SECRET_FILES as readonly string[]).includes(name)) continue;
      await cp(path.join(work, SECRETS_DIR, name), path.join(site.dataDir, name));
      await chmod(path.join(site.dataDir, name), PRIVATE_FILE_MODE);
    }
    // Mail copies join those already there (their names are unique); none is removed.
    if (existsSync(path.join(work, MAIL_DIR))) await cp(path.join(work, MAIL_DIR), path.join(site.dataDir, MAIL_DIR), { recursive: true });
    // The archive's files arrive with the modes tar gave them: the restored site is as private as a started one.
    await securePrivateData(site.dataDir);
    return { manifest, replaced: existing, mediaFiles: manifest.files.filter((file) => file.path.startsWith(`${MEDIA_DIR}/`)).length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
