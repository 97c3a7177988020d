import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as setup } from './fixtures';
import { adminStatePath, editorStatePath, sharedEditorName } from './auth-state';
import { signInAsAdmin, signInAsNewAdmin, signInThroughForm } from './helpers';

/*
 * The setup project (playwright.config.ts): signs each shared account in once, through the real
 * login form and invitation, and stores its session for the tests (e2e/auth-state.ts).
 */

// The editor is invited by the signed-in admin.
setup.describe.configure({ mode: 'serial' });

setup('the e2e admin signs in through the login form', async ({ page }) => {
  await signInThroughForm(page);
  await mkdir(path.dirname(adminStatePath), { recursive: true });
  await page.context().storageState({ path: adminStatePath });
});

setup('an editor is invited, registers from the mailed link and signs in', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const editor = await signInAsNewAdmin(page, browser, sharedEditorName, { role: 'editor' });
  await editor.context().storageState({ path: editorStatePath });
  await editor.context().close();
});
