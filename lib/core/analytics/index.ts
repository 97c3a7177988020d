import 'server-only';

/*
 * The visit analytics' door for server code (scripts/server.ts, the booking and enquiry actions,
 * the erasure, the API and the CSV route): what other modules may use of lib/core/analytics.
 * Code that also runs in the browser imports shared.ts instead. docs/analytics.md says what is
 * measured and kept, and why.
 */

export * from './shared';
export { eraseAttribution, recordAttribution, type AttributedKind } from './attribution';
export { type Collector, createCollector } from './collector';
export { analyticsCsvLines } from './csv';
export { analyticsReport, type AnalyticsCounts, type AnalyticsFunnel, type AnalyticsPoint, type AnalyticsReport, type AnalyticsRow, type FunnelCounts, MAX_RANGE_DAYS } from './report';
export { pruneAnalytics } from './retention';
