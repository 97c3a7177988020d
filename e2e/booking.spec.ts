import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { devices, expect } from '@playwright/test';
import ICAL from 'ical.js';
import { trial } from '@/lib/core/facts';
import { routes, storeBookingPath, storePath } from '@/lib/core/routes';
import { book, bookFurthestDay, chooseLastDay, dayButtons, fillDetails, phoneFor, timeLabelOf, timeRadio } from './booking-helpers';
import { insertBookings } from './booking-db';
import { test } from './fixtures';
import { expectNoAxeViolations, field, graphqlRequest, unique } from './helpers';

/*
 * The visitor's trial booking, on a phone: store → day → time → details → confirm → done, the two
 * mails with their calendar file, and the mail's cancel link. Times come from the server's real
 * clock (Playwright's clock moves the browser's only), so the tests pick days from what the page
 * offers and check its structure. Each test books at a store of its own, so they run side by side.
 */

const MAIL_DIR = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'mail');

const iPhone = devices['iPhone 13'];
// The iPhone's screen and touch in Chromium (the project's browser), not its WebKit.
test.use({ viewport: iPhone.viewport, deviceScaleFactor: iPhone.deviceScaleFactor, isMobile: true, hasTouch: true, userAgent: iPhone.userAgent });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }, testInfo) => {
  // Each test is its own client, so the forms' per-address limit never mixes tests up.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(testInfo.workerIndex * 50 + testInfo.title.length * 7) % 250}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

interface Mail {
  to: string;
  subject: string;
  text: string;
  ics: string | null;
}

const decodeHeader = (value: string) => value.replace(/\s+/g, '').replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, data: string) => Buffer.from(data, 'base64').toString('utf8'));

function decodePart(part: string): { type: string; body: string } {
  const split = part.indexOf('\n\n');
  const head = part.slice(0, split);
  const raw = part.slice(split + 2);
  const type = /^Content-Type:\s*([^;\s]+)/im.exec(head)?.[1]?.toLowerCase() ?? 'text/plain';
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(raw.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
        : raw;
  return { type, body };
}

/** The .eml files the server wrote (no SMTP server in these tests) to `address`, read as a mail client does: text and calendar parts. */
async function mailsTo(address: string): Promise<Mail[]> {
  const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails: Mail[] = [];
  for (const name of names) {
    const raw = (await readFile(path.join(MAIL_DIR, name), 'utf8')).replace(/\r\n/g, '\n');
    const head = raw.slice(0, raw.indexOf('\n\n'));
    const to = /^To: (.*)$/im.exec(head)?.[1] ?? '';
    if (!to.includes(address)) continue;
    const boundary = /boundary="?([^";\n]+)"?/i.exec(head)?.[1];
    const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1).map((part) => decodePart(part.replace(/^\n/, ''))) : [decodePart(raw)];
    // A nested multipart (alternative) is opened one level further.
    const flat = parts.flatMap((part) => {
      const inner = /boundary="?([^";\n]+)"?/i.exec(part.body)?.[1];
      return part.type.startsWith('multipart/') && inner ? part.body.split(`--${inner}`).slice(1, -1).map((sub) => decodePart(sub.replace(/^\n/, ''))) : [part];
    });
    mails.push({
      to,
      subject: decodeHeader(/^Subject: (.*(?:\n[ \t].*)*)/m.exec(head)?.[1] ?? ''),
      text: flat.find((part) => part.type === 'text/plain')?.body ?? '',
      ics: flat.find((part) => part.type === 'text/calendar')?.body ?? null,
    });
  }
  return mails;
}

/** A booking mail's cancel or move link (the token in the query, never the path), as the path to open. */
function mailLink(mail: Mail, purpose: 'cancel' | 'move'): string {
  const link = new URL(new RegExp(`https?://\\S+/booking/${purpose}\\?token=[\\w.-]+`).exec(mail.text)![0]);
  expect(link.pathname).toBe(routes[purpose === 'cancel' ? 'bookingCancel' : 'bookingMove'].path);
  return `${link.pathname}${link.search}`;
}

/** The event of a calendar file as a calendar library (ical.js) reads it: its instants, and its start as written in Japan time. */
function readEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const tz = calendar.getFirstSubcomponent('vtimezone');
  if (tz) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString(), zone: event.startDate.zone?.tzid, startLocal: event.startDate.toString() };
}

test('a visitor on a phone books from the store page, gets both mails with the calendar file, and cancels by the mail link, which frees the seat', async ({ page }) => {
  const email = `booking-${unique()}@example.jp`;
  await page.goto(storePath('funabashi'));
  const siteBar = page.getByRole('link', { name: '体験する店舗を選ぶ' });
  await expect(siteBar).toBeVisible();
  await page.getByRole('link', { name: /無料体験を予約する/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`${storeBookingPath('funabashi')}$`));
  // The site's fixed bar asks for what the visitor is already doing, and would cover the steps' buttons.
  await expect(siteBar).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '船橋店の無料体験予約' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'ご予約の手順' })).toBeVisible();

  const dayName = await chooseLastDay(page);
  const first = page.getByRole('radio', { disabled: false }).first();
  const time = await timeLabelOf(first);
  await first.check();
  await page.getByRole('button', { name: 'お客様情報の入力へ' }).click();
  await expect(page.getByRole('heading', { name: 'お客様情報を入力してください' })).toBeFocused();

  // The contact form's checks and messages.
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(field(page, 'お名前')).toBeFocused();
  await expect(field(page, 'お名前')).toHaveAccessibleDescription('お名前を入力してください。');
  await fillDetails(page, email);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();

  await expect(page.getByRole('heading', { name: 'ご予約内容の確認' })).toBeFocused();
  // Normalised as the contact form does: katakana フリガナ, ASCII digits.
  await expect(page.getByText('ヤマダ ハナコ', { exact: true })).toBeVisible();
  await expect(page.getByText(phoneFor(email), { exact: true })).toBeVisible();
  await expect(page.getByText(`${dayName.split(' ')[0]} ${time}`, { exact: true })).toBeVisible();
  const rules = page.getByRole('region', { name: '体験当日のお願い' });
  await expect(rules).toContainText(`ご予約時間の${trial.arriveEarlyMinutes}分前までにご来店ください。`);
  await expect(rules).toContainText(`${trial.lateCancelMinutes}分以上遅れた場合、体験トレーニングはキャンセル`);
  await expect(rules).toContainText(`${trial.minMinutes}〜${trial.maxMinutes}分`);
  await page.getByRole('button', { name: '予約を確定する' }).click();

  const done = page.getByRole('heading', { name: 'ご予約が確定しました' });
  await expect(done).toBeFocused();
  const summary = page.getByRole('region', { name: 'ご予約が確定しました' });
  await expect(summary).toContainText('船橋店');
  await expect(summary).toContainText('千葉県船橋市本町4-3-12');
  await expect(summary).toContainText(time);
  await expect(summary).toContainText(email);
  await expect(summary).toContainText('確認メールに記載のリンク');
  await expectNoAxeViolations(page);

  // Both mails, each with the calendar file, whose event starts and ends at the booked Japan time.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [visitorMail] = await mailsTo(email);
  expect(visitorMail!.subject).toBe('【Oz】無料体験のご予約を承りました');
  const storeMail = (await mailsTo('@')).find((mail) => mail.subject === '【体験予約】新しいご予約' && mail.text.includes(email));
  expect(storeMail, 'the store is told of the booking').toBeTruthy();
  const [month, day] = /(\d+)月(\d+)日/.exec(dayName)!.slice(1).map(Number);
  const [startTime, endTime] = time.split('〜');
  for (const mail of [visitorMail!, storeMail!]) {
    expect(mail.ics).toContain('BEGIN:VEVENT');
    const event = readEvent(mail.ics!);
    expect(event.zone).toBe('Asia/Tokyo');
    expect(event.startLocal).toMatch(new RegExp(`^\\d{4}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${startTime}:00$`));
    const year = event.startLocal.slice(0, 4);
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    expect(event.start).toBe(new Date(`${date}T${startTime}:00+09:00`).toISOString());
    expect(event.end).toBe(new Date(`${date}T${endTime}:00+09:00`).toISOString());
  }

  // The seat is taken: the time shows the one seat left of the store's two.
  await page.goto(storeBookingPath('funabashi'));
  await page.getByRole('button', { name: dayName, exact: true }).click();
  await expect(timeRadio(page, time)).toHaveAccessibleName(new RegExp(`^${time}\\s*残り1席$`));

  const cancelLink = mailLink(visitorMail!, 'cancel');
  await page.goto(cancelLink);
  await expect(page.getByRole('heading', { level: 1, name: 'ご予約のキャンセル' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: time })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'このご予約をキャンセルする' }).click();
  await expect(page.getByRole('heading', { name: '本当にキャンセルしますか？' })).toBeFocused();
  await page.getByRole('button', { name: 'キャンセルを確定する' }).click();
  await expect(page.getByRole('heading', { name: 'ご予約をキャンセルしました' })).toBeFocused();
  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 20_000 }).toContain('【Oz】無料体験のご予約をキャンセルしました');

  // The link is spent, and the seat is free again.
  await page.goto(cancelLink);
  await expect(page.getByRole('heading', { name: 'このご予約はキャンセル済みです' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'あらためて無料体験を予約する' })).toHaveAttribute('href', routes.booking.path);
  await page.goto(storeBookingPath('funabashi'));
  await page.getByRole('button', { name: dayName, exact: true }).click();
  await expect(timeRadio(page, time)).toHaveAccessibleName(time);
  await expect(timeRadio(page, time)).toBeEnabled();
});

test('a time taken meanwhile is said at once, shown 満席 and never offered, and what the visitor typed stays', async ({ page, browser }) => {
  await page.goto(storeBookingPath('kawasaki'));
  await expectNoAxeViolations(page);
  // Days never offered are text, not controls: the year-end closure, closed and full days.
  for (const note of ['年末年始休業', '休業', '満席']) {
    await expect(dayButtons(page).filter({ hasText: new RegExp(`^.*${note}$`) })).toHaveCount(0);
  }
  await expect(dayButtons(page).filter({ hasText: /12月31日|1月[123]日（/ })).toHaveCount(0);

  const dayName = await chooseLastDay(page);
  const first = page.getByRole('radio', { disabled: false }).first();
  const time = await timeLabelOf(first);
  await first.check();
  await page.getByRole('button', { name: 'お客様情報の入力へ' }).click();
  await fillDetails(page, `slow-${unique()}@example.jp`, { name: '遅井 太郎', furigana: 'オソイ タロウ' });
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByRole('heading', { name: 'ご予約内容の確認' })).toBeVisible();

  // Meanwhile two others book the same time, the store's whole capacity.
  const others = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250)}` } });
  const other = await others.newPage();
  await book(other, 'kawasaki', dayName, time, `first-${unique()}@example.jp`);
  await book(other, 'kawasaki', dayName, time, `second-${unique()}@example.jp`);
  await others.close();

  await page.getByRole('button', { name: '予約を確定する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(/この日時はたったいま満席になりました/);
  await expect(page.getByRole('heading', { name: 'ご希望の時間を選んでください' })).toBeFocused();
  // The times were read again: the full one shows 満席 and cannot be chosen.
  await expect(timeRadio(page, time)).toBeDisabled();
  await expect(timeRadio(page, time)).toHaveAccessibleName(new RegExp(`^${time}\\s*満席$`));
  await page.getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'お客様情報の入力へ' }).click();
  await expect(field(page, 'お名前')).toHaveValue('遅井 太郎');

  // A fresh page never offers it either.
  await page.goto(storeBookingPath('kawasaki'));
  await page.getByRole('button', { name: dayName, exact: true }).click();
  await expect(timeRadio(page, time)).toBeDisabled();
});

test('a visitor books with the keyboard alone', async ({ page }) => {
  const email = `keys-${unique()}@example.jp`;
  await page.goto(storeBookingPath('omiya'));
  await dayButtons(page).last().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'ご希望の時間を選んでください' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { disabled: false }).first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { disabled: false }).first()).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'お客様情報の入力へ' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'お客様情報を入力してください' })).toBeFocused();
  for (const value of ['鍵井 花子', 'カギイ ハナコ', phoneFor(email).replace(/-/g, ''), email, email]) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'ご予約内容の確認' })).toBeFocused();
  const confirm = page.getByRole('button', { name: '予約を確定する' });
  for (let presses = 0; presses < 20 && !(await confirm.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'ご予約が確定しました' })).toBeFocused();
});

test('a link that is wrong says so and leads to booking again; /booking lists the stores and /contact links to it', async ({ page }) => {
  for (const purpose of ['cancel', 'move'] as const) {
    await page.goto(`/booking/${purpose}?token=00000000-0000-0000-0000-000000000000.${purpose}.${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'このリンクはご利用いただけません' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'あらためて無料体験を予約する' })).toBeVisible();
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto(routes.contact.path);
  await page.getByRole('link', { name: '日時を選んでその場で予約する' }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.booking.path}$`));
  await page.getByRole('link', { name: /梅田店/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '梅田店の無料体験予約' })).toBeVisible();
  await expect(dayButtons(page).first()).toBeVisible();
});

test("the mail's move link moves the booking to another time: the new time is mailed with its calendar file, the old seat is free again and the old link spent", async ({ page }) => {
  const email = `move-${unique()}@example.jp`;
  const { dayName, time } = await bookFurthestDay(page, 'yokohama', email);
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [booked] = await mailsTo(email);
  const moveLink = mailLink(booked!, 'move');

  await page.goto(moveLink);
  await expect(page.getByRole('heading', { level: 1, name: 'ご予約日時の変更' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: time })).toBeVisible();
  await expectNoAxeViolations(page);
  // The same day (its label may now say 残りわずか), another time.
  const date = dayName.split(' ')[0]!;
  await page
    .getByRole('list', { name: '変更後の日付を選んでください' })
    .getByRole('button', { name: new RegExp(`^${date.replace(/[()（）]/g, '\\$&')}`) })
    .click();
  await expect(page.getByRole('heading', { name: '変更後の時間を選んでください' })).toBeFocused();
  // The day's last free time, which a 90-minute trial at the first one does not overlap.
  const newTime = await timeLabelOf(page.getByRole('radio', { disabled: false }).last());
  expect(newTime, 'the day has a later free time').not.toBe(time);
  await timeRadio(page, newTime).check();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByRole('heading', { name: '変更内容の確認' })).toBeFocused();
  await expect(page.getByText(`${date} ${newTime}`)).toBeVisible();
  await page.getByRole('button', { name: '日時を変更する' }).click();
  await expect(page.getByRole('heading', { name: 'ご予約の日時を変更しました' })).toBeFocused();

  // The new time's mail, whose calendar file replaces the event (a higher SEQUENCE) at the new time.
  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 20_000 }).toContain('【Oz】無料体験のご予約日時を変更しました');
  const moved = (await mailsTo(email)).find((mail) => mail.subject === '【Oz】無料体験のご予約日時を変更しました')!;
  expect(moved.ics).toMatch(/^SEQUENCE:[1-9]/m);
  const event = readEvent(moved.ics!);
  expect(event.startLocal.slice(0, 10)).toBe(readEvent(booked!.ics!).startLocal.slice(0, 10));
  expect(event.startLocal.slice(11, 16)).toBe(newTime.split('〜')[0]);

  // The old link is spent; the old time has both seats again and the new one holds the booking.
  await page.goto(moveLink);
  await expect(page.getByRole('heading', { name: 'このリンクはご利用いただけません' })).toBeVisible();
  await page.goto(storeBookingPath('yokohama'));
  await dayButtons(page).filter({ hasText: date }).click();
  await expect(timeRadio(page, time)).toHaveAccessibleName(time);
  await expect(timeRadio(page, newTime)).toHaveAccessibleName(new RegExp(`^${newTime}\\s*残り1席$`));
});

test('the error summary read to a screen reader goes once the details are put right', async ({ page }) => {
  const email = `summary-${unique()}@example.jp`;
  await page.goto(storeBookingPath('shinsaibashi'));
  await chooseLastDay(page);
  await page.getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'お客様情報の入力へ' }).click();
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  const status = page.getByRole('status').filter({ hasText: /入力内容に誤りがあります/ });
  await expect(status).toHaveText('入力内容に誤りがあります。5件の項目をご確認ください。');
  await fillDetails(page, email);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByRole('heading', { name: 'ご予約内容の確認' })).toBeFocused();
  await expect(page.getByText(/入力内容に誤りがあります/)).toHaveCount(0);
});

test('at a store swamped with bookings, a person’s browser answers the check by itself and the booking goes through', async ({ page }) => {
  test.skip(Boolean(process.env.DATABASE_URL), 'writes the busy hour into the embedded SQLite database');
  // A demo store no other test books at (a new store would show on every public page meanwhile),
  // which took six bookings within the hour (e2e/booking-db.ts): every visitor must now pass the proof of work.
  const link = 'kichijoji';
  const found = await graphqlRequest<{ storeByLink: { id: string } | null }>(page.request, 'query ($link: String!) { storeByLink(link: $link) { id } }', { link });
  const storeId = found.data?.storeByLink?.id ?? '';
  expect(storeId).not.toBe('');
  const stamp = unique();
  const date = new Date(Date.now() + 9 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10);
  insertBookings(
    storeId,
    ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].map((time, index) => ({ date, time, name: `先客${index}`, email: `early${index}-${stamp}@example.jp` })),
  );
  // Every text the page's live status region says, in order, as a screen reader would hear it.
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim() ?? '';
        if (text && heard.at(-1) !== text) heard.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const email = `patient-${stamp}@example.jp`;
  await bookFurthestDay(page, link, email);
  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  expect(heard).toContain('送信内容を確認しています。数秒で完了しますので、そのままお待ちください。');
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
});
