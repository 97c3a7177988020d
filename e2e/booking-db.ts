import path from 'node:path';
import Database from 'better-sqlite3';
import { DATA_DIR } from './enquiry-helpers';

/*
 * Bookings written straight into the e2e server's SQLite database, as a visitor's booking leaves
 * them (with the seats they hold): for what staff see of bookings, and for a store already busy
 * when a test's visitor arrives. Only where the e2e server runs on the embedded database.
 */

export interface InsertedBooking {
  /** YYYY-MM-DD and HH:MM in Japan. */
  date: string;
  time: string;
  name: string;
  email?: string;
  phone?: string;
  /** The signed keys the booking limits group by (lib/core/booking/limits.ts); any string stands for one. */
  networkKey?: string | null;
}

export function insertBookings(storeId: string, bookings: readonly InsertedBooking[]): string[] {
  const now = new Date().toISOString();
  const db = new Database(path.join(DATA_DIR, 'oz.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    return db.transaction(() =>
      bookings.map((booking) => {
        const id = crypto.randomUUID();
        const startsAt = new Date(`${booking.date}T${booking.time}:00+09:00`).toISOString();
        const endsAt = new Date(Date.parse(startsAt) + 90 * 60_000).toISOString();
        db.prepare(
          "insert into booking (id, storeId, startsAt, endsAt, name, furigana, phone, email, state, sequence, networkKey, createdAt, updatedAt) values (?, ?, ?, ?, ?, 'たいけん はなこ', ?, ?, 'booked', 0, ?, ?, ?)",
        ).run(id, storeId, startsAt, endsAt, booking.name, booking.phone ?? '090-1234-5678', booking.email ?? 'hanako@example.com', booking.networkKey ?? null, now, now);
        for (let unit = 0; unit < 3; unit++) {
          db.prepare('insert into booking_seat (storeId, unitStart, seat, bookingId) values (?, ?, (select coalesce(max(seat), 0) + 1 from booking_seat where storeId = ? and unitStart = ?), ?)').run(
            storeId,
            new Date(Date.parse(startsAt) + unit * 30 * 60_000).toISOString(),
            storeId,
            new Date(Date.parse(startsAt) + unit * 30 * 60_000).toISOString(),
            id,
          );
        }
        return id;
      }),
    )();
  } finally {
    db.close();
  }
}
