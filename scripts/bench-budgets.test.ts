import { floorBudgets } from './bench-budgets';

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
