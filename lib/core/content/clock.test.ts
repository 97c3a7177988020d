import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentNow, TEST_CLOCK_FILE, untilJapanMidnight } from './clock';

describe('untilJapanMidnight', () => {
  it('expires at the next midnight in Japan and is refreshed just before it', () => {
    const life = untilJapanMidnight(new Date('2026-11-23T10:00:00Z'));
    expect(life).toEqual({ stale: 300, revalidate: 5 * 3600 - 1, expire: 5 * 3600 });
  });

  it('lives five minutes when made in the last five minutes before midnight, so it stays in the prerendered page', () => {
    expect(untilJapanMidnight(new Date('2026-11-23T14:59:50Z'))).toEqual({ stale: 300, revalidate: 299, expire: 300 });
    expect(untilJapanMidnight(new Date('2026-11-23T14:54:00Z')).expire).toBe(360);
  });

  it('never outlives midnight by rounding: part of a second left is left out', () => {
    // 308.4 s before midnight: 309 would keep an ended campaign 0.6 s into the new day.
    expect(untilJapanMidnight(new Date('2026-11-23T14:54:51.600Z'))).toEqual({ stale: 300, revalidate: 307, expire: 308 });
  });
});

describe('contentNow', () => {
  const saved = { clock: process.env.OZ_TEST_CLOCK, dataDir: process.env.DATA_DIR };
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'oz-clock-'));
    process.env.DATA_DIR = dir;
    writeFileSync(path.join(dir, TEST_CLOCK_FILE), JSON.stringify({ offsetMs: 3_600_000 }));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    for (const [name, value] of [['OZ_TEST_CLOCK', saved.clock], ['DATA_DIR', saved.dataDir]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('is the real time unless the test clock is switched on', () => {
    delete process.env.OZ_TEST_CLOCK;
    expect(Math.abs(contentNow().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('is moved by the offset of the test clock file when OZ_TEST_CLOCK=1', () => {
    process.env.OZ_TEST_CLOCK = '1';
    expect(Math.abs(contentNow().getTime() - (Date.now() + 3_600_000))).toBeLessThan(1000);
    rmSync(path.join(dir, TEST_CLOCK_FILE));
    expect(Math.abs(contentNow().getTime() - Date.now())).toBeLessThan(1000);
  });
});
