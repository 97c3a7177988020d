/*
 * The trial booking in the API (lib/core/booking): a store's availability for anyone (published
 * stores that take bookings only), and for signed-in admins the bookings of a store, their state,
 * blocks and the store's booking settings, with the rules of lib/core/auth/permissions.ts (store
 * staff: their own stores only). A visitor books through the booking page's server action, not here.
 */
export const BOOKING_SDL = /* GraphQL */ `
"予約済み (booked), 来店 (visited), キャンセル (cancelled), 無断キャンセル (no_show)."
enum BookingState { booked visited cancelled no_show }

"One start time of a store's trial grid (every 60 minutes; a trial holds 90)."
type BookingSlot {
  "HH:MM, Japan time."
  time: String!
  startsAt: AWSDateTime!
  endsAt: AWSDateTime!
  "Seats left for the whole trial."
  free: Int!
  available: Boolean!
  "Why it cannot be booked: full, blocked, too-soon (under 2 hours from now) or beyond-window (over 30 days ahead); null when available."
  reason: String
}

"One day of a store in Japan time, with its hours (none when closed) and its slots."
type BookingDay {
  "YYYY-MM-DD"
  date: String!
  "weekday, weekend, holiday, year-end or closed"
  kind: String!
  "The public holiday's name."
  holiday: String
  open: String
  close: String
  slots: [BookingSlot!]!
}

type BookingAvailability {
  storeId: ID!
  capacity: Int!
  days: [BookingDay!]!
}

"A trial booking; its personal fields are empty once anonymised."
type Booking {
  id: ID!
  storeId: ID!
  startsAt: AWSDateTime!
  endsAt: AWSDateTime!
  name: String!
  furigana: String!
  phone: String!
  email: String!
  state: BookingState!
  "Raised at each move or cancellation (the calendar file's SEQUENCE)."
  sequence: Int!
  reminderSentAt: AWSDateTime
  cancelledAt: AWSDateTime
  anonymizedAt: AWSDateTime
  createdAt: AWSDateTime!
  updatedAt: AWSDateTime!
}

"A blocked slot, or a whole day (slot null: the store is closed that day)."
type BookingBlock {
  id: ID!
  storeId: ID!
  date: String!
  slot: String
  note: String
  createdBy: String
  createdAt: AWSDateTime!
}

type BookingSettings {
  storeId: ID!
  "How many trials the store runs at the same time."
  capacity: Int!
  enabled: Boolean!
  "Where the store's copy of each booking mail goes; null: the company's address."
  email: String
}

"Bookings of a store made in the last week from one contact (an e-mail or a phone) or one network, three or more: what one client booking in bulk leaves, for staff to look at and cancel at once."
type BookingPileUp {
  "contact or network"
  kind: String!
  bookings: [Booking!]!
}

extend type Query {
  "The slots of a published store that takes bookings, from a day (YYYY-MM-DD, Japan; today by default) for some days (up to 30 days ahead); null for any other store."
  bookingAvailability(storeId: ID!, from: String, days: Int): BookingAvailability
  "The bookings of a store whose trial starts from one day to another (YYYY-MM-DD in Japan, both included, 62 days at most)."
  listBookings(storeId: ID!, from: String!, to: String!): [Booking!]!
  getBooking(id: ID!): Booking
  listBookingBlocks(storeId: ID!, from: String!, to: String!): [BookingBlock!]!
  "The staff's calendar: a store's slots from one day to another (YYYY-MM-DD in Japan, both included, 31 days at most, past days too) with their free seats and blocks, whether or not the store is published or takes bookings; null outside the caller's stores."
  bookingCalendar(storeId: ID!, from: String!, to: String!): BookingAvailability
  bookingSettings(storeId: ID!): BookingSettings
  bookingPileUps(storeId: ID!): [BookingPileUp!]!
}

extend type Mutation {
  "From booked to any state; visited and no_show into each other. Cancelling mails the visitor and the store; cancelling and no_show free the seats."
  setBookingState(id: ID!, state: BookingState!): Booking!
  "Cancels the booked ones of up to 200 bookings of the caller's stores, each audited, and mails each visitor (not the store). An unknown id, or another store's, refuses the whole call."
  cancelBookings(ids: [ID!]!): [Booking!]!
  "Moves a booked booking to another available slot of its store and mails the visitor and the store."
  moveBooking(id: ID!, startsAt: AWSDateTime!): Booking!
  "Blocks a slot (HH:MM) or, without slot, the whole day, which also closes the store that day."
  blockBookingSlot(storeId: ID!, date: String!, slot: String, note: String): BookingBlock!
  unblockBookingSlot(storeId: ID!, date: String!, slot: String): Boolean!
  "What is not given stays."
  setBookingSettings(storeId: ID!, capacity: Int, enabled: Boolean, email: String): BookingSettings!
  "Erases the visitor's personal fields and the booking's mails, keeping the row for statistics. Owners only."
  anonymizeBooking(id: ID!): Boolean!
  "Deletes the booking and its mails. Owners only. Returns the id."
  deleteBooking(id: ID!): ID!
}
`;
