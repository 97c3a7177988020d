import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as setup } from './fixtures';
import { adminStatePath } from './auth-state';
import { signInThroughForm } from './helpers';

/*
 * The setup project (playwright.config.ts): signs the e2e admin in once, through the real login
 * form, and stores the session for the tests (e2e/auth-state.ts).
 */

setup('the e2e admin signs in through the login form', async ({ page }) => {
  await signInThroughForm(page);
  await mkdir(path.dirname(adminStatePath), { recursive: true });
  await page.context().storageState({ path: adminStatePath });
});
