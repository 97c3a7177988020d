// Removes optional dependencies that package-lock.json names but holds no entry for.
//
// The registry our machines reach lacks some builds for other platforms (for example
// @next/swc-darwin-arm64), so npm cannot lock them; `npm ci` then refuses the lockfile as out of
// sync with itself. Those builds are never installed on Linux anyway. Idempotent; .ci/run calls it
// before `npm ci`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let removed = 0;
for (const [location, entry] of Object.entries(lock.packages ?? {})) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (!(nested in lock.packages) && !(`node_modules/${name}` in lock.packages)) {
      delete entry.optionalDependencies[name];
      removed += 1;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
if (removed > 0) {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: removed ${removed} optional dependencies that the registry does not serve.`);
}
