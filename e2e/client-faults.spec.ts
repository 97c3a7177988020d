import { request as httpRequest } from 'node:http';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { routes } from '@/lib/core/routes';
import { SERVER_ACTION_BODY_LIMIT_BYTES } from '@/lib/core/http/server-action-limit';
import { field, fillContact } from './helpers';
import { jsonLines, type LoggedInstance, startLoggedInstance } from './logged-instance';

/*
 * A client's fault is answered as one: a server action whose body is over the limit gets 413 and
 * one from another origin 403, before Next.js sees it (scripts/server.ts), with a warning in the
 * log and never an error line, which would trip the alerts. The contact form then says it could
 * not send and keeps what was typed. Run against a second instance, whose log the test reads.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: LoggedInstance;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startLoggedInstance();
});

test.afterAll(async () => {
  await site?.stop();
});

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${(testInfo.workerIndex * 30 + testInfo.title.length) % 250}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const MESSAGE = 'サイズ確認のための問い合わせです。';

/** The contact form on the instance, filled and on its confirm step. */
async function confirmContact(page: Page, email: string): Promise<void> {
  await page.goto(`${site.url}${routes.contact.path}`);
  await fillContact(page, email, { message: MESSAGE });
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByRole('button', { name: '送信する' })).toBeVisible();
}

/** The headers and body of the contact form's server action, as the browser sends it (not sent). */
async function capturedAction(page: Page): Promise<{ headers: Record<string, string>; body: string }> {
  await confirmContact(page, 'capture@example.jp');
  const captured = new Promise<{ headers: Record<string, string>; body: string }>((resolve) => {
    void page.route(`**${routes.contact.path}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      resolve({ headers: await route.request().allHeaders(), body: route.request().postData() ?? '' });
      await route.abort();
    });
  });
  await page.getByRole('button', { name: '送信する' }).click();
  const action = await captured;
  expect(action.headers['next-action']).toBeTruthy();
  return action;
}

/** The log lines written for the request the answer names (X-Request-Id). */
async function linesOf(requestId: string | undefined) {
  expect(requestId).toBeTruthy();
  await expect.poll(() => jsonLines(site.appLog()).some((line) => line.requestId === requestId && line.msg === 'request')).toBe(true);
  return jsonLines(site.appLog()).filter((line) => line.requestId === requestId);
}

async function expectWarnedNotErred(requestId: string | undefined): Promise<void> {
  const levels = (await linesOf(requestId)).map((line) => line.level);
  expect(levels).toContain('warn');
  expect(levels).not.toContain('error');
  expect(levels).not.toContain('fatal');
}

/** POSTs `total` bytes without a Content-Length (Transfer-Encoding: chunked). */
function postChunked(url: string, headers: Record<string, string>, total: number): Promise<{ status: number; requestId: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, requestId: answer.headers['x-request-id'] as string | undefined }));
    });
    outgoing.on('error', reject);
    outgoing.end(Buffer.alloc(total, 'a'));
  });
}

test('an over-long action body answers 413: the form says it could not send and keeps the input; the log warns, never errs', async ({ page }) => {
  await confirmContact(page, 'oversize@example.jp');
  await page.route(`**${routes.contact.path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postData() ?? '';
    const padding = SERVER_ACTION_BODY_LIMIT_BYTES + 1 - Buffer.byteLength(body);
    expect(body).toContain(MESSAGE);
    await route.continue({ postData: body.replace(MESSAGE, `${MESSAGE}${'a'.repeat(padding)}`) });
  });
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: '送信する' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(413);
  await expect(page.getByRole('alert').filter({ hasText: '送信できませんでした' })).toBeVisible();
  await expect(page.getByRole('region', { name: '入力内容の確認' }).getByText('oversize@example.jp', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '戻る', exact: true }).click();
  await expect(field(page, 'お問い合わせ内容')).toHaveValue(MESSAGE);
  await expectWarnedNotErred(answer.headers()['x-request-id']);
});

test('a chunked action body is counted and stopped at the limit; an action from another origin answers 403', async ({ page, request }) => {
  const { headers, body } = await capturedAction(page);
  const target = `${site.url}${routes.contact.path}`;
  // Sent again with bodies of their own: the captured body's length goes.
  const sent = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-length'));

  const chunked = await postChunked(target, sent, SERVER_ACTION_BODY_LIMIT_BYTES + 1);
  expect(chunked.status).toBe(413);
  await expectWarnedNotErred(chunked.requestId);

  for (const origin of ['https://evil.example', `${site.url.replace(/:\d+$/, '')}:1`, 'null']) {
    const foreign = await request.post(target, { headers: { ...sent, origin }, data: body, maxRedirects: 0 });
    expect(foreign.status(), origin).toBe(403);
    await expectWarnedNotErred(foreign.headers()['x-request-id']);
  }
  // A form posted without script (a multipart action, no Next-Action header) from another origin too.
  const multipart = await request.post(target, { headers: { origin: 'https://evil.example' }, multipart: { $ACTION_ID_0: 'x' }, maxRedirects: 0 });
  expect(multipart.status()).toBe(403);
  await expectWarnedNotErred(multipart.headers()['x-request-id']);
});
