import { getEnquiry } from '@/lib/core/enquiry/inbox';
import { insertEnquiry } from '@/lib/core/enquiry/test-enquiries';
import { engines, useTestDb } from '@/lib/test/engines';
import { captureLogs } from '@/lib/test/logs';
import { kickDelivery } from './worker';

/* The worker's periodic jobs, run as the server runs them (on the process's database). */

interface WorkerState {
  running?: Promise<void>;
  retentionRanAt?: number;
}
const workerState = () => (globalThis as unknown as { __ozMailWorker: WorkerState }).__ozMailWorker;

describe.each(engines())('the mail worker on $name', (engine) => {
  const t = useTestDb(engine);

  test('anonymises the enquiries past ENQUIRY_RETENTION_DAYS and logs only how many', async () => {
    const old = await insertEnquiry(t.db, { name: '保管期限 切れ子', email: 'expired@example.com', createdAt: '2020-01-01T00:00:00.000Z' }, ['sent', 'sent']);
    const recent = await insertEnquiry(t.db, { name: '最近 来た子', createdAt: new Date().toISOString() }, ['sent', 'sent']);
    const logs = captureLogs();
    try {
      // As in a new process, whose first run does the hourly jobs.
      workerState().retentionRanAt = 0;
      kickDelivery();
      await workerState().running;
      expect(await getEnquiry(t.db, old)).toMatchObject({ name: '', email: '', anonymizedAt: expect.any(String) });
      expect(await getEnquiry(t.db, recent)).toMatchObject({ name: '最近 来た子', anonymizedAt: null });
      const logged = logs.lines().filter((line) => line.msg.startsWith('Retention:'));
      expect(logged).toEqual([expect.objectContaining({ level: 'info', retentionDays: 1095, anonymized: 1, skipped: 0 })]);
      // A count, never a visitor.
      expect(logs.text()).not.toMatch(/切れ子|expired@example\.com/);
    } finally {
      logs.stop();
    }
  });
});
