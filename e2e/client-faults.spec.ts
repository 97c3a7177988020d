import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { routes } from '@/lib/core/routes';
import { SERVER_ACTION_BODY_LIMIT_BYTES } from '@/lib/core/http/server-action-limit';
import { distDir } from '@/scripts/build-info';
import { field, fillContact } from './helpers';
import { jsonLines, type LoggedInstance, startLoggedInstance } from './logged-instance';

/*
 * A client's fault is answered as one: a server action whose body is over the limit gets 413, one
 * from another origin 403 and one whose body cannot be read 400, before Next.js sees it
 * (scripts/server.ts), with a warning in the log and never an error line, which would trip the
 * alerts. The contact form then says it could not send and keeps what was typed. What an attacker
 * sent besides (actions at static and API addresses, a booking range that is no date, cached reads
 * called as actions with absurd arguments) is answered 4xx or as not found, never with an error
 * line. Run against a second instance, whose log the test reads.
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

async function expectNotErred(requestId: string | undefined): Promise<string[]> {
  const levels = (await linesOf(requestId)).map((line) => String(line.level));
  expect(levels).not.toContain('error');
  expect(levels).not.toContain('fatal');
  return levels;
}

async function expectWarnedNotErred(requestId: string | undefined): Promise<void> {
  expect(await expectNotErred(requestId)).toContain('warn');
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

/** An action id no build has (as a client's call names one). */
const UNKNOWN_ACTION = '7f3a9c1e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a12';

test('an action at a static or API address from another origin, or with a body Next.js cannot read: 4xx with a warning, never an error line', async ({ request }) => {
  const call = { 'next-action': UNKNOWN_ACTION, 'content-type': 'text/plain;charset=UTF-8' };
  for (const address of ['/contact.x', '/api/x']) {
    const foreign = await request.post(`${site.url}${address}`, { headers: { ...call, origin: 'https://evil.example' }, data: '[]', maxRedirects: 0 });
    expect(foreign.status(), address).toBe(403);
    await expectWarnedNotErred(foreign.headers()['x-request-id']);
  }
  // A form posted from another origin to an unknown API address: the API's own 404, not a page's action.
  const form = await request.post(`${site.url}/api/x`, { headers: { origin: 'https://evil.example' }, multipart: { $ACTION_ID_0: 'x' }, maxRedirects: 0 });
  expect(form.status()).toBe(404);
  await expectNotErred(form.headers()['x-request-id']);
  // Bodies Next.js would fail on: arguments that are not JSON, a form that does not parse.
  const own = { origin: site.url };
  const unreadable = [
    { headers: { ...call, ...own }, data: 'garbage{' },
    { headers: { ...own, 'content-type': 'multipart/form-data; boundary=zz' }, data: 'garbage' },
    { headers: { ...call, ...own, 'content-type': 'multipart/form-data; boundary=zz' }, data: 'garbage' },
  ];
  for (const sent of unreadable) {
    const answer = await request.post(`${site.url}${routes.contact.path}`, { ...sent, maxRedirects: 0 });
    expect(answer.status(), JSON.stringify(sent.headers)).toBe(400);
    await expectWarnedNotErred(answer.headers()['x-request-id']);
  }
});

test('a booking range that is no date is a ValidationError in AppSync’s shape, never "Unexpected error." nor an error line', async ({ request }) => {
  for (const variables of [{ from: 'z' }, { from: '2026-02-30' }, { days: 0 }]) {
    const answer = await request.post(`${site.url}/api/graphql`, {
      data: { query: 'query($from: String, $days: Int) { bookingAvailability(storeId: "any", from: $from, days: $days) { capacity } }', variables },
    });
    const body = (await answer.json()) as { errors?: { message: string; errorType?: string }[] };
    expect(body.errors?.[0]?.errorType, JSON.stringify(variables)).toBe('ValidationError');
    expect(body.errors?.[0]?.message).not.toBe('Unexpected error.');
    await expectNotErred(answer.headers()['x-request-id']);
  }
});

test("every cached read called as a server action with absurd arguments answers normally (not found or empty), never an error", async ({ request }) => {
  // What a client can call: the build's server references (Next's manifest of them), the 'use cache' functions of lib/core/content among them.
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const cached = Object.entries(manifest.node).filter(([, reference]) => reference.filename?.startsWith('lib/core/content/') && reference.exportedName?.startsWith('$$RSC_SERVER_CACHE'));
  expect(cached.length).toBeGreaterThanOrEqual(10);
  const absurd = [['news', null, 100_000, 100_000], ['news', null, 1.5, 10], [{ a: 1 }, [1, 2], -1, 'x'], ['x'.repeat(100_000)], ['resources', 'x'.repeat(1000), 999_999_999, 10]];
  const answers: string[] = [];
  for (const [id] of cached) {
    for (const args of absurd) {
      const answer = await request.post(`${site.url}${routes.contact.path}`, {
        headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', origin: site.url },
        data: JSON.stringify(args),
        maxRedirects: 0,
      });
      const text = await answer.text();
      // A failed call answers 500, or 200 with an error row (`1:E{…}`) in its flight answer.
      expect({ id, args: JSON.stringify(args).slice(0, 60), status: answer.status(), error: /^\d+:E/m.test(text) }).toEqual({ id, args: JSON.stringify(args).slice(0, 60), status: 200, error: false });
      await expectNotErred(answer.headers()['x-request-id']);
      answers.push(text);
    }
  }
  // The list read among them answered page 100,000 of 100,000 articles each with an empty list.
  expect(answers.some((text) => text.includes('{"items":[],"total":0,"page":1,"perPage":10,"pageCount":1}'))).toBe(true);
});
