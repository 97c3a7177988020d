'use server';

import { headers } from 'next/headers';
import { getDb } from '@/lib/core/db';
import { clientAddress } from '@/lib/core/security/client-address';
import { confirmEmailChange } from './account';
import { logger } from '@/lib/core/ops/log';

/** The button of /login/confirm-email: the change takes effect, every session ends; then the login page says so. */
export async function confirmEmailChangeAction(token: unknown): Promise<{ ok: boolean }> {
  try {
    const outcome = await confirmEmailChange(await getDb(), typeof token === 'string' ? token : '', new Date(), clientAddress(await headers()));
    return { ok: outcome.ok };
  } catch (error) {
    logger().error({ err: error }, 'Could not confirm an e-mail change');
    return { ok: false };
  }
}
