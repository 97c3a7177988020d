/**
 * `npm run bench:web`'s budgets against the floor (issue 30): on the calibrated profile a page's
 * Lighthouse Performance within 3 points of the bare Next.js floor's, and its total blocking time
 * within 1.5× the floor's. Measured in the same run, so the host's speed cancels out.
 */

export interface BudgetLine {
  label: string;
  actual: string;
  limit: string;
  /** null: not measured. */
  ok: boolean | null;
  note?: string;
}

/** Median Lighthouse figures of one page: Performance 0–100, total blocking time in ms. */
export interface FloorFigures {
  performance: number | null;
  tbtMs: number | null;
}

export const FLOOR_BUDGET = { pointsUnderFloor: 3, tbtOverFloor: 1.5 } as const;

/** The median of the measured values (nulls and non-numbers left out); null when none was measured. */
export function median(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1 ? present[middle]! : (present[middle - 1]! + present[middle]!) / 2;
}

export const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
export const score = (value: number | null) => (value === null ? '—' : String(Math.round(value)));

/** The Performance and total-blocking-time lines of `label`, against the floor (n/a without one). */
export function floorBudgets(label: string, page: FloorFigures, floor: FloorFigures | undefined): BudgetLine[] {
  const { pointsUnderFloor, tbtOverFloor } = FLOOR_BUDGET;
  const performance = page.performance === null ? null : Math.round(page.performance);
  const floorPerformance = floor?.performance == null ? null : Math.round(floor.performance);
  const minimum = floorPerformance === null ? null : floorPerformance - pointsUnderFloor;
  const floorTbt = floor?.tbtMs ?? null;
  const maximumTbt = floorTbt === null ? null : floorTbt * tbtOverFloor;
  return [
    {
      label: `${label}: Lighthouse Perf (median)`,
      actual: score(performance),
      limit: minimum === null ? `≥ the floor's − ${pointsUnderFloor} (no floor)` : `≥ ${minimum} (the floor's ${floorPerformance} − ${pointsUnderFloor})`,
      ok: performance === null || minimum === null ? null : performance >= minimum,
    },
    {
      label: `${label}: total blocking time (median)`,
      actual: ms(page.tbtMs),
      limit: maximumTbt === null ? `≤ ${tbtOverFloor} × the floor's (no floor)` : `≤ ${ms(maximumTbt)} (${tbtOverFloor} × the floor's ${ms(floorTbt)})`,
      ok: page.tbtMs === null || maximumTbt === null ? null : page.tbtMs <= maximumTbt,
    },
  ];
}

/** How far a run's benchmark index may stray from the calibration's before its scores are suspect. */
export const INDEX_DRIFT = 0.25;

/**
 * A note when the host ran a page more than 25% faster or slower than when the slowdown was
 * calibrated (a busy shared machine): the run then emulates a slower or faster phone than the
 * others, and its Performance and TBT say little. null when the speeds agree.
 */
export function driftNote(calibrationIndex: number, runIndex: number | null): string | null {
  if (runIndex === null || Math.abs(runIndex / calibrationIndex - 1) <= INDEX_DRIFT) return null;
  return `CPU index ${Math.round(runIndex)} against ${Math.round(calibrationIndex)} at calibration: the host's speed changed, measure again on a quieter one`;
}
