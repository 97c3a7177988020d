/**
 * Lighthouse's CPU slowdown for emulating a mid-tier mobile phone, from the host's benchmark
 * index (`lhr.environment.benchmarkIndex`), as Lighthouse documents it: docs/throttling.md,
 * "CPU Throttling" → "Calibrating the CPU slowdown"
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#cpu-throttling), which
 * says the fixed default of 4× only fits a high-end desktop and sends you to its calculator
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/, source
 * github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js). The calculator's
 * points: index 150 → 1×, 800 → 2×, 1300 → 3×, then one more per 233 points (1533 → 4×,
 * 2000 → 6×); a host under 150 is too slow to emulate the phone at all.
 */

import { median } from './bench-budgets';

/** [benchmark index, multiplier] points of the calculator, linear between them. */
const POINTS: readonly (readonly [index: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
/** Above the last point: one more step of slowdown per this many index points. */
const INDEX_PER_STEP_ABOVE = 233;

export interface CpuSlowdown {
  benchmarkIndex: number;
  multiplier: number;
  /** The host is slower than the phone Lighthouse emulates: no slowdown, and the scores read low. */
  tooSlow: boolean;
}

export function cpuSlowdownFor(benchmarkIndex: number): CpuSlowdown {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`A benchmark index is a positive number, not ${benchmarkIndex}.`);
  }
  const [lowest] = POINTS[0]!;
  if (benchmarkIndex < lowest) return { benchmarkIndex, multiplier: 1, tooSlow: true };
  const [lastIndex, lastMultiplier] = POINTS.at(-1)!;
  if (benchmarkIndex >= lastIndex) {
    return { benchmarkIndex, multiplier: lastMultiplier + (benchmarkIndex - lastIndex) / INDEX_PER_STEP_ABOVE, tooSlow: false };
  }
  const upper = POINTS.findIndex(([index]) => index > benchmarkIndex);
  const [fromIndex, fromMultiplier] = POINTS[upper - 1]!;
  const [toIndex, toMultiplier] = POINTS[upper]!;
  const multiplier = fromMultiplier + ((benchmarkIndex - fromIndex) / (toIndex - fromIndex)) * (toMultiplier - fromMultiplier);
  return { benchmarkIndex, multiplier, tooSlow: false };
}

/**
 * The slowdown from several calibration runs: the median of their benchmark indexes. One run is
 * not enough: on the same quiet 2-core host, single runs measured 837 one time and 1,553 the next
 * (2.07× against 4.08×), which moved every score of that bench by several points.
 */
export function cpuSlowdownForRuns(benchmarkIndexes: readonly number[]): CpuSlowdown {
  const index = median(benchmarkIndexes);
  if (index === null) throw new Error('No calibration run measured a benchmark index.');
  return cpuSlowdownFor(index);
}
