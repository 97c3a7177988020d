/**
 * The layers, checked by `npm run lint` (dependency-cruiser). From the bottom up: `lib/core/` (the
 * domain and server core: model, database, auth, mail, media, cache, HTTP, operations, the facts,
 * the public reads) → `graphql/` (the API contract on it) → `lib/site/` (page copy and page helpers:
 * fixed pages' text, store and top-page copy, SEO) and `lib/ui/` (browser helpers) →
 * `components/` → `app/` (routes); nothing in lib/ imports graphql/. Scripts and the middleware
 * sit beside `lib/core/`. An arrow may only point down, and no two modules may import each other in
 * a circle, types included.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules must not import each other in a circle, not even through a type-only import (erased when compiled, ' +
        'it still ties the two files together for a reader): split the shared part into a module both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-next-private',
      severity: 'error',
      comment: 'next/dist/... is private to Next.js and moves in any release: use a documented API instead.',
      from: {},
      // A bare `import ... from 'next'` resolves to the package's main file, which lives in dist/.
      to: { path: '^node_modules/next/dist/', pathNot: '^node_modules/next/dist/server/next\\.js$' },
    },
    {
      name: 'no-components-below',
      severity: 'error',
      comment:
        'lib/, graphql/, scripts/ and the middleware sit below the UI: a type or helper they need belongs in lib/ ' +
        '(components and routes import it from there). A test may import the route handler it tests.',
      from: { path: '^(lib|graphql|scripts)/|^middleware\\.ts$', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'lib-below-api',
      severity: 'error',
      comment:
        'lib/ never imports graphql/: the public reads go down to the repository as the resolvers do (lib/core/content/public-reads.ts), ' +
        'and a number the API owns reaches lib/core/ by registration (registerGauge in lib/core/ops/metrics.ts). ' +
        'A test, and lib/test/ (the Jest helpers), may call the API.',
      from: { path: '^lib/(core|site|ui)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^graphql/' },
    },
    {
      name: 'core-below-pages',
      severity: 'error',
      comment: 'lib/core/ and graphql/ sit below page copy and browser helpers: what they need belongs in lib/core/.',
      from: { path: '^(lib/core|graphql)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^lib/(site|ui)/' },
    },
    {
      name: 'booking-through-its-doors',
      severity: 'error',
      comment:
        'Outside lib/core/booking/ the trial booking is reached through its doors only: index.ts for server code, ' +
        'shared.ts for code that also runs in the browser (values from browser-safe files only, types from any; index.ts includes it) ' +
        'and actions.ts, the pages\' server actions. Its other files are its own: what another module needs is exported from a door.',
      from: { pathNot: '^lib/core/booking/' },
      to: { path: '^lib/core/booking/', pathNot: '^lib/core/booking/(index|shared|actions)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    exclude: { path: '^(\\.next[^/]*|data|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
    skipAnalysisNotInRules: true,
    // Re-reads only the files whose content changed since the last run.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
