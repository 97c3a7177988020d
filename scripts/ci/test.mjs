// `npm test`: the prerequisites, lint beside the type-check, Jest and Playwright, in that order, each
// timed, with the table of phases and the numbers of tests at the end (scripts/ci/phases.mjs).
// Jest is one phase: every database test file runs its SQLite and PostgreSQL variants side by side
// in the same workers, so the table shows each engine's summed test time, not a wall time.
import { runPhases } from './phases.mjs';

process.exitCode = await runPhases([
  { name: 'prerequisites', command: 'bash', args: ['scripts/test-prerequisites.sh'] },
  // Each keeps one core busy: side by side they take the longer one's time, not the sum.
  [
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    { name: 'type-check', command: 'npm', args: ['run', 'typecheck'] },
  ],
  { name: 'Jest', command: 'npm', args: ['run', 'test:unit', '--'], report: 'jest' },
  // The type-check phase has checked this tree: the e2e and cluster builds do not check it again.
  { name: 'Playwright', command: 'npm', args: ['run', 'test:e2e', '--'], env: { OZ_SKIP_TYPE_CHECK: '1' }, report: 'playwright' },
]);
