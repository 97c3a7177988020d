import type { ModelContext } from '@/lib/core/model/repository';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import type { BookingContext } from '@/lib/core/booking';

/* Test helpers: a bookable store and a clock, Tuesday 2026-12-01 09:00 in Japan. */

export const NOW = new Date('2026-12-01T00:00:00.000Z');
export const SECRET = 'a-booking-secret-of-16-characters';

export const bookingContext = (db: BookingContext['db'], now: Date = NOW, extra: Partial<BookingContext> = {}): BookingContext => ({
  db,
  now,
  secret: SECRET,
  siteUrl: 'https://oz-gym.example',
  companyEmail: 'info@oz-gym.example',
  ...extra,
});

export async function bookableStoreFixture(admin: ModelContext, input: Record<string, unknown> = {}) {
  await makeArea(admin).catch(() => undefined);
  return makeStore(admin, { name: '渋谷店', postCode: '150-0002', address: '東京都渋谷区渋谷1-2-3', addressOther: 'Ozビル5F', phone: '03-1234-5678', ...input });
}

export const visitor = (storeId: string, startsAt: string, overrides: Record<string, string> = {}) => ({
  storeId,
  startsAt,
  name: '山田 花子',
  furigana: 'やまだ はなこ',
  phone: '０９０－１２３４－５６７８',
  email: 'hanako@example.com',
  emailConfirm: 'hanako@example.com',
  ...overrides,
});
