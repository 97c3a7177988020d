import { filter, pipe } from 'graphql-yoga';
import { kickDelivery } from '@/lib/core/mail/worker';
import { getPubSub } from '@/lib/core/model/events';
import { type ModelContext, requireAdmin, requireOwner } from '@/lib/core/model/repository';
import { listNotifications, markNotificationsRead } from '@/lib/core/notifications';
import {
  approveChangeRequest,
  CHANGE_REQUEST_TOPIC,
  type ChangeRequestEvent,
  getChangeRequest,
  listChangeRequests,
  mayRead,
  myChangeRequest,
  pendingReviewCount,
  type RequestChangeInput,
  requestChange,
  returnChangeRequest,
  reviewSettings,
  setReviewSettings,
  withdrawChangeRequest,
} from '@/lib/core/review';
import { whileAccessHolds } from './live-access';

type Args = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : []);
/** The roles the input sets (a null or absent one stays as it is). */
const settingsOf = (input: unknown): Record<string, boolean> =>
  Object.fromEntries(Object.entries(typeof input === 'object' && input ? input : {}).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));

/** Review before publishing and the shell's notices (graphql/review-sdl.ts); each function checks who may. */
export const reviewResolvers = {
  Query: {
    listChangeRequests: (_: unknown, args: Args, ctx: ModelContext) => listChangeRequests(ctx, Array.isArray(args.states) ? strings(args.states) : undefined),
    getChangeRequest: (_: unknown, args: Args, ctx: ModelContext) => getChangeRequest(ctx, str(args.id)),
    myChangeRequest: (_: unknown, args: Args, ctx: ModelContext) => myChangeRequest(ctx, str(args.entity), str(args.recordId)),
    pendingReviewCount: (_: unknown, __: Args, ctx: ModelContext) => pendingReviewCount(ctx),
    reviewSettings: (_: unknown, __: Args, ctx: ModelContext) => (requireAdmin(ctx), reviewSettings(ctx.db.kysely)),
    myNotifications: (_: unknown, args: Args, ctx: ModelContext) =>
      listNotifications(ctx.db, requireAdmin(ctx).id, typeof args.limit === 'number' ? args.limit : undefined),
  },
  Mutation: {
    requestChange: (_: unknown, args: Args, ctx: ModelContext) => requestChange(ctx, args.input as RequestChangeInput),
    withdrawChangeRequest: (_: unknown, args: Args, ctx: ModelContext) => withdrawChangeRequest(ctx, str(args.id)),
    approveChangeRequest: async (_: unknown, args: Args, ctx: ModelContext) => {
      const approved = await approveChangeRequest(ctx, str(args.id));
      kickDelivery();
      return approved;
    },
    returnChangeRequest: async (_: unknown, args: Args, ctx: ModelContext) => {
      const returned = await returnChangeRequest(ctx, str(args.id), str(args.comment));
      kickDelivery();
      return returned;
    },
    setReviewSettings: (_: unknown, args: Args, ctx: ModelContext) =>
      setReviewSettings(ctx.db.kysely, requireOwner(ctx, 'Mutation', 'setReviewSettings'), settingsOf(args.input)),
    markNotificationsRead: (_: unknown, args: Args, ctx: ModelContext) => markNotificationsRead(ctx.db, requireAdmin(ctx).id, strings(args.ids)),
  },
  Subscription: {
    onChangeRequestChange: {
      subscribe: (_: unknown, __: Args, ctx: ModelContext) => {
        const viewer = requireAdmin(ctx);
        return pipe(
          getPubSub().subscribe(CHANGE_REQUEST_TOPIC),
          whileAccessHolds(ctx),
          filter((event: Record<string, unknown>) => mayRead(viewer, event as unknown as ChangeRequestEvent)),
        );
      },
      resolve: (payload: Record<string, unknown>) => payload,
    },
  },
};
