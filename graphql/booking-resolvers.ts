import { blockSlot, bookableStore, bookingCalendar, bookingNotFound, bookingPileUps, type BookingStaff, cancelBookings, checkAvailabilityOptions, eraseBooking, getBooking, getBookingSettings, listBlocks, listBookings, moveBookingAsStaff, setBookingSettings, setBookingState, storeAvailability, unblockSlot } from '@/lib/core/booking';
import { kickDelivery } from '@/lib/core/mail/worker';
import { type ModelContext, requireAdmin } from '@/lib/core/model/repository';

type Args = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalStr = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function staffOf(ctx: ModelContext): BookingStaff {
  const viewer = requireAdmin(ctx);
  return { access: viewer, actor: viewer };
}

const range = (args: Args) => ({ storeId: str(args.storeId), from: str(args.from), to: str(args.to) });

/** A change that queued mails starts a delivery run, as an enquiry does. */
async function thenDeliver<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  kickDelivery();
  return result;
}

/** The trial booking's fields (graphql/booking-sdl.ts); who may call each is checked before (permissions.ts). */
export const bookingResolvers = {
  Query: {
    bookingAvailability: async (_: unknown, args: Args, ctx: ModelContext) => {
      const storeId = str(args.storeId);
      const options = { from: optionalStr(args.from), days: typeof args.days === 'number' ? args.days : null };
      // A malformed range is the caller's fault whatever the store, so it is answered before the store is looked up.
      checkAvailabilityOptions(options);
      if (!(await bookableStore(ctx.db, storeId))) return null;
      return storeAvailability(ctx.db, storeId, options);
    },
    listBookings: (_: unknown, args: Args, ctx: ModelContext) => listBookings(ctx.db, range(args), staffOf(ctx)),
    getBooking: (_: unknown, args: Args, ctx: ModelContext) => getBooking(ctx.db, str(args.id), staffOf(ctx)),
    listBookingBlocks: (_: unknown, args: Args, ctx: ModelContext) => listBlocks(ctx.db, range(args), staffOf(ctx)),
    bookingCalendar: (_: unknown, args: Args, ctx: ModelContext) => bookingCalendar(ctx.db, range(args), staffOf(ctx)),
    bookingSettings: (_: unknown, args: Args, ctx: ModelContext) => getBookingSettings(ctx.db, str(args.storeId), staffOf(ctx)),
    bookingPileUps: (_: unknown, args: Args, ctx: ModelContext) => bookingPileUps(ctx.db, str(args.storeId), staffOf(ctx)),
  },
  Mutation: {
    setBookingState: (_: unknown, args: Args, ctx: ModelContext) => thenDeliver(setBookingState({ db: ctx.db }, str(args.id), str(args.state), staffOf(ctx))),
    cancelBookings: (_: unknown, args: Args, ctx: ModelContext) =>
      thenDeliver(cancelBookings({ db: ctx.db }, Array.isArray(args.ids) ? args.ids.filter((id): id is string => typeof id === 'string') : [], staffOf(ctx))),
    moveBooking: (_: unknown, args: Args, ctx: ModelContext) => thenDeliver(moveBookingAsStaff({ db: ctx.db }, str(args.id), str(args.startsAt), staffOf(ctx))),
    blockBookingSlot: (_: unknown, args: Args, ctx: ModelContext) =>
      blockSlot(ctx.db, { storeId: str(args.storeId), date: str(args.date), slot: optionalStr(args.slot), note: optionalStr(args.note) }, staffOf(ctx)),
    unblockBookingSlot: (_: unknown, args: Args, ctx: ModelContext) => unblockSlot(ctx.db, { storeId: str(args.storeId), date: str(args.date), slot: optionalStr(args.slot) }, staffOf(ctx)),
    setBookingSettings: (_: unknown, args: Args, ctx: ModelContext) =>
      setBookingSettings(
        ctx.db,
        {
          storeId: str(args.storeId),
          capacity: typeof args.capacity === 'number' ? args.capacity : null,
          enabled: typeof args.enabled === 'boolean' ? args.enabled : null,
          ...(args.email === undefined ? {} : { email: optionalStr(args.email) }),
        },
        staffOf(ctx),
      ),
    anonymizeBooking: async (_: unknown, args: Args, ctx: ModelContext) => {
      const staff = staffOf(ctx);
      if (!(await eraseBooking(ctx.db, str(args.id), 'anonymize', staff)) && !(await getBooking(ctx.db, str(args.id), staff))) throw bookingNotFound();
      return true;
    },
    deleteBooking: async (_: unknown, args: Args, ctx: ModelContext) => {
      if (!(await eraseBooking(ctx.db, str(args.id), 'delete', staffOf(ctx)))) throw bookingNotFound();
      return str(args.id);
    },
  },
};
