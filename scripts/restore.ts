/**
 * `npm run restore -- FILE [--force]`: restores an archive of `npm run backup` into the configured
 * data folder and database, which must be empty unless --force. Stop the site first.
 */
import './env';
import path from 'node:path';
import { BackupError, configuredSiteData, restoreBackup } from '@/lib/core/ops/backup';

const args = process.argv.slice(2);
const archive = args.find((arg) => !arg.startsWith('--'));
if (!archive) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exit(2);
}

restoreBackup(path.resolve(archive), configuredSiteData(), { force: args.includes('--force') })
  .then(({ manifest, replaced, mediaFiles }) => {
    if (replaced.length > 0) console.log(`Replaced: ${replaced.join(', ')}`);
    console.log(`Restored the backup of ${manifest.createdAt} (${manifest.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${mediaFiles} image files, ${manifest.secrets.length} secret(s)).`);
    console.log('Start the site (npm start): it brings the database up to the migrations of this code.');
  })
  .catch((error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  });
