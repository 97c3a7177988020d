import { cpuSlowdownFor, cpuSlowdownForRuns } from './cpu-slowdown';

describe('cpuSlowdownFor', () => {
  it('gives the calculator’s multiplier at each of its points', () => {
    for (const [index, multiplier] of [
      [150, 1],
      [800, 2],
      [1300, 3],
      [1533, 4],
      [1766, 5],
    ] as const) {
      expect(cpuSlowdownFor(index).multiplier).toBeCloseTo(multiplier, 2);
    }
  });

  it('is linear between the points and keeps climbing above the last one', () => {
    expect(cpuSlowdownFor(475).multiplier).toBeCloseTo(1.5, 5);
    expect(cpuSlowdownFor(1050).multiplier).toBeCloseTo(2.5, 5);
    // The quiet host of issue 30 (index about 3,200) needs far more than Lighthouse's fixed 4×.
    expect(cpuSlowdownFor(3200).multiplier).toBeCloseTo(3 + 1900 / 233, 5);
  });

  it('says a host below index 150 is too slow to emulate a mid-tier phone, and does not slow it', () => {
    expect(cpuSlowdownFor(120)).toEqual({ benchmarkIndex: 120, multiplier: 1, tooSlow: true });
    expect(cpuSlowdownFor(150).tooSlow).toBe(false);
  });

  it('refuses an index that is not a measurement', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow('positive number');
    expect(() => cpuSlowdownFor(0)).toThrow('positive number');
  });
});

describe('cpuSlowdownForRuns', () => {
  it('calibrates on the median of the runs, so one stray run does not set the profile', () => {
    expect(cpuSlowdownForRuns([837, 1553, 900])).toEqual(cpuSlowdownFor(900));
    expect(cpuSlowdownForRuns([1553, 837, 860, 900])).toEqual(cpuSlowdownFor(880));
    expect(cpuSlowdownForRuns([1300])).toEqual(cpuSlowdownFor(1300));
  });

  it('refuses a calibration without any measurement', () => {
    expect(() => cpuSlowdownForRuns([])).toThrow(/No calibration run/);
  });
});
