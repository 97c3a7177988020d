import 'server-only';

/*
 * The trial booking's door for server code (pages, route handlers, the GraphQL resolvers, the
 * mail worker, other modules of lib/core): what other modules may use of lib/core/booking. Code
 * that also runs in the browser imports shared.ts instead, which this includes; the pages' server
 * actions are in actions.ts.
 */

export * from './shared';
export { blockSlot, bookingCalendar, bookingNotFound, bookingPileUps, bookingScope, type BookingStaff, cancelBookings, getBooking, getBookingSettings, listBlocks, listBookings, moveBookingAsStaff, setBookingSettings, setBookingState, unblockSlot } from './admin';
export { checkAvailabilityOptions, closedDatesByStore, storeAvailability } from './availability';
export { bookableStore, type BookingContext, bookTrial } from './book';
export { bookingCsvLines } from './csv';
export { anonymizeExpiredBookings, eraseBooking } from './erase';
export { loadBookingDays, openLinkOf } from './load';
export { queueDueReminders } from './reminder';
