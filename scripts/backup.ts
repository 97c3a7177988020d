/**
 * `npm run backup [-- --out DIR]`: writes one archive of the configured site (database, images,
 * generated secrets, mail copies) into DIR (`backups`), safe to run while the site serves.
 */
import './env';
import path from 'node:path';
import { BackupError, configuredSiteData, createBackup } from '@/lib/core/ops/backup';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const started = Date.now();
createBackup(configuredSiteData(), path.resolve(option('--out') ?? 'backups'))
  .then(({ file, sha256, manifest }) => {
    const count = (folder: string) => manifest.files.filter((entry) => entry.path.startsWith(`${folder}/`)).length;
    console.log(`Backed up the ${manifest.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, ${count('media')} image files, ${manifest.secrets.length} secret(s) and ${count('mail')} mail copies in ${Date.now() - started} ms:`);
    console.log(`  ${file}`);
    console.log(`  sha256 ${sha256} (also in ${path.basename(file)}.sha256)`);
    console.log("It holds visitors' enquiries, every admin's password hash and TOTP seed, the audit log and the session secret: keep it, and its copies, as you keep the database, where only the operators can read them.");
  })
  .catch((error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  });
