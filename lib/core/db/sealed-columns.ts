import 'server-only';
import type { Kysely } from 'kysely';
import { logger } from '@/lib/core/ops/log';
import { isSealed, openSealed, sealSecret } from '@/lib/core/security/sealed-secret';
import type { Database } from './schema';

/*
 * The columns that hold sealed secrets (lib/core/security/sealed-secret.ts). A migration cannot seal
 * them, as the key is not in the database and Kysely's migrations run without the application's
 * configuration; so this step runs right after the migrations whenever the application opens its
 * database (openMigratedDb), and seals what is left in clear (written before sealing existed) or
 * sealed under NEXTAUTH_SECRET_PREVIOUS. It is idempotent and cheap: a handful of accounts.
 */

export const SEALED_ACCOUNT_COLUMNS = ['totpSecret', 'totpPendingSecret'] as const;

/** What a sealed secret of an account is bound to: that account. */
export const accountSecretContext = (userId: string) => `admin_user:${userId}`;

/** Seals every account secret in clear or under the previous key; answers how many it sealed. */
export async function sealSecretColumns(db: { kysely: Kysely<Database> }): Promise<number> {
  const rows = await db.kysely
    .selectFrom('admin_user')
    .select(['id', ...SEALED_ACCOUNT_COLUMNS])
    .where((eb) => eb.or(SEALED_ACCOUNT_COLUMNS.map((column) => eb(column, 'is not', null))))
    .execute();
  let sealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    const context = accountSecretContext(row.id);
    for (const column of SEALED_ACCOUNT_COLUMNS) {
      const value = row[column];
      if (value === null) continue;
      const opened = isSealed(value) ? openSealed(value, context) : { plain: value, stale: true };
      if (!opened) unreadable += 1;
      if (!opened?.stale) continue;
      // Only if no one changed it meanwhile (another instance starting at the same moment).
      const result = await db.kysely
        .updateTable('admin_user')
        .set({ [column]: sealSecret(opened.plain, context) })
        .where('id', '=', row.id)
        .where(column, '=', value)
        .executeTakeFirst();
      sealed += Number(result.numUpdatedRows);
    }
  }
  if (unreadable > 0) {
    logger().warn({ unreadable }, 'Two-factor secrets sealed under an unknown key: set NEXTAUTH_SECRET_PREVIOUS to the former session secret');
  }
  return sealed;
}
