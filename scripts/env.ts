/**
 * Loads `.env`, `.env.local` and their per-mode variants into process.env the way Next.js does
 * (`@next/env`, the same loader with the same order; variables already set win), so a script sees
 * the configuration the server it starts will see. Import it first in every script.
 */
import './server-only';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';

export const projectRoot = path.resolve(__dirname, '..');

export function loadProjectEnv(dir: string = projectRoot, dev: boolean = process.argv.includes('--dev')): void {
  loadEnvConfig(dir, dev, { info: () => undefined, error: console.error }, true);
}

loadProjectEnv();
