/**
 * PostCSS plugin, after Tailwind's: renames the utilities' class selectors to the short names of
 * the production build's map (lib/build/class-names.ts). Without a map (development, tests) it
 * changes nothing.
 */
const { readFileSync } = require('node:fs');
const tsx = require('tsx/cjs/api');

const { renameSelector } = tsx.require('./class-names.ts', __filename);

module.exports = () => ({
  postcssPlugin: 'oz-class-names',
  OnceExit(root) {
    const mapFile = process.env.OZ_CLASS_NAMES;
    if (!mapFile) return;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    root.walkRules((rule) => {
      rule.selector = renameSelector(rule.selector, map);
    });
  },
});
module.exports.postcss = true;
