import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheHandlerFiles, serverEntry } from '@/lib/core/cache/handler-files';
import { redisReachable, testRedisUrl } from '@/lib/test/redis';
import { compileServer } from './compile-server';

/*
 * The server a build runs is plain JavaScript that Node loads without a TypeScript loader, and
 * the cache handlers next.config.ts names are modules of the shape Next.js documents.
 */

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'oz-compiled-'));
  compileServer(distDir);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** Runs `script` with plain Node (no tsx, no Jest transform) and returns what it printed. */
function node(script: string, env: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  // Compiled outside the project here, so its packages are found as a build's are, in the project's node_modules.
  const root = path.resolve(__dirname, '..');
  const result = spawnSync(process.execPath, ['-e', script], { cwd: root, env: { PATH: process.env.PATH, NODE_ENV: 'production', NODE_PATH: path.join(root, 'node_modules'), ...env }, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

test('the server is compiled into the build folder, with our modules bundled and packages left to node_modules', () => {
  const server = readFileSync(serverEntry(distDir), 'utf8');
  expect(server).toContain('require("next")');
  // Our own modules are inside; no TypeScript and no path alias is left for Node to resolve.
  expect(server).not.toMatch(/require\("(@\/|[^"]+\.tsx?")/);
  expect(server).not.toContain('tsx/');
  expect(existsSync(`${serverEntry(distDir)}.map`)).toBe(true);
});

(redisReachable() ? test : test.skip)("the cache handlers load in plain Node and have the methods Next.js calls", () => {
  const { data, pages } = cacheHandlerFiles(distDir);
  const script = `
    const data = require(${JSON.stringify(data)}).default;
    const Pages = require(${JSON.stringify(pages)}).default;
    const page = new Pages({});
    console.log(JSON.stringify({
      data: ['get', 'set', 'refreshTags', 'getExpiration', 'updateTags'].filter((name) => typeof data[name] === 'function'),
      pages: ['get', 'set', 'revalidateTag', 'resetRequestCache'].filter((name) => typeof page[name] === 'function'),
    }));
    process.exit(0);`;
  const result = node(script, { REDIS_URL: testRedisUrl(), LOG_LEVEL: 'silent' });
  expect(result.stderr).toBe('');
  expect(JSON.parse(result.stdout)).toEqual({ data: ['get', 'set', 'refreshTags', 'getExpiration', 'updateTags'], pages: ['get', 'set', 'revalidateTag', 'resetRequestCache'] });
});
