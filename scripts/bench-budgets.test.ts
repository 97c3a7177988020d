import { driftNote, floorBudgets } from './bench-budgets';

describe('floorBudgets', () => {
  const floor = { performance: 97, tbtMs: 200 };

  it('holds a page to 3 points under the floor’s Performance and 1.5× its total blocking time', () => {
    const [performance, tbt] = floorBudgets('top page', { performance: 94, tbtMs: 300 }, floor);
    expect(performance).toMatchObject({ label: 'top page: Lighthouse Perf (median)', actual: '94', limit: "≥ 94 (the floor's 97 − 3)", ok: true });
    expect(tbt).toMatchObject({ label: 'top page: total blocking time (median)', actual: '300 ms', limit: "≤ 300 ms (1.5 × the floor's 200 ms)", ok: true });
  });

  it('marks a page 4 points under the floor, or blocking longer than 1.5× the floor, as over', () => {
    const [performance, tbt] = floorBudgets('store page', { performance: 93, tbtMs: 301 }, floor);
    expect(performance!.ok).toBe(false);
    expect(tbt!.ok).toBe(false);
  });

  it('has no verdict without a floor or without the page’s figure', () => {
    expect(floorBudgets('top page', { performance: 99, tbtMs: 10 }, undefined).map((line) => line.ok)).toEqual([null, null]);
    expect(floorBudgets('top page', { performance: null, tbtMs: null }, floor).map((line) => line.ok)).toEqual([null, null]);
  });
});

describe('driftNote', () => {
  it('says nothing while a run’s benchmark index stays within 25% of the calibration’s', () => {
    expect(driftNote(1600, 1250)).toBeNull();
    expect(driftNote(1600, 1990)).toBeNull();
    expect(driftNote(1600, null)).toBeNull();
  });

  it('flags a run on a host that became much slower or faster than at calibration', () => {
    expect(driftNote(1595, 632)).toBe("CPU index 632 against 1595 at calibration: the host's speed changed, measure again on a quieter one");
    expect(driftNote(1000, 1300)).not.toBeNull();
  });
});
