import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { AnalyticsReport } from '@/lib/core/analytics/report';

/* The admin's document for the visit analytics (graphql/analytics-sdl.ts), typed with the server's own shape. */

export type { AnalyticsCounts, AnalyticsFunnel, AnalyticsPoint, AnalyticsReport, AnalyticsRow, FunnelCounts } from '@/lib/core/analytics/report';

const COUNTS = 'pageviews visits visitors bookings visited noShow cancelled enquiries';
const ROW = `key label ${COUNTS} previous { ${COUNTS} }`;
const FUNNEL = 'storeViews bookingViews booked visited noShow cancelled pending';
const POINT = 'bucket pageviews visits visitors';

export const ANALYTICS_REPORT: TypedDocumentNode<{ analyticsReport: AnalyticsReport }, { from: string; to: string; storeId?: string | null }> = parse(`
  query AnalyticsReport($from: String!, $to: String!, $storeId: ID) {
    analyticsReport(from: $from, to: $to, storeId: $storeId) {
      from to previousFrom previousTo grain storeId
      stores { id name }
      totals { ${COUNTS} }
      previous { ${COUNTS} }
      unattributedBookings
      series { ${POINT} }
      previousSeries { ${POINT} }
      pages { ${ROW} }
      articles { ${ROW} }
      sources { ${ROW} }
      campaigns { ${ROW} }
      devices { ${ROW} }
      funnel { storeId storeName ${FUNNEL} previous { ${FUNNEL} } }
    }
  }
`);
