import { bookableStoreFixture } from '@/lib/test/bookings';
import { engines, useTestDb } from '@/lib/test/engines';
import { postGraphQL } from '@/lib/test/http';
import { captureLogs } from '@/lib/test/logs';

/*
 * A public read anyone can call with anything: a range that is not one is the caller's fault,
 * answered as AppSync answers it (ValidationError, naming the argument) and never logged as an
 * error; a range past the booking window is cut to it.
 */
const AVAILABILITY = 'query($storeId: ID!, $from: String, $days: Int) { bookingAvailability(storeId: $storeId, from: $from, days: $days) { days { date } } }';

describe.each(engines())('bookingAvailability with a malformed range on $name', (engine) => {
  const t = useTestDb(engine);
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => (logs = captureLogs()));
  afterEach(() => logs.stop());

  test('a first day that is not a date, or a number of days under 1, is a ValidationError, logged at warn at most', async () => {
    const store = await bookableStoreFixture(t.admin, { name: '渋谷店', link: 'shibuya' });
    for (const from of ['z', '', '2026-02-30', '2026-1-05', '20261205', '9999-99-99', `2026-12-05${'x'.repeat(1000)}`]) {
      const { status, body } = await postGraphQL(AVAILABILITY, { storeId: store.id, from });
      expect({ from, status, data: body.data?.bookingAvailability ?? null, error: body.errors?.[0] }).toEqual({
        from,
        status: 200,
        data: null,
        error: expect.objectContaining({ errorType: 'ValidationError', message: 'from は YYYY-MM-DD の形式で、実在する日付を指定してください。' }),
      });
    }
    for (const days of [0, -1, -2_147_483_648]) {
      const { body } = await postGraphQL(AVAILABILITY, { storeId: store.id, days });
      expect(body.errors?.[0]).toMatchObject({ errorType: 'ValidationError', extensions: { fields: [{ field: 'days' }] } });
    }
    // The same answer for a store that does not exist: the range is checked first.
    expect((await postGraphQL(AVAILABILITY, { storeId: 'nope', from: 'z' })).body.errors?.[0]?.errorType).toBe('ValidationError');
    expect(logs.lines().filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
  });

  test('a range of years is cut to the booking window; a first day past it answers no days', async () => {
    const store = await bookableStoreFixture(t.admin, { name: '渋谷店', link: 'shibuya' });
    const all = await postGraphQL<{ bookingAvailability: { days: unknown[] } }>(AVAILABILITY, { storeId: store.id, days: 2_147_483_647 });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data?.bookingAvailability.days.length).toBeLessThanOrEqual(31);
    const far = await postGraphQL<{ bookingAvailability: { days: unknown[] } }>(AVAILABILITY, { storeId: store.id, from: '9999-12-31', days: 1000 });
    expect(far.body.data?.bookingAvailability.days).toEqual([]);
  });
});
