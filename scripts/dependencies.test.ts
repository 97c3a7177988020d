import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');
const SOURCES = ['app', 'components', 'lib', 'graphql', 'scripts', 'e2e', 'middleware.ts', 'instrumentation.ts', 'next.config.ts', 'playwright.config.ts', 'jest.config.js'];
const IGNORED = new Set(['node_modules', 'bench-floor']);
/** Names Next.js resolves itself; Jest and the scripts map them to lib/core/testing/server-only-stub.js. */
const PROVIDED_BY_NEXT = new Set(['server-only']);

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return /\.(ts|tsx|js|mjs|cjs)$/.test(entry) ? [entry] : [];
  return readdirSync(full).filter((name) => !IGNORED.has(name)).flatMap((name) => sourceFiles(path.join(entry, name)));
}

/** The package a bare import names: `next/navigation` → `next`, `@scope/pkg/sub` → `@scope/pkg`. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('@/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

test('every package the code imports is declared in package.json', () => {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
  const builtins = new Set(builtinModules);
  const undeclared = new Map<string, string>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    // TypeScript's own scanner: static and dynamic imports, re-exports and require() calls.
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const name = packageOf(fileName);
      if (name && !declared.has(name) && !builtins.has(name) && !PROVIDED_BY_NEXT.has(name)) undeclared.set(name, file);
    }
  }
  expect(Object.fromEntries(undeclared)).toEqual({});
});
