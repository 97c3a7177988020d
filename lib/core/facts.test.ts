import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatNumber, man, marketing, prices, trial, yen, yenSign } from './facts';

const root = path.resolve(__dirname, '..', '..');

/** Every source file of the site (tests excluded: they check what pages print). */
function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mdx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The ways a page might spell the figures of lib/core/facts.ts by hand. */
const spellings = new Set([
  ...[marketing.monthlyFrom, prices.premium.monthly].flatMap((value) => [yen(value), yenSign(value), `${value}円`, `${man(value)}円`]),
  `${marketing.oldestMemberAge}歳`,
  `${formatNumber(marketing.members)}名`,
  `${marketing.members}名`,
  `${man(marketing.sessionsPerYear)}回`,
  `${formatNumber(marketing.sessionsPerYear)}回`,
  `${trial.minMinutes}〜${trial.maxMinutes}分`,
]);

describe('the facts module', () => {
  it('formats round ten thousands as Japanese copy writes them', () => {
    expect(man(100000)).toBe('10万');
    expect(man(3000000)).toBe('300万');
    expect(man(14000)).toBe('14,000');
  });

  it('writes whole numbers as toLocaleString(\'ja-JP\') does, without Intl (its first use costs a browser tens of ms)', () => {
    const values = [0, 7, 42, 999, 1000, 20000, 123456, 1234567, 100000000, -5, -1000, -1234567, Number.MAX_SAFE_INTEGER];
    const expected = values.map((value) => value.toLocaleString('ja-JP'));
    const numberFormats = jest.spyOn(Intl, 'NumberFormat');
    const toLocaleString = jest.spyOn(Number.prototype, 'toLocaleString');
    try {
      expect(values.map(formatNumber)).toEqual(expected);
      expect([yen(20000), yenSign(4200), man(14000)]).toEqual(['20,000円', '¥4,200', '14,000']);
      expect(numberFormats).not.toHaveBeenCalled();
      expect(toLocaleString).not.toHaveBeenCalled();
    } finally {
      numberFormats.mockRestore();
      toLocaleString.mockRestore();
    }
    expect(formatNumber(1234.5)).toBe((1234.5).toLocaleString('ja-JP'));
  });

  it('is the only place that writes the marketing figures', () => {
    const files = ['lib', 'app', 'components'].flatMap(sources).filter((file) => file !== path.join('lib', 'core', 'facts.ts'));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return [...spellings].filter((spelling) => text.includes(spelling)).map((spelling) => `${file}: ${spelling}`);
    });
    expect(found).toEqual([]);
  });
});
