import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { uuidv7 } from '@/lib/core/db/uuid';
import { japanToday } from '@/lib/core/time/japan';
import { test } from './fixtures';
import { DATA_DIR, inboxRow, openDeliveredEnquiry, ownClientAddress, unique } from './enquiry-helpers';
import { expectNoAxeViolations, mailTextsTo, signInAsAdmin, signInAsEditor } from './helpers';

/* Erasing a visitor's personal data from the admin, and the CSV export of a range of days. */

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ context }, testInfo) => ownClientAddress(context, testInfo));

test('an owner anonymises an enquiry from its page after a confirmation; it is marked 匿名化済み and its data and mails are gone', async ({ page, context }) => {
  const name = unique('匿名化テスト');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.jp`;
  const id = await openDeliveredEnquiry(page, context, name);
  expect(await mailTextsTo(email)).not.toHaveLength(0);

  const erasure = page.getByRole('region', { name: '個人情報の消去' });
  // Cancelling the confirmation changes nothing.
  await erasure.getByRole('button', { name: '匿名化' }).click();
  const dialog = page.getByRole('dialog', { name: 'このお問い合わせを匿名化しますか？' });
  await expect(dialog).toContainText('この操作は取り消せません。');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `${name} 様のお問い合わせ` })).toBeVisible();

  await erasure.getByRole('button', { name: '匿名化' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '匿名化する' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'お問い合わせを匿名化しました。' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '匿名化したお問い合わせ' })).toBeVisible();
  await expect(page.getByText('匿名化済み', { exact: true })).toBeVisible();
  const fields = page.getByRole('region', { name: 'お問い合わせの内容' });
  await expect(fields).toContainText('個人情報は残っていません');
  await expect(fields).toContainText('体験トレーニング');
  await expect(fields).not.toContainText(name);
  await expect(fields).not.toContainText(email);
  await expect(page.getByRole('region', { name: 'メールの送信状況' }).getByRole('listitem')).toHaveCount(0);
  await expect(erasure.getByRole('button', { name: '匿名化' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The .eml files of its mails are gone too (no SMTP server in these tests).
  expect(await mailTextsTo(email)).toEqual([]);

  // The list marks it, without the name, after a reload as well.
  await page.getByRole('link', { name: '一覧に戻る' }).click();
  await expect(page.getByRole('table')).not.toContainText('読み込み中');
  await expect(page.getByRole('table')).not.toContainText(name);
  const marked = page.getByRole('link', { name: /匿名化済みのお問い合わせを開く/ });
  expect(await marked.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toContain(`/admin/enquiries/${id}`);
  await expect(inboxRow(page, '匿名化済み').first()).toBeVisible();
});

test('an editor sees no erasure on an enquiry; an owner deletes one, goes back to the list, and its page is gone', async ({ page, context, browser }) => {
  const name = unique('削除テスト');
  const id = await openDeliveredEnquiry(page, context, name);

  // Erasing is for owners: an editor's page of the same enquiry has no such section (and the API refuses them).
  const editor = await signInAsEditor(browser);
  await editor.goto(`/admin/enquiries/${id}`);
  await expect(editor.getByRole('heading', { level: 1, name: `${name} 様のお問い合わせ` })).toBeVisible();
  await expect(editor.getByRole('region', { name: '個人情報の消去' })).toHaveCount(0);
  await editor.context().close();

  await page.getByRole('region', { name: '個人情報の消去' }).getByRole('button', { name: '削除' }).click();
  const dialog = page.getByRole('dialog', { name: 'このお問い合わせを削除しますか？' });
  await expect(dialog).toContainText('この操作は取り消せません。');
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'お問い合わせを削除しました。' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
  await expect(page.getByRole('table')).not.toContainText('読み込み中');
  await expect(page.getByRole('table')).not.toContainText(name);
  await page.goto(`/admin/enquiries/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: '見つかりません' })).toBeVisible();
});

test('the CSV export takes a range of days received, both included, and refuses one that ends before it starts', async ({ page }) => {
  test.skip(Boolean(process.env.DATABASE_URL), 'writes the enquiries into the embedded SQLite database');
  const token = unique('範囲');
  // Today 00:00 in Japan, and the last millisecond of yesterday.
  const today = japanToday();
  const startOfToday = Date.parse(`${today}T00:00:00+09:00`);
  const rows = [
    { name: `${token}今日`, createdAt: new Date(startOfToday).toISOString() },
    { name: `${token}昨日`, createdAt: new Date(startOfToday - 1).toISOString() },
  ];
  const db = new Database(path.join(DATA_DIR, 'oz.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(
      `insert into enquiry (id, kind, name, furigana, phone, email, contact, destination, deliveryState, status, createdAt, updatedAt)
       values (?, 'contact', ?, 'テスト', '03-0000-0000', 'range@example.jp', '体験トレーニング', '渋谷店', 'sent', 'done', ?, ?)`,
    );
    for (const row of rows) insert.run(uuidv7(), row.name, row.createdAt, row.createdAt);
  } finally {
    db.close();
  }

  await signInAsAdmin(page);
  await page.goto(`/admin/enquiries?search=${encodeURIComponent(token)}`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  const exporter = page.getByRole('group', { name: 'CSV エクスポート' });
  await exporter.getByLabel('受付日（開始）').fill(today);
  await exporter.getByLabel('受付日（終了）').fill(japanToday(new Date(startOfToday - 1)));
  await expect(exporter.getByRole('alert')).toHaveText('開始日は終了日より前の日付にしてください。');
  await expect(exporter.getByRole('link', { name: 'CSV エクスポート' })).toHaveCount(0);
  await expect(exporter.getByRole('button', { name: 'CSV エクスポート' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await exporter.getByLabel('受付日（終了）').fill(today);
  const downloading = page.waitForEvent('download');
  await exporter.getByRole('link', { name: 'CSV エクスポート' }).click();
  const text = (await readFile(await (await downloading).path())).toString('utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toContain('受付日時');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${token}今日`);
  expect(lines[1]).toContain(`${today.replaceAll('-', '/')} 00:00`);
  expect(text).not.toContain(`${token}昨日`);

  // Yesterday alone holds the other one: the range's end is included.
  const yesterday = await page.request.get(`/api/admin/enquiries.csv?search=${encodeURIComponent(token)}&to=${japanToday(new Date(startOfToday - 1))}`);
  const yesterdayText = await yesterday.text();
  expect(yesterdayText).toContain(`${token}昨日`);
  expect(yesterdayText).not.toContain(`${token}今日`);

  // The server checks the range as well.
  const refused = await page.request.get(`/api/admin/enquiries.csv?from=${today}&to=${japanToday(new Date(startOfToday - 1))}`);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ error: '開始日は終了日より前の日付にしてください。' });
});
