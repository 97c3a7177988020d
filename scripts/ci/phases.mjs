// Runs the phases of `npm test` and `.ci/run` one after another (or a group of them side by side),
// times each, and prints a table
// of every phase at the end, also when one fails: that phase is marked, the later ones show as
// not run, and the exit code is the failing phase's. Plain Node, no packages, because .ci/run
// times `npm ci` before there are any.
//
// CI_TIMINGS_FILE (set by .ci/run) collects the phases of several runners in one table: the
// install that .ci/run times, then the phases of `npm test`.
//
// One phase from the command line (what .ci/run does):
//   node scripts/ci/phases.mjs [--report jest|playwright] [--summary] NAME -- COMMAND [ARG...]
// --summary prints the table after the phase even when it passes.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ label: string, seconds?: number, note?: string }} Detail
 * @typedef {{ name: string, seconds?: number, status: 'ok' | 'failed' | 'not run', code?: number, tests?: number, note?: string, details?: Detail[], members?: Record[] }} Record
 * @typedef {{ name: string, command: string, args?: string[], env?: Record<string, string>, report?: 'jest' | 'playwright' }} Phase
 */

const seconds = (ms) => ms / 1000;
const testCount = (count) => `${count} test${count === 1 ? '' : 's'}`;

/** Counts and, when the files name an engine, summed test time per database engine. */
function readJestReport(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = [`${report.numPassedTests} passed`];
  if (report.numFailedTests) counts.push(`${report.numFailedTests} failed`);
  if (report.numPendingTests + report.numTodoTests) counts.push(`${report.numPendingTests + report.numTodoTests} skipped`);
  // describe.each(engines())('… on $name') names the engine; other tests run once.
  const engines = new Map([['SQLite', { tests: 0, ms: 0 }], ['PostgreSQL', { tests: 0, ms: 0 }], ['other tests', { tests: 0, ms: 0 }]]);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const engine = /\bon (sqlite|postgres)\b/.exec(test.ancestorTitles.join(' '))?.[1];
      const entry = engines.get(engine === 'sqlite' ? 'SQLite' : engine === 'postgres' ? 'PostgreSQL' : 'other tests');
      entry.tests += 1;
      entry.ms += test.duration ?? 0;
    }
  }
  return {
    tests: report.numTotalTests,
    note: `${testCount(report.numTotalTests)}: ${counts.join(', ')}`,
    details: [...engines].filter(([, entry]) => entry.tests > 0).map(([label, entry]) => ({
      label: `${label}: test time summed over workers`,
      seconds: seconds(entry.ms),
      note: testCount(entry.tests),
    })),
  };
}

/** Counts, and the span of each project from its first test's start to its last test's end. */
function readPlaywrightReport(file, phaseStart) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const projects = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const project = projects.get(test.projectName) ?? { tests: 0, start: Infinity, end: -Infinity };
        project.tests += 1;
        for (const result of test.results ?? []) {
          const start = Date.parse(result.startTime);
          project.start = Math.min(project.start, start);
          project.end = Math.max(project.end, start + result.duration);
        }
        projects.set(test.projectName, project);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  const counts = [`${expected} passed`];
  if (unexpected) counts.push(`${unexpected} failed`);
  if (flaky) counts.push(`${flaky} flaky`);
  if (skipped) counts.push(`${skipped} skipped`);
  const ran = [...projects].filter(([, project]) => project.end > project.start);
  const firstStart = Math.min(...ran.map(([, project]) => project.start));
  const details = ran.length && Number.isFinite(firstStart)
    ? [{ label: 'before the first test (web server build and start)', seconds: seconds(firstStart - phaseStart) }]
    : [];
  for (const [name, project] of projects) {
    details.push({
      label: `project ${name}`,
      seconds: project.end > project.start ? seconds(project.end - project.start) : undefined,
      note: testCount(project.tests),
    });
  }
  return { tests: expected + unexpected + flaky + skipped, note: `${testCount(expected + unexpected + flaky + skipped)}: ${counts.join(', ')}`, details };
}

/** The command line and environment that make the phase leave a report we can read. */
function withReport(phase, reportFile) {
  const args = [...(phase.args ?? [])];
  const env = { ...process.env, ...phase.env };
  if (phase.report === 'jest') args.push('--json', `--outputFile=${reportFile}`);
  if (phase.report === 'playwright') {
    args.push('--reporter=list,json');
    env.PLAYWRIGHT_JSON_OUTPUT_FILE = reportFile;
  }
  return { args, env };
}

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The child hears a terminal's Ctrl-C itself; a SIGTERM sent to us alone is passed on.
    if (signal === 'SIGTERM') for (const child of running) child.kill(signal);
    if (running.size === 0) process.exit(128 + constants.signals[signal]);
  });
}

/** Writes each line of `stream` to `out` after `prefix`, so side-by-side phases stay readable. */
function prefixLines(stream, out, prefix) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

/**
 * @param {Phase} phase
 * @param {{ prefixed?: boolean }} options prefixed: each line of its output starts with `[name] `
 *   (a phase of a group, whose output interleaves with the others')
 * @returns {Promise<Record>}
 */
async function runPhase(phase, { prefixed = false } = {}) {
  const reportDir = phase.report ? mkdtempSync(path.join(tmpdir(), 'oz-phase-')) : undefined;
  const reportFile = reportDir && path.join(reportDir, 'report.json');
  const { args, env } = withReport(phase, reportFile);
  console.log(`\n▶ ${phase.name}: ${[phase.command, ...args].join(' ')}`);
  const start = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(phase.command, args, { stdio: prefixed ? ['inherit', 'pipe', 'pipe'] : 'inherit', env });
    if (prefixed) {
      prefixLines(child.stdout, process.stdout, `[${phase.name}] `);
      prefixLines(child.stderr, process.stderr, `[${phase.name}] `);
    }
    running.add(child);
    child.on('error', (error) => {
      console.error(`${phase.name}: ${error.message}`);
      running.delete(child);
      resolve(127);
    });
    child.on('exit', (exitCode, signal) => {
      running.delete(child);
      resolve(exitCode ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
  const elapsed = Date.now() - start;
  /** @type {Record} */
  const record = { name: phase.name, seconds: seconds(elapsed), status: code === 0 ? 'ok' : 'failed', code };
  if (reportFile && existsSync(reportFile)) {
    try {
      Object.assign(record, phase.report === 'jest' ? readJestReport(reportFile) : readPlaywrightReport(reportFile, start));
    } catch (error) {
      record.note = `report unreadable: ${error.message}`;
    }
  }
  if (reportDir) rmSync(reportDir, { recursive: true, force: true });
  console.log(`◀ ${phase.name}: ${record.status === 'ok' ? 'ok' : `FAILED (exit ${code})`} in ${record.seconds.toFixed(1)} s`);
  return record;
}

function earlierRecords() {
  const file = process.env.CI_TIMINGS_FILE;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

function remember(record) {
  if (process.env.CI_TIMINGS_FILE) appendFileSync(process.env.CI_TIMINGS_FILE, `${JSON.stringify(record)}\n`);
}

const time = (value) => (value === undefined ? '' : `${value.toFixed(1)} s`);

/** @param {Record[]} records */
export function summary(records) {
  const rows = [];
  const add = (record, indent) => {
    const result = record.status === 'failed' ? `FAILED (exit ${record.code})` : record.status;
    rows.push([`${indent}${record.name}`, time(record.seconds), result, record.note ?? '']);
    for (const member of record.members ?? []) add(member, `${indent}  `);
    for (const detail of record.details ?? []) rows.push([`${indent}  ${detail.label}`, time(detail.seconds), '', detail.note ?? '']);
  };
  for (const record of records) add(record, '');
  const total = records.reduce((sum, record) => sum + (record.seconds ?? 0), 0);
  rows.push(['total', time(total), records.some((record) => record.status === 'failed') ? 'FAILED' : 'ok', '']);
  const header = ['phase', 'time', 'result', 'tests'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 1 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd();
  return ['', 'Phase timings', line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Phases side by side (commands that leave a core idle, or each keep one busy, such as ESLint
 * and tsc), each line of their output prefixed with its phase's name: one row with the group's
 * wall time, and each phase's own time, result and tests beneath it.
 * @param {Phase[]} group @returns {Promise<Record>}
 */
async function runGroup(group) {
  const start = Date.now();
  const records = await Promise.all(group.map((phase) => runPhase(phase, { prefixed: true })));
  const failed = records.find((record) => record.status === 'failed');
  return {
    name: group.map((phase) => phase.name).join(' ∥ '),
    seconds: seconds(Date.now() - start),
    status: failed ? 'failed' : 'ok',
    code: failed?.code ?? 0,
    members: records,
  };
}

/**
 * Runs the phases in order and stops at the first that fails; an array of phases is run side by
 * side (runGroup). Prints the table of these phases and those CI_TIMINGS_FILE holds from earlier
 * runners; resolves to the exit code.
 * @param {(Phase | Phase[])[]} phases
 */
export async function runPhases(phases, { alwaysSummary = true } = {}) {
  const records = earlierRecords();
  let code = 0;
  for (const phase of phases) {
    if (code !== 0) {
      records.push({ name: Array.isArray(phase) ? phase.map((member) => member.name).join(' ∥ ') : phase.name, status: 'not run' });
      continue;
    }
    const record = Array.isArray(phase) ? await runGroup(phase) : await runPhase(phase);
    remember(record);
    records.push(record);
    code = record.code ?? 0;
  }
  if (alwaysSummary || code !== 0) console.log(summary(records));
  return code;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const split = argv.indexOf('--');
  const options = split === -1 ? argv : argv.slice(0, split);
  const [command, ...args] = split === -1 ? [] : argv.slice(split + 1);
  let report;
  let name;
  for (let index = 0; index < options.length; index += 1) {
    if (options[index] === '--report') report = options[(index += 1)];
    else if (!options[index].startsWith('--')) name = options[index];
  }
  if (!name || !command || (report && report !== 'jest' && report !== 'playwright')) {
    console.error('usage: node scripts/ci/phases.mjs [--report jest|playwright] [--summary] NAME -- COMMAND [ARG...]');
    process.exit(2);
  }
  process.exitCode = await runPhases([{ name, command, args, report }], { alwaysSummary: options.includes('--summary') });
}
