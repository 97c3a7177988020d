import path from 'node:path';

/*
 * The signed-in states the setup project (e2e/auth.setup.ts) stores once per run, so that a test
 * whose subject is not signing in starts signed in instead of going through the login form again
 * (https://playwright.dev/docs/auth). The folder is git-ignored: a state holds a live session.
 */

const AUTH_DIR = path.join(__dirname, '.auth');

/** The e2e admin (an owner), signed in through the login form. */
export const adminStatePath = path.join(AUTH_DIR, 'admin.json');

/** The editor the setup project invites, who registers from the mailed link and signs in. */
export const editorStatePath = path.join(AUTH_DIR, 'editor.json');

/**
 * The shared editor's display name. Tests share this account, so none may change it (its name,
 * password, role, stores or state): a test that does invites a fresh account (signInAsNewAdmin).
 */
export const sharedEditorName = '編集 一郎';
