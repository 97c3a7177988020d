import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { BookingBlock, BookingPileUp, BookingSettings, BookingStateCode, DayAvailability, SlotAvailability } from '@/lib/core/booking/shared';
import type { BookingTable } from '@/lib/core/db/schema';

/*
 * The admin booking calendar's documents (graphql/booking-sdl.ts), typed with the server's own
 * shapes: a store's bookings, slots, blocks and settings for some days, and the staff's changes.
 */

export type Booking = Omit<BookingTable, 'reminderSentAt' | 'emailKey' | 'phoneKey' | 'networkKey'>;
export type { BookingBlock, BookingSettings, BookingStateCode };
export type CalendarSlot = Omit<SlotAvailability, 'available'>;
export type CalendarDay = Omit<DayAvailability, 'slots'> & { slots: CalendarSlot[] };

const BOOKING_FIELDS = 'id storeId startsAt endsAt name furigana phone email state sequence cancelledAt anonymizedAt createdAt updatedAt';
const BLOCK_FIELDS = 'id storeId date slot note createdBy createdAt';
const CALENDAR_FIELDS = 'capacity days { date kind holiday open close slots { time startsAt endsAt free reason } }';

type Range = { storeId: string; from: string; to: string };

/** Everything the calendar shows for a store and some days, in one request. */
export const BOOKING_CALENDAR: TypedDocumentNode<
  {
    listBookings: Booking[];
    listBookingBlocks: BookingBlock[];
    bookingCalendar: { capacity: number; days: CalendarDay[] } | null;
    bookingSettings: BookingSettings | null;
  },
  Range
> = parse(`
  query BookingCalendar($storeId: ID!, $from: String!, $to: String!) {
    listBookings(storeId: $storeId, from: $from, to: $to) { ${BOOKING_FIELDS} }
    listBookingBlocks(storeId: $storeId, from: $from, to: $to) { ${BLOCK_FIELDS} }
    bookingCalendar(storeId: $storeId, from: $from, to: $to) { ${CALENDAR_FIELDS} }
    bookingSettings(storeId: $storeId) { storeId capacity enabled email }
  }
`);

export const SET_BOOKING_STATE: TypedDocumentNode<{ setBookingState: Booking }, { id: string; state: BookingStateCode }> = parse(`
  mutation SetBookingState($id: ID!, $state: BookingState!) { setBookingState(id: $id, state: $state) { ${BOOKING_FIELDS} } }
`);

export const MOVE_BOOKING: TypedDocumentNode<{ moveBooking: Booking }, { id: string; startsAt: string }> = parse(`
  mutation MoveBooking($id: ID!, $startsAt: AWSDateTime!) { moveBooking(id: $id, startsAt: $startsAt) { ${BOOKING_FIELDS} } }
`);

export const BLOCK_BOOKING_SLOT: TypedDocumentNode<{ blockBookingSlot: BookingBlock }, { storeId: string; date: string; slot: string | null; note: string | null }> = parse(`
  mutation BlockBookingSlot($storeId: ID!, $date: String!, $slot: String, $note: String) {
    blockBookingSlot(storeId: $storeId, date: $date, slot: $slot, note: $note) { ${BLOCK_FIELDS} }
  }
`);

export const UNBLOCK_BOOKING_SLOT: TypedDocumentNode<{ unblockBookingSlot: boolean }, { storeId: string; date: string; slot: string | null }> = parse(`
  mutation UnblockBookingSlot($storeId: ID!, $date: String!, $slot: String) { unblockBookingSlot(storeId: $storeId, date: $date, slot: $slot) }
`);

export const SET_BOOKING_SETTINGS: TypedDocumentNode<{ setBookingSettings: BookingSettings }, { storeId: string; capacity: number; enabled: boolean; email: string | null }> = parse(`
  mutation SetBookingSettings($storeId: ID!, $capacity: Int, $enabled: Boolean, $email: String) {
    setBookingSettings(storeId: $storeId, capacity: $capacity, enabled: $enabled, email: $email) { storeId capacity enabled email }
  }
`);

export const ANONYMIZE_BOOKING: TypedDocumentNode<{ anonymizeBooking: boolean }, { id: string }> = parse(`
  mutation AnonymizeBooking($id: ID!) { anonymizeBooking(id: $id) }
`);

export const DELETE_BOOKING: TypedDocumentNode<{ deleteBooking: string }, { id: string }> = parse(`
  mutation DeleteBooking($id: ID!) { deleteBooking(id: $id) }
`);

/** The slots of some days alone: where a booking can move to. */
export const BOOKING_SLOTS: TypedDocumentNode<{ bookingCalendar: { capacity: number; days: CalendarDay[] } | null }, Range> = parse(`
  query BookingSlots($storeId: ID!, $from: String!, $to: String!) {
    bookingCalendar(storeId: $storeId, from: $from, to: $to) { ${CALENDAR_FIELDS} }
  }
`);

/** Bookings of a store that pile up from one contact or network (lib/core/booking/admin.ts), for the calendar's banner. */
export const BOOKING_PILE_UPS: TypedDocumentNode<{ bookingPileUps: (Pick<BookingPileUp, 'kind'> & { bookings: Booking[] })[] }, { storeId: string }> = parse(`
  query BookingPileUps($storeId: ID!) { bookingPileUps(storeId: $storeId) { kind bookings { ${BOOKING_FIELDS} } } }
`);

export const CANCEL_BOOKINGS: TypedDocumentNode<{ cancelBookings: Booking[] }, { ids: string[] }> = parse(`
  mutation CancelBookings($ids: [ID!]!) { cancelBookings(ids: $ids) { ${BOOKING_FIELDS} } }
`);
