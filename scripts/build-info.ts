import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '@/lib/core/config';

/*
 * Prerendered pages hold the content of the database they were built from. `npm start` records
 * which one that was and rebuilds when it differs; seeding forgets the record, so the next start
 * rebuilds from the new content. It records the configuration a build bakes in too.
 */
/** Where `next build` writes; NEXT_DIST_DIR lets a second build live beside the first. */
export const distDir = path.resolve(__dirname, '..', process.env.NEXT_DIST_DIR ?? '.next');
const file = path.join(distDir, 'oz-build.json');

type BakedConfig = Record<string, string>;

interface BuildRecord {
  target?: string;
  config?: BakedConfig;
}

function readRecord(): BuildRecord {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildRecord) : {};
}

/**
 * The settings a build fixes: the card-payment page's address is in the prerendered store pages
 * and in the Content-Security-Policy (form-action) next.config.ts writes into the build; the
 * retention periods of enquiries and of the visit analytics are stated in the prerendered privacy policy.
 */
export function bakedConfig(): BakedConfig {
  const config = getConfig();
  return {
    PAYMENT_FORM_URL: config.PAYMENT_FORM_URL,
    ENQUIRY_RETENTION_DAYS: String(config.ENQUIRY_RETENTION_DAYS),
    ANALYTICS_RETENTION_DAYS: String(config.ANALYTICS_RETENTION_DAYS),
  };
}

/** The names of the baked settings whose value differs from the recorded one (all of them when none is recorded). */
export function changedSettings(recorded: BakedConfig | undefined, current: BakedConfig): string[] {
  return Object.keys(current).filter((name) => recorded?.[name] !== current[name]);
}

export function builtFrom(): string | null {
  return readRecord().target ?? null;
}

/** The baked settings that changed since the last build. */
export function settingsChangedSinceBuild(): string[] {
  return changedSettings(readRecord().config, bakedConfig());
}

export function recordBuild(target: string): void {
  writeFileSync(file, JSON.stringify({ target, config: bakedConfig() } satisfies BuildRecord));
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
