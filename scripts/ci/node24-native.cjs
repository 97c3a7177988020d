// Preloaded (NODE_OPTIONS=--require) into every Node.js 24 process of scripts/ci/node24.mjs: a
// module that resolves into node_modules/better-sqlite3 (12, Node 20's) is loaded from
// better-sqlite3 13 (OZ_BETTER_SQLITE3_DIR) instead, by the same path inside it. That covers the
// bare `better-sqlite3` of our code and the link Turbopack makes to it in the build folder
// (<distDir>/node_modules/better-sqlite3-<hash>), which Node resolves to the real folder first.
// module.registerHooks is Node's synchronous resolution hook (Node 22.15 and later).
const { registerHooks } = require('node:module');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const replacement = process.env.OZ_BETTER_SQLITE3_DIR;
if (replacement) {
  const from = `${pathToFileURL(path.resolve(__dirname, '../../node_modules/better-sqlite3')).href}/`;
  const to = `${pathToFileURL(path.resolve(replacement)).href}/`;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      return resolved.url?.startsWith(from) ? { ...resolved, url: to + resolved.url.slice(from.length) } : resolved;
    },
  });
}
