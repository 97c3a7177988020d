/**
 * Loads `.env`, `.env.local` and their per-mode variants into process.env the way Next.js does
 * (`@next/env`, the same loader with the same order; variables already set win), so a script sees
 * the configuration the server it starts will see. Import it first in every script.
 */
import './server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';

/** The folder of next.config.ts above `from`: the project, whether this runs from scripts/ or compiled into a build folder. */
export function findProjectRoot(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'next.config.ts'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}

export const projectRoot = findProjectRoot();

export function loadProjectEnv(dir: string = projectRoot, dev: boolean = process.argv.includes('--dev')): void {
  loadEnvConfig(dir, dev, { info: () => undefined, error: console.error }, true);
}

loadProjectEnv();
