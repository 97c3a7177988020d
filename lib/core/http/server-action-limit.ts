/**
 * The largest server action body accepted: next.config.ts gives it to Next.js as
 * serverActions.bodySizeLimit, and scripts/server.ts answers a larger one 413 before Next.js
 * reads it (lib/core/http/server-action-guard.ts). A form field that is too long gets its own message
 * from the schema (the longest valid enquiry is about 10 KB); only bodies above this are refused.
 * Kept free of imports: next.config.ts loads it.
 */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
