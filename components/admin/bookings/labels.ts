import type { BookingStateCode } from '@/lib/core/booking/shared';

export { BOOKING_STATE_LABELS } from '@/lib/core/booking/shared';

export const BOOKINGS_HREF = '/admin/bookings';

export const STATE_BADGE: Record<BookingStateCode, string> = {
  booked: 'bg-sky-100 text-sky-900 ring-sky-700',
  visited: 'bg-emerald-50 text-emerald-900 ring-emerald-700',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-500',
  no_show: 'bg-red-50 text-red-800 ring-red-700',
};

/** Whether a booking holds its seats (it counts on the grid). */
export const holdsSeat = (state: BookingStateCode) => state === 'booked' || state === 'visited';
