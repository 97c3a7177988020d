/**
 * `npm run screenshots -- [base URL] [path …]`: full-page screenshots of pages at 375 px and
 * 1440 px in headless Chromium, written to data/screenshots/, for looking at what we build.
 * The admin's screens: SCREENSHOT_ADMIN="<e-mail> <password>" signs in through /login first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/login', '/no-such-page'];
const widths = [375, 1440];
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? path.join('data', 'screenshots'));

async function signIn(page: Page, credentials: string): Promise<void> {
  const [email = '', password = ''] = credentials.split(' ');
  await page.goto(new URL('/login', base).toString());
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL(/\/admin$/);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    if (process.env.SCREENSHOT_ADMIN) await signIn(page, process.env.SCREENSHOT_ADMIN);
    for (const pagePath of pages) {
      // The admin keeps its event stream open: the network is never idle there.
      await page.goto(new URL(pagePath, base).toString(), { waitUntil: process.env.SCREENSHOT_ADMIN ? 'load' : 'networkidle' });
      // Scroll through once so lazy images load and animated sections appear, as for a visitor.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(1000);
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await page.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
