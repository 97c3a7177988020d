import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { articlePath } from '@/lib/core/routes';
import { expectNoAxeViolations, graphqlRequest, pasteHtml, signInAsAdmin } from './helpers';

/** The news category the tests write in (seeded demo content). */
const CATEGORY = { slug: 'information', name: 'お知らせ' };

const blockList = (page: Page) => page.getByRole('list', { name: '本文のブロック' });

/** Opens the form of a new block of the given kind, lets `fill` fill it, saves it, and waits for it in the list. */
async function addBlock(page: Page, kind: string, count: number, fill: (form: Locator) => Promise<void>): Promise<void> {
  await page.getByRole('group', { name: 'ブロックを追加' }).getByRole('button', { name: `＋ ${kind}` }).click();
  const form = page.getByRole('form', { name: `${kind}を追加` });
  await fill(form);
  await form.getByRole('button', { name: 'ブロックを追加' }).click();
  await expect(form).toBeHidden();
  await expect(blockList(page).getByRole('listitem')).toHaveCount(count);
}

/** The kind labels of the blocks, top to bottom, as the editor lists them. */
async function listedKinds(page: Page): Promise<string[]> {
  return blockList(page)
    .getByRole('button', { name: /^並べ替え: / })
    .evaluateAll((handles) => handles.map((handle) => (handle.getAttribute('aria-label') ?? '').replace(/^並べ替え: \d+番目の/, '')));
}

test('an article with a block of every tag: write, reorder, publish, edit and delete', async ({ page, context }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const title = `E2E 記事 ${stamp}`;
  const route = `e2e-news-${stamp}`;
  const path = articlePath('news', CATEGORY.slug, route);
  await signInAsAdmin(page);

  await page.goto('/admin/news/new');
  const articleForm = page.getByRole('form', { name: '記事の情報' });
  await articleForm.getByLabel('タイトル').fill(title);
  // Published at once (a new article would otherwise be a draft: e2e/publishing.spec.ts).
  await articleForm.getByRole('group', { name: '公開状態' }).getByRole('radio', { name: '公開する' }).check();
  await articleForm.getByLabel('カテゴリー').selectOption({ label: CATEGORY.name });

  // A bad URL slug is refused with the message next to its field, and nothing typed is lost.
  const routeField = articleForm.getByLabel('記事の URL');
  await routeField.fill('Bad Slug!');
  await articleForm.getByRole('button', { name: '作成する' }).click();
  await expect(routeField).toHaveAttribute('aria-invalid', 'true');
  await expect(routeField).toHaveAccessibleDescription(/記事の URLは半角英小文字・数字・ハイフンで入力してください/);
  await expect(articleForm.getByLabel('タイトル')).toHaveValue(title);

  await routeField.fill(route);
  await expect(articleForm.getByText(path)).toBeVisible();
  await articleForm.getByRole('button', { name: '作成する' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: /公開ページを見る/ })).toHaveAttribute('href', path);

  // One block of every tag.
  await addBlock(page, '大見出し（h2）', 1, (form) => form.getByLabel('見出しの文章').fill('E2E 大見出し'));
  await addBlock(page, '中見出し（h3）', 2, (form) => form.getByLabel('見出しの文章').fill('E2E 中見出し'));
  await addBlock(page, '小見出し（h4）', 3, (form) => form.getByLabel('見出しの文章').fill('E2E 小見出し'));
  const preview = page.getByRole('region', { name: 'プレビュー' });
  await addBlock(page, '本文（段落）', 4, async (form) => {
    // Written in the rich-text editor: 強調 in bold with Ctrl+B; a paste carrying a script and an
    // image with an event handler keeps only the text.
    const body = form.getByRole('textbox', { name: '本文' });
    await body.click();
    await page.keyboard.type('E2E 本文の');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('強調');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('です。');
    await pasteHtml(body, '<script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">貼り付け');
    // The preview shows the unsaved text, cleaned by the public site's sanitizer.
    await expect(preview.locator('strong', { hasText: '強調' })).toBeVisible();
  });
  await addBlock(page, '画像', 5, async (form) => {
    await form.getByLabel('画像のアドレス').fill('/images/articles/app.webp');
    await form.getByLabel('代替テキスト').fill('E2E 画像の説明');
  });
  await addBlock(page, '動画', 6, async (form) => {
    await form.getByLabel('動画のアドレス').fill('/videos/kaatsu-intro.mp4');
    await form.getByLabel('キャプション').fill('E2E 動画のキャプション');
  });
  await addBlock(page, 'テキストリンク', 7, async (form) => {
    await form.getByLabel('表示する文字').fill('E2E テキストリンク');
    await form.getByLabel('リンク先').fill('/company');
  });
  await addBlock(page, 'ボタン', 8, async (form) => {
    await form.getByLabel('表示する文字').fill('E2E ボタン');
    await form.getByLabel('リンク先').fill('/contact/#contact');
  });
  await addBlock(page, 'YouTube 動画', 9, async (form) => {
    await form.getByLabel('YouTube の動画 ID または URL').fill('https://youtu.be/dQw4w9WgXcQ');
    await form.getByLabel('動画のタイトル').fill('E2E YouTube');
  });

  // The preview renders every block, with the paragraph's script and event handler removed.
  await expect(preview.getByRole('heading', { name: 'E2E 大見出し', level: 2 })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'E2E 画像の説明' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'E2E ボタン' })).toBeVisible();
  await expect(preview.getByRole('button', { name: /E2E YouTube/ })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('img[src="x"], [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // Reorder by keyboard: the arrow key on the focused handle, then the 上へ button.
  const handle = (position: number, kind: string) => blockList(page).getByRole('button', { name: `並べ替え: ${position}番目の${kind}` });
  await handle(9, 'YouTube 動画').focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'を 8 番目に移動しました' })).toBeAttached();
  await expect(handle(8, 'YouTube 動画')).toBeFocused();
  await blockList(page).getByRole('button', { name: '7番目のテキストリンクを下へ' }).click();
  // Reorder by dragging the h4's handle onto the first block.
  await handle(3, '小見出し（h4）').dragTo(handle(1, '大見出し（h2）'));
  const expected = ['小見出し（h4）', '大見出し（h2）', '中見出し（h3）', '本文（段落）', '画像', '動画', 'YouTube 動画', 'テキストリンク', 'ボタン'];
  await expect.poll(() => listedKinds(page)).toEqual(expected);
  // The order is saved: a fresh load of the editor lists the same.
  await page.reload();
  await expect.poll(() => listedKinds(page)).toEqual(expected);

  // The public page shows the article with its blocks in the new order.
  const site = await context.newPage();
  const publicTexts = ['E2E 小見出し', 'E2E 大見出し', 'E2E 中見出し', 'E2E 本文の', 'E2E 画像の説明', 'E2E 動画のキャプション', 'E2E YouTube', 'E2E テキストリンク', 'E2E ボタン'];
  await expect(async () => {
    const response = await site.goto(path);
    expect(response?.status()).toBe(200);
    const html = await site.getByRole('article').innerHTML();
    const positions = publicTexts.map((text) => html.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  }).toPass({ timeout: 30_000 });
  await expect(site.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(site.getByRole('article').locator('strong', { hasText: '強調' })).toBeVisible();
  await expect(site.getByRole('article').locator('script, img[src="x"], [onerror]')).toHaveCount(0);
  expect(await site.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // …and in the news list.
  await expect(async () => {
    await site.goto('/news');
    await expect(site.getByRole('link', { name: new RegExp(title) })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // A new title shows publicly at the next load.
  const newTitle = `${title} 改訂`;
  await articleForm.getByLabel('タイトル').fill(newTitle);
  await articleForm.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('保存しました。')).toBeVisible();
  await expect(async () => {
    await site.goto(path);
    await expect(site.getByRole('heading', { name: newTitle, level: 1 })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // Deleting the article takes its public page away: its address answers Gone (lib/core/redirects/).
  await articleForm.getByRole('button', { name: '削除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect.poll(async () => (await site.request.get(path)).status(), { timeout: 30_000 }).toBe(410);
});

test('the news list and the article editor have no WCAG 2.2 AA violations', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const stamp = Date.now();
  const categories = await graphqlRequest<{ listCategories: { items: { id: string; slug: string }[] } }>(
    page.request,
    'query { listCategories(limit: 100) { items { id slug } } }',
  );
  const categoryId = categories.data?.listCategories.items.find((category) => category.slug === CATEGORY.slug)?.id;
  const created = await graphqlRequest<{ createNews: { id: string } }>(
    page.request,
    'mutation ($input: CreateNewsInput!) { createNews(input: $input) { id } }',
    { input: { title: `E2E axe 記事 ${stamp}`, route: `e2e-axe-${stamp}`, categoryId, createdDate: '2020-01-01' } },
  );
  expect(created.errors).toBeUndefined();
  const id = created.data?.createNews.id ?? '';
  try {
    for (const [order, tag, text] of [
      [1, 'h2', 'axe 見出し'],
      [2, 'p', 'axe 本文 <a href="/company">会社概要</a>'],
      [3, 'button', 'axe ボタン'],
    ] as const) {
      const result = await graphqlRequest(page.request, 'mutation ($input: CreateNewsContentInput!) { createNewsContent(input: $input) { id } }', {
        input: { newsId: id, order, tag, text, href: tag === 'button' ? '/contact' : null },
      });
      expect(result.errors).toBeUndefined();
    }

    await page.goto('/admin/news');
    await page.getByLabel('検索').fill(String(stamp));
    await page.getByLabel('種類').selectOption({ label: 'お知らせ' });
    await expect(page).toHaveURL(/main=news/);
    await expect(page.getByRole('link', { name: `E2E axe 記事 ${stamp}`, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: `E2E axe 記事 ${stamp}`, exact: true }).click();
    await expect(blockList(page).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'プレビュー' }).getByRole('heading', { name: 'axe 見出し' })).toBeVisible();
    await expectNoAxeViolations(page);

    // With a block's form open too.
    await blockList(page).getByRole('button', { name: '2番目の本文（段落）を編集' }).click();
    await expect(page.getByRole('form', { name: '本文（段落）を編集' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/admin/news/new');
    await expect(page.getByRole('form', { name: '記事の情報' })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await graphqlRequest(page.request, 'mutation ($input: DeleteNewsInput!) { deleteNews(input: $input) { id } }', { input: { id } });
  }
});
