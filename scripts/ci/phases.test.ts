import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * The phase runner of `npm test` and `.ci/run`, driven with stand-in commands: each phase timed,
 * a table at the end also after a failure, and the test counts read from Jest's and
 * Playwright's JSON reports.
 */

const runner = path.join(__dirname, 'phases.mjs');
let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'oz-phases-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, args, { cwd: work, env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env }, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A stand-in command: plain Node running `script`, the runner's arguments after `--`. */
const standIn = (script: string) => [process.execPath, '-e', script, '--'];

/** The table's row of a phase, its cells split on the runs of spaces between them. */
function row(stdout: string, name: string): string[] {
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(name));
  if (!line) throw new Error(`no row ${name} in:\n${stdout}`);
  return line.trim().split(/\s{2,}/);
}

/**
 * Runs `body` in a module of its own beside runPhases, with `node(code)`, a phase that runs `code`
 * in plain Node (the arguments after `--` are its own); `body` sets process.exitCode.
 */
function runModule(body: string) {
  const script = path.join(work, 'phases-run.mjs');
  writeFileSync(script, `
    import { runPhases } from ${JSON.stringify(pathToFileURL(runner).href)};
    const node = (code) => ({ command: ${JSON.stringify(process.execPath)}, args: ['-e', code, '--'] });
    ${body}`);
  return run([script]);
}

test('phases run in order; a failing phase stops the rest, is marked, and its exit code is the run’s', () => {
  const result = runModule(`
    process.exitCode = await runPhases([
      { name: 'lint', ...node('setTimeout(() => {}, 300)') },
      { name: 'type-check', ...node('process.exit(3)') },
      { name: 'Jest', ...node('console.log("must not run")') },
    ]);`);
  expect(result.status).toBe(3);
  expect(result.stdout).not.toContain('must not run');
  const [, lintTime, lintResult] = row(result.stdout, 'lint');
  expect(lintResult).toBe('ok');
  expect(Number.parseFloat(lintTime ?? '')).toBeGreaterThanOrEqual(0.3);
  expect(row(result.stdout, 'type-check').slice(2)).toEqual(['FAILED (exit 3)']);
  expect(row(result.stdout, 'Jest')).toEqual(['Jest', 'not run']);
  expect(row(result.stdout, 'total')[2]).toBe('FAILED');
});

test('.ci/run’s install and the later phases share one table through CI_TIMINGS_FILE', () => {
  const env = { CI_TIMINGS_FILE: path.join(work, 'timings.jsonl') };
  expect(run([runner, 'install', '--', ...standIn('')], env).stdout).not.toContain('Phase timings');
  const result = run([runner, '--summary', 'lint', '--', ...standIn('')], env);
  expect(result.status).toBe(0);
  expect(row(result.stdout, 'install')[2]).toBe('ok');
  expect(row(result.stdout, 'lint')[2]).toBe('ok');
});

test('the Jest phase prints the number of tests and each engine’s test time', () => {
  const report = {
    numTotalTests: 4,
    numPassedTests: 3,
    numFailedTests: 1,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [
      {
        assertionResults: [
          { ancestorTitles: ['the mail worker on sqlite'], duration: 1500 },
          { ancestorTitles: ['the mail worker on postgres'], duration: 2500 },
          { ancestorTitles: ['what a visitor may read, on postgres', 'drafts'], duration: 500 },
          { ancestorTitles: ['the page number'], duration: 10 },
        ],
      },
    ],
  };
  // Writes where Jest's --outputFile says, and fails as Jest does when a test fails.
  const fakeJest = `const file = process.argv.find((a) => a.startsWith('--outputFile=')).slice(13);
    require('fs').writeFileSync(file, ${JSON.stringify(JSON.stringify(report))}); process.exit(1);`;
  const result = run([runner, '--report', 'jest', 'Jest', '--', ...standIn(fakeJest)]);
  expect(result.status).toBe(1);
  expect(row(result.stdout, 'Jest').slice(2)).toEqual(['FAILED (exit 1)', '4 tests: 3 passed, 1 failed']);
  expect(row(result.stdout, '  SQLite').slice(1)).toEqual(['1.5 s', '1 test']);
  expect(row(result.stdout, '  PostgreSQL').slice(1)).toEqual(['3.0 s', '2 tests']);
  expect(row(result.stdout, '  other tests').slice(1)).toEqual(['0.0 s', '1 test']);
});

test('the Playwright phase prints the number of tests and each project’s time', () => {
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const spec = (projectName: string, startMs: number, duration: number) => ({ tests: [{ projectName, results: [{ startTime: at(startMs), duration }] }] });
  const report = {
    stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 0 },
    suites: [
      { specs: [spec('chromium', 1000, 2000), spec('chromium', 1500, 2500)] },
      { suites: [{ specs: [spec('clock', 5000, 4000)] }] },
      { specs: [spec('cluster', 10_000, 3000)] },
    ],
  };
  const fakePlaywright = `if (!process.argv.includes('--reporter=list,json')) process.exit(9);
    require('fs').writeFileSync(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE, ${JSON.stringify(JSON.stringify(report))});`;
  const result = run([runner, '--summary', '--report', 'playwright', 'Playwright', '--', ...standIn(fakePlaywright)]);
  expect(result.status).toBe(0);
  expect(row(result.stdout, 'Playwright').slice(2)).toEqual(['ok', '4 tests: 3 passed, 1 flaky']);
  expect(row(result.stdout, '  project chromium').slice(1)).toEqual(['3.0 s', '2 tests']);
  expect(row(result.stdout, '  project clock').slice(1)).toEqual(['4.0 s', '1 test']);
  expect(row(result.stdout, '  project cluster').slice(1)).toEqual(['3.0 s', '1 test']);
  expect(row(result.stdout, '  before the first test')[1]).toMatch(/^[01]\.\d s$/);
});

test('a group of phases runs side by side: one row with its wall time, each phase beneath it, a failure in it stops the rest', () => {
  const result = runModule(`
    process.exitCode = await runPhases([
      [
        { name: 'lint', ...node('setTimeout(() => {}, 1500)') },
        { name: 'type-check', ...node('setTimeout(() => process.exit(4), 1500)') },
      ],
      { name: 'Jest', ...node('console.log("must not run")') },
    ]);`);
  expect(result.status).toBe(4);
  expect(result.stdout).not.toContain('must not run');
  const [, wall, outcome] = row(result.stdout, 'lint ∥ type-check');
  expect(outcome).toBe('FAILED (exit 4)');
  // Side by side: the group takes about as long as its longer phase, not the sum of both.
  expect(Number.parseFloat(wall ?? '')).toBeGreaterThanOrEqual(1.5);
  expect(Number.parseFloat(wall ?? '')).toBeLessThan(2.8);
  expect(row(result.stdout, '  lint')[0]).toBe('lint');
  expect(row(result.stdout, '  type-check').slice(2)).toEqual(['FAILED (exit 4)']);
  expect(row(result.stdout, 'Jest')).toEqual(['Jest', 'not run']);
});

test('in a group, each line a phase prints starts with its name', () => {
  const result = runModule(`
    process.exitCode = await runPhases([
      [{ name: 'Jest', ...node('console.log("ran 7")') }, { name: 'build', ...node('console.error("built")') }],
    ]);`);
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('[Jest] ran 7\n');
  expect(result.stderr).toContain('[build] built\n');
  expect(row(result.stdout, 'Jest ∥ build')[2]).toBe('ok');
  expect(row(result.stdout, '  Jest').slice(1)).toEqual([expect.stringMatching(/ s$/), 'ok']);
});

test('a phase runs with its own settings added to the environment', () => {
  const result = runModule(`
    process.exitCode = await runPhases([{ name: 'build', ...node('process.exit(process.env.OZ_PHASE_SETTING === "on" ? 0 : 5)'), env: { OZ_PHASE_SETTING: 'on' } }]);`);
  expect(result.status).toBe(0);
  expect(row(result.stdout, 'build')[2]).toBe('ok');
});
