// `npm test`: the prerequisites, lint beside the type-check, Jest on Node.js 20 beside Jest on 24,
// Node 24's build and smoke, and Playwright, in that order, each timed, with the table of phases
// and the numbers of tests at the end (scripts/ci/phases.mjs).
// Each Jest run is one phase: every database test file runs its SQLite and PostgreSQL variants side by
// side in the same workers, so the table shows each engine's summed test time, not a wall time.
import { runPhases } from './phases.mjs';

const node24 = 'scripts/ci/node24.mjs';

process.exitCode = await runPhases([
  { name: 'prerequisites', command: 'bash', args: ['scripts/test-prerequisites.sh'] },
  // Each keeps one core busy: side by side they take the longer one's time, not the sum.
  [
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    { name: 'type-check', command: 'npm', args: ['run', 'typecheck'] },
  ],
  // The same Jest suite on Node.js 20 and, from the registry's official build, on 24 (only the
  // first run on a machine downloads it; scripts/ci/node24.mjs), side by side: each leaves a third
  // of the two cores idle while its tests wait on PostgreSQL and timers (one after the other
  // 212 s, side by side 177 s here). Node 24's must run as many tests as Node 20's.
  { name: 'Node.js 24: runtime', command: 'node', args: [node24, 'setup'] },
  [
    { name: 'Jest', command: 'npm', args: ['run', 'test:unit', '--'], report: 'jest' },
    { name: 'Node.js 24: Jest', command: 'node', args: [node24, 'run', '--', 'node', 'node_modules/jest/bin/jest.js'], report: 'jest', sameTestsAs: 'Jest' },
  ],
  // A production build and a start-and-smoke on Node.js 24.
  {
    name: 'Node.js 24: build and smoke',
    command: 'node',
    args: [node24, 'run', '--', 'node', 'scripts/ci/smoke.mjs', '--port', '3300', '--data', 'data/e2e-node24', '--dist', '.next-node24'],
  },
  // The type-check phase has checked this tree: the e2e and cluster builds do not check it again.
  { name: 'Playwright', command: 'npm', args: ['run', 'test:e2e', '--'], env: { OZ_SKIP_TYPE_CHECK: '1' }, report: 'playwright' },
]);
