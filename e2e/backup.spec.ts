import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { test } from './fixtures';
import { categoryIdBySlug, createNewsViaApi, fromSitePage, pngBuffer, signInAsAdmin, signInThroughForm, unique } from './helpers';

/*
 * The operator's round trip: `npm run backup` while the e2e site runs, `npm run restore` into a
 * fresh data folder, and a second server started on the restored folder serves what the first
 * had: an image uploaded just before, byte for byte, a news item saved just before, and the
 * admin's sign-in. lib/core/ops/backup.test.ts compares every table on both engines.
 */

const run = promisify(execFile);
const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const restoredPort = Number(new URL(baseURL).port) + 50;
const restoredURL = `http://127.0.0.1:${restoredPort}`;

function script(name: string, args: string[], dataDir: string) {
  return run(tsx, [path.join(root, 'scripts', `${name}.ts`), ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, timeout: 60_000 });
}

async function waitForReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The restored site exited with ${server.exitCode}`);
    const status = await fetch(`${url}/api/ready`).then((response) => response.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The restored site did not become ready within 60 s');
}

test('a backup of the running site restores into a fresh folder, and a site started on it has its images, content and admins', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const alt = `バックアップ確認 ${unique()}`;
  const uploaded = await page.request.post('/api/media', {
    headers: fromSitePage,
    multipart: { alt, file: { name: 'backup.png', mimeType: 'image/png', buffer: await pngBuffer(900, 500) } },
  });
  expect(uploaded.status()).toBe(201);
  const image = (await uploaded.json()) as { url: string };
  const title = `バックアップ前の記事 ${unique()}`;
  const newsId = await createNewsViaApi(page, { title, route: `backup-${unique()}`, categoryId: await categoryIdBySlug(page) });

  const work = await mkdtemp(path.join(tmpdir(), 'oz-e2e-backup-'));
  let server: ChildProcess | undefined;
  try {
    const backup = await script('backup', ['--out', path.join(work, 'backups')], process.env.E2E_DATA_DIR ?? 'data/e2e');
    expect(backup.stdout).toContain('Backed up the SQLite database');
    const [archive, checksum] = (await readdir(path.join(work, 'backups'))).sort();
    expect(archive).toMatch(/^oz-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(checksum).toBe(`${archive}.sha256`);

    const restoredDir = path.join(work, 'restored');
    const restored = await script('restore', [path.join(work, 'backups', archive ?? '')], restoredDir);
    expect(restored.stdout).toContain('Restored the backup of');
    // A second restore onto the now full folder is refused without --force.
    const refused = await script('restore', [path.join(work, 'backups', archive ?? '')], restoredDir).then(() => null, (error: { code: number; stderr: string }) => error);
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('--force');

    server = spawn(tsx, [path.join(root, 'scripts', 'server.ts')], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, DATA_DIR: restoredDir, PORT: String(restoredPort), SITE_URL: restoredURL, NEXTAUTH_URL: restoredURL, NEXTAUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret' },
    });
    await waitForReady(restoredURL, server);

    const original = await page.request.get(image.url);
    const copy = await page.request.get(`${restoredURL}${image.url}`);
    expect(copy.status()).toBe(200);
    expect(Buffer.compare(await copy.body(), await original.body())).toBe(0);

    // The admin signs in on the restored site (a context of its own: cookies do not tell ports apart).
    const context = await browser.newContext({ baseURL: restoredURL });
    try {
      const admin = await context.newPage();
      await signInThroughForm(admin);
      await admin.goto(`/admin/news/${newsId}`);
      await expect(admin.getByRole('heading', { level: 1, name: `記事の編集：${title}` })).toBeVisible();
      await admin.goto('/admin/media');
      await expect(admin.getByRole('img', { name: alt })).toBeVisible();
    } finally {
      await context.close();
    }
  } finally {
    server?.kill('SIGTERM');
    await rm(work, { recursive: true, force: true });
  }
});
