import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { articlePath } from '@/lib/core/routes';
import { categoryIdBySlug, createNewsViaApi, deleteNewsViaApi, expectNoAxeViolations, graphqlRequest, pasteHtml, signInAsAdmin, unique } from './helpers';

/*
 * The paragraph editor as an editor uses it: formatting from the toolbar, a link, a paste from
 * Word or a web page, Japanese typed through an IME; and the blocks: a heading turned into a
 * paragraph, a block added in the middle, a block duplicated. What is saved is checked on the
 * public page, which renders the stored HTML.
 */

const CATEGORY = 'information';

/**
 * An article of the test's own: a draft unless the test reads its public page, so that one left
 * behind (its test stopped before deleting it) changes no public list another test counts.
 */
async function createArticle(page: Page, title: string, route: string, status: 'DRAFT' | 'PUBLISHED' = 'DRAFT'): Promise<string> {
  return createNewsViaApi(page, { categoryId: await categoryIdBySlug(page, CATEGORY), createdDate: '2026-11-02', title, route, status });
}

async function blockTexts(page: Page, newsId: string): Promise<{ tag: string; text: string | null }[]> {
  const found = await graphqlRequest<{ newsContentsByNewsId: { tag: string; text: string | null; order: number }[] }>(
    page.request,
    'query ($id: ID!) { newsContentsByNewsId(newsId: $id) { tag text order } }',
    { id: newsId },
  );
  return (found.data?.newsContentsByNewsId ?? []).sort((a, b) => a.order - b.order).map(({ tag, text }) => ({ tag, text }));
}

const blockList = (page: Page) => page.getByRole('list', { name: '本文のブロック' });

async function openParagraphForm(page: Page): Promise<{ form: Locator; body: Locator }> {
  await page.getByRole('group', { name: 'ブロックを追加' }).getByRole('button', { name: '＋ 本文（段落）' }).click();
  const form = page.getByRole('form', { name: '本文（段落）を追加' });
  const body = form.getByRole('textbox', { name: '本文' });
  await body.click();
  return { form, body };
}

async function saveBlock(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'ブロックを追加' }).click();
  await expect(form).toBeHidden();
}

test('a paragraph is formatted from the toolbar and gets a link, without typing HTML; the public page shows it', async ({ page, context }) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const route = `e2e-rich-${stamp}`;
  const newsId = await createArticle(page, `E2E 書式 ${stamp}`, route, 'PUBLISHED');
  try {
    await page.goto(`/admin/news/${newsId}`);
    const { form, body } = await openParagraphForm(page);
    const toolbar = form.getByRole('toolbar', { name: '本文の書式' });
    await toolbar.getByRole('button', { name: '太字' }).click();
    await expect(toolbar.getByRole('button', { name: '太字' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('太い');
    await toolbar.getByRole('button', { name: '太字' }).click();
    await toolbar.getByRole('button', { name: '斜体' }).click();
    await page.keyboard.type('斜め');
    await toolbar.getByRole('button', { name: '斜体' }).click();
    await page.keyboard.type(' 会社概要');
    // Select 会社概要 (the last four characters) and link it to a page of the site.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await toolbar.getByRole('button', { name: 'リンク', exact: true }).click();
    const address = form.getByLabel(/リンク先/);
    await address.fill('javascript:alert(1)');
    await form.getByRole('button', { name: '設定する' }).click();
    await expect(form.getByText(/リンク先は https:\/\/ で始まるアドレスか/)).toBeVisible();
    await address.fill('/company');
    await form.getByRole('button', { name: '設定する' }).click();
    await body.press('End');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('次の行');
    await expectNoAxeViolations(page);
    await saveBlock(form);

    expect(await blockTexts(page, newsId)).toEqual([{ tag: 'p', text: '<strong>太い</strong><em>斜め</em> <a href="/company">会社概要</a><br />次の行' }]);
    await graphqlRequest(page.request, 'mutation ($input: UpdateNewsInput!) { updateNews(input: $input) { id } }', { input: { id: newsId } });
    const site = await context.newPage();
    await expect(async () => {
      await site.goto(articlePath('news', CATEGORY, route));
      const article = site.getByRole('article');
      await expect(article.locator('strong', { hasText: '太い' })).toBeVisible({ timeout: 1_000 });
      await expect(article.locator('em', { hasText: '斜め' })).toBeVisible({ timeout: 1_000 });
      await expect(article.getByRole('link', { name: '会社概要' })).toHaveAttribute('href', '/company', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await deleteNewsViaApi(page, newsId);
  }
});

test('a paste from Word or a web page keeps only the formatting the site allows', async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const newsId = await createArticle(page, `E2E 貼り付け ${stamp}`, `e2e-paste-${stamp}`);
  try {
    await page.goto(`/admin/news/${newsId}`);
    const { form, body } = await openParagraphForm(page);
    await pasteHtml(
      body,
      [
        '<p class="MsoNormal" style="margin:0"><span style="font-family:MS Mincho;color:red"><b>重要</b></span><font size="5">なお知らせ</font></p>',
        '<table><tr><td>表の中身</td></tr></table>',
        '<script>window.__pasted = 1</script><img src="x" onerror="window.__pasted = 2">',
        '<p><a href="https://example.com/" class="external" onclick="window.__pasted = 3">外部サイト</a></p>',
      ].join(''),
    );
    await saveBlock(form);
    const [saved] = await blockTexts(page, newsId);
    expect(saved?.text).toBe(
      '<strong>重要</strong>なお知らせ<br />表の中身<br /><a href="https://example.com/" target="_blank" rel="noopener noreferrer">外部サイト</a>',
    );
    expect(await page.evaluate(() => (window as { __pasted?: number }).__pasted)).toBeUndefined();
  } finally {
    await deleteNewsViaApi(page, newsId);
  }
});

test('Japanese typed through an IME: Enter that confirms a conversion neither splits the paragraph nor loses a character', async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const newsId = await createArticle(page, `E2E 日本語入力 ${stamp}`, `e2e-ime-${stamp}`);
  try {
    await page.goto(`/admin/news/${newsId}`);
    const { form, body } = await openParagraphForm(page);
    const cdp = await page.context().newCDPSession(page);
    await page.keyboard.type('明日の');
    // The IME composes かいぎ, converts it to 会議, and Enter confirms the conversion.
    for (const text of ['か', 'かい', 'かいぎ', '会議']) {
      await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    }
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229, nativeVirtualKeyCode: 229 });
    await cdp.send('Input.insertText', { text: '会議' });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 });
    await page.keyboard.type('は');
    await cdp.send('Input.imeSetComposition', { text: 'じゅうじ', selectionStart: 4, selectionEnd: 4 });
    await cdp.send('Input.imeSetComposition', { text: '十時', selectionStart: 2, selectionEnd: 2 });
    await cdp.send('Input.insertText', { text: '十時' });
    await page.keyboard.type('からです。');
    await expect(body).toHaveText('明日の会議は十時からです。');
    await saveBlock(form);
    expect(await blockTexts(page, newsId)).toEqual([{ tag: 'p', text: '明日の会議は十時からです。' }]);
  } finally {
    await deleteNewsViaApi(page, newsId);
  }
});

test('blocks: a heading becomes a paragraph with its text, a block is added between two, another is duplicated', async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const newsId = await createArticle(page, `E2E ブロック ${stamp}`, `e2e-blocks-${stamp}`);
  try {
    for (const [order, tag, text] of [
      [1, 'h2', '見出し A & B'],
      [2, 'p', '最後の段落'],
    ] as const) {
      const created = await graphqlRequest(page.request, 'mutation ($input: CreateNewsContentInput!) { createNewsContent(input: $input) { id } }', {
        input: { newsId, tag, text, order },
      });
      expect(created.errors).toBeUndefined();
    }
    await page.goto(`/admin/news/${newsId}`);
    const list = blockList(page);
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // h2 → p: the text carries over (escaped as HTML).
    await list.getByRole('combobox', { name: '1番目の大見出し（h2）の種類を変更' }).selectOption({ label: '本文（段落）' });
    await expect(page.getByText('本文（段落）に変更しました。', { exact: true })).toBeVisible();
    await expect.poll(() => blockTexts(page, newsId)).toEqual([
      { tag: 'p', text: '見出し A &amp; B' },
      { tag: 'p', text: '最後の段落' },
    ]);

    // A paragraph added below the first block lands between the two.
    await list.getByRole('button', { name: '1番目の本文（段落）の下に追加' }).click();
    await expect(page.getByRole('group', { name: 'ブロックを追加' })).toContainText('1番目のブロックの下に追加されます');
    const { form } = await openParagraphForm(page);
    await page.keyboard.type('間の段落');
    await saveBlock(form);
    await expect(list.getByRole('listitem')).toHaveCount(3);

    // The middle one duplicated: the copy follows it.
    await list.getByRole('button', { name: '2番目の本文（段落）を複製' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(4);
    expect((await blockTexts(page, newsId)).map((block) => block.text)).toEqual(['見出し A &amp; B', '間の段落', '間の段落', '最後の段落']);

    // Reordering from the keyboard still works on the new blocks.
    await list.getByRole('button', { name: '並べ替え: 4番目の本文（段落）' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await blockTexts(page, newsId)).map((block) => block.text)).toEqual(['見出し A &amp; B', '間の段落', '最後の段落', '間の段落']);
    await expectNoAxeViolations(page);
  } finally {
    await deleteNewsViaApi(page, newsId);
  }
});
