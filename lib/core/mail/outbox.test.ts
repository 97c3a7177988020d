import { RETRY, retryDelayMs } from './outbox';

// Delivery itself (claims, retries, giving up, a real SMTP server) is tested with the enquiries
// that queue the mails: lib/core/enquiry/delivery.test.ts.
describe('the outbox backoff', () => {
  test('doubles from 30 seconds and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(0)).toBe(RETRY.baseMs);
    expect(retryDelayMs(20)).toBe(RETRY.maxMs);
  });
});
