import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BookingCalendar } from '@/components/admin/bookings/booking-calendar';

export const metadata: Metadata = { title: '体験予約' };

export default function BookingsPage() {
  return (
    // The calendar reads its store, view and day from the URL.
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <BookingCalendar />
    </Suspense>
  );
}
