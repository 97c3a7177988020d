import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { LOOP_MESSAGE } from '@/lib/core/redirects/paths';
import { articlePath } from '@/lib/core/routes';
import { test } from './fixtures';
import { categoryIdBySlug, createNewsViaApi, expectNoAxeViolations, graphqlRequest, signInAsAdmin, unique } from './helpers';

/*
 * Redirects of old addresses (lib/core/redirects/, docs/redirects.md): a route changed in the admin
 * leaves its old address answering 308 to the new one (and out of the sitemap), chains answer in
 * one hop, loops are refused in Japanese, and a deleted article's address answers 410 with a page
 * of its own. With SHOTS_DIR set, the screens are photographed at 375 and 1440 px wide.
 */

const CATEGORY = 'information';
const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Where the old address leads now: its status and Location, without following it. */
async function answer(page: Page, address: string): Promise<{ status: number; location: string | null }> {
  const response = await page.request.get(address, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

async function updateRoute(page: Page, id: string, route: string): Promise<void> {
  const updated = await graphqlRequest(page.request, 'mutation ($input: UpdateNewsInput!) { updateNews(input: $input) { id } }', { input: { id, route } });
  expect(updated.errors).toBeUndefined();
}

test('a route changed in the admin: the old address answers 308 to the new one, and the sitemap lists only the new one', async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const before = `e2e-redirect-${stamp}`;
  const after = `e2e-redirect-${stamp}-new`;
  const [oldPath, newPath] = [articlePath('news', CATEGORY, before), articlePath('news', CATEGORY, after)];
  const title = `E2E 転送 ${stamp}`;
  const id = await createNewsViaApi(page, { categoryId: await categoryIdBySlug(page, CATEGORY), title, route: before, status: 'PUBLISHED' });
  expect((await answer(page, oldPath)).status).toBe(200);

  await page.goto(`/admin/news/${id}`);
  const form = page.getByRole('form', { name: '記事の情報' });
  await expect(form.getByLabel('記事の URL')).toHaveAccessibleDescription(/古い URL から新しい URL へ自動で転送されます/);
  await form.getByLabel('記事の URL').fill(after);
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('保存しました。')).toBeVisible();

  await expect.poll(() => answer(page, oldPath)).toEqual({ status: 308, location: newPath });
  expect(await answer(page, `${oldPath}/?utm_source=line&q=%E6%98%A5`)).toEqual({ status: 308, location: `${newPath}?utm_source=line&q=%E6%98%A5` });
  await page.goto(oldPath);
  await expect(page).toHaveURL(new RegExp(`${newPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${newPath}</loc>`);
  expect(sitemap).not.toContain(`${oldPath}</loc>`);

  // The redirects screen lists it, recorded by the change.
  await page.goto('/admin/redirects');
  await page.getByRole('searchbox').fill(before);
  const row = page.getByRole('row', { name: new RegExp(oldPath) });
  await expect(row).toContainText(newPath);
  await expect(row).toContainText('自動（アドレス変更）');
});

test('a chain A → B → C answers A → C in one hop', async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const [a, b, c] = ['a', 'b', 'c'].map((letter) => `e2e-chain-${stamp}-${letter}`) as [string, string, string];
  const id = await createNewsViaApi(page, { categoryId: await categoryIdBySlug(page, CATEGORY), title: `E2E 連鎖 ${stamp}`, route: a, status: 'PUBLISHED' });
  await updateRoute(page, id, b);
  await updateRoute(page, id, c);
  const target = articlePath('news', CATEGORY, c);
  await expect.poll(() => answer(page, articlePath('news', CATEGORY, a))).toEqual({ status: 308, location: target });
  expect(await answer(page, articlePath('news', CATEGORY, b))).toEqual({ status: 308, location: target });
  expect((await answer(page, target)).status).toBe(200);
});

test('staff add a redirect; one that would loop is refused with the Japanese message', async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const [flyer, spring] = [`/e2e-flyer-${stamp}`, `/e2e-spring-${stamp}`];

  await page.goto('/admin/redirects');
  await expect(page.getByRole('heading', { level: 1, name: 'リダイレクト' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-redirects-list');

  await page.getByRole('link', { name: '＋ リダイレクトを追加' }).click();
  const form = page.getByRole('form', { name: 'リダイレクトの追加' });
  await form.getByLabel('転送元のアドレス').fill(flyer);
  await form.getByLabel('転送先のアドレス').fill(spring);
  await form.getByLabel('メモ（任意）').fill('春のチラシに印刷したアドレス');
  await form.getByRole('button', { name: '追加する' }).click();
  await expect(page.getByText('リダイレクトを追加しました。')).toBeVisible();
  await expect.poll(() => answer(page, flyer)).toEqual({ status: 308, location: spring });

  await page.getByRole('link', { name: '＋ リダイレクトを追加' }).click();
  const loop = page.getByRole('form', { name: 'リダイレクトの追加' });
  await loop.getByLabel('転送元のアドレス').fill(spring);
  await loop.getByLabel('転送先のアドレス').fill(flyer);
  await loop.getByRole('button', { name: '追加する' }).click();
  await expect(loop.getByLabel('転送先のアドレス')).toHaveAccessibleDescription(new RegExp(LOOP_MESSAGE));
  await expect(loop.getByRole('alert')).toHaveText('入力内容を確かめてください。');
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-redirects-loop');
  expect((await answer(page, spring)).status).toBe(404);
});

test("a deleted article's address answers 410 with a page of its own, or leads where staff chose", async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const categoryId = await categoryIdBySlug(page, CATEGORY);
  const gone = articlePath('news', CATEGORY, `e2e-gone-${stamp}`);
  const moved = articlePath('news', CATEGORY, `e2e-moved-${stamp}`);
  const goneId = await createNewsViaApi(page, { categoryId, title: `E2E 削除 ${stamp}`, route: `e2e-gone-${stamp}`, status: 'PUBLISHED' });
  const movedId = await createNewsViaApi(page, { categoryId, title: `E2E 削除して転送 ${stamp}`, route: `e2e-moved-${stamp}`, status: 'PUBLISHED' });

  // The default: 削除済み (410).
  await page.goto(`/admin/news/${goneId}`);
  await page.getByRole('form', { name: '記事の情報' }).getByRole('button', { name: '削除', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `記事「E2E 削除 ${stamp}」を削除しますか？` });
  await expect(dialog.getByRole('radio', { name: /「削除済み」のページを表示する/ })).toBeChecked();
  await expect(dialog.getByText(gone)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-delete-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  await expect.poll(async () => (await answer(page, gone)).status).toBe(410);
  await page.goto(gone);
  await expect(page).toHaveTitle(/このページは削除されました/);
  await expect(page.getByRole('heading', { level: 1, name: 'このページは削除されました' })).toBeVisible();
  const ways = page.getByRole('navigation', { name: 'ご案内' });
  for (const [name, href] of [['トップページ', '/'], ['店舗一覧', '/#shop'], ['お知らせ', '/news']]) {
    await expect(ways.getByRole('link', { name })).toHaveAttribute('href', href as string);
  }
  await expectNoAxeViolations(page);
  await shoot(page, 'gone-410');

  // A chosen address: a path the dialog checks before it deletes anything.
  await page.goto(`/admin/news/${movedId}`);
  await page.getByRole('form', { name: '記事の情報' }).getByRole('button', { name: '削除', exact: true }).click();
  const choose = page.getByRole('dialog', { name: `記事「E2E 削除して転送 ${stamp}」を削除しますか？` });
  await choose.getByRole('radio', { name: /別のアドレスへ転送する/ }).check();
  const target = choose.getByLabel('転送先のアドレス');
  await target.fill('https://example.com/');
  await choose.getByRole('button', { name: '削除する' }).click();
  await expect(target).toHaveAccessibleDescription(/https:\/\/ やドメインを付けず/);
  await shoot(page, 'admin-delete-dialog-target', { fullPage: false });
  await target.fill('/news');
  await choose.getByRole('button', { name: '削除する' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect.poll(() => answer(page, moved)).toEqual({ status: 308, location: '/news' });
});
