import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

/** The e2e server serves a fresh copy of the demo content with a known admin. */
export const e2eAdmin = { email: 'admin@e2e.test', password: 'e2e-password-1234' };

/**
 * Debian's build of Chromium without the browser's own window ("old headless", package
 * chromium-headless-shell), which is what Playwright's own headless runs use. The full
 * /usr/bin/chromium in headless mode starts a renderer for its window's toolbar in every new
 * context: the same 24 page loads took 2.8 times the CPU with it here (77 s against 28 s), which
 * on two cores is what made the suite slow.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  // Ceilings against hangs, not speed budgets (those are the bench:* scripts): on a slow day this
  // 2-core machine runs the admin's screens three times slower than usual, and the landed suite
  // then timed out at 30 s / 10 s with nothing wrong.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // Two at a time for the specs that work, and one more slot for the one that mostly waits (clock).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // A trace of a test's retry (CI retries once): recording one for every test and keeping it
    // only when it failed cost a third of the suite's time here, in screencast frames and DOM
    // snapshots nobody read (the same 56 tests: 182 s against 117 s). Locally, --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: browserPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
    },
  },
  projects: [
    // Signs the shared accounts in once and stores their sessions for the others (e2e/auth.setup.ts).
    { name: 'setup', use: { ...devices['Desktop Chrome'] }, testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /campaign-expiry|cluster\//, dependencies: ['setup'], workers: 2 },
    // Waits five minutes of real time for midnight on an instance of its own (its clock is moved),
    // beside the chromium project: its one test costs a third slot, not two cores.
    { name: 'clock', use: { ...devices['Desktop Chrome'] }, testMatch: /campaign-expiry/, dependencies: ['setup'], workers: 1 },
    // Two instances on PostgreSQL and Redis behind nginx (scripts/cluster.ts), built and started
    // by each spec itself: last and alone, as it terminates database connections, and one spec
    // at a time, as they share the build, the schema and the ports.
    { name: 'cluster', use: { ...devices['Desktop Chrome'] }, testMatch: /cluster\/.*\.spec\.ts$/, dependencies: ['chromium', 'clock'], timeout: 60_000, workers: 1 },
  ],
  // The cluster project starts its own servers: `E2E_CLUSTER_ONLY=1 npx playwright test --project cluster --no-deps` runs it without this one.
  webServer: process.env.E2E_CLUSTER_ONLY ? undefined : {
    command: 'npx tsx e2e/serve.ts',
    url: `${baseURL}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      PORT: String(port),
      SITE_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      NEXTAUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      // The tests stand in for one proxy: each sets X-Forwarded-For to be counted as its own client.
      TRUST_PROXY_HOPS: '1',
      // Lets e2e/errors.spec.ts make a page or a section fail on the server (lib/core/testing/faults.ts).
      OZ_FAULT_INJECTION: '1',
      // Warnings and errors only: an access line for each of the suite's requests would bury the report.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Not the default (1095): e2e/content-company.spec.ts sees the privacy policy state the period the server runs with.
      ENQUIRY_RETENTION_DAYS: '730',
    },
  },
});
