import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, 'test-prerequisites.sh');

describe('npm test on a machine without a browser', () => {
  let bin = '';
  beforeEach(() => {
    // A stand-in `id` so the script believes it runs as an ordinary user, who cannot install.
    bin = mkdtempSync(path.join(tmpdir(), 'oz-prereq-'));
    writeFileSync(path.join(bin, 'id'), '#!/bin/sh\necho 1000\n');
    chmodSync(path.join(bin, 'id'), 0o755);
  });
  afterEach(() => rmSync(bin, { recursive: true, force: true }));

  test('stops at once with the one command that fixes it', () => {
    const run = spawnSync('bash', [script], {
      env: { PATH: `${bin}:${process.env.PATH ?? ''}`, CHROME_PATH: path.join(bin, 'no-chromium'), NODE_ENV: 'test' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('apt-get install -y chromium');
  });

  test('passes quietly when the browser is there', () => {
    const run = spawnSync('bash', [script], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test' }, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
  });
});
