import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import sharp from 'sharp';
import { fromSitePage, graphqlRequest, pngBuffer, signInAsAdmin } from './helpers';

const uniqueAlt = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function upload(page: Page, alt: string, width = 1600, height = 1000): Promise<{ id: string; url: string; smallUrl: string }> {
  const response = await page.request.post('/api/media', {
    headers: fromSitePage,
    multipart: { alt, file: { name: 'e2e.png', mimeType: 'image/png', buffer: await pngBuffer(width, height) } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; url: string; smallUrl: string };
}

test('an anonymous visitor cannot upload: 401 with a Japanese message', async ({ request }) => {
  const response = await request.post('/api/media', {
    multipart: { alt: '受付', file: { name: 'a.png', mimeType: 'image/png', buffer: await pngBuffer(10, 10) } },
  });
  expect(response.status()).toBe(401);
  expect((await response.json()).error).toContain('ログイン');
  expect((await request.get('/api/media')).status()).toBe(401);
});

test('an admin uploads an image with its alt text, finds it, edits the alt text and deletes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'メディア' })).toBeVisible();
  const upload = page.getByRole('form', { name: '画像をアップロード' });

  // Without alt text the upload is refused next to the field.
  await upload.getByLabel('画像ファイル').setInputFiles({ name: 'reception.png', mimeType: 'image/png', buffer: await pngBuffer(1600, 1000) });
  await upload.getByRole('button', { name: 'アップロード', exact: true }).click();
  const altInput = upload.getByLabel('代替テキスト（画像の説明）');
  await expect(upload.getByText('代替テキスト（画像の説明）を入力してください。')).toBeVisible();
  await expect(altInput).toHaveAttribute('aria-invalid', 'true');
  await expect(altInput).toBeFocused();

  const alt = uniqueAlt('e2e 受付カウンター');
  await altInput.fill(alt);
  await upload.getByRole('button', { name: 'アップロード', exact: true }).click();
  await expect(upload.getByText(`「${alt}」をアップロードしました。`)).toBeVisible();

  // Newest first: it is on the first page, and its thumbnail (the 640 px variant) loads.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: alt, exact: true }) });
  await expect(card).toBeVisible();
  const thumbnail = card.getByRole('img', { name: alt, exact: true });
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(640);
  const smallUrl = await thumbnail.getAttribute('src');
  expect(smallUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/640\.webp$/);
  await expect(card.getByText('1600×1000px')).toBeVisible();
  await expect(card.getByText('reception.png')).toBeVisible();

  // Search puts the word in the URL and narrows the list.
  await page.getByLabel('検索（説明・ファイル名）').fill(alt);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('status').filter({ hasText: '全1件' })).toBeVisible();

  // Edit the alt text: an empty one is refused, a new one is saved.
  await card.getByRole('button', { name: `「${alt}」の説明を編集` }).click();
  const editor = card.getByLabel('代替テキスト（画像の説明）');
  await expect(editor).toBeFocused();
  await editor.fill('');
  await card.getByRole('button', { name: '保存' }).click();
  await expect(card.getByText('代替テキスト（画像の説明）を入力してください。')).toBeVisible();
  const newAlt = uniqueAlt('e2e 鏡張りのトレーニングエリア');
  await editor.fill(newAlt);
  await card.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('画像の説明を保存しました。')).toBeVisible();
  await page.getByLabel('検索（説明・ファイル名）').fill(newAlt);
  const edited = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: newAlt, exact: true }) });
  await expect(edited).toBeVisible();

  // Delete, after a confirmation that warns about content still using it.
  await edited.getByRole('button', { name: `「${newAlt}」を削除` }).click();
  const dialog = page.getByRole('dialog', { name: '画像を削除しますか？' });
  await expect(dialog).toContainText('画像が表示されなくなります');
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('画像を削除しました。')).toBeVisible();
  await expect(edited).toHaveCount(0);
  await expect(page.getByText('一致する画像はありません。')).toBeVisible();
  expect((await page.request.get(smallUrl ?? '')).status()).toBe(404);
});

test('uploaded images are served with a year-long cache and through next/image', async ({ page }) => {
  await signInAsAdmin(page);
  const item = await upload(page, uniqueAlt('e2e 配信確認'), 2000, 1200);
  expect(item.url).toBe(`/media/${item.id}/1280.webp`);

  const large = await page.request.get(item.url);
  expect(large.status()).toBe(200);
  expect(large.headers()['content-type']).toBe('image/webp');
  expect(large.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await sharp(await large.body()).metadata()).width).toBe(1280);

  // The public pages render stored images with next/image, which fetches them from this route.
  const optimized = await page.request.get(`/_next/image?url=${encodeURIComponent(item.url)}&w=640&q=75`, {
    headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
  });
  expect(optimized.status()).toBe(200);
  expect(optimized.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await optimized.body()).metadata()).width).toBe(640);

  expect((await page.request.get('/media/00000000-0000-7000-8000-000000000000/1280.webp')).status()).toBe(404);
  expect((await page.request.get(`/media/${item.id}/..%2F..%2Foz.sqlite`)).status()).toBe(404);
});

test('a store page shows library images through next/image', async ({ page }) => {
  await signInAsAdmin(page);
  const main = await upload(page, uniqueAlt('e2e 店舗メイン'), 1800, 1200);
  const inside = await upload(page, uniqueAlt('e2e 店内'), 1200, 800);
  const areas = await graphqlRequest<{ listAreas: { items: { en: string }[] } }>(page.request, '{ listAreas(limit: 1) { items { en } } }');
  const area = areas.data?.listAreas.items[0]?.en;
  expect(area).toBeTruthy();
  const link = `e2e-media-${Date.now().toString(36)}`;
  const created = await graphqlRequest<{ createStore: { id: string } }>(
    page.request,
    'mutation ($input: CreateStoreInput!) { createStore(input: $input) { id } }',
    { input: { name: 'メディア確認店', area, link, enabled: true, thumbImage: main.url, images: [main.url, inside.url] } },
  );
  expect(created.errors).toBeUndefined();
  try {
    await page.goto(`/store/${link}`);
    const fromLibrary = page.getByRole('img', { name: 'メディア確認店の店内（1枚目）' });
    await fromLibrary.scrollIntoViewIfNeeded();
    expect(await fromLibrary.getAttribute('src')).toMatch(new RegExp(`^/_next/image\\?url=${encodeURIComponent(inside.url).replace(/[.?]/g, '\\$&')}&w=\\d+&q=75$`));
    await expect.poll(() => fromLibrary.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  } finally {
    await graphqlRequest(page.request, 'mutation ($input: DeleteStoreInput!) { deleteStore(input: $input) { id } }', { input: { id: created.data?.createStore.id } });
  }
});

test('a file that is not an image is refused, whatever its name and type say', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/media');
  const upload = page.getByRole('form', { name: '画像をアップロード' });
  await upload.getByLabel('画像ファイル').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await upload.getByLabel('代替テキスト（画像の説明）').fill('偽の画像');
  await upload.getByRole('button', { name: 'アップロード', exact: true }).click();
  await expect(upload.getByText('対応していないファイルです。')).toBeVisible();
  await expect(upload.getByLabel('画像ファイル')).toHaveAttribute('aria-invalid', 'true');
});
