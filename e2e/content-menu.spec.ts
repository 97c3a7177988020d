import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { routes } from '@/lib/core/routes';
import { EFFECTS, TRAINING_ANCHORS } from '@/lib/site/top/effects';

/*
 * The studio menu, trial flow, effects and corporate plan pages. The expected figures below are
 * the spec's (section 9), written out here on purpose: the pages must print what the spec says,
 * whatever lib/core/facts.ts holds.
 */

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };
const STORE_LIST_HREF = '/#shop';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function shellReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.classList.contains('animate-ready'));
}

/** The cell texts of a table's body rows, row header first. */
async function tableRows(table: Locator): Promise<string[][]> {
  const rows = table.getByRole('rowgroup').last().getByRole('row');
  const result: string[][] = [];
  for (const row of await rows.all()) {
    const header = (await row.getByRole('rowheader').innerText()).trim();
    const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
    result.push([header, ...cells]);
  }
  return result;
}

/** Where the element with `id` sits below the top of the viewport, and where it should sit. */
async function placement(page: Page, id: string): Promise<{ top: number; expected: number }> {
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId);
    if (!target) throw new Error(`#${targetId} is missing`);
    const header = document.querySelector('[data-sticky-header]');
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    const offset = Number(target.getAttribute('data-scroll-offset') ?? 0);
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const top = target.getBoundingClientRect().top;
    const wanted = Math.max(offset, headerBottom);
    const expected = window.scrollY >= maxScroll - 1 ? Math.min(top, wanted) : wanted;
    return { top, expected };
  }, id);
}

async function expectScrolledTo(page: Page, id: string): Promise<void> {
  await expect
    .poll(async () => {
      const { top, expected } = await placement(page, id);
      return Math.abs(top - expected);
    })
    .toBeLessThanOrEqual(2);
}

test.describe('studio menu', () => {
  test.use({ viewport: DESKTOP });

  test('prints every price and rule of the spec', async ({ page }) => {
    await page.goto(routes.studiomenu.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'プログラム・料金' })).toBeVisible();

    const premium = page.locator('#premium');
    await expect(premium.getByRole('heading', { name: 'プレミアムコース' })).toBeVisible();
    await expect(premium.getByText('20,000円', { exact: true })).toBeVisible();
    await expect(premium.getByText('15,000円', { exact: true })).toBeVisible();
    await expect(premium.getByText(/1回のセッション\s*60分/)).toBeVisible();
    const parts = premium.getByRole('list', { name: '1回のセッションの内訳' }).getByRole('listitem');
    await expect(parts).toHaveCount(2);
    await expect(parts.nth(0)).toContainText('パーソナルトレーニング30分');
    await expect(parts.nth(1)).toContainText('有酸素運動30分');

    expect(await tableRows(page.getByRole('table', { name: 'ロイヤリティコースの回数券' }))).toEqual([
      ['1回', '7,875円', '7,875円'],
      ['11回券', '78,790円', '7,163円'],
      ['25回券', '174,930円', '6,997円'],
      ['50回券', '336,400円', '6,728円'],
      ['100回券', '630,360円', '6,304円'],
    ]);
    await expect(page.locator('#royalty')).toContainText('購入した回数と同じ枚数のバリエーションチケット');

    expect(await tableRows(page.getByRole('table', { name: 'フルトレーニングの料金' }))).toEqual([
      ['1回', '4,200円', '4,200円'],
      ['11回券', '42,000円', '3,818円'],
    ]);
    expect(await tableRows(page.getByRole('table', { name: 'パーソナルストレッチ（30分）の料金' }))).toEqual([
      ['1回', '3,000円', '3,000円'],
      ['11回券', '30,000円', '2,727円'],
    ]);
    expect(await tableRows(page.getByRole('table', { name: 'プロテインチケットの料金' }))).toEqual([
      ['ソイプロテイン（30杯分）', '4,320円'],
      ['ホエイプロテイン', '6,000円'],
      ['BCAA', '6,000円'],
    ]);

    const rules = page.locator('#rules');
    await expect(rules.getByRole('heading', { name: 'バリエーションセッションは無料' })).toBeVisible();
    await expect(rules).toContainText('1日1回まで、通常のセッションに続けて');
    await expect(rules.getByRole('heading', { name: 'キャンセルは1分前まで無料' })).toBeVisible();
    await expect(rules.getByRole('heading', { name: 'プラン変更・再開時の登録料0円' })).toBeVisible();
    await expect(rules.getByRole('heading', { name: 'ロイヤリティ購入でバリエーションチケット付き' })).toBeVisible();

    await expect(main.getByRole('link', { name: 'お近くの店舗を探す' })).toHaveAttribute('href', STORE_LIST_HREF);
  });

  test('the menu links and a URL hash scroll to the courses', async ({ page }) => {
    await page.goto(`${routes.studiomenu.path}#stretch`);
    await expectScrolledTo(page, 'stretch');
    await shellReady(page);
    const menu = page.getByRole('navigation', { name: 'メニューの一覧' });
    await menu.getByRole('link', { name: 'ロイヤリティコース' }).click();
    await expect(page).toHaveURL(/\/studiomenu#royalty$/);
    await expectScrolledTo(page, 'royalty');
  });
});

test.describe('trial flow', () => {
  test.use({ viewport: DESKTOP });

  test('shows the steps, what to bring, the trial rules with hours and payment, and four reviews', async ({ page }) => {
    await page.goto(routes.flow.path);
    await expect(page.getByRole('list', { name: '無料体験の流れ' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('list', { name: '当日の持ち物' }).getByRole('listitem')).toHaveCount(4);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'ご予約時間の10分前までにご来店ください' })).toBeVisible();
    await expect(main.getByRole('heading', { name: '15分以上の遅刻はキャンセル扱いとなります' })).toBeVisible();
    await expect(main.getByRole('heading', { name: '初回の体験は無料、所要時間は60〜90分です' })).toBeVisible();
    expect(await tableRows(page.getByRole('table', { name: '営業時間' }))).toEqual([
      ['平日', '11:00〜20:00'],
      ['土日祝', '10:00〜19:00'],
    ]);
    expect(await page.getByRole('list', { name: '店舗でのお支払い方法' }).getByRole('listitem').allInnerTexts()).toEqual([
      '現金',
      'クレジットカード',
      'QRコード決済',
    ]);

    const reviews = page.locator('#reviews');
    await expect(reviews.getByRole('heading', { level: 2, name: 'お客様の声' })).toBeVisible();
    const cards = reviews.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.getByText(/^[A-Z]\.[A-Z]さん（[1-9]0代・(男性|女性)）$/)).toBeVisible();
      const image = card.getByRole('img');
      await expect(image).toHaveAttribute('alt', /\S/);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect((await card.innerText()).length).toBeGreaterThan(80);
    }
  });

  test('the top page tile opens the reviews', async ({ page }) => {
    await page.goto(`${routes.flow.path}#reviews`);
    await expectScrolledTo(page, 'reviews');
  });
});

test.describe('effects', () => {
  test.use({ viewport: DESKTOP });

  test('five anchored sections, named as in the top page dialog', async ({ page }) => {
    await page.goto(routes.home.path);
    await shellReady(page);
    const section = page.getByRole('region', { name: '加圧トレーニングの効果' });
    await section.getByRole('button', { name: '3つの目的から効果を見る' }).click();
    const dialog = page.getByRole('dialog');
    const fromDialog: { name: string; href: string }[] = [];
    for (const tab of await dialog.getByRole('tab').all()) {
      await tab.click();
      for (const link of await dialog.getByRole('tabpanel').getByRole('link').all()) {
        const name = (await link.innerText()).replace(/について詳しく見る[\s\S]*$/, '').trim();
        fromDialog.push({ name, href: (await link.getAttribute('href')) ?? '' });
      }
    }
    expect(fromDialog.map((item) => item.name).sort()).toEqual(Object.values(EFFECTS).map((effect) => effect.ja).sort());

    await page.goto(routes.effect.path);
    const nav = page.getByRole('navigation', { name: '効果の一覧' });
    await expect(nav.getByRole('link')).toHaveCount(5);
    for (const anchor of TRAINING_ANCHORS) {
      await expect(page.locator(`#${anchor}`).getByRole('heading', { level: 2 })).toBeVisible();
      await expect(nav.locator(`a[href="#${anchor}"]`)).toHaveCount(1);
    }
    for (const { name, href } of fromDialog) {
      const [path, anchor] = href.split('#');
      expect(path).toBe(routes.effect.path);
      await expect(page.locator(`#${anchor}`).getByRole('heading', { name, exact: true })).toBeVisible();
    }
  });

  test('a URL hash scrolls to its effect', async ({ page }) => {
    await page.goto(`${routes.effect.path}#training4`);
    await expectScrolledTo(page, 'training4');
  });
});

test.describe('corporate plan', () => {
  test.use({ viewport: DESKTOP });

  test('prints the price plan, the terms and the four steps, and links the store list', async ({ page }) => {
    await page.goto(routes.plancorp.path);
    expect(await tableRows(page.getByRole('table', { name: '法人会員プランの回数券' }))).toEqual([
      ['50枚つづり', '336,400円', '6,728円'],
      ['100枚つづり', '630,360円', '6,304円'],
    ]);
    const notes = page.getByRole('list', { name: '料金プランのご案内' });
    await expect(notes).toContainText('有効期限はありません');
    await expect(notes).toContainText('社員の皆さまで共有でき、全店舗でご利用いただけます');
    await expect(notes).toContainText('1回のセッションは60分のトレーニングと30分の有酸素運動です');
    await expect(notes).toContainText('毎月1日からご利用いただけます');
    await expect(notes).toContainText('体験・入会金は無料です');

    const steps = page.getByRole('list', { name: 'ご入会までの流れ' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole('heading')).toHaveText(['書類のご提出', 'ご契約', 'ご請求・ご入金の確認', '登録用品のお届け']);
    await expect(steps.nth(0)).toContainText('申込書');

    const main = page.getByRole('main');
    await expect(main.getByText(/約300万円から独立開業が可能/)).toBeVisible();
    await expect(main.getByRole('link', { name: /フランチャイズ募集について詳しく見る/ })).toHaveAttribute('href', routes.franchise.path);
    await expect(main.getByRole('link', { name: '店舗一覧を見る' })).toHaveAttribute('href', STORE_LIST_HREF);
  });

  test('a merit button scrolls its section to 150 px from the top in 800 ms and sets the hash', async ({ page }) => {
    await page.clock.install();
    await page.goto(routes.plancorp.path);
    await shellReady(page);
    await page.clock.pauseAt(new Date(Date.now() + 5_000));
    const merits = page.getByRole('navigation', { name: 'メリットの一覧' }).getByRole('link');
    await expect(merits).toHaveCount(3);
    for (const [index, link] of (await merits.all()).entries()) {
      await expect(link).toHaveAttribute('href', `#merit-${index + 1}`);
    }
    const target = page.locator('#merit-3');
    await expect(target).toHaveAttribute('data-scroll-offset', '150');
    await expect(target).toHaveAttribute('data-scroll-duration', '800');

    await merits.nth(2).click();
    await page.clock.runFor(300);
    const early = await placement(page, 'merit-3');
    expect(early.top - early.expected, 'still moving after 300 ms').toBeGreaterThan(20);
    await page.clock.runFor(300);
    const late = await placement(page, 'merit-3');
    expect(late.top - late.expected, 'a 500 ms scroll would have ended by now').toBeGreaterThan(2);
    await page.clock.runFor(250);
    const end = await placement(page, 'merit-3');
    expect(end.expected).toBe(150);
    expect(Math.abs(end.top - 150)).toBeLessThanOrEqual(2);
    await expect(page).toHaveURL(/\/plancorp#merit-3$/);
  });

  test('a URL hash scrolls to its merit', async ({ page }) => {
    await page.goto(`${routes.plancorp.path}#merit-2`);
    await expectScrolledTo(page, 'merit-2');
    expect((await placement(page, 'merit-2')).expected).toBe(150);
  });
});

const pages = [routes.studiomenu, routes.flow, routes.effect, routes.plancorp];

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`accessibility and layout at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of pages) {
      test(`${route.path}: no axe violations, headings in order, no overflow`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const wcag = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const structure = await new AxeBuilder({ page })
          .withRules(['heading-order', 'empty-heading', 'page-has-heading-one', 'empty-table-header', 'td-has-header'])
          .analyze();
        const readable = [...wcag.violations, ...structure.violations].map((violation) => ({
          rule: violation.id,
          nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
        }));
        expect(readable).toEqual([]);

        const levels = await page
          .getByRole('main')
          .getByRole('heading')
          .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
        levels.forEach((level, index) => {
          if (index > 0) expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
        });

        for (const table of await page.getByRole('table').all()) {
          await expect(table.locator('caption')).not.toBeEmpty();
          await expect(table.locator('th:not([scope])')).toHaveCount(0);
        }

        await page.setViewportSize({ width: 360, height: viewport.height });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      });
    }
  });
}
