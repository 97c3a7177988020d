/*
 * Redirects of old addresses (docs/redirects.md). This is the API's door. The others: record.ts,
 * which the repository's transactions call (it imports nothing of the repository, which this file
 * does); serve.ts, the site's server's (only what answers requests and keeps the table loaded); and
 * paths.ts, the checks the admin's browser code shares.
 */
import 'server-only';

export type { Redirect } from './chain';
export { createRedirect, deleteRedirect, deleteWithRedirect, listRedirects, updateRedirect } from './manage';
