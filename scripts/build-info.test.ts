import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetConfigForTests } from '@/lib/core/config';
import { bakedConfig, changedSettings, newestMtime } from './build-info';

describe('newestMtime (when npm start rebuilds)', () => {
  let root: string;
  const past = new Date('2026-01-01T00:00:00Z');

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'oz-mtime-'));
    mkdirSync(path.join(root, 'app'));
    for (const name of ['page.tsx', 'loading.tsx']) writeFileSync(path.join(root, 'app', name), 'x');
    for (const entry of ['app/page.tsx', 'app/loading.tsx', 'app', '.']) utimesSync(path.join(root, entry), past, past);
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('sees an edited file', () => {
    const before = newestMtime(root);
    writeFileSync(path.join(root, 'app', 'page.tsx'), 'y');
    expect(newestMtime(root)).toBeGreaterThan(before);
  });

  test('sees a removed file, whose folder changed though no remaining file did', () => {
    const before = newestMtime(root);
    rmSync(path.join(root, 'app', 'loading.tsx'));
    expect(newestMtime(root)).toBeGreaterThan(before);
  });

  test('ignores test files', () => {
    const before = newestMtime(path.join(root, 'app', 'page.tsx'));
    writeFileSync(path.join(root, 'app', 'page.test.ts'), 'x');
    expect(newestMtime(path.join(root, 'app', 'page.test.ts'))).toBe(0);
    expect(newestMtime(path.join(root, 'app', 'page.tsx'))).toBe(before);
  });
});

describe('changedSettings (configuration a build bakes in)', () => {
  const current = { PAYMENT_FORM_URL: 'https://pay.example/link' };

  test('nothing when the build recorded the same values', () => {
    expect(changedSettings({ ...current }, current)).toEqual([]);
  });

  test('names a setting whose value changed', () => {
    expect(changedSettings({ PAYMENT_FORM_URL: 'https://old.example/link' }, current)).toEqual(['PAYMENT_FORM_URL']);
  });

  test('names every setting when a build recorded none (made before settings were recorded)', () => {
    expect(changedSettings(undefined, current)).toEqual(['PAYMENT_FORM_URL']);
  });
});

describe('bakedConfig', () => {
  afterEach(() => {
    delete process.env.ENQUIRY_RETENTION_DAYS;
    resetConfigForTests();
  });

  test('records the retention period the privacy policy states, so a changed one rebuilds the site', () => {
    resetConfigForTests();
    const built = bakedConfig();
    expect(built.ENQUIRY_RETENTION_DAYS).toBe('1095');
    process.env.ENQUIRY_RETENTION_DAYS = '730';
    resetConfigForTests();
    expect(changedSettings(built, bakedConfig())).toEqual(['ENQUIRY_RETENTION_DAYS']);
  });
});
