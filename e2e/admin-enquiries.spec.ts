import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import Database from 'better-sqlite3';
import { DATA_DIR, inboxRow, openDeliveredEnquiry, ownClientAddress, submitContact, unique } from './enquiry-helpers';
import { expectNoAxeViolations, signInAsAdmin } from './helpers';

// Filling the public form, the inbox, axe scans and a mail delivery on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ context }, testInfo) => ownClientAddress(context, testInfo));

test('a new enquiry appears in the inbox live; status, filters in the URL, detail and CSV export', async ({ page, context }) => {
  const name = unique('受付テスト');
  await signInAsAdmin(page);
  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText(/全\d+件|お問い合わせはまだありません/);

  // A visitor sends the form while the inbox is open: the enquiry appears without a reload.
  const visitor = await context.newPage();
  await submitContact(visitor, name);
  await visitor.close();
  const row = inboxRow(page, name);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('体験・お問い合わせ');
  await expect(row).toContainText('体験トレーニング');
  await expect(row).toContainText('渋谷店');
  await expect(row).toContainText('未対応');
  await expect(row).toContainText('送信済み', { timeout: 20_000 });
  await expectNoAxeViolations(page);

  // The detail shows every field, the wishes and both mails.
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} 様のお問い合わせ` })).toBeVisible();
  const fields = page.getByRole('region', { name: 'お問い合わせの内容' });
  await expect(fields).toContainText('〒104-0061');
  await expect(fields).toContainText('東京都中央区銀座');
  const year = new Date().getFullYear() + 1;
  const weekday = '日月火水木金土'.charAt(new Date(Date.UTC(year, 3, 10)).getUTCDay());
  await expect(fields).toContainText(`第1希望: ${year}年4月10日（${weekday}） 14:00〜`);
  await expect(fields).toContainText('第2希望: 未指定');
  await expect(fields).toContainText('管理画面のテストです。');
  const mails = page.getByRole('region', { name: 'メールの送信状況' });
  await expect(mails.getByRole('listitem')).toHaveCount(2);
  await expect(mails).toContainText('会社あて');
  await expect(mails).toContainText('お客様あて');
  await expect(mails.getByRole('button', { name: '再送する' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The status is changed explicitly.
  const status = page.getByRole('form', { name: '対応状況の変更' });
  await status.getByLabel('対応状況').selectOption({ label: '対応中' });
  await status.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '対応状況を「対応中」にしました。' })).toBeVisible();
  await page.reload();
  await expect(status.getByLabel('対応状況')).toHaveValue('in_progress');

  // Filters live in the URL and survive a reload.
  await page.getByRole('link', { name: '一覧に戻る' }).click();
  await expect(inboxRow(page, name)).toContainText('対応中');
  await page.getByLabel('種別').selectOption({ label: 'フランチャイズ' });
  await expect(page).toHaveURL(/kind=franchise/);
  await expect(page.getByRole('table')).not.toContainText('読み込み中');
  await expect(inboxRow(page, name)).toHaveCount(0);
  await page.getByLabel('種別').selectOption({ label: '体験・お問い合わせ' });
  await page.getByRole('combobox', { name: '対応状況' }).selectOption({ label: '未対応' });
  await expect(page).toHaveURL(/kind=contact.*status=new|status=new.*kind=contact/);
  await expect(page.getByRole('table')).not.toContainText('読み込み中');
  await expect(page.getByRole('table')).not.toContainText(name);
  await page.getByRole('combobox', { name: '対応状況' }).selectOption({ label: '対応中' });
  await page.getByLabel(/^検索/).fill(name);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page).toHaveURL(/status=in_progress/);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel('種別')).toHaveValue('contact');
  await expect(page.getByRole('combobox', { name: '対応状況' })).toHaveValue('in_progress');
  await expect(page.getByLabel(/^検索/)).toHaveValue(name);
  await expect(inboxRow(page, name)).toBeVisible();

  // The CSV carries the current filters, starts with the UTF-8 byte order mark and holds the enquiry.
  const exportLink = page.getByRole('link', { name: 'CSV エクスポート' });
  await expect(exportLink).toHaveAttribute('href', /search=/);
  const downloading = page.waitForEvent('download');
  await exportLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = await readFile(await download.path());
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = file.toString('utf8');
  expect(text).toContain('受付日時');
  expect(text).toContain(name);
  expect(text).toContain('対応中');
  expect(text.trim().split('\r\n')).toHaveLength(2);
});

test('a failed delivery shows its error and 再送する sends the mails again', async ({ page, context }) => {
  test.skip(Boolean(process.env.DATABASE_URL), 'marks the mails failed in the embedded SQLite database');
  const name = unique('再送テスト');
  const id = await openDeliveredEnquiry(page, context, name);

  // Make both mails look as if the mail server had refused them (the worker is done with them).
  const db = new Database(path.join(DATA_DIR, 'oz.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("update enquiry set deliveryState = 'pending', deliveredAt = null where id = ?").run(id);
    db.prepare(
      "update mail_outbox set state = 'failed', attempts = 3, sentAt = null, lastError = 'connect ECONNREFUSED 192.0.2.1:25', nextAttemptAt = '2099-01-01T00:00:00.000Z' where enquiryId = ?",
    ).run(id);
  } finally {
    db.close();
  }

  await page.reload();
  const mails = page.getByRole('region', { name: 'メールの送信状況' });
  // Tried again by itself later: waiting, not given up.
  await expect(mails.getByTestId('enquiry-delivery')).toHaveText('再送待ち');
  await expect(mails).toContainText('connect ECONNREFUSED 192.0.2.1:25');
  await expect(mails).toContainText('3回');
  await expectNoAxeViolations(page);

  await mails.getByRole('button', { name: '再送する' }).click();
  // The delivery runs on the server and the screen follows its live event.
  await expect(mails.getByTestId('enquiry-delivery')).toHaveText('送信済み', { timeout: 20_000 });
  await expect(mails.getByRole('button', { name: '再送する' })).toHaveCount(0);
  await expect(mails).toContainText('4回');
  await expect(mails).not.toContainText('ECONNREFUSED');

  await page.goto('/admin/enquiries?deliveryState=failed');
  await expect(page.getByLabel('メール送信')).toHaveValue('failed');
  await expect(inboxRow(page, name)).toHaveCount(0);
});

test('a mail that was given up is counted on the home screen and in the menu, both leading to it; 再送する sends it again', async ({ page, context }) => {
  test.skip(Boolean(process.env.DATABASE_URL), 'marks the mail given up in the embedded SQLite database');
  const name = unique('送信失敗テスト');
  const id = await openDeliveredEnquiry(page, context, name);
  const detailUrl = page.url();

  // Make the visitor's mail look as if the mail server had refused the address for good.
  const db = new Database(path.join(DATA_DIR, 'oz.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("update enquiry set deliveryState = 'undeliverable', deliveredAt = null where id = ?").run(id);
    db.prepare(
      "update mail_outbox set state = 'undeliverable', sentAt = null, lastError = 'Can''t send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable' where enquiryId = ? and recipient = 'visitor'",
    ).run(id);
  } finally {
    db.close();
  }

  // The home screen says how many there are, and so does the menu beside お問い合わせ.
  await page.goto('/admin');
  const notice = page.getByRole('link', { name: /^メールを送信できなかったお問い合わせが\d+件あります$/ });
  await expect(notice).toBeVisible();
  const count = Number(/(\d+)件/.exec((await notice.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThanOrEqual(1);
  const menu = page.getByRole('navigation', { name: '管理メニュー' });
  const badge = menu.getByRole('link', { name: `メールを送信できなかったお問い合わせ：${count}件` });
  await expect(badge).toBeVisible();
  await expectNoAxeViolations(page);

  // Either leads to the inbox filtered to them.
  await notice.click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?deliveryState=undeliverable$/);
  await expect(page.getByLabel('メール送信')).toHaveValue('undeliverable');
  await expect(inboxRow(page, name)).toContainText('送信失敗');
  await expect(page.getByRole('table')).toContainText(`全${count}件`);
  await page.goto('/admin/news');
  await badge.click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?deliveryState=undeliverable$/);
  await expect(inboxRow(page, name)).toContainText('送信失敗');

  // The detail names the server's reason; a second tab keeps the home screen open.
  const home = await context.newPage();
  await home.goto('/admin');
  await expect(home.getByRole('link', { name: `メールを送信できなかったお問い合わせが${count}件あります` })).toBeVisible();
  await page.goto(detailUrl);
  const mails = page.getByRole('region', { name: 'メールの送信状況' });
  await expect(mails.getByTestId('enquiry-delivery')).toHaveText('送信失敗');
  await expect(mails).toContainText('550 5.1.1 Mailbox unavailable');
  await expect(mails).toContainText('自動では送りません');

  // Sent again by hand: the count on the open home screen and in the menu goes down by itself.
  await mails.getByRole('button', { name: '再送する' }).click();
  await expect(mails.getByTestId('enquiry-delivery')).toHaveText('送信済み', { timeout: 20_000 });
  const fewer = count - 1;
  if (fewer === 0) {
    await expect(home.getByRole('link', { name: /^メールを送信できなかったお問い合わせ/ })).toHaveCount(0);
  } else {
    await expect(home.getByRole('link', { name: `メールを送信できなかったお問い合わせが${fewer}件あります` })).toBeVisible();
    await expect(home.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: `メールを送信できなかったお問い合わせ：${fewer}件` })).toBeVisible();
  }
  await home.close();
});
