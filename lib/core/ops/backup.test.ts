import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { resetConfigForTests } from '@/lib/core/config';
import { type Db, openMigratedDb, pendingMigrations } from '@/lib/core/db';
import { insertEnquiry } from '@/lib/core/enquiry/test-enquiries';
import { uploadMedia } from '@/lib/core/media/service';
import { createBackup, restoreBackup, type SiteData } from '@/lib/core/ops/backup';
import { checkReadiness } from '@/lib/core/ops/health';
import { withClient, withSearchPath } from '@/lib/core/ops/pg-tools';
import { engines, TEST_ADMIN } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { testPostgresUrl } from '@/lib/test/postgres';

/*
 * A site with content, enquiries, queued mail, images and its generated session secret is backed
 * up while it keeps writing, restored into a fresh data folder and database (a new PostgreSQL
 * schema beside the live one, or a new database), and the restored copy is compared with the
 * original table by table and byte by byte.
 */

jest.setTimeout(60_000);

const TABLES = ['store', 'area', 'news', 'category', 'enquiry', 'mail_outbox', 'media', 'media_file', 'audit_log', 'kysely_migration'] as const;

function adminQuery(text: string, url = testPostgresUrl()): Promise<unknown> {
  return withClient(url, (client) => client.query(text));
}

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/** A site on `engine`: a data folder and a database, opened as the running site holds it. */
async function makeSite(engine: 'sqlite' | 'postgres', root: string, name: string, url = testPostgresUrl()): Promise<SiteData & { schema?: string }> {
  const dataDir = path.join(root, name);
  if (engine === 'sqlite') return { dataDir, database: { dialect: 'sqlite', file: path.join(dataDir, 'oz.sqlite') } };
  const schema = uniqueName(`bk_${name}`);
  return { dataDir, schema, database: { dialect: 'postgres', url: withSearchPath(url, schema) } };
}

async function openSite(site: SiteData & { schema?: string }): Promise<Db> {
  if (site.database.dialect === 'sqlite') return openMigratedDb({ dialect: 'sqlite', file: site.database.file });
  await adminQuery(`create schema if not exists "${site.schema}"`, site.database.url);
  return openMigratedDb({ dialect: 'postgres', url: site.database.url, schema: site.schema, maxConnections: 4 });
}

/** Every row of every table, in an order independent of how the engine returns them. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely);
    result[table] = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value))).sort();
  }
  return result;
}

async function filesOf(root: string): Promise<Record<string, string>> {
  if (!existsSync(root)) return {};
  const out: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out[path.relative(root, path.join(entry.parentPath, entry.name))] = (await readFile(path.join(entry.parentPath, entry.name))).toString('base64');
  }
  return out;
}

/** The data folder and every entry under it whose mode lets the group or others in. */
async function openToOthers(root: string): Promise<string[]> {
  const entries = [root, ...(await readdir(root, { recursive: true, withFileTypes: true })).map((entry) => path.join(entry.parentPath, entry.name))];
  const open: string[] = [];
  for (const entry of entries) if ((await stat(entry)).mode & 0o077) open.push(path.relative(root, entry) || '.');
  return open;
}

describe.each(engines())('backup and restore on $name', (engine) => {
  let root: string;
  let source: SiteData & { schema?: string };
  let db: Db;
  const schemas: string[] = [];
  const databases: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'oz-backup-test-'));
    source = await makeSite(engine.name, root, 'live');
    if (source.schema) schemas.push(source.schema);
    process.env.DATA_DIR = source.dataDir;
    resetConfigForTests();
    db = await openSite(source);
    const admin = { db, viewer: TEST_ADMIN };
    await makeArea(admin);
    await makeStore(admin, { link: 'shibuya', name: 'Oz 渋谷店' });
    const category = await makeCategory(admin);
    for (let index = 0; index < 5; index += 1) await makeNews(admin, category.id);
    await insertEnquiry(db, {}, ['sent', 'pending']);
    await insertEnquiry(db, { kind: 'franchise' }, ['pending', 'pending']);
    const photo = await sharp({ create: { width: 1400, height: 800, channels: 3, background: { r: 200, g: 60, b: 20 } } }).jpeg().toBuffer();
    await uploadMedia(db, { data: photo, fileName: '受付.jpg', alt: '受付' });
    await mkdir(source.dataDir, { recursive: true });
    await writeFile(path.join(source.dataDir, 'auth-secret'), 'the-generated-session-secret', { mode: 0o600 });
    // A mail sent without SMTP, and one still being written (left out).
    await mkdir(path.join(source.dataDir, 'mail'), { recursive: true });
    await writeFile(path.join(source.dataDir, 'mail', '2026-11-26T09-00-00-000Z-0190oz-gym.example.eml'), 'To: taro@example.com\r\n\r\n体験のお申し込み', { mode: 0o600 });
    await writeFile(path.join(source.dataDir, 'mail', '2026-11-26T09-00-01-000Z-0191oz-gym.example.eml.tmp'), 'To: half', { mode: 0o600 });
  });

  afterAll(async () => {
    await db.close();
    for (const schema of schemas) await adminQuery(`drop schema if exists "${schema}" cascade`);
    for (const database of databases) await adminQuery(`drop database if exists "${database}" with (force)`);
    await rm(root, { recursive: true, force: true });
    delete process.env.DATA_DIR;
    resetConfigForTests();
  });

  test('an archive taken while the site writes restores into a fresh site, table by table and byte by byte', async () => {
    const before = await snapshot(db);
    // The site keeps saving while the backup runs.
    let writing = true;
    const writer = (async () => {
      const category = await makeCategory({ db, viewer: TEST_ADMIN }, { slug: 'during', name: '更新中' });
      while (writing) {
        await makeNews({ db, viewer: TEST_ADMIN }, category.id);
        // One save per turn of the event loop, as requests arrive (SQLite's driver answers in microtasks only).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const backup = await createBackup(source, path.join(root, 'backups'), new Date('2026-11-26T09:30:00.123Z'));
    writing = false;
    await writer;

    expect(path.basename(backup.file)).toBe('oz-backup-20261126T093000Z.tar.gz');
    expect((await readFile(`${backup.file}.sha256`, 'utf8')).trim()).toBe(`${backup.sha256}  oz-backup-20261126T093000Z.tar.gz`);
    expect((await stat(backup.file)).mode & 0o077).toBe(0);
    expect(backup.manifest).toMatchObject({ engine: engine.name, secrets: ['auth-secret'] });
    expect(backup.manifest.migrations).toEqual(expect.arrayContaining(['0001_initial', '0009_media_files']));

    const fresh = await makeSite(engine.name, root, 'restored');
    if (fresh.schema) schemas.push(fresh.schema);
    const report = await restoreBackup(backup.file, fresh);
    expect(report.replaced).toEqual([]);

    const restored = await openSite(fresh);
    try {
      expect(await pendingMigrations(restored)).toEqual([]);
      expect((await checkReadiness({ db: async () => restored, redis: null })).ready).toBe(true);
      const after = await snapshot(restored);
      const live = await snapshot(db);
      for (const table of TABLES) {
        // Everything saved before the backup is there, and nothing the live site never had.
        expect(after[table]).toEqual(expect.arrayContaining(before[table] ?? []));
        expect(live[table]).toEqual(expect.arrayContaining(after[table] ?? []));
        if (table !== 'news' && table !== 'category' && table !== 'audit_log') expect(after[table]).toEqual(before[table]);
      }
      expect(after.enquiry).toHaveLength(2);
      expect(after.mail_outbox).toHaveLength(4);
      expect(after.media).toHaveLength(1);
      expect(live.news?.length).toBeGreaterThan(before.news?.length ?? 0);
    } finally {
      await restored.close();
    }
    // Images (files with SQLite, rows with PostgreSQL) and the secret, byte for byte.
    expect(await filesOf(path.join(fresh.dataDir, 'media'))).toEqual(await filesOf(path.join(source.dataDir, 'media')));
    if (engine.name === 'sqlite') expect(Object.keys(await filesOf(path.join(fresh.dataDir, 'media')))).toHaveLength(3);
    expect(await readFile(path.join(fresh.dataDir, 'auth-secret'), 'utf8')).toBe('the-generated-session-secret');
    // The mail copies too, but not a mail still being written.
    expect(await filesOf(path.join(fresh.dataDir, 'mail'))).toEqual({
      '2026-11-26T09-00-00-000Z-0190oz-gym.example.eml': (await readFile(path.join(source.dataDir, 'mail', '2026-11-26T09-00-00-000Z-0190oz-gym.example.eml'))).toString('base64'),
    });
    expect(backup.manifest.files.map((file) => file.path)).toContain('mail/2026-11-26T09-00-00-000Z-0190oz-gym.example.eml');
    // Everything restored is readable by its owner only, whatever modes the archive's files had.
    expect(await openToOthers(fresh.dataDir)).toEqual([]);
    expect((await stat(fresh.dataDir)).mode & 0o777).toBe(0o700);

    // A target that holds a site is refused, untouched, unless --force.
    await writeFile(path.join(fresh.dataDir, 'auth-secret'), 'changed-since');
    await expect(restoreBackup(backup.file, fresh)).rejects.toThrow(/already holds a site .*--force/);
    expect(await readFile(path.join(fresh.dataDir, 'auth-secret'), 'utf8')).toBe('changed-since');
    const forced = await restoreBackup(backup.file, fresh, { force: true });
    expect(forced.replaced.length).toBeGreaterThan(0);
    expect(await readFile(path.join(fresh.dataDir, 'auth-secret'), 'utf8')).toBe('the-generated-session-secret');
    const again = await openSite(fresh);
    try {
      expect((await snapshot(again)).store).toEqual(before.store);
    } finally {
      await again.close();
    }
  });

  test('a damaged archive, or one of the other engine, is refused before anything is written', async () => {
    const backup = await createBackup(source, path.join(root, 'damaged'));
    const bytes = await readFile(backup.file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    await writeFile(backup.file, bytes);
    const target = await makeSite(engine.name, root, uniqueName('damaged'));
    if (target.schema) schemas.push(target.schema);
    await expect(restoreBackup(backup.file, target)).rejects.toThrow(/does not match its checksum/);
    // Without its .sha256 file, the damage is still found (gzip's check or the manifest's).
    await rm(`${backup.file}.sha256`);
    await expect(restoreBackup(backup.file, target)).rejects.toThrow(/cannot be read as a backup archive|missing or damaged/);
    expect(existsSync(target.dataDir)).toBe(false);

    const good = await createBackup(source, path.join(root, 'other-engine'));
    const other: SiteData =
      engine.name === 'sqlite'
        ? { dataDir: target.dataDir, database: { dialect: 'postgres', url: withSearchPath(testPostgresUrl(), uniqueName('never')) } }
        : { dataDir: target.dataDir, database: { dialect: 'sqlite', file: path.join(target.dataDir, 'oz.sqlite') } };
    await expect(restoreBackup(good.file, other)).rejects.toThrow(/but the configuration uses/);
    expect(existsSync(target.dataDir)).toBe(false);
  });

  if (engine.name === 'postgres') {
    test('a PostgreSQL archive restores into a new database under another schema name', async () => {
      const database = uniqueName('oz_restore_test');
      await adminQuery(`create database "${database}"`);
      databases.push(database);
      const url = new URL(testPostgresUrl());
      url.pathname = `/${database}`;
      const target = await makeSite('postgres', root, 'newdb', url.toString());
      const backup = await createBackup(source, path.join(root, 'newdb-backups'));
      await restoreBackup(backup.file, target);
      const restored = await openSite(target);
      try {
        const live = await snapshot(db);
        const after = await snapshot(restored);
        expect(after.store).toEqual(live.store);
        expect(after.media_file).toEqual(live.media_file);
        expect(after.enquiry).toEqual(live.enquiry);
      } finally {
        await restored.close();
      }
    });
  }
});
