import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The time content is published by: which campaigns run today in Japan, which scheduled articles
 * and campaigns are due. The repository and the public reads both go by it.
 *
 * The end-to-end tests of midnight and of scheduled publishing (e2e/campaign-expiry.spec.ts)
 * cannot wait for a real midnight, so with OZ_TEST_CLOCK=1, which only the e2e server sets, the
 * clock is shifted by the offset in DATA_DIR/test-clock.json ({ "offsetMs": n }) when that file
 * exists.
 */

export const TEST_CLOCK_FILE = 'test-clock.json';

function testOffsetMs(): number {
  if (process.env.OZ_TEST_CLOCK !== '1') return 0;
  try {
    const file = path.resolve(process.env.DATA_DIR ?? 'data', TEST_CLOCK_FILE);
    const { offsetMs } = JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown };
    return typeof offsetMs === 'number' && Number.isFinite(offsetMs) ? offsetMs : 0;
  } catch {
    return 0;
  }
}

/** Now, as publication goes by it. */
export function contentNow(): Date {
  return new Date(Date.now() + testOffsetMs());
}
