import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { GET as listRoute, POST as uploadRoute } from '@/app/api/media/route';
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from '@/app/api/media/[id]/route';
import { GET as serveRoute } from '@/app/media/[...path]/route';
import { engines, useTestDb } from '@/lib/test/engines';
import { sameOriginHeaders, signInAdmin } from '@/lib/test/http';
import { listMedia } from './repository';
import { MAX_UPLOAD_BYTES, type MediaItem, type MediaPage, mediaMessages } from './shared';
import { mediaRoot } from './storage';

const BASE = 'http://localhost:3000';

async function png(width = 1600, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
}

function uploadRequest(options: { cookie?: string; file?: Blob; fileName?: string; alt?: string; origin?: string }): Request {
  const form = new FormData();
  if (options.file) form.set('file', options.file, options.fileName ?? 'photo.png');
  if (options.alt !== undefined) form.set('alt', options.alt);
  return new Request(`${BASE}/api/media`, {
    method: 'POST',
    body: form,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), origin: options.origin ?? BASE },
  });
}

const idParams = (id: string) => ({ params: Promise.resolve({ id }) });
const serve = (url: string) =>
  serveRoute(new Request(`${BASE}${url}`), { params: Promise.resolve({ path: url.split('/').slice(2) }) });

describe.each(engines())('media API on $name', (engine) => {
  const t = useTestDb(engine);
  let cookie: string;

  beforeEach(async () => {
    await t.db.kysely.deleteFrom('media').execute();
    await t.db.kysely.deleteFrom('media_file').execute();
    ({ cookie } = await signInAdmin(t.db));
  });

  async function upload(alt = '店内のトレーニングエリア', file?: Blob, fileName?: string): Promise<MediaItem> {
    const response = await uploadRoute(uploadRequest({ cookie, file: file ?? new Blob([new Uint8Array(await png())]), fileName, alt }));
    expect(response.status).toBe(201);
    return (await response.json()) as MediaItem;
  }

  test('an admin uploads an image; it is stored with its variants and served with a long cache', async () => {
    const item = await upload('渋谷店の受付', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'C:\\photos\\受付.png');
    expect(item).toMatchObject({
      url: `/media/${item.id}/1280.webp`,
      smallUrl: `/media/${item.id}/640.webp`,
      alt: '渋谷店の受付',
      width: 1600,
      height: 900,
      fileName: '受付.png',
    });
    expect(item.bytes).toBeGreaterThan(0);
    // SQLite keeps the files on the disk; PostgreSQL in the database, shared by every instance.
    const onDisk = existsSync(path.join(mediaRoot(), item.id, 'original.png'));
    const inDatabase = await t.db.kysely.selectFrom('media_file').select('name').where('mediaId', '=', item.id).orderBy('name').execute();
    if (engine.name === 'sqlite') {
      expect(onDisk).toBe(true);
      expect(inDatabase).toEqual([]);
    } else {
      expect(onDisk).toBe(false);
      expect(inDatabase.map((row) => row.name)).toEqual(['1280.webp', '640.webp', 'original.png']);
    }
    const original = await serve(`/media/${item.id}/original.png`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');

    const large = await serve(item.url);
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/webp');
    expect(large.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(1280);
    const small = await serve(item.smallUrl);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(640);

    const stored = await t.db.kysely.selectFrom('media').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ mime: 'image/png', width: 1600, height: 900, fileName: '受付.png', alt: '渋谷店の受付' });
  });

  test('an anonymous visitor cannot upload, list, edit or delete', async () => {
    const file = new Blob([new Uint8Array(await png(10, 10))]);
    const post = await uploadRoute(uploadRequest({ file, alt: 'x' }));
    expect(post.status).toBe(401);
    expect(await post.json()).toEqual({ error: mediaMessages.unauthenticated });
    expect((await listRoute(new Request(`${BASE}/api/media`))).status).toBe(401);
    const item = await upload();
    const patch = new Request(`${BASE}/api/media/${item.id}`, { method: 'PATCH', body: JSON.stringify({ alt: 'x' }) });
    expect((await patchRoute(patch, idParams(item.id))).status).toBe(401);
    expect((await deleteRoute(new Request(`${BASE}/api/media/${item.id}`, { method: 'DELETE' }), idParams(item.id))).status).toBe(401);
    expect((await listMedia(t.db)).items.map((media) => media.alt)).toEqual([item.alt]);
  });

  test('a request from another site is refused even with the session cookie', async () => {
    const file = new Blob([new Uint8Array(await png(10, 10))]);
    const response = await uploadRoute(uploadRequest({ cookie, file, alt: 'x', origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect((await uploadRoute(uploadRequest({ cookie, file, alt: 'x', origin: 'null' }))).status).toBe(403);
    expect((await uploadRoute(uploadRequest({ cookie, file, alt: 'x', origin: BASE }))).status).toBe(201);
  });

  test('alt text is required, with a Japanese message for the field', async () => {
    const file = new Blob([new Uint8Array(await png(10, 10))]);
    for (const alt of [undefined, '', '   ']) {
      const response = await uploadRoute(uploadRequest({ cookie, file, alt }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: mediaMessages.altRequired, fields: { alt: mediaMessages.altRequired } });
    }
    const long = await uploadRoute(uploadRequest({ cookie, file, alt: 'あ'.repeat(301) }));
    expect(long.status).toBe(400);
    expect((await long.json()).error).toBe(mediaMessages.altTooLong);
    expect((await listMedia(t.db)).total).toBe(0);
  });

  test('a text file named .png with an image type is refused; nothing is stored', async () => {
    const fake = new Blob(['not really an image'], { type: 'image/png' });
    const response = await uploadRoute(uploadRequest({ cookie, file: fake, fileName: 'photo.png', alt: '写真' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: mediaMessages.unsupported });
    expect((await listMedia(t.db)).total).toBe(0);
  });

  test('a file over 10 MB is refused with 413', async () => {
    const big = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: 'image/png' });
    const response = await uploadRoute(uploadRequest({ cookie, file: big, alt: '大きな写真' }));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe(mediaMessages.tooLarge);
  });

  test('lists newest first, pages in the database and searches alt text and file names', async () => {
    const small = new Blob([new Uint8Array(await png(20, 20))]);
    const made: MediaItem[] = [];
    for (const [alt, name] of [
      ['受付カウンター', 'a.png'],
      ['トレーニングマシン', 'Machine_100%.png'],
      ['ストレッチエリア', 'c.png'],
      ['加圧ベルト', 'd.png'],
      ['受付の花', 'e.png'],
    ] as const) {
      made.push(await upload(alt, small, name));
    }
    const get = async (query: string) => {
      const response = await listRoute(new Request(`${BASE}/api/media?${query}`, { headers: { cookie } }));
      expect(response.status).toBe(200);
      return (await response.json()) as MediaPage;
    };
    const first = await get('perPage=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageCount: 3 });
    expect(first.items.map((item) => item.alt)).toEqual(['受付の花', '加圧ベルト']);
    const last = await get('perPage=2&page=3');
    expect(last.items.map((item) => item.id)).toEqual([made[0]?.id]);
    // A page beyond the end (after deletions elsewhere) answers the last page.
    expect((await get('perPage=2&page=9')).page).toBe(3);

    expect((await get('search=受付')).items.map((item) => item.alt)).toEqual(['受付の花', '受付カウンター']);
    expect((await get('search=machine')).items.map((item) => item.fileName)).toEqual(['Machine_100%.png']);
    expect((await get('search=100%25')).total).toBe(1);
    expect((await get('search=_')).total).toBe(1);
    expect((await get('search=%25')).total).toBe(1);
    expect((await get('search=見つからない')).items).toEqual([]);
  });

  test('an admin changes the alt text; an empty one is refused', async () => {
    const item = await upload();
    const patch = (alt: unknown) =>
      patchRoute(new Request(`${BASE}/api/media/${item.id}`, { method: 'PATCH', headers: { cookie, ...sameOriginHeaders() }, body: JSON.stringify({ alt }) }), idParams(item.id));
    const changed = await patch('  鏡張りのトレーニングエリア ');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: item.id, alt: '鏡張りのトレーニングエリア' });
    const empty = await patch('');
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe(mediaMessages.altRequired);
    const read = await getRoute(new Request(`${BASE}/api/media/${item.id}`, { headers: { cookie } }), idParams(item.id));
    expect((await read.json()).alt).toBe('鏡張りのトレーニングエリア');
  });

  test('deleting removes the row and the files; the URL then answers 404', async () => {
    const item = await upload();
    const remove = () => deleteRoute(new Request(`${BASE}/api/media/${item.id}`, { method: 'DELETE', headers: { cookie, ...sameOriginHeaders() } }), idParams(item.id));
    expect((await remove()).status).toBe(204);
    expect(existsSync(path.join(mediaRoot(), item.id))).toBe(false);
    expect((await serve(item.url)).status).toBe(404);
    expect(await t.db.kysely.selectFrom('media_file').select('name').where('mediaId', '=', item.id).execute()).toEqual([]);
    expect((await listMedia(t.db)).total).toBe(0);
    const again = await remove();
    expect(again.status).toBe(404);
    expect((await again.json()).error).toBe(mediaMessages.notFound);
  });

  test('the file route answers 404 for unknown images and paths outside the media folder', async () => {
    expect((await serve('/media/01890a5d-ac96-774b-bcce-b302099a8057/1280.webp')).status).toBe(404);
    for (const segments of [['..', 'oz.sqlite'], ['..', '..', 'package.json'], ['..', 'auth-secret']]) {
      const response = await serveRoute(new Request(`${BASE}/media/x`), { params: Promise.resolve({ path: segments }) });
      expect(response.status).toBe(404);
    }
  });
});
