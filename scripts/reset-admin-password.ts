/**
 * `npm run admin:reset-password [-- e-mail]`: gives an admin account a new generated password,
 * prints it once and ends the account's sessions. Without an e-mail: ADMIN_EMAIL, else the demo
 * admin. For a forgotten password when no other admin can help.
 */
import './env';
import { DEMO_ADMIN_EMAIL, generatePassword, setPassword } from '@/lib/core/auth/bootstrap';
import { findUserByEmail } from '@/lib/core/auth/users';
import { getConfig } from '@/lib/core/config';
import { configuredTarget, describeTarget, openMigratedDb } from '@/lib/core/db';

async function main(): Promise<number> {
  const email = process.argv[2] ?? getConfig().ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL;
  const target = configuredTarget();
  const db = await openMigratedDb(target);
  try {
    const user = await findUserByEmail(db, email);
    if (!user) {
      console.error(`No admin account ${email} in the ${describeTarget(target)} database.`);
      return 1;
    }
    const password = generatePassword();
    await setPassword(db, user.id, password);
    console.log(`New password for ${user.email}: ${password}\nIt is shown only now; every session of the account has ended.`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
