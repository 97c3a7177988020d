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
  // Packages published as ES modules only: kysely, uuid, and the HTML parser under sanitize-html
  // (htmlparser2 and its dom* and entities packages). Jest runs test files as CommonJS and loads
  // an ES module only under node --experimental-vm-modules, so these are compiled to CommonJS with
  // the rest; every other package in node_modules is loaded as it is.
  transformIgnorePatterns: ['/node_modules/(?!(kysely|uuid|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)'],
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
