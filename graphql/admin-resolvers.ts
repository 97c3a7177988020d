import { pipe } from 'graphql-yoga';
import {
  changeMyPassword,
  inviteAdmin,
  listAdminUsers,
  requestEmailChange,
  setAdminDisabled,
  signOutEverywhere,
  updateMyName,
} from '@/lib/auth/account';
import {
  countUndeliverableEnquiries,
  type EnquiryPageArgs,
  type EnquiryWithMails,
  getEnquiry,
  listEnquiries,
  mailsOf,
  retryEnquiryDelivery,
  setEnquiryStatus,
} from '@/lib/enquiry/inbox';
import { ENQUIRY_CHANGE_TOPIC } from '@/lib/enquiry/live-events';
import { kickDelivery } from '@/lib/mail/worker';
import { getPubSub } from '@/lib/model/events';
import { createPreviewLink, revokePreviewLinks } from '@/lib/preview/article-preview';
import { type ModelContext, requireAdmin } from '@/lib/model/repository';
import { whileAccessHolds } from './live-access';

type Args = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalStr = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The enquiry inbox and the accounts (graphql/admin-sdl.ts); every field needs a signed-in admin. */
export const adminResolvers = {
  Query: {
    listEnquiries: (_: unknown, args: Args, ctx: ModelContext) => {
      requireAdmin(ctx);
      return listEnquiries(ctx.db, args as EnquiryPageArgs);
    },
    getEnquiry: (_: unknown, args: Args, ctx: ModelContext) => {
      requireAdmin(ctx);
      return getEnquiry(ctx.db, str(args.id));
    },
    undeliverableEnquiryCount: (_: unknown, __: Args, ctx: ModelContext) => {
      requireAdmin(ctx);
      return countUndeliverableEnquiries(ctx.db);
    },
    listAdminUsers: (_: unknown, __: Args, ctx: ModelContext) => {
      requireAdmin(ctx);
      return listAdminUsers(ctx.db);
    },
  },
  Mutation: {
    createArticlePreviewLink: (_: unknown, args: Args, ctx: ModelContext) => createPreviewLink(ctx, str(args.newsId)),
    revokeArticlePreviewLinks: (_: unknown, args: Args, ctx: ModelContext) => revokePreviewLinks(ctx, str(args.newsId)),
    setEnquiryStatus: (_: unknown, args: Args, ctx: ModelContext) => {
      requireAdmin(ctx);
      return setEnquiryStatus(ctx.db, str(args.id), str(args.status));
    },
    retryEnquiryDelivery: async (_: unknown, args: Args, ctx: ModelContext) => {
      requireAdmin(ctx);
      const { enquiry, due } = await retryEnquiryDelivery(ctx.db, str(args.id));
      if (due > 0) kickDelivery();
      return enquiry;
    },
    updateMyName: async (_: unknown, args: Args, ctx: ModelContext) => {
      const viewer = requireAdmin(ctx);
      const user = await updateMyName(ctx.db, viewer.id, optionalStr(args.name));
      return { id: user.id, email: user.email, name: user.name };
    },
    changeMyPassword: async (_: unknown, args: Args, ctx: ModelContext) => {
      const viewer = requireAdmin(ctx);
      await changeMyPassword(ctx.db, viewer.id, str(args.currentPassword), str(args.newPassword));
      return true;
    },
    requestEmailChange: async (_: unknown, args: Args, ctx: ModelContext) => {
      const viewer = requireAdmin(ctx);
      await requestEmailChange(ctx.db, viewer.id, str(args.newEmail), str(args.currentPassword));
      return true;
    },
    inviteAdmin: (_: unknown, args: Args, ctx: ModelContext) => {
      const viewer = requireAdmin(ctx);
      return inviteAdmin(ctx.db, viewer.id, str(args.email), optionalStr(args.name));
    },
    setAdminDisabled: (_: unknown, args: Args, ctx: ModelContext) => {
      const viewer = requireAdmin(ctx);
      return setAdminDisabled(ctx.db, viewer.id, str(args.id), args.disabled === true);
    },
    signOutEverywhere: async (_: unknown, __: Args, ctx: ModelContext) => {
      const viewer = requireAdmin(ctx);
      await signOutEverywhere(ctx.db, viewer.id);
      return true;
    },
  },
  Subscription: {
    onEnquiryChange: {
      subscribe: (_: unknown, __: Args, ctx: ModelContext) => {
        requireAdmin(ctx);
        return pipe(getPubSub().subscribe(ENQUIRY_CHANGE_TOPIC), whileAccessHolds(ctx));
      },
      resolve: (payload: Record<string, unknown>) => payload,
    },
  },
  Enquiry: {
    mails: async (parent: EnquiryWithMails, _: Args, ctx: ModelContext) =>
      parent.mails ?? (await mailsOf(ctx.db, [parent.id])).get(parent.id) ?? [],
  },
};
