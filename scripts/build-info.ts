import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Prerendered pages hold the content of the database they were built from. `npm start` records
 * which one that was and rebuilds when it differs; seeding forgets the record, so the next start
 * rebuilds from the new content.
 */
/** Where `next build` writes; NEXT_DIST_DIR lets a second build live beside the first. */
export const distDir = path.resolve(__dirname, '..', process.env.NEXT_DIST_DIR ?? '.next');
const file = path.join(distDir, 'oz-build.json');

export function builtFrom(): string | null {
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { target?: string }).target ?? null;
}

export function recordBuild(target: string): void {
  writeFileSync(file, JSON.stringify({ target }));
}

export function forgetBuiltContent(): void {
  rmSync(file, { force: true });
}

/**
 * The newest change below a source file or folder (test files do not count). A folder's own time
 * counts too: it changes when a file in it is added, removed or renamed, which no file's time shows.
 */
export function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}
