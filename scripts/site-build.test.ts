import { buildSync } from 'esbuild';
import { serverBundle } from './compile-server';
import { nextProcess, SOURCES, withTelemetryOff } from './site-build';

describe('Next.js telemetry in the builds', () => {
  const environment = { ...process.env };
  delete environment.NEXT_TELEMETRY_DISABLED;

  test('a next command the scripts run sends no telemetry unless the operator set NEXT_TELEMETRY_DISABLED', () => {
    const status = nextProcess(['telemetry', 'status'], { encoding: 'utf8', env: environment, timeout: 60_000 });
    expect(status.status).toBe(0);
    expect(String(status.stdout)).toContain('Status: Disabled');
  }, 70_000);

  test("the operator's own setting is kept, an empty one (telemetry allowed) included", () => {
    expect(withTelemetryOff(environment).NEXT_TELEMETRY_DISABLED).toBe('1');
    expect(withTelemetryOff({ ...environment, NEXT_TELEMETRY_DISABLED: '' }).NEXT_TELEMETRY_DISABLED).toBe('');
    expect(withTelemetryOff({ ...environment, NEXT_TELEMETRY_DISABLED: 'yes' }).NEXT_TELEMETRY_DISABLED).toBe('yes');
  });
});

describe('what a build is made of (SOURCES)', () => {
  const covered = (file: string) => SOURCES.some((entry) => file === entry || file.startsWith(`${entry}/`));

  test('covers every file the compiled server is bundled from', () => {
    const { metafile } = buildSync({ ...serverBundle, outdir: 'unused', write: false, metafile: true, logLevel: 'silent' });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain('scripts/env.ts');
    expect(inputs.filter((file) => !covered(file))).toEqual([]);
  });

  test('leaves out the scripts no build contains', () => {
    for (const script of ['scripts/bench-web.ts', 'scripts/seed.ts', 'scripts/ci/test.mjs']) expect(covered(script)).toBe(false);
  });
});
