import 'server-only';
import { getDb } from '@/lib/core/db';
import { storeAvailability } from './availability';
import { bookableStore } from './book';
import { type DayChoice, dayChoices } from './calendar';
import { type BookingLinkState, openBookingLink } from './manage';
import type { BookingTokenPurpose } from './token';

/**
 * A store's days and times as they are now (read for each request, never cached), or null when
 * the store is not published or does not take bookings from the site.
 */
export async function loadBookingDays(storeId: string): Promise<DayChoice[] | null> {
  const db = await getDb();
  if (!(await bookableStore(db, storeId))) return null;
  return dayChoices(await storeAvailability(db, storeId));
}

/** What a cancel or move link (`?token=`) opens now; a missing or repeated parameter is an invalid link. */
export async function openLinkOf(searchParams: Promise<Record<string, string | string[] | undefined>>, purpose: BookingTokenPurpose) {
  const token = (await searchParams).token;
  if (typeof token !== 'string') return { token: '', opened: { state: 'invalid' } as BookingLinkState };
  return { token, opened: await openBookingLink({ db: await getDb() }, token, purpose) };
}
