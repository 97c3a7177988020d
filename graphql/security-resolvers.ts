import { sendPasswordResetLink } from '@/lib/core/auth/password-reset';
import {
  confirmEnrollment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  setTwoFactorRequired,
  startEnrollment,
  twoFactorStatus,
} from '@/lib/core/auth/totp';
import { type ModelContext, requireAdmin } from '@/lib/core/model/repository';

type Args = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Two-factor sign-in and reset links (graphql/security-sdl.ts); who may call each is checked before (lib/core/auth/permissions.ts). */
export const securityResolvers = {
  Query: {
    twoFactorStatus: (_: unknown, __: Args, ctx: ModelContext) => twoFactorStatus(ctx.db, requireAdmin(ctx).id),
  },
  Mutation: {
    startTwoFactorEnrollment: (_: unknown, __: Args, ctx: ModelContext) => startEnrollment(ctx.db, requireAdmin(ctx)),
    confirmTwoFactorEnrollment: (_: unknown, args: Args, ctx: ModelContext) => confirmEnrollment(ctx.db, requireAdmin(ctx), str(args.code)),
    disableTwoFactor: async (_: unknown, args: Args, ctx: ModelContext) => {
      await disableTwoFactor(ctx.db, requireAdmin(ctx), str(args.currentPassword));
      return true;
    },
    regenerateRecoveryCodes: (_: unknown, args: Args, ctx: ModelContext) => regenerateRecoveryCodes(ctx.db, requireAdmin(ctx), str(args.currentPassword)),
    setTwoFactorRequired: (_: unknown, args: Args, ctx: ModelContext) => setTwoFactorRequired(ctx.db, requireAdmin(ctx), args.required === true),
    sendPasswordResetLink: async (_: unknown, args: Args, ctx: ModelContext) => {
      await sendPasswordResetLink(ctx.db, requireAdmin(ctx), str(args.id));
      return true;
    },
  },
};
