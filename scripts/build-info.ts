import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
