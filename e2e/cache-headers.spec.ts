import { expect } from '@playwright/test';
import { test } from './fixtures';
import { articlePath, storePath } from '@/lib/core/routes';

/*
 * What a proxy or CDN in front of the site is told: a cached public page may be kept for one
 * second and then served while it is fetched again (lib/core/http/shared-cache-headers.ts), never for
 * the year Next.js keeps it, which would hide every edit; the admin, sign-in and API are never kept.
 */

const SHORT = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59, stale-if-error=86400';
const PUBLIC_PAGES = ['/', storePath('ikebukuro'), '/news', articlePath('news', 'media', 'youtube-home-stretch')];

test('a cached public page tells shared caches one second, from Next.js and from the page cache alike', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    // The first answer may be Next's, the second the page cache's replay of it.
    for (const attempt of [1, 2]) {
      const response = await page.request.get(path);
      expect(response.status(), `${path} #${attempt}`).toBe(200);
      expect(response.headers()['cache-control'], `${path} #${attempt}`).toBe(SHORT);
    }
  }
});

test('the sign-in page, the admin and the API are not kept by shared caches', async ({ page }) => {
  for (const path of ['/login', '/api/graphql']) {
    const cacheControl = (await page.request.get(path)).headers()['cache-control'] ?? '';
    expect(cacheControl, path).not.toContain('s-maxage');
  }
  expect((await page.request.get('/login')).headers()['cache-control']).toContain('no-store');
});
