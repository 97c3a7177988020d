import { nextProcess, withTelemetryOff } from './site-build';

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
