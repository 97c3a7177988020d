import { unauthenticated, unauthorized } from '@/lib/core/model/errors';
import { entityNames, plural } from '@/lib/core/model/entities';
import { type Access, STORE_CONTENT } from './roles';

/*
 * Who may call each operation of the API: one rule per query, mutation and subscription field,
 * checked before its resolver runs (graphql/schema.ts), and for the HTTP endpoints of the admin.
 * An operation without a rule cannot be served (the schema refuses to build), so a new operation
 * is never open by default. The rule says who may call; the repository then narrows what a store
 * staff account reaches to its own stores (lib/core/model/repository.ts, lib/core/enquiry/inbox.ts).
 */

export const RULES = ['public', 'self', 'storeStaff', 'editor', 'owner'] as const;
export type Rule = (typeof RULES)[number];

export const RULE_DESCRIPTIONS: Record<Rule, string> = {
  public: 'anyone; what is read is filtered by visibility',
  self: 'any signed-in account, on its own account only',
  storeStaff: 'owners and editors; store staff for their own stores only',
  editor: 'owners and editors',
  owner: 'owners',
};

/** Who may call, when they are a signed-in account (anonymous callers pass only `public`). */
export function ruleAllows(rule: Rule, access: Access & { mustEnrollTwoFactor?: boolean }): boolean {
  // An account that must first turn on two-factor sign-in may only do that (and read what anyone may).
  if (access.mustEnrollTwoFactor) return rule === 'public' || rule === 'self';
  switch (rule) {
    case 'public':
    case 'self':
    case 'storeStaff':
      return true;
    case 'editor':
      return access.role === 'owner' || access.role === 'editor';
    case 'owner':
      return access.role === 'owner';
  }
}

const EDITOR_ENTITIES = entityNames.filter((entity) => !(STORE_CONTENT as readonly string[]).includes(entity));

function entityOperations(): Record<string, Rule> {
  const rules: Record<string, Rule> = {};
  for (const [entities, rule] of [
    [STORE_CONTENT, 'storeStaff'],
    [EDITOR_ENTITIES, 'editor'],
  ] as const) {
    for (const entity of entities) {
      rules[`Query.get${entity}`] = 'public';
      rules[`Query.list${plural(entity)}`] = 'public';
      for (const kind of ['create', 'update', 'delete']) {
        rules[`Mutation.${kind}${entity}`] = rule;
        rules[`Subscription.on${kind[0]?.toUpperCase()}${kind.slice(1)}${entity}`] = 'public';
      }
    }
  }
  return rules;
}

/** Every operation of the API, `Type.field`, with its rule. */
export const OPERATION_RULES: Readonly<Record<string, Rule>> = {
  ...entityOperations(),
  // The site's own reads: published content for anyone, more for a signed-in account.
  'Query.newsByRoute': 'public',
  'Query.newsContentsByNewsId': 'public',
  'Query.storeByLink': 'public',
  'Query.reviewsByStoreId': 'public',
  'Query.trainersByStoreId': 'public',
  'Query.questionsByStoreId': 'public',
  'Query.newsPage': 'public',
  'Query.me': 'public',
  // The site search: what a visitor finds, for anyone (lib/core/search).
  'Query.search': 'public',

  // The enquiry inbox: store staff see the enquiries sent to their stores.
  'Query.listEnquiries': 'storeStaff',
  'Query.getEnquiry': 'storeStaff',
  'Query.undeliverableEnquiryCount': 'storeStaff',
  'Query.weeklyStoreActivity': 'storeStaff',
  'Mutation.setEnquiryStatus': 'storeStaff',
  'Mutation.retryEnquiryDelivery': 'storeStaff',
  'Subscription.onEnquiryChange': 'storeStaff',
  // Erasing a visitor's personal data: owners, who also read the audit log that records it.
  'Mutation.anonymizeEnquiry': 'owner',
  'Mutation.deleteEnquiry': 'owner',

  // The trial booking: anyone reads a published store's availability; store staff handle their
  // stores' bookings, blocks and settings; erasing a visitor's data is the owners', as for enquiries.
  'Query.bookingAvailability': 'public',
  'Query.listBookings': 'storeStaff',
  'Query.getBooking': 'storeStaff',
  'Query.listBookingBlocks': 'storeStaff',
  'Query.bookingCalendar': 'storeStaff',
  'Query.bookingSettings': 'storeStaff',
  'Query.bookingPileUps': 'storeStaff',
  'Mutation.setBookingState': 'storeStaff',
  'Mutation.cancelBookings': 'storeStaff',
  'Mutation.moveBooking': 'storeStaff',
  'Mutation.blockBookingSlot': 'storeStaff',
  'Mutation.unblockBookingSlot': 'storeStaff',
  'Mutation.setBookingSettings': 'storeStaff',
  'Mutation.anonymizeBooking': 'owner',
  'Mutation.deleteBooking': 'owner',
  // The visit analytics (lib/core/analytics): everyone reads the dashboard, store staff their stores' numbers only (report.ts).
  'Query.analyticsReport': 'storeStaff',

  // History: store staff see and restore the versions of their stores' campaigns.
  'Query.listRecordVersions': 'storeStaff',
  'Query.getRecordVersion': 'storeStaff',
  'Query.latestVersion': 'storeStaff',
  'Mutation.restoreRecordVersion': 'storeStaff',
  'Query.listTrash': 'editor',
  'Mutation.restoreTrashItem': 'editor',
  // Deleting for good cannot be undone: owners only.
  'Mutation.deleteTrashItem': 'owner',
  'Mutation.emptyTrash': 'owner',
  'Mutation.createArticlePreviewLink': 'editor',
  'Mutation.revokeArticlePreviewLinks': 'editor',
  // The fixed pages' own search title, description and share image (ページのSEO設定, lib/core/page-seo/).
  'Query.pageSeoSettings': 'editor',
  'Mutation.setPageSeo': 'editor',
  // Redirects of old addresses (lib/core/redirects/): what the public site answers at an address is the editors'.
  'Query.listRedirects': 'editor',
  'Mutation.createRedirect': 'editor',
  'Mutation.updateRedirect': 'editor',
  'Mutation.deleteRedirect': 'editor',
  'Mutation.deleteWithRedirect': 'editor',

  // One's own account.
  'Mutation.updateMyName': 'self',
  'Mutation.changeMyPassword': 'self',
  'Mutation.requestEmailChange': 'self',
  'Mutation.signOutEverywhere': 'self',
  'Query.twoFactorStatus': 'self',
  'Mutation.startTwoFactorEnrollment': 'self',
  'Mutation.confirmTwoFactorEnrollment': 'self',
  'Mutation.disableTwoFactor': 'self',
  'Mutation.regenerateRecoveryCodes': 'self',

  // Accounts, roles, site-wide security settings and the audit log.
  'Query.listAdminUsers': 'owner',
  'Mutation.inviteAdmin': 'owner',
  'Mutation.setAdminDisabled': 'owner',
  'Mutation.setAdminRole': 'owner',
  'Mutation.sendPasswordResetLink': 'owner',
  'Mutation.setTwoFactorRequired': 'owner',
  'Query.listAuditLog': 'owner',

  // Review before publishing (lib/core/review): every role asks and sees its requests (store staff
  // those of their stores); who may approve is narrowed by the owners' setting, in the functions.
  'Query.listChangeRequests': 'storeStaff',
  'Query.getChangeRequest': 'storeStaff',
  'Query.myChangeRequest': 'storeStaff',
  'Query.pendingReviewCount': 'storeStaff',
  'Query.reviewSettings': 'storeStaff',
  'Mutation.requestChange': 'storeStaff',
  'Mutation.withdrawChangeRequest': 'storeStaff',
  'Mutation.approveChangeRequest': 'storeStaff',
  'Mutation.returnChangeRequest': 'storeStaff',
  'Mutation.setReviewSettings': 'owner',
  'Subscription.onChangeRequestChange': 'storeStaff',
  // The admin shell's notices: one's own.
  'Query.myNotifications': 'self',
  'Mutation.markNotificationsRead': 'self',
};

/** The admin's HTTP endpoints outside GraphQL, with their rules. */
export const ENDPOINT_RULES: Readonly<Record<string, Rule>> = {
  'GET /api/admin/enquiries.csv': 'storeStaff',
  'GET /api/admin/bookings.csv': 'storeStaff',
  'GET /api/admin/analytics.csv': 'storeStaff',
  'GET /api/admin/audit.csv': 'owner',
  'GET /api/media': 'storeStaff',
  'POST /api/media': 'storeStaff',
  'GET /api/media/[id]': 'storeStaff',
  'PATCH /api/media/[id]': 'editor',
  'DELETE /api/media/[id]': 'editor',
};

type Caller = (Access & { mustEnrollTwoFactor?: boolean }) | null;

/** Whether the caller (null: anonymous) may use something under this rule. */
export function callerAllowed(rule: Rule, caller: Caller): boolean {
  if (rule === 'public') return true;
  return caller !== null && ruleAllows(rule, caller);
}

/**
 * Throws the API's refusal unless the caller may call the operation: anonymous callers get
 * AppSync's unauthenticated error, signed-in callers without the right its Unauthorized error.
 */
export function checkOperation(type: string, field: string, caller: Caller): void {
  const rule = OPERATION_RULES[`${type}.${field}`];
  if (!rule) throw unauthorized(type, field);
  if (callerAllowed(rule, caller)) return;
  throw caller ? unauthorized(type, field) : unauthenticated();
}

/** The same for an HTTP endpoint: 401 for anonymous callers, 403 for those without the right. */
export function endpointStatus(endpoint: keyof typeof ENDPOINT_RULES | string, caller: Caller): 200 | 401 | 403 {
  const rule = ENDPOINT_RULES[endpoint];
  if (!rule) return 403;
  if (callerAllowed(rule, caller)) return 200;
  return caller ? 403 : 401;
}
