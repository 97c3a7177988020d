import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { typeCheck } from './type-check';

describe('the type check npm start runs before it builds', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'oz-tsc-'));
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ['*.ts'] }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a type error stops it, with the compiler’s words', () => {
    writeFileSync(path.join(dir, 'page.ts'), 'export const price: number = "20,000円";\n');
    const result = typeCheck(dir);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.output).toMatch(/page\.ts.*TS2322/);
  });

  test('sound code passes', () => {
    writeFileSync(path.join(dir, 'page.ts'), 'export const price: number = 20_000;\n');
    expect(typeCheck(dir)).toEqual({ ok: true });
  });
});
