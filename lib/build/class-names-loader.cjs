/**
 * Turbopack loader of production builds: renames the Tailwind classes in our .ts/.tsx sources
 * to the short names of the build's map (lib/build/class-names.ts; next.config.ts sets it up).
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const tsx = require('tsx/cjs/api');

const { renameSourceClasses } = tsx.require('./class-names.ts', __filename);
const maps = new Map();

module.exports = function classNamesLoader(source) {
  const { mapFile } = this.getOptions();
  if (this.resourcePath.split(path.sep).includes('node_modules')) return source;
  if (!maps.has(mapFile)) maps.set(mapFile, JSON.parse(readFileSync(mapFile, 'utf8')));
  return renameSourceClasses(source, this.resourcePath, maps.get(mapFile));
};
