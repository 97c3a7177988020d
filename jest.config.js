/**
 * Unit and API tests: `*.test.ts` files beside the code they test, run on SQLite and, when it
 * is reachable, PostgreSQL (see lib/test/engines.ts). CI sets REQUIRE_POSTGRES=1.
 * @type {import('jest').Config}
 */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/.next-[^/]*/', '<rootDir>/data/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.next-[^/]*/', '<rootDir>/data/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // First: an imported image file is an address, as Next.js gives it (`@/…` would map it to the file itself).
    '\\.svg$': '<rootDir>/lib/core/testing/image-file-stub.js',
    '^@/(.*)$': '<rootDir>/$1',
    // Next.js resolves `server-only` itself; outside it the marker is an empty module.
    '^server-only$': '<rootDir>/lib/core/testing/server-only-stub.js',
    // On Node.js 24 (scripts/ci/node24.mjs), better-sqlite3 13 in place of node_modules' 12, which is Node 20's.
    ...(process.env.OZ_BETTER_SQLITE3_DIR ? { '^better-sqlite3(/.*)?$': `${process.env.OZ_BETTER_SQLITE3_DIR}$1` } : {}),
  },
  globalSetup: '<rootDir>/lib/test/global-setup.ts',
  setupFiles: ['<rootDir>/lib/test/setup-env.ts'],
  testTimeout: 20_000,
  // One worker per core. Jest's own default is one fewer than the cores, and with one worker it
  // runs every file in its main process, one after the other ("in band"): on a 2-core machine
  // the database tests then leave a core idle while they wait on PostgreSQL. Here, one run after
  // the other on the same tree: in band 346 s, two workers 228 s, three 238 s (README, "npm test").
  maxWorkers: '100%',
};

module.exports = config;
