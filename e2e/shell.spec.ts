import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { CONTACT_FORM_PATH, NAV_ROUTES, routes } from '../lib/core/routes';
import { site } from '../lib/core/site';
import { FEATURES } from '../lib/site/top/features';
import { UI_ICONS } from '../components/ui/icon-names';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };
const STORE_LIST_HREF = `${routes.home.path}#shop`;
// next/link writes CONTACT_FORM_PATH (/contact/#contact) without the trailing slash.
const CONTACT_HREF = new RegExp(`^${CONTACT_FORM_PATH.replace('/#', '/?#')}$`);

/**
 * The shell's client components have mounted once AnimateObserver has marked <html> (all shell
 * effects run in the same commit): before that a click would reach next/link without the
 * site's anchor handling.
 */
async function shellReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.classList.contains('animate-ready'));
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** An installed clock runs on its own; from here on time only moves with clock.runFor. */
async function stopTime(page: Page): Promise<void> {
  await page.clock.pauseAt(new Date(Date.now() + 5_000));
}

/** The top of the element with `id` relative to the viewport, and where lib/ui/scroll.ts should put it. */
async function anchorPlacement(page: Page, id: string): Promise<{ top: number; expected: number }> {
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId);
    if (!target) throw new Error(`#${targetId} is missing`);
    const header = document.querySelector('[data-sticky-header]');
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    const offset = Number(target.getAttribute('data-scroll-offset') ?? 0);
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const top = target.getBoundingClientRect().top;
    const wanted = Math.max(offset, headerBottom);
    // At the end of a short page the target may stop higher than wanted.
    const expected = window.scrollY >= maxScroll - 1 ? Math.min(top, wanted) : wanted;
    return { top, expected };
  }, id);
}

test.describe('header and footer links', () => {
  test.use({ viewport: DESKTOP });

  test('the desktop header links the main pages from the route table, and they open', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /^Oz/ })).toHaveAttribute('href', routes.home.path);
    await expect(banner.getByText(site.tagline)).toBeVisible();
    await expect(banner.getByRole('button', { name: 'メニューを開く' })).toBeHidden();

    const main = banner.getByRole('navigation', { name: 'メインメニュー' });
    for (const name of ['effect', 'studiomenu', 'flow', 'resources', 'news', 'contact'] as const) {
      await expect(main.getByRole('link', { name: routes[name].label, exact: true })).toHaveAttribute('href', routes[name].path);
    }
    await expect(main.getByRole('link', { name: '店舗一覧' })).toHaveAttribute('href', STORE_LIST_HREF);
    for (const name of ['plancorp', 'franchise', 'jobs'] as const) {
      await expect(banner.getByRole('link', { name: routes[name].label, exact: true })).toHaveAttribute('href', routes[name].path);
    }

    await main.getByRole('link', { name: routes.studiomenu.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.studiomenu.path}$`));
    await expect(page.getByRole('banner').getByRole('link', { name: routes.studiomenu.label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the footer has every navigation link of the spec, the social links and the chain name', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const nav = footer.getByRole('navigation', { name: 'フッターメニュー' });
    for (const name of NAV_ROUTES) {
      await expect(nav.getByRole('link', { name: routes[name].label, exact: true })).toHaveAttribute('href', routes[name].path);
    }
    await expect(footer.getByText(`© ${site.fullName}`)).toBeVisible();
    await expect(footer.getByText(site.fullName, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: /（新しいタブで開きます）$/ })).toHaveCount(site.social.length);
  });

  test('the social links open the three accounts in a new tab', async ({ page }) => {
    await page.goto('/');
    for (const area of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
      for (const account of site.social) {
        const link = area.getByRole('link', { name: `${account.name}（新しいタブで開きます）` });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', account.href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      }
    }
  });

  test('each social link shows its icon from the icon file, which the browser can read', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: `${site.social[0].name}（新しいタブで開きます）` });
    const href = await link.locator('use').getAttribute('href');
    expect(href).toMatch(/^\/_next\/static\/media\/social\.[\w-]+\.svg#/);
    // An icon file that is not well-formed XML draws nothing, without any error on the page.
    const symbols = await page.evaluate(async (file) => {
      const document = new DOMParser().parseFromString(await (await fetch(file)).text(), 'image/svg+xml');
      if (document.querySelector('parsererror')) return null;
      return [...document.querySelectorAll('symbol')].map((symbol) => symbol.id);
    }, href!.split('#')[0]!);
    expect(symbols).toEqual(expect.arrayContaining(site.social.map((account) => account.name)));
    // And the icon has a size: the symbol gives it its drawing.
    const box = await link.locator('svg').boundingBox();
    expect(box?.width).toBeGreaterThan(10);
  });
});

/** An icon file's name from its address: `/_next/static/media/ui.0xztlbbefec7-.svg#arrow` → `ui`. */
const iconFileName = (address: string) => /\/_next\/static\/media\/([\w-]+)\.[\w-]+\.svg$/.exec(address)?.[1];

test('every icon file is well-formed and holds each icon the pages use, which they draw at a size', async ({ page }) => {
  const expected: Record<string, readonly string[]> = {
    ui: UI_ICONS,
    features: FEATURES.map((feature) => feature.icon),
    social: site.social.map((account) => account.name),
  };
  await page.goto('/');
  const uses = await page.locator('svg use').evaluateAll((elements) =>
    elements.map((use) => ({ href: use.getAttribute('href') ?? '', box: use.closest('svg')!.getBoundingClientRect(), shown: use.closest('svg')!.checkVisibility() })),
  );
  expect(uses.length).toBeGreaterThan(20);
  const files = new Map(uses.map(({ href }) => [iconFileName(href.split('#')[0]!), href.split('#')[0]!]));
  expect([...files.keys()].sort()).toEqual(Object.keys(expected).sort());
  for (const [name, address] of files) {
    // An icon file that is not well-formed XML draws nothing, without any error on the page.
    const symbols = await page.evaluate(async (file) => {
      const document = new DOMParser().parseFromString(await (await fetch(file)).text(), 'image/svg+xml');
      if (document.querySelector('parsererror')) return null;
      return [...document.querySelectorAll('symbol')].map((symbol) => symbol.id);
    }, address);
    expect(symbols, address).toEqual(expect.arrayContaining([...expected[name!]!]));
  }
  // Each reference on the page names an icon of its file, and its <svg> has a size to draw in.
  for (const { href, box, shown } of uses) {
    const [file, id] = href.split('#');
    expect(expected[iconFileName(file!)!], href).toContain(id);
    if (shown) expect(box.width * box.height, href).toBeGreaterThan(0);
  }
});

test('the icon files are kept by the browser: their address names their bytes, so no page asks for them again', async ({ page }) => {
  await page.goto('/');
  const files = new Set(await page.locator('svg use').evaluateAll((elements) => elements.map((use) => (use.getAttribute('href') ?? '').split('#')[0]!)));
  expect(files.size).toBe(3);
  for (const file of files) {
    const response = await page.request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
  }
});

test.describe('mobile menu', () => {
  test.use({ viewport: PHONE });

  test('the burger toggles a menu with every link and closes when an item is chosen', async ({ page }) => {
    await page.goto('/');
    await shellReady(page);
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('navigation', { name: 'メインメニュー' });
    await expect(menu).toBeHidden();

    const open = banner.getByRole('button', { name: 'メニューを開く' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const close = banner.getByRole('button', { name: 'メニューを閉じる' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    for (const name of NAV_ROUTES) {
      await expect(menu.getByRole('link', { name: routes[name].label, exact: true })).toHaveAttribute('href', routes[name].path);
    }
    await expect(menu.getByRole('link', { name: '店舗一覧' })).toHaveAttribute('href', STORE_LIST_HREF);
    for (const account of site.social) {
      await expect(banner.getByRole('link', { name: `${account.name}（新しいタブで開きます）` })).toBeVisible();
    }

    await close.click();
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    await open.click();
    await menu.getByRole('link', { name: routes.company.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.company.path}$`));
    await expect(menu).toBeHidden();
    await expect(banner.getByRole('button', { name: 'メニューを開く' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu works from the keyboard and Escape closes it with focus back on the button', async ({ page }) => {
    await page.goto('/');
    await shellReady(page);
    const banner = page.getByRole('banner');
    const open = banner.getByRole('button', { name: 'メニューを開く' });
    await open.focus();
    await page.keyboard.press('Enter');
    const menu = banner.getByRole('navigation', { name: 'メインメニュー' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: routes.home.label, exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const button = banner.getByRole('button', { name: 'メニューを開く' });
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('where the shell is hidden', () => {
  for (const path of ['/login', '/admin', '/admin-x/no-such-page']) {
    test(`no header or footer on ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      // /admin sends a signed-out visitor to /login; /admin-x/… is a not-found page.
      if (path === '/admin') await expect(page).toHaveURL(/\/login/);
      if (path.startsWith('/admin-x')) expect(response?.status()).toBe(404);
      await expect(page.locator('body')).toContainText(path === '/admin-x/no-such-page' ? 'トップページへ戻る' : 'ログイン');
      await expect(page.getByRole('link', { name: 'Oz トップページ' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'フッターメニュー' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /体験する店舗を選ぶ|無料体験・お問い合わせ/ })).toHaveCount(0);
    });
  }
});

// Depends on the company page (app/(site)/company), which renders <Breadcrumbs> under its banner.
test('breadcrumbs lead back to TOP, mark the current page and emit a BreadcrumbList', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(routes.company.path);
  const trail = page.getByRole('navigation', { name: 'パンくずリスト' });
  const items = trail.getByRole('listitem');
  await expect(items.first().getByRole('link', { name: 'TOP' })).toHaveAttribute('href', routes.home.path);
  const last = items.last();
  await expect(last.getByRole('link')).toHaveCount(0);
  const current = trail.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  const currentLabel = (await current.textContent()) ?? '';
  await expect(last).toHaveText(currentLabel);

  const data = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((script) => {
        const parsed: unknown = JSON.parse(script.textContent ?? 'null');
        return Array.isArray(parsed) ? parsed : [parsed];
      })
      .find((entry) => (entry as { '@type'?: string })['@type'] === 'BreadcrumbList'),
  );
  const list = data as { itemListElement: { position: number; name: string; item?: string }[] };
  expect(list.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'TOP', item: `${baseURL}/` });
  expect(list.itemListElement.at(-1)?.name).toBe(currentLabel);
  expect(list.itemListElement.map((entry) => entry.position)).toEqual(list.itemListElement.map((_, index) => index + 1));
  expect(await items.count()).toBe(list.itemListElement.length);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test.describe('scroll to top', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`appears beyond 100 px and brings the page back to the top (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.clock.install();
      await page.goto('/');
      await shellReady(page);
      const button = page.getByRole('button', { name: 'ページの先頭へ戻る' });
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 100));
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect(button).toBeVisible();
      await stopTime(page);

      const contact = page.getByRole('link', { name: /体験する店舗を選ぶ|無料体験・お問い合わせ/ });
      const a = await button.boundingBox();
      const b = await contact.boundingBox();
      expect(a && b).toBeTruthy();
      if (a && b) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, 'the scroll-to-top control must not cover the contact button').toBe(true);
      }

      await button.click();
      await page.clock.runFor(150);
      const midway = await scrollY(page);
      expect(midway).toBeGreaterThan(0);
      expect(midway).toBeLessThan(900);
      await page.clock.runFor(600);
      expect(await scrollY(page)).toBe(0);
      await expect(button).toBeHidden();
      await expect(page.getByRole('link', { name: '本文へスキップ' })).toBeFocused();
    });
  }
});

test.describe('anchor links', () => {
  test.use({ viewport: DESKTOP });

  // The top page's store list (#shop, spec: offset 250, 500 ms) is the anchor these use.
  test('a hash link to the current page scrolls smoothly to the target and updates the URL', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await shellReady(page);
    await stopTime(page);
    const link = page.getByRole('banner').getByRole('link', { name: '店舗一覧' });
    await link.click();
    await page.clock.runFor(120);
    const midway = await scrollY(page);
    await page.clock.runFor(700);
    const end = await scrollY(page);
    expect(midway, 'the page moves in steps, not in one jump').toBeGreaterThan(0);
    expect(midway).toBeLessThan(end);
    await expect(page).toHaveURL(/\/#shop$/);
    const { top, expected } = await anchorPlacement(page, 'shop');
    expect(Math.abs(top - expected)).toBeLessThanOrEqual(2);
    await expect(page.locator('#shop')).toBeFocused();
  });

  test('with reduced motion the page jumps straight to the target', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await shellReady(page);
    await stopTime(page);
    await page.getByRole('banner').getByRole('link', { name: '店舗一覧' }).click();
    const { top, expected } = await anchorPlacement(page, 'shop');
    expect(Math.abs(top - expected)).toBeLessThanOrEqual(2);
    await expect(page).toHaveURL(/\/#shop$/);
  });

  test('a hash link to another page navigates there and scrolls to the target', async ({ page }) => {
    await page.goto(routes.company.path);
    await shellReady(page);
    await page.getByRole('banner').getByRole('link', { name: '店舗一覧' }).click();
    await expect(page).toHaveURL(/\/#shop$/);
    await expect
      .poll(async () => {
        const { top, expected } = await anchorPlacement(page, 'shop');
        return Math.abs(top - expected);
      })
      .toBeLessThanOrEqual(2);
  });

  test('a page opened with a hash scrolls to the target', async ({ page }) => {
    await page.goto(STORE_LIST_HREF);
    await expect
      .poll(async () => {
        const { top, expected } = await anchorPlacement(page, 'shop');
        return Math.abs(top - expected);
      })
      .toBeLessThanOrEqual(2);
  });

  test('the skip link moves to the main content', async ({ page }) => {
    await page.goto(routes.company.path);
    await shellReady(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '本文へスキップ' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('fixed contact button', () => {
  test('phones are invited to choose a store; wider screens see the trial and contact label', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(routes.company.path);
    const mobile = page.getByRole('link', { name: '体験する店舗を選ぶ' });
    await expect(mobile).toBeVisible();
    await expect(mobile).toHaveAttribute('href', CONTACT_HREF);
    await expect(page.getByRole('link', { name: '無料体験・お問い合わせ' })).toHaveCount(0);

    await page.setViewportSize(DESKTOP);
    const desktop = page.getByRole('link', { name: '無料体験・お問い合わせ' });
    await expect(desktop).toBeVisible();
    await expect(desktop).toHaveAttribute('href', CONTACT_HREF);
    await expect(page.getByRole('link', { name: '体験する店舗を選ぶ' })).toHaveCount(0);
  });

  // Depends on the contact page (app/(site)/contact).
  test('is not shown on the contact page itself', async ({ page }) => {
    await page.goto(routes.contact.path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: /体験する店舗を選ぶ|無料体験・お問い合わせ/ })).toHaveCount(0);
  });
});

test.describe('animated sections', () => {
  test.use({ viewport: DESKTOP });

  test('an element marked data-animate gets is-animated once it scrolls into view', async ({ page }) => {
    await page.goto('/');
    await shellReady(page);
    const footerNav = page.getByRole('navigation', { name: 'フッターメニュー' });
    await expect(footerNav).toHaveAttribute('data-animate', '');
    await expect(footerNav).not.toHaveClass(/\bis-animated\b/);
    await expect(footerNav).toHaveCSS('opacity', '0');
    await footerNav.scrollIntoViewIfNeeded();
    await expect(footerNav).toHaveClass(/\bis-animated\b/);
    await expect(footerNav).toHaveCSS('opacity', '1');
  });

  test('with reduced motion nothing is hidden', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await shellReady(page);
    await expect(page.getByRole('navigation', { name: 'フッターメニュー' })).toHaveCSS('opacity', '1');
  });

  test('without JavaScript everything is visible', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'フッターメニュー' })).toHaveCSS('opacity', '1');
    await context.close();
  });
});
