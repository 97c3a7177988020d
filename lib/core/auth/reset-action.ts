'use server';

import { headers } from 'next/headers';
import { getDb } from '@/lib/core/db';
import { isApiError } from '@/lib/core/model/errors';
import { clientAddress } from '@/lib/core/security/client-address';
import { accountMessages } from './account-schemas';
import { requestPasswordReset, resetPassword } from './password-reset';
import { logger } from '@/lib/core/ops/log';

export type ResetActionResult = { ok: true; message?: string } | { ok: false; message: string; fieldErrors: Record<string, string> };

const UNAVAILABLE = 'ただいま受け付けられませんでした。時間をおいてもう一度お試しください。';

/** /login/reset: asks for a reset link. The same answer whether or not the address has an account. */
export async function requestResetAction(email: unknown): Promise<ResetActionResult> {
  try {
    const outcome = await requestPasswordReset(await getDb(), email, clientAddress(await headers()));
    if (!outcome.ok) return { ok: false, message: accountMessages.resetTooMany, fieldErrors: {} };
    return { ok: true, message: accountMessages.resetSent };
  } catch (error) {
    if (isApiError(error)) return { ok: false, message: error.message, fieldErrors: { email: error.message } };
    logger().error({ err: error }, 'Could not take a password reset request');
    return { ok: false, message: UNAVAILABLE, fieldErrors: {} };
  }
}

/** The link's page: sets the new password (checked again here) and ends every session of the account. */
export async function resetPasswordAction(token: unknown, input: unknown): Promise<ResetActionResult> {
  try {
    const outcome = await resetPassword(await getDb(), typeof token === 'string' ? token : '', input, clientAddress(await headers()));
    if (outcome.ok) return { ok: true };
    if (outcome.reason === 'invalid-link') return { ok: false, message: accountMessages.resetInvalid, fieldErrors: {} };
    return { ok: false, message: '入力内容をご確認ください。', fieldErrors: outcome.fieldErrors };
  } catch (error) {
    logger().error({ err: error }, 'Could not reset a password');
    return { ok: false, message: UNAVAILABLE, fieldErrors: {} };
  }
}
