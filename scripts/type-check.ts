import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export type TypeCheck = { ok: true } | { ok: false; output: string };

/**
 * Runs the TypeScript compiler over a project without emitting. `next build` skips it (npm test
 * runs it first), so `npm start` runs it before every build it makes: code that fails it is never
 * built into a server that starts.
 */
export function typeCheck(projectDir: string): TypeCheck {
  const tsc = path.join(projectDir, 'node_modules', 'typescript', 'bin', 'tsc');
  const compiler = existsSync(tsc) ? tsc : require.resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [compiler, '--noEmit', '-p', projectDir], { cwd: projectDir, encoding: 'utf8' });
  if (result.status === 0) return { ok: true };
  return { ok: false, output: `${result.stdout}${result.stderr}`.trim() || `tsc exited with ${result.status}` };
}
