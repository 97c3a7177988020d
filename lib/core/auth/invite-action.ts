'use server';

import { getDb } from '@/lib/core/db';
import { acceptInvite } from './account';
import { accountMessages } from './account-schemas';
import { logger } from '@/lib/core/ops/log';

export type InviteActionResult = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * The invitation form's action: checks the input again on the server, sets the password and
 * says whether the new admin may go on to the login page.
 */
export async function acceptInviteAction(token: unknown, input: unknown): Promise<InviteActionResult> {
  let result;
  try {
    result = await acceptInvite(await getDb(), typeof token === 'string' ? token : '', input);
  } catch (error) {
    logger().error({ err: error }, 'Could not complete an invitation');
    return { ok: false, message: 'ただいま登録できませんでした。時間をおいてもう一度お試しください。', fieldErrors: {} };
  }
  if (result.ok) return { ok: true };
  if (result.reason === 'invalid-link') return { ok: false, message: accountMessages.inviteInvalid, fieldErrors: {} };
  return { ok: false, message: '入力内容をご確認ください。', fieldErrors: result.fieldErrors };
}
