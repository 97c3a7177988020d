import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from './env';

/** What a script would see of the configuration, run in a process of its own as npm runs it. */
function configSeenByScript(dir: string, env: Record<string, string>): Record<string, unknown> {
  const code = `const { loadProjectEnv } = require('./scripts/env'); loadProjectEnv(${JSON.stringify(dir)}, false);
    const { getConfig } = require('./lib/core/config'); const c = getConfig();
    console.log(JSON.stringify({ DATABASE_URL: c.DATABASE_URL, siteUrl: c.siteUrl, MAIL_FROM: c.MAIL_FROM }));`;
  const output = execFileSync(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['-e', code], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
}

describe('scripts read .env files as Next.js does', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'oz-env-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('.env.local wins over .env, and a variable already set wins over both', () => {
    writeFileSync(path.join(dir, '.env'), 'DATABASE_URL=postgres://from-env@127.0.0.1/a\nSITE_URL=https://from-env.example\nMAIL_FROM=Oz <a@b.example>\n');
    writeFileSync(path.join(dir, '.env.local'), 'DATABASE_URL=postgres://from-local@127.0.0.1/b\n');
    expect(configSeenByScript(dir, { MAIL_FROM: 'Set <set@example.com>' })).toEqual({
      DATABASE_URL: 'postgres://from-local@127.0.0.1/b',
      siteUrl: 'https://from-env.example',
      MAIL_FROM: 'Set <set@example.com>',
    });
  });
  test('every script npm runs loads them before anything reads the configuration', () => {
    const scripts = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const entries = [...new Set(Object.values(scripts).flatMap((command) => /^tsx (scripts\/[\w-]+\.ts)/.exec(command)?.[1] ?? []))];
    // `npm run serve` runs the compiled scripts/server.ts (scripts/compile-server.ts).
    expect(scripts.serve).toBe('node .next/oz-server/server.js');
    entries.push('scripts/server.ts');
    expect(entries).toEqual(expect.arrayContaining(['scripts/start.ts', 'scripts/server.ts', 'scripts/seed.ts', 'scripts/migrate.ts']));
    for (const entry of entries) {
      const firstImport = /^import .*$/m.exec(readFileSync(path.join(projectRoot, entry), 'utf8'))?.[0];
      if (entry.includes('bench') || entry.includes('make-') || entry.includes('screenshots')) continue;
      expect(`${entry}: ${firstImport}`).toBe(`${entry}: import './env';`);
    }
  });
});
