import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { GET as serveRoute, HEAD as headRoute } from '@/app/media/[...path]/route';
import { type Db, openDb, setDbForProcess } from '@/lib/core/db';
import { uuidv7 } from '@/lib/core/db/uuid';
import { engines, useTestDb } from '@/lib/test/engines';
import { testPostgresUrl } from '@/lib/test/postgres';
import { processImage } from './process';
import { deleteMedia, uploadMedia } from './service';
import { mediaRoot, mediaStoreFor } from './storage';

const BASE = 'http://localhost:3000';

const params = (url: string) => ({ params: Promise.resolve({ path: url.split('/').slice(2) }) });
const serve = (url: string) => serveRoute(new Request(`${BASE}${url}`), params(url));
const head = (url: string) => headRoute(new Request(`${BASE}${url}`, { method: 'HEAD' }), params(url));

async function png(width = 1600, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } }).png().toBuffer();
}

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

/** Nothing of the image was written to this instance's disk. */
async function nothingOnDisk(id: string): Promise<boolean> {
  const names = existsSync(mediaRoot()) ? await readdir(mediaRoot()) : [];
  return !names.some((name) => name.includes(id));
}

describe.each(engines())('media storage on $name', (engine) => {
  const t = useTestDb(engine);
  const onPostgres = engine.name === 'postgres' ? test : test.skip;
  const onSqlite = engine.name === 'sqlite' ? test : test.skip;

  /** A second instance of the site: its own connection to the same database, sharing nothing else. */
  let other: Db | undefined;
  beforeAll(async () => {
    if (engine.name !== 'postgres') return;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db.kysely);
    other = openDb({ dialect: 'postgres', url: testPostgresUrl(), schema: rows[0]?.schema, maxConnections: 2 });
  });
  afterAll(async () => {
    await other?.close();
  });

  /** Serves `url` as the second instance would. */
  async function serveElsewhere(url: string): Promise<Response> {
    if (!other) throw new Error('No second instance');
    setDbForProcess(other);
    try {
      return await serve(url);
    } finally {
      setDbForProcess(t.db);
    }
  }

  beforeEach(async () => {
    await t.db.kysely.deleteFrom('media_file').execute();
  });

  test('an image written to the store is served byte for byte: original and variants, with the cache headers', async () => {
    const image = await processImage(await png());
    const id = uuidv7();
    await mediaStoreFor(t.db).write(id, image);

    for (const [name, expected, type] of [
      ['original.png', image.original, 'image/png'],
      ['640.webp', image.variants[640].data, 'image/webp'],
      ['1280.webp', image.variants[1280].data, 'image/webp'],
    ] as const) {
      const response = await serve(`/media/${id}/${name}`);
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': type,
        'content-length': String(expected.byteLength),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect((await bytesOf(response)).equals(expected)).toBe(true);

      const headers = await head(`/media/${id}/${name}`);
      expect(headers.status).toBe(200);
      expect(headers.headers.get('content-length')).toBe(String(expected.byteLength));
      expect(headers.headers.get('content-type')).toBe(type);
      expect((await headers.arrayBuffer()).byteLength).toBe(0);
    }
    expect(await nothingOnDisk(id)).toBe(engine.name === 'postgres');
    await mediaStoreFor(t.db).remove(id);
  });

  test('an upload is readable through the route; deleting it removes the bytes', async () => {
    const data = await png(800, 600);
    const item = await uploadMedia(t.db, { data, fileName: 'lobby.png', alt: 'ロビー' });
    const expected = await processImage(data);

    const original = await serve(`/media/${item.id}/original.png`);
    expect(original.status).toBe(200);
    expect((await bytesOf(original)).equals(expected.original)).toBe(true);
    const small = await serve(item.smallUrl);
    expect((await sharp(await bytesOf(small)).metadata()).width).toBe(640);
    const large = await serve(item.url);
    expect((await sharp(await bytesOf(large)).metadata()).width).toBe(800);

    await deleteMedia(t.db, item.id);
    for (const url of [item.url, item.smallUrl, `/media/${item.id}/original.png`]) {
      expect((await serve(url)).status).toBe(404);
      expect((await head(url)).status).toBe(404);
    }
    expect(await t.db.kysely.selectFrom('media_file').select('name').execute()).toEqual([]);
    expect(existsSync(path.join(mediaRoot(), item.id))).toBe(false);
  });

  onPostgres('PostgreSQL: the files live in the database only, so another instance on it serves them', async () => {
    const data = await png(1400, 700);
    const item = await uploadMedia(t.db, { data, fileName: 'shared.png', alt: '共有' });
    expect(await nothingOnDisk(item.id)).toBe(true);

    const rows = await t.db.kysely.selectFrom('media_file').select(['name', 'contentType']).where('mediaId', '=', item.id).orderBy('name').execute();
    expect(rows).toEqual([
      { name: '1280.webp', contentType: 'image/webp' },
      { name: '640.webp', contentType: 'image/webp' },
      { name: 'original.png', contentType: 'image/png' },
    ]);

    for (const url of [item.url, item.smallUrl, `/media/${item.id}/original.png`]) {
      const here = await bytesOf(await serve(url));
      const there = await serveElsewhere(url);
      expect(there.status).toBe(200);
      expect(there.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await bytesOf(there)).equals(here)).toBe(true);
    }

    await deleteMedia(t.db, item.id);
    expect((await serveElsewhere(item.url)).status).toBe(404);
  });

  onPostgres('PostgreSQL: an image is written all or nothing', async () => {
    const image = await processImage(await png(700, 700));
    const id = uuidv7();
    // A row already there makes the last insert of the write fail.
    await t.db.kysely.insertInto('media_file').values({ mediaId: id, name: '1280.webp', contentType: 'image/webp', data: Buffer.from('x') }).execute();
    await expect(mediaStoreFor(t.db).write(id, image)).rejects.toThrow();
    expect(await t.db.kysely.selectFrom('media_file').select('name').where('mediaId', '=', id).execute()).toEqual([{ name: '1280.webp' }]);
  });

  onSqlite('SQLite: the files stay on the disk and the database holds none', async () => {
    const item = await uploadMedia(t.db, { data: await png(700, 500), fileName: 'disk.png', alt: 'ディスク' });
    const folder = path.join(mediaRoot(), item.id);
    expect((await readdir(folder)).sort()).toEqual(['1280.webp', '640.webp', 'original.png']);
    expect(await t.db.kysely.selectFrom('media_file').select('name').execute()).toEqual([]);
    await deleteMedia(t.db, item.id);
    expect(existsSync(folder)).toBe(false);
  });

  onSqlite('SQLite: a failed write leaves no staging folder behind', async () => {
    const id = uuidv7();
    const folder = path.join(mediaRoot(), id);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'keep'), 'x');
    try {
      await expect(mediaStoreFor(t.db).write(id, await processImage(await png(50, 50)))).rejects.toThrow();
      expect(await readdir(folder)).toEqual(['keep']);
      expect(existsSync(path.join(mediaRoot(), `.staging-${id}`))).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test('unknown images, names outside the list and paths outside the folder answer 404', async () => {
    const image = await processImage(await png(100, 100));
    const id = uuidv7();
    await mediaStoreFor(t.db).write(id, image);
    if (engine.name === 'postgres') {
      // Even a row under another name is never served: only the fixed list of names is.
      await t.db.kysely.insertInto('media_file').values({ mediaId: id, name: 'evil.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg/>') }).execute();
    }
    for (const url of [
      `/media/${uuidv7()}/1280.webp`,
      `/media/${id}/original.jpg`,
      `/media/${id}/320.webp`,
      `/media/${id}/evil.svg`,
      `/media/${id.toUpperCase()}/1280.webp`,
      `/media/not-an-id/1280.webp`,
      `/media/${id}/1280.webp/x`,
    ]) {
      const response = await serve(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe('Not Found');
      expect((await head(url)).status).toBe(404);
    }
    for (const segments of [['..', 'oz.sqlite'], ['..', '..', 'package.json'], [id, '..', '..', 'auth-secret']]) {
      const response = await serveRoute(new Request(`${BASE}/media/x`), { params: Promise.resolve({ path: segments }) });
      expect(response.status).toBe(404);
    }
    expect((await serve(`/media/${id}/1280.webp`)).status).toBe(200);
    await mediaStoreFor(t.db).remove(id);
    expect((await serve(`/media/${id}/1280.webp`)).status).toBe(404);
  });
});
