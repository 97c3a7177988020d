import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { jobsCopy, TRAINER_COURSE_URL } from '@/lib/site/pages/jobs';
import { routes } from '@/lib/core/routes';

/*
 * The content pages against spec section 9. This file is the one place outside lib/core/facts.ts
 * that writes the spec's figures: as the values the rendered pages must show.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The value cell of the row headed `label` in `table`. */
const cell = (table: Locator, label: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');

async function expectEveryRowHeaded(table: Locator) {
  const rows = await table.getByRole('row').count();
  expect(rows).toBeGreaterThan(0);
  await expect(table.getByRole('rowheader')).toHaveCount(rows);
  await expect(table.getByRole('cell')).toHaveCount(rows);
}

async function expectTexts(locator: Locator, texts: string[]) {
  for (const text of texts) await expect(locator).toContainText(text);
}

const h2Texts = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

test.describe('franchise (/franchise)', () => {
  test('shows every franchise claim of the spec', async ({ page }) => {
    await page.goto(routes.franchise.path);
    const main = page.getByRole('main');
    await expectTexts(main, ['17年', '月10件以上', '36%', '0円〜10万円', '14か月', '月会費22,000円の店舗']);
    const funds = main.getByRole('table', { name: '開業資金と開業までの期間' });
    await expectEveryRowHeaded(funds);
    await expect(cell(funds, '開業資金')).toHaveText('小規模店舗で約300万円、大型店舗で約1,500万円');
    await expect(cell(funds, '自己資金')).toHaveText('150万円から');
    await expect(cell(funds, 'ご契約から開業まで')).toHaveText('3か月以上');
    await expect(cell(funds, '集客費用')).toHaveText('月0円〜10万円');
  });

  test('has the nine pattern anchors pattern1-1 … pattern3-3, each a titled block, reachable from the pattern list', async ({ page }) => {
    await page.goto(routes.franchise.path);
    const ids = [1, 2, 3].flatMap((pattern) => [1, 2, 3].map((item) => `pattern${pattern}-${item}`));
    for (const id of ids) {
      const block = page.locator(`[id="${id}"]`);
      await expect(block).toHaveCount(1);
      await expect(block.getByRole('heading', { level: 4 })).toHaveText(['初期費用', '収支モデル', 'サポート'][Number(id.slice(-1)) - 1] ?? '');
    }
    const patternList = page.getByRole('navigation', { name: '開業パターンの目次' });
    await patternList.getByRole('link', { name: 'サポート' }).last().click();
    await expect(page).toHaveURL(/#pattern3-3$/);
    await expect(page.locator('[id="pattern3-3"]')).toBeInViewport();
  });

  test('links to the document request form', async ({ page }) => {
    await page.goto(routes.franchise.path);
    const button = page.getByRole('main').getByRole('link', { name: '資料請求・お問い合わせ' });
    await expect(button).toHaveAttribute('href', /^\/franchise\/information\/?$/);
    await button.click();
    await expect(page).toHaveURL(/\/franchise\/information\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: routes.franchiseInformation.label })).toBeVisible();
  });
});

test.describe('recruitment (/jobs)', () => {
  test('shows the blocks of the spec in order', async ({ page }) => {
    await page.goto(routes.jobs.path);
    const c = jobsCopy;
    expect(await h2Texts(page)).toEqual([
      c.intro.title,
      c.points.title,
      c.job.title,
      c.workingPoints.title,
      c.career.title,
      c.welfare.title,
      c.interview.title,
      c.flow.title,
      c.details.title,
      c.philosophy.title,
      c.trainerCourse.title,
    ]);
    const main = page.getByRole('main');
    const points = main.getByRole('region', { name: c.points.title });
    await expect(points.getByRole('heading', { level: 3 })).toHaveCount(2);
    await expectTexts(points, ['約3か月', '栄養学', '解剖学', 'セッション', 'カウンセリング', '食事指導', '既存店舗', 'フォローアップ', 'ノルマはありません', 'インセンティブ']);
    await expect(main.getByRole('region', { name: c.workingPoints.title }).getByRole('listitem')).toHaveCount(5);
    const career = main.getByRole('region', { name: c.career.title });
    await expectTexts(career, ['新人研修', '店舗デビュー']);
    expect(await career.getByRole('list', { name: c.career.stepsTitle }).getByRole('listitem').count()).toBeGreaterThan(2);
    await expect(main.getByRole('region', { name: c.welfare.title }).getByRole('listitem').first()).toBeVisible();
    await expect(main.getByRole('region', { name: c.interview.title }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  });

  test('the selection flow has the four steps of the spec', async ({ page }) => {
    await page.goto(routes.jobs.path);
    const steps = page.getByRole('list', { name: jobsCopy.flow.title }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expectTexts(steps.nth(0), ['Web応募', '書類選考', '履歴書', 'メール']);
    await expectTexts(steps.nth(1), ['人事', '面接']);
    await expectTexts(steps.nth(2), ['内定', '入社']);
    await expectTexts(steps.nth(3), ['約3か月', '研修', '配属']);
  });

  test('the recruitment details table shows every figure of the spec', async ({ page }) => {
    await page.goto(routes.jobs.path);
    const table = page.getByRole('table', { name: 'トレーナーの募集要項' });
    await expectEveryRowHeaded(table);
    await expectTexts(cell(table, '給与'), [
      '正社員：月給226,495円〜450,000円＋各種手当＋インセンティブ',
      '新卒：月給195,888円〜',
      'アルバイト：時給1,113円〜',
    ]);
    await expect(cell(table, 'インセンティブ')).toHaveText('月100,000円まで');
    await expect(cell(table, '昇給')).toHaveText('年1回');
    await expect(cell(table, '賞与')).toHaveText('年2回');
    await expectTexts(cell(table, '休日・休暇'), ['年間休日115日', '月9日']);
    await expect(cell(table, '交通費')).toContainText('月25,000円まで');
    await expectTexts(cell(table, '勤務時間'), ['平日 11:00〜21:00', '土日祝 10:00〜20:00']);
    await expectTexts(cell(table, '研修'), ['約3か月', '全社研修 年1回']);
    const workplaces = cell(table, '勤務地').getByRole('link');
    await expect(workplaces).toHaveCount(10);
    for (const href of await workplaces.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/store\/[a-z0-9-]+$/);
    }
  });

  test('the company philosophy leads to the contact form', async ({ page }) => {
    await page.goto(routes.jobs.path);
    const philosophy = page.getByRole('region', { name: jobsCopy.philosophy.title });
    const button = philosophy.getByRole('link', { name: jobsCopy.philosophy.button });
    await expect(button).toHaveAttribute('href', /^\/contact\/?#contact$/);
    await button.click();
    await expect(page).toHaveURL(/\/contact\/?#contact$/);
  });

  test('the trainer-course banner opens the seminar page in a new tab', async ({ page, context }) => {
    await context.route(TRAINER_COURSE_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seminar</title>' }),
    );
    await page.goto(routes.jobs.path);
    const banner = page.getByRole('region', { name: jobsCopy.trainerCourse.title }).getByRole('link');
    await expect(banner).toHaveAccessibleName(/新しいタブで開きます/);
    await expect(banner).toHaveAttribute('target', '_blank');
    await expect(banner).toHaveAttribute('rel', /noopener/);
    const popupPromise = page.waitForEvent('popup');
    await banner.click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(TRAINER_COURSE_URL);
    expect(page.url()).toMatch(/\/jobs\/?$/);
  });
});

test.describe('company, legal notice, privacy policy, facility terms', () => {
  test('company: name, representative, address and capital', async ({ page }) => {
    await page.goto(routes.company.path);
    const table = page.getByRole('table', { name: '会社概要' });
    await expectEveryRowHeaded(table);
    await expect(cell(table, '会社名')).toHaveText(/^株式会社オズ/);
    await expect(cell(table, '代表者')).toHaveText(/代表取締役/);
    await expect(cell(table, '所在地')).toHaveText(/^〒\d{3}-\d{4} 東京都/);
    await expect(cell(table, '資本金')).toHaveText('1,800万円');
  });

  test('legal notice: every item of the spec', async ({ page }) => {
    await page.goto(routes.law.path);
    const table = page.getByRole('table', { name: '特定商取引法に基づく表記' });
    await expectEveryRowHeaded(table);
    await expect(cell(table, '販売事業者')).toHaveText(/^株式会社オズ/);
    await expect(cell(table, '事業内容')).not.toBeEmpty();
    await expect(cell(table, '運営責任者')).toHaveText(/代表取締役/);
    await expect(cell(table, '設立')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    await expect(cell(table, '資本金')).toHaveText('1,800万円');
    await expect(cell(table, '本社所在地')).toContainText('東京都');
    await expectTexts(cell(table, 'お問い合わせ先'), ['電話', 'メール']);
    await expect(cell(table, '営業時間')).toHaveText('平日 11:00〜21:00／土日祝 10:00〜20:00');
    await expect(cell(table, '休業日')).toContainText('12月30日〜1月3日');
    await expect(cell(table, '販売価格').getByRole('link')).toHaveAttribute('href', routes.studiomenu.path);
    await expect(cell(table, '商品代金以外の必要料金')).toContainText('ありません');
    await expect(cell(table, 'お支払い方法')).toHaveText('クレジットカード（VISA／Mastercard／JCB／American Express／Diners Club）');
    await expectTexts(cell(table, 'お支払い時期'), ['ご入会時に、初回2か月分', '毎月5日・20日・27日のいずれか', 'カード会社により', 'クレジットカード']);
    await expectTexts(cell(table, '解約・退会について'), ['毎月5日までに', '会員証', '店舗でお手続き', '最低在籍期間は3か月']);
    await expect(cell(table, '返品・返金について')).toContainText('途中解約による月会費の返金はいたしかねます');
  });

  test('privacy policy: seven sections, the retention period stated from the setting the server runs with (ENQUIRY_RETENTION_DAYS=730 here), and what the visit analytics measure and how to refuse them', async ({ page }) => {
    await page.goto(routes.privacypolicy.path);
    expect(await h2Texts(page)).toEqual([
      '1. 取得する個人情報',
      '2. 利用目的',
      '3. 第三者への提供',
      '4. 安全管理措置',
      '5. 個人情報の保管期間',
      '6. ウェブサイトのアクセス解析',
      '7. お問い合わせ窓口',
    ]);
    await expect(page.getByRole('main')).toContainText('Cookieは使用しません。');
    await expect(page.getByRole('main')).toContainText('「グローバル・プライバシー・コントロール（GPC）」を有効にすると、計測は行いません。');
    await expect(page.getByRole('main')).toContainText(
      'お問い合わせフォームやフランチャイズ資料請求フォームからお預かりした個人情報は、受付日から2年間保管し、その後は個人を特定できない形に加工します。',
    );
    await expect(page.getByRole('main')).toContainText('無料体験のご予約でお預かりした個人情報は、ご予約の体験日から2年間保管し');
  });

  test('facility terms: every term of the spec, effective 12 May 2010', async ({ page }) => {
    await page.goto(routes.facility.path);
    const main = page.getByRole('main');
    await expectTexts(main, [
      '月会費は、翌月分を前払いでお支払いいただきます。',
      '初回2か月分の月会費をお支払いいただき、3か月目以降はクレジットカードでのお支払い',
      '毎月5日までに店舗で所定の書面によるお手続き',
      '5日を過ぎた場合、翌月も現在のご契約のまま継続',
      '入会金は、理由のいかんを問わず返金いたしません',
      'ロッカーの鍵を紛失・破損された場合は、交換費用として3,000円（税別）',
      '未成年の方のご入会には、保護者の同意が必要です',
      '中学生の方のご入会はお断りしております',
      '年末年始（12月31日〜1月3日）は休館',
      '1か月前までに',
      '2010年5月12日から施行します',
    ]);
    await expect(main.getByRole('heading', { level: 2, name: /^第1条/ })).toBeVisible();
  });
});

test.describe('accessibility of the content pages', () => {
  const paths = ['franchise', 'jobs', 'company', 'law', 'privacypolicy', 'facility'] as const;
  for (const width of [375, 1440]) {
    for (const name of paths) {
      test(`${routes[name].path} at ${width} px: no WCAG 2.2 AA violations, headings in order, no overflow`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(routes[name].path);
        await expect(page.getByRole('heading', { level: 1, name: routes[name].label })).toBeVisible();
        const wcag = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const headings = await new AxeBuilder({ page }).withRules(['heading-order', 'empty-heading', 'page-has-heading-one']).analyze();
        const readable = [...wcag.violations, ...headings.violations].map((violation) => ({
          rule: violation.id,
          nodes: violation.nodes.map((node) => node.target.join(' ')),
        }));
        expect(readable).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});
