import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { resetConfigForTests } from '@/lib/core/config';
import { configuredTarget, openMigratedDb } from '@/lib/core/db';
import { configuredTransport } from '@/lib/core/mail/transport';
import { uploadMedia } from '@/lib/core/media/service';
import { prepareSite } from './prepare-site';

/*
 * The data folder holds enquiries, password hashes, TOTP seeds, the session secret, images and
 * mail copies: after `npm start` (the same preparation, scripts/prepare-site.ts) no other local
 * user may list or read any of it, on a fresh install and on one whose modes were left open.
 */

jest.setTimeout(60_000);

/** Every entry of the data folder (itself included) whose mode lets the group or others in, with that mode. */
async function openToOthers(dataDir: string): Promise<Record<string, string>> {
  const open: Record<string, string> = {};
  const entries = [dataDir, ...(await readdir(dataDir, { recursive: true, withFileTypes: true })).map((entry) => path.join(entry.parentPath, entry.name))];
  for (const entry of entries) {
    const mode = statSync(entry).mode & 0o777;
    if (mode & 0o077) open[path.relative(dataDir, entry) || '.'] = mode.toString(8);
  }
  return open;
}

describe('the data folder after npm start', () => {
  let root: string;
  let dataDir: string;
  const saved = { NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET, DATA_DIR: process.env.DATA_DIR, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
  const umask = process.umask(0o022);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'oz-prepare-'));
    dataDir = path.join(root, 'data');
    process.env.DATA_DIR = dataDir;
    // The secret is generated into the data folder, as on a machine without NEXTAUTH_SECRET.
    delete process.env.NEXTAUTH_SECRET;
    resetConfigForTests();
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
    Object.assign(process.env, saved);
    if (saved.NEXTAUTH_URL === undefined) delete process.env.NEXTAUTH_URL;
    resetConfigForTests();
  });

  afterAll(() => process.umask(umask));

  test('a fresh install: the folder, the database with its WAL and shared memory, the secret, images and mail copies are private', async () => {
    await prepareSite();
    // What the running site then writes: an uploaded image and a mail copy (no SMTP).
    const db = await openMigratedDb(configuredTarget());
    try {
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 9, b: 9 } } }).jpeg().toBuffer();
      await uploadMedia(db, { data: photo, fileName: 'a.jpg', alt: '写真' });
      await configuredTransport().send({ from: 'Oz <no-reply@oz-gym.example>', to: 'hanako@example.jp', subject: '件名', text: '本文', messageId: '<1@oz-gym.example>' });

      const names = (await readdir(dataDir, { recursive: true })).map(String);
      expect(names).toEqual(expect.arrayContaining(['oz.sqlite', 'oz.sqlite-wal', 'oz.sqlite-shm', 'auth-secret', 'media', 'mail']));
      expect(names.filter((name) => name.startsWith('media/'))).not.toHaveLength(0);
      expect(names.filter((name) => name.endsWith('.eml'))).toHaveLength(1);
      expect(await openToOthers(dataDir)).toEqual({});
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'oz.sqlite')).mode & 0o777).toBe(0o600);
    } finally {
      await db.close();
    }
  });

  test('an install whose folder is 0755 and files 0644 is closed at the next start', async () => {
    await prepareSite();
    mkdirSync(path.join(dataDir, 'media', '0190f000-0000-7000-8000-000000000001'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media', '0190f000-0000-7000-8000-000000000001', 'original.jpg'), 'jpeg');
    mkdirSync(path.join(dataDir, 'mail'), { recursive: true });
    writeFileSync(path.join(dataDir, 'mail', 'old.eml'), 'To: hanako@example.jp');
    const opened = [dataDir, path.join(dataDir, 'media'), path.join(dataDir, 'media', '0190f000-0000-7000-8000-000000000001'), path.join(dataDir, 'mail')];
    for (const folder of opened) chmodSync(folder, 0o755);
    for (const file of ['oz.sqlite', 'auth-secret', 'media/0190f000-0000-7000-8000-000000000001/original.jpg', 'mail/old.eml']) chmodSync(path.join(dataDir, file), 0o644);
    expect(Object.keys(await openToOthers(dataDir))).toHaveLength(8);

    await prepareSite();

    expect(await openToOthers(dataDir)).toEqual({});
    // The owner keeps what it had.
    expect(statSync(path.join(dataDir, 'mail', 'old.eml')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'media')).mode & 0o777).toBe(0o700);
  });
});
