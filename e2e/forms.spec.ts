import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { routes } from '@/lib/core/routes';
import { expectNoAxeViolations, field, fillContact } from './helpers';

const MAIL_DIR = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'mail');

// Long flows on a shared machine: filling every field twice, axe scans and waiting for the mail files.
test.describe.configure({ timeout: 90_000 });

/** Each test counts against its own address, so the per-address limit never mixes tests up. */
test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(testInfo.workerIndex * 40 + testInfo.retry * 7 + hash(testInfo.title)) % 250}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) % 997;
  return value;
}

/** 金 for 2026-12-05: the weekday a date is written with. */
function weekday(year: number, month: number, day: number): string {
  return '日月火水木金土'.charAt(new Date(Date.UTC(year, month - 1, day)).getUTCDay());
}

/** The subjects of the .eml files (written when no SMTP server is configured) that mention `address`. */
async function mailSubjectsFor(address: string): Promise<string[]> {
  const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
  const subjects: string[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
    const raw = (await readFile(path.join(MAIL_DIR, name), 'utf8')).replace(/\r\n/g, '\n');
    const split = raw.indexOf('\n\n');
    const head = raw.slice(0, split);
    const text = Buffer.from(raw.slice(split + 2).replace(/\s+/g, ''), 'base64').toString('utf8');
    if (!text.includes(address)) continue;
    const encoded = /^Subject: (.*(?:\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
    subjects.push(encoded.replace(/\s+/g, '').replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, data: string) => Buffer.from(data, 'base64').toString('utf8')));
  }
  return subjects.sort();
}

test.describe('contact form', () => {
  test('an empty submission shows every required message, focuses the first field, and checks the e-mail pair', async ({ page }) => {
    await page.goto(routes.contact.path);
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
    for (const message of [
      'お名前を入力してください。',
      'フリガナを入力してください。',
      '年代を選択してください。',
      '電話番号を入力してください。',
      '郵便番号を入力してください。',
      '住所を入力してください。',
      'ご用件を選択してください。',
      'お問い合わせ先を選択してください。',
      'お問い合わせ内容を入力してください。',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByText('メールアドレスを入力してください。', { exact: true })).toHaveCount(2);
    await expect(form.getByText('性別を選択してください。')).toHaveCount(0);
    await expect(field(page, 'お名前')).toBeFocused();
    await expect(field(page, 'お名前')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'お名前')).toHaveAccessibleDescription('お名前を入力してください。');
    await expect(page.getByRole('status')).toHaveText(/入力内容に誤りがあります。11件の項目をご確認ください。/);

    await field(page, 'お名前').fill('山田 花子');
    await field(page, 'メールアドレス').fill('hanako@example.jp');
    await field(page, 'メールアドレス（確認用）').fill('hanako@example.com');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(form.getByText('メールアドレスが一致しません。')).toBeVisible();
    await expect(field(page, 'フリガナ')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the postal code fills the address, converts full-width input, and says when it is unknown or malformed', async ({ page }) => {
    await page.goto(routes.contact.path);
    const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
    const postCode = field(form, '郵便番号');
    const address = field(form, '住所');

    // While the lookup runs the address shows a skeleton.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/postal?**', async (route) => {
      await held;
      await route.continue();
    });
    await postCode.fill('１０４－００６１');
    await expect(page.getByText('住所を検索しています…')).toBeVisible();
    await expect(address).toHaveAttribute('readonly', '');
    release();
    await expect(address).toHaveValue('東京都中央区銀座');
    await expect(page.getByText('住所を検索しています…')).toHaveCount(0);
    await postCode.blur();
    await expect(postCode).toHaveValue('1040061');
    await page.unroute('**/api/postal?**');

    await postCode.fill('999-9999');
    await expect(form.getByText('郵便番号が見つかりませんでした。')).toBeVisible();
    await expect(postCode).toHaveAttribute('aria-invalid', 'true');
    await postCode.blur();
    await postCode.focus();
    await expect(form.getByText('郵便番号が見つかりませんでした。')).toHaveCount(0);

    await postCode.fill('12345');
    await address.focus();
    await expect(form.getByText('郵便番号が正しくありません。')).toBeVisible();
    await postCode.focus();
    await expect(form.getByText('郵便番号が正しくありません。')).toHaveCount(0);
  });

  test('input → confirm → back keeps the values → send with a spinner → thanks, and both mails are written', async ({ page }) => {
    const email = `hanako-${Date.now()}@example.jp`;
    await page.goto(routes.contact.path);
    await fillContact(page, email);
    await page.getByRole('button', { name: '入力内容を確認する' }).click();

    const summary = page.getByRole('region', { name: '入力内容の確認' });
    await expect(summary).toBeVisible();
    await expect(page.getByRole('form', { name: 'お問い合わせフォーム' })).toBeHidden();
    const year = new Date().getFullYear() + 1;
    for (const text of ['山田 花子', 'ヤマダ ハナコ', '女性', '40代', '〒104-0061', '東京都中央区銀座', '銀座ビル5階', '体験トレーニング', '渋谷店', '膝が弱いのですが、体験できますか？']) {
      await expect(summary.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(summary.getByText(`第1希望: ${year}年4月10日（${weekday(year, 4, 10)}） 14:00〜`)).toBeVisible();
    await expect(summary.getByText('第2希望: 未指定')).toBeVisible();
    await expect(summary.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: '戻る', exact: true }).click();
    await expect(field(page, 'お名前')).toHaveValue('山田 花子');
    await expect(field(page, '住所')).toHaveValue('東京都中央区銀座');
    await expect(page.getByLabel('第1希望の時間')).toHaveValue('14:00〜');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();

    // Hold the server action's answer to see the sending state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${routes.contact.path}`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: '送信する' }).click();
    const sending = page.getByRole('button', { name: '送信中…' });
    await expect(sending).toBeDisabled();
    await expect(page.getByRole('button', { name: '戻る', exact: true })).toBeDisabled();
    release();

    await expect(page).toHaveURL(routes.thanks.path);
    await expect(page.getByText('ご入力いただいたメールアドレスに、お問い合わせ内容の確認メールをお送りしました。')).toBeVisible();
    await expect(page.getByText('いただいた内容は担当者に共有し、確認のうえご連絡いたします。')).toBeVisible();
    await expect(page.getByText(/ご返信を差し上げられない場合がございます/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', routes.home.path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await expect.poll(() => mailSubjectsFor(email), { timeout: 15_000 }).toEqual(['Oz体験お問い合わせ', '体験問い合わせ'].sort());
  });

  test('when sending fails the form stays on the confirm step with a message and the input kept', async ({ page }) => {
    await page.goto(routes.contact.path);
    await fillContact(page, 'keep@example.jp');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await page.route(`**${routes.contact.path}`, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue(),
    );
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '送信できませんでした' })).toBeVisible();
    await expect(page).toHaveURL(routes.contact.path);
    const summary = page.getByRole('region', { name: '入力内容の確認' });
    await expect(summary.getByText('keep@example.jp', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '送信する' })).toBeEnabled();
    await page.getByRole('button', { name: '戻る', exact: true }).click();
    await expect(field(page, 'メールアドレス')).toHaveValue('keep@example.jp');
  });

  test('a message over 2,000 characters is refused with a message at the field', async ({ page }) => {
    await page.goto(routes.contact.path);
    await fillContact(page, 'long@example.jp');
    await field(page, 'お問い合わせ内容').fill('あ'.repeat(2001));
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page.getByText('お問い合わせ内容は2,000文字以内で入力してください。')).toBeVisible();
    await expect(field(page, 'お問い合わせ内容')).toBeFocused();
  });

  test('the store comes pre-selected from ?store=, and the FAQ is a single-open accordion with FAQPage data', async ({ page }) => {
    await page.goto(`${routes.contact.path}?store=shinjuku`);
    await expect(field(page, 'お問い合わせ先')).toHaveValue('新宿店');
    await expect(field(page, 'お問い合わせ先').getByRole('option', { name: '店舗指定なし' })).toBeAttached();

    const faq = page.locator('#faq');
    const first = faq.getByText('体験トレーニングは無料ですか？');
    const second = faq.getByText('体験の当日は何時に行けばよいですか？');
    await first.click();
    await expect(faq.getByText(/初回の体験トレーニングは無料です/)).toBeVisible();
    await second.click();
    await expect(faq.getByText(/ご予約時間の10分前までにご来店ください/)).toBeVisible();
    await expect(faq.getByText(/初回の体験トレーニングは無料です/)).toBeHidden();
    await second.click();
    await expect(faq.getByText(/ご予約時間の10分前までにご来店ください/)).toBeHidden();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd.map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string }[] }).find((data) => data['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity?.map((entry) => entry.name)).toContain('体験トレーニングは無料ですか？');
  });
});

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

test.describe('what visitors type with a Japanese keyboard and their browser', () => {
  test('hiragana furigana, a full-width phone number and a full-width ＠ are shown normalised on the confirm step', async ({ page }) => {
    await page.goto(routes.contact.path);
    await fillContact(page, 'hanako@example.jp');
    await field(page, 'フリガナ').fill('やまだ　はなこ');
    await field(page, '電話番号').fill('０９０－１２３４－５６７８');
    await field(page, 'メールアドレス').fill('ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ');
    await field(page, 'メールアドレス（確認用）').fill('hanako＠example．jp');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();

    const summary = page.getByRole('region', { name: '入力内容の確認' });
    for (const text of ['ヤマダ ハナコ', '090-1234-5678', 'hanako@example.jp']) {
      await expect(summary.getByText(text, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: '戻る', exact: true }).click();
    await expect(field(page, 'フリガナ')).toHaveValue('ヤマダ ハナコ');
    await expect(field(page, '電話番号')).toHaveValue('090-1234-5678');
    await expect(field(page, 'メールアドレス（確認用）')).toHaveValue('hanako@example.jp');

    await page.goto(routes.franchiseInformation.path);
    await field(page, 'お名前').fill('佐藤 一郎');
    await field(page, 'フリガナ').fill('ｻﾄｳ ｲﾁﾛｳ');
    await field(page, '電話番号').fill('03ー1234ー5678');
    await field(page, 'メールアドレス').fill('ichiro@example.co.jp');
    await field(page, 'メールアドレス（確認用）').fill('ichiro@example.co.jp');
    await page.getByRole('radio', { name: 'お問い合わせ' }).check();
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    for (const text of ['サトウ イチロウ', '03-1234-5678']) {
      await expect(summary.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('autofill tokens name what each field holds', async ({ page }) => {
    await page.goto(routes.contact.path);
    const contactTokens: [string, string | null][] = [
      ['お名前', 'name'],
      ['フリガナ', null],
      ['電話番号', 'tel'],
      ['メールアドレス', 'email'],
      ['メールアドレス（確認用）', 'email'],
      ['郵便番号', 'postal-code'],
      // Prefecture, city and town in one field: no token fits, and the postal code fills it.
      ['住所', 'off'],
      ['建物名・部屋番号', 'address-line2'],
    ];
    for (const [label, token] of contactTokens) {
      if (token) await expect(field(page, label), label).toHaveAttribute('autocomplete', token);
      else await expect(field(page, label), label).not.toHaveAttribute('autocomplete');
    }

    await page.goto(routes.franchiseInformation.path);
    for (const [label, token] of [
      ['お名前', 'name'],
      ['電話番号', 'tel'],
      ['メールアドレス', 'email'],
      ['会社名', 'organization'],
    ] as const) {
      await expect(field(page, label), label).toHaveAttribute('autocomplete', token);
    }
    await expect(field(page, 'フリガナ')).not.toHaveAttribute('autocomplete');
  });

  for (const viewport of VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('a postcode with several town areas lets the visitor choose the town', async ({ page }) => {
        await page.goto(routes.contact.path);
        const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
        const address = field(form, '住所');
        await field(form, '郵便番号').fill('011-0951');
        const towns = form.getByRole('combobox', { name: '町域を選択してください' });
        await expect(towns.getByRole('option')).toHaveText(['選択してください', '秋田県秋田市土崎港相染町', '秋田県秋田市土崎港古川町']);
        await expect(address).toHaveValue('秋田県秋田市');
        await expectNoAxeViolations(page);

        await towns.selectOption('秋田県秋田市土崎港古川町');
        await expect(address).toHaveValue('秋田県秋田市土崎港古川町');
        // The house number typed after the town is kept when the town is chosen again.
        await address.fill('秋田県秋田市土崎港古川町1-2');
        await towns.selectOption('秋田県秋田市土崎港相染町');
        await expect(address).toHaveValue('秋田県秋田市土崎港相染町1-2');

        // A code with one town fills it at once, and the choice goes away.
        await field(form, '郵便番号').fill('104-0061');
        await expect(address).toHaveValue('東京都中央区銀座');
        await expect(towns).toHaveCount(0);
      });

      test('impossible and past days cannot be chosen, and a chosen date shows its weekday', async ({ page }) => {
        // 00:30 on 10 February 2027 in Japan, still the 9th by UTC.
        await page.clock.setFixedTime(new Date('2027-02-09T15:30:00Z'));
        await page.goto(routes.contact.path);
        const wish = page.getByRole('group', { name: '第1希望' });
        const year = page.getByLabel('第1希望の年');
        const month = page.getByLabel('第1希望の月');
        const day = page.getByLabel('第1希望の日');
        const dayOption = (value: number) => day.getByRole('option', { name: String(value), exact: true });

        await year.selectOption('2027');
        await expect(month.getByRole('option', { name: '1', exact: true })).toBeDisabled();
        await month.selectOption('2');
        for (const value of [9, 29, 30, 31]) await expect(dayOption(value), `2月${value}日`).toBeDisabled();
        for (const value of [10, 11, 28]) await expect(dayOption(value), `2月${value}日`).toBeEnabled();
        await day.selectOption('10');
        await expect(wish.getByText('2月10日（水）')).toBeVisible();
        await expect(day).toHaveAccessibleDescription('2月10日（水）');

        await year.selectOption('2028');
        for (const value of [1, 9, 29]) await expect(dayOption(value), `2028年2月${value}日`).toBeEnabled();
        await expect(dayOption(30)).toBeDisabled();
        await expect(year).toHaveAccessibleDescription(`2月10日（${weekday(2028, 2, 10)}）`);
        await expectNoAxeViolations(page);

        // A chosen day the month or year no longer has is pointed out at once and cannot be confirmed.
        await fillContact(page, 'dates@example.jp');
        await year.selectOption('2028');
        await month.selectOption('1');
        await day.selectOption('31');
        await month.selectOption('2');
        await expect(wish.getByText('存在しない日付です。')).toBeVisible();
        await expect(day).toHaveAccessibleDescription('存在しない日付です。');
        await expect(wish.getByText(/日（.）$/)).toHaveCount(0);
        await page.getByRole('button', { name: '入力内容を確認する' }).click();
        await expect(day).toBeFocused();
        await expect(day).toHaveAccessibleDescription('存在しない日付です。');

        await day.selectOption('5');
        await year.selectOption('2027');
        await expect(wish.getByText('過ぎた日付は選べません。')).toBeVisible();
        await year.selectOption('2028');
        await day.selectOption('29');
        await expect(wish.getByText(/存在しない日付です。|過ぎた日付は選べません。/)).toHaveCount(0);
        await expect(wish.getByText('2月29日（火）')).toBeVisible();
        await page.getByRole('button', { name: '入力内容を確認する' }).click();
        const summary = page.getByRole('region', { name: '入力内容の確認' });
        await expect(summary.getByText('第1希望: 2028年2月29日（火） 14:00〜')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
});

test.describe('franchise form', () => {
  test('required messages, e-mail match, confirm, send and thanks', async ({ page }) => {
    await page.goto(routes.franchiseInformation.path);
    const breadcrumbs = page.getByRole('navigation', { name: 'パンくずリスト' });
    await expect(breadcrumbs.getByRole('listitem')).toHaveText(['TOP', 'FRANCHISE', 'INFORMATION']);

    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    const form = page.getByRole('form', { name: '資料請求・お問い合わせフォーム' });
    for (const message of ['お名前を入力してください。', 'フリガナを入力してください。', '電話番号を入力してください。', 'ご用件を選択してください。']) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByText('メールアドレスを入力してください。', { exact: true })).toHaveCount(2);
    await expect(form.getByText('お問い合わせ内容を入力してください。')).toHaveCount(0);
    await expect(field(page, 'お名前')).toBeFocused();
    await expectNoAxeViolations(page);

    const email = `ichiro-${Date.now()}@example.co.jp`;
    await field(page, 'お名前').fill('佐藤 一郎');
    await field(page, 'フリガナ').fill('サトウ イチロウ');
    await field(page, '電話番号').fill('03-1234-5678');
    await field(page, 'メールアドレス').fill(email);
    await field(page, 'メールアドレス（確認用）').fill('other@example.co.jp');
    await page.getByRole('radio', { name: 'フランチャイズ加盟の資料請求' }).check();
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(form.getByText('メールアドレスが一致しません。')).toBeVisible();
    await expect(field(page, 'メールアドレス（確認用）')).toBeFocused();
    await field(page, 'メールアドレス（確認用）').fill(email);
    await page.getByRole('button', { name: '入力内容を確認する' }).click();

    const summary = page.getByRole('region', { name: '入力内容の確認' });
    await expect(summary.getByText('佐藤 一郎', { exact: true })).toBeVisible();
    await expect(summary.getByText('フランチャイズ加盟の資料請求', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page).toHaveURL(routes.thanks.path);
    await expect.poll(() => mailSubjectsFor(email), { timeout: 15_000 }).toEqual(['Ozフランチャイズお問い合わせ', 'フランチャイズ問い合わせ'].sort());
  });
});
