/*
 * The visit analytics in the API (lib/core/analytics): one report of a range of Japan days for
 * the admin's dashboard, read from the hourly and daily counters and the bookings and enquiries,
 * with the rules of lib/core/auth/permissions.ts (store staff: their own stores only).
 */
export const ANALYTICS_SDL = /* GraphQL */ `
"Page views, visits and visitors of a period, and what they led to: bookings (by their state now) and enquiries."
type AnalyticsCounts {
  pageviews: Int!
  "Visits that began in the period (one per browser tab)."
  visits: Int!
  "Visitors of each Japan day, added up (no visitor is recognised from one day to the next)."
  visitors: Int!
  bookings: Int!
  "Bookings marked 来店."
  visited: Int!
  "Bookings marked 無断キャンセル."
  noShow: Int!
  cancelled: Int!
  enquiries: Int!
}

"One page, article, source, campaign or device: this period's numbers and the previous period's."
type AnalyticsRow {
  key: String!
  label: String!
  pageviews: Int!
  visits: Int!
  visitors: Int!
  bookings: Int!
  visited: Int!
  noShow: Int!
  cancelled: Int!
  enquiries: Int!
  previous: AnalyticsCounts!
}

"One hour (YYYY-MM-DDTHH) or day (YYYY-MM-DD) of the period, Japan time."
type AnalyticsPoint {
  bucket: String!
  pageviews: Int!
  visits: Int!
  visitors: Int!
}

type AnalyticsFunnelCounts {
  "Visitors of the store's page."
  storeViews: Int!
  "Visitors of its booking page."
  bookingViews: Int!
  booked: Int!
  visited: Int!
  noShow: Int!
  cancelled: Int!
  "Still 予約済み."
  pending: Int!
}

"A store's way from its page to the visit."
type AnalyticsFunnel {
  storeId: ID!
  storeName: String!
  storeViews: Int!
  bookingViews: Int!
  booked: Int!
  visited: Int!
  noShow: Int!
  cancelled: Int!
  pending: Int!
  previous: AnalyticsFunnelCounts!
}

type AnalyticsStore {
  id: ID!
  name: String!
}

type AnalyticsReport {
  from: String!
  to: String!
  previousFrom: String!
  previousTo: String!
  "hour for one or two days, else day."
  grain: String!
  storeId: ID
  "The stores the account may narrow the report to."
  stores: [AnalyticsStore!]!
  totals: AnalyticsCounts!
  previous: AnalyticsCounts!
  "Bookings of the period with no visit recorded (Do Not Track, storage off)."
  unattributedBookings: Int!
  series: [AnalyticsPoint!]!
  previousSeries: [AnalyticsPoint!]!
  pages: [AnalyticsRow!]!
  articles: [AnalyticsRow!]!
  sources: [AnalyticsRow!]!
  campaigns: [AnalyticsRow!]!
  devices: [AnalyticsRow!]!
  funnel: [AnalyticsFunnel!]!
}

extend type Query {
  "The visit analytics of the Japan days from and to (YYYY-MM-DD, both included, at most 366 days), optionally one store's."
  analyticsReport(from: String!, to: String!, storeId: ID): AnalyticsReport!
}
`;
