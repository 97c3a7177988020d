import { mondayOf } from '@/lib/core/time/japan';
import { rangeOf, readPlace, stepped } from './calendar-params';

describe("the booking calendar's place in its URL", () => {
  const now = new Date('2026-12-01T16:00:00.000Z'); // 2026-12-02 01:00 in Japan

  test('missing or malformed values mean the day view of today in Japan, whatever the device', () => {
    expect(readPlace(new URLSearchParams(''), now)).toEqual({ storeId: null, view: 'day', date: '2026-12-02' });
    expect(readPlace(new URLSearchParams('date=2026-02-30&view=month'), now)).toEqual({ storeId: null, view: 'day', date: '2026-12-02' });
    expect(readPlace(new URLSearchParams('store=s1&view=week&date=2026-12-10'), now)).toEqual({ storeId: 's1', view: 'week', date: '2026-12-10' });
  });

  test('a week runs Monday to Sunday; previous and next move a day or a week', () => {
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(rangeOf({ view: 'week', date: '2026-12-02' })).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(rangeOf({ view: 'day', date: '2026-12-02' })).toEqual({ from: '2026-12-02', to: '2026-12-02' });
    expect(stepped({ view: 'day', date: '2026-12-31' }, 1)).toBe('2027-01-01');
    expect(stepped({ view: 'week', date: '2026-12-02' }, -1)).toBe('2026-11-25');
  });
});
