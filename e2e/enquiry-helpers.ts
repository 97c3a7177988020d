import path from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { routes } from '@/lib/core/routes';
import { fillContact, signInAsAdmin } from './helpers';

/* What the inbox's end-to-end tests share: a visitor's enquiry sent through the public form, and its row and page in the admin. */

export const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e');

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) % 997;
  return value;
}

/** Each test submits from its own address, so the forms' per-address limit never mixes tests up (call it in beforeEach). */
export async function ownClientAddress(context: BrowserContext, testInfo: TestInfo): Promise<void> {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(testInfo.workerIndex * 50 + testInfo.retry * 11 + hash(testInfo.title)) % 250}` });
}

export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Sends the public contact form as a visitor named `name` and waits for the thanks page. */
export async function submitContact(page: Page, name: string): Promise<void> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.jp`;
  await page.goto(routes.contact.path);
  await fillContact(page, email, { name, message: '管理画面のテストです。' });
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page).toHaveURL(routes.thanks.path);
}

export function inboxRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

/** A visitor sends an enquiry; the admin waits for its mails to go out and opens it. Returns its id. */
export async function openDeliveredEnquiry(page: Page, context: BrowserContext, name: string): Promise<string> {
  const visitor = await context.newPage();
  await submitContact(visitor, name);
  await visitor.close();

  await signInAsAdmin(page);
  await page.goto(`/admin/enquiries?search=${encodeURIComponent(name)}`);
  const row = inboxRow(page, name);
  await expect(row).toContainText('送信済み', { timeout: 20_000 });
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} 様のお問い合わせ` })).toBeVisible();
  return page.url().split('/').pop() ?? '';
}
