/*
 * The trial booking's door for code that also runs in the browser (components, GraphQL documents):
 * the rules, labels and Japan-time helpers, and the types of what the server answers. Nothing here
 * loads server code; server code imports the booking from index.ts, which includes all of this, and
 * the pages call the booking's server actions in actions.ts.
 */

export type { BookingBlock, BookingPileUp } from './admin';
export type { BookingSettings, DayAvailability, SlotAvailability } from './availability';
export type { BookingSummary, BookResult } from './book';
export { type DayChoice, dayText } from './calendar';
export type { BookingLinkState } from './manage';
export { BOOKING_RULES, BOOKING_STATE_LABELS, type BookingStateCode } from './rules';
export { japanDateTime } from './slots';
