import { filter, pipe } from 'graphql-yoga';
import {
  changeMyPassword,
  inviteAdmin,
  listAdminUsers,
  requestEmailChange,
  setAdminDisabled,
  setAdminRole,
  signOutEverywhere,
  updateMyName,
} from '@/lib/core/auth/account';
import { listAuditLog, type AuditPageArgs } from '@/lib/core/audit/query';
import {
  countUndeliverableEnquiries,
  enquiryScope,
  type Handler,
  type EnquiryPageArgs,
  type EnquiryWithMails,
  getEnquiry,
  inScope,
  listEnquiries,
  mailsOf,
  retryEnquiryDelivery,
  setEnquiryStatus,
} from '@/lib/core/enquiry/inbox';
import { eraseEnquiry } from '@/lib/core/enquiry/erase';
import { ENQUIRY_CHANGE_TOPIC } from '@/lib/core/enquiry/live-events';
import { kickDelivery } from '@/lib/core/mail/worker';
import { getPubSub } from '@/lib/core/model/events';
import { createPreviewLink, revokePreviewLinks } from '@/lib/core/preview/links';
import { type ModelContext, requireAdmin } from '@/lib/core/model/repository';
import { weeklyStoreActivity } from '@/lib/core/reports/weekly-activity';

import { whileAccessHolds } from './live-access';

type Args = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalStr = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The viewer's reach in the inbox and who they are for the audit log. */
function handler(ctx: ModelContext): Handler {
  const viewer = requireAdmin(ctx);
  return { scope: enquiryScope(viewer), actor: viewer };
}

const strings = (value: unknown): string[] | null => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null);

/**
 * The enquiry inbox, the accounts and the audit log (graphql/admin-sdl.ts). Who may call each
 * field is checked before it runs (lib/core/auth/permissions.ts); here store staff are narrowed to the
 * enquiries of their stores, and each change names its actor for the audit log.
 */
export const adminResolvers = {
  Query: {
    listEnquiries: async (_: unknown, args: Args, ctx: ModelContext) => {
      const { scope } = handler(ctx);
      return listEnquiries(ctx.db, { ...(args as EnquiryPageArgs), storeIds: scope });
    },
    getEnquiry: (_: unknown, args: Args, ctx: ModelContext) => getEnquiry(ctx.db, str(args.id), handler(ctx).scope),
    undeliverableEnquiryCount: (_: unknown, __: Args, ctx: ModelContext) => countUndeliverableEnquiries(ctx.db, handler(ctx).scope),
    weeklyStoreActivity: (_: unknown, args: Args, ctx: ModelContext) =>
      weeklyStoreActivity(ctx.db, { weeks: typeof args.weeks === 'number' ? args.weeks : null, scope: handler(ctx).scope }),
    listAdminUsers: (_: unknown, __: Args, ctx: ModelContext) => {
      requireAdmin(ctx);
      return listAdminUsers(ctx.db);
    },
    listAuditLog: (_: unknown, args: Args, ctx: ModelContext) => {
      requireAdmin(ctx);
      return listAuditLog(ctx.db, args as AuditPageArgs);
    },
  },
  Mutation: {
    createArticlePreviewLink: (_: unknown, args: Args, ctx: ModelContext) => createPreviewLink(ctx, str(args.newsId)),
    revokeArticlePreviewLinks: (_: unknown, args: Args, ctx: ModelContext) => revokePreviewLinks(ctx, str(args.newsId)),
    setEnquiryStatus: (_: unknown, args: Args, ctx: ModelContext) => setEnquiryStatus(ctx.db, str(args.id), str(args.status), handler(ctx)),
    retryEnquiryDelivery: async (_: unknown, args: Args, ctx: ModelContext) => {
      const { enquiry, due } = await retryEnquiryDelivery(ctx.db, str(args.id), new Date(), handler(ctx));
      if (due > 0) kickDelivery();
      return enquiry;
    },
    anonymizeEnquiry: (_: unknown, args: Args, ctx: ModelContext) => {
      const viewer = requireAdmin(ctx);
      return eraseEnquiry(ctx.db, str(args.id), 'anonymize', { actor: viewer, access: viewer });
    },
    deleteEnquiry: async (_: unknown, args: Args, ctx: ModelContext) => {
      const viewer = requireAdmin(ctx);
      await eraseEnquiry(ctx.db, str(args.id), 'delete', { actor: viewer, access: viewer });
      return str(args.id);
    },
    updateMyName: async (_: unknown, args: Args, ctx: ModelContext) => {
      const user = await updateMyName(ctx.db, requireAdmin(ctx), optionalStr(args.name));
      return { id: user.id, email: user.email, name: user.name };
    },
    changeMyPassword: async (_: unknown, args: Args, ctx: ModelContext) => {
      await changeMyPassword(ctx.db, requireAdmin(ctx), str(args.currentPassword), str(args.newPassword));
      return true;
    },
    requestEmailChange: async (_: unknown, args: Args, ctx: ModelContext) => {
      const viewer = requireAdmin(ctx);
      await requestEmailChange(ctx.db, viewer, str(args.newEmail), str(args.currentPassword));
      return true;
    },
    inviteAdmin: (_: unknown, args: Args, ctx: ModelContext) =>
      inviteAdmin(ctx.db, requireAdmin(ctx), str(args.email), optionalStr(args.name), {
        access: { role: args.role ?? 'editor', storeIds: strings(args.storeIds) },
      }),
    setAdminDisabled: (_: unknown, args: Args, ctx: ModelContext) => setAdminDisabled(ctx.db, requireAdmin(ctx), str(args.id), args.disabled === true),
    setAdminRole: (_: unknown, args: Args, ctx: ModelContext) => setAdminRole(ctx.db, requireAdmin(ctx), str(args.id), args.role, strings(args.storeIds)),
    signOutEverywhere: async (_: unknown, __: Args, ctx: ModelContext) => {
      await signOutEverywhere(ctx.db, requireAdmin(ctx));
      return true;
    },
  },
  Subscription: {
    onEnquiryChange: {
      subscribe: async (_: unknown, __: Args, ctx: ModelContext) => {
        const { scope } = handler(ctx);
        return pipe(
          getPubSub().subscribe(ENQUIRY_CHANGE_TOPIC),
          whileAccessHolds(ctx),
          filter((enquiry: Record<string, unknown>) => inScope(enquiry, scope)),
        );
      },
      resolve: (payload: Record<string, unknown>) => payload,
    },
  },
  Enquiry: {
    mails: async (parent: EnquiryWithMails, _: Args, ctx: ModelContext) =>
      parent.mails ?? (await mailsOf(ctx.db, [parent.id])).get(parent.id) ?? [],
  },
};
