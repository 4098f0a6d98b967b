// `npm run backup [-- <folder>]`: a consistent copy of the database, the uploads
// and the secrets, while the blog keeps running. Prints the backup's folder.
import { resolveEnv } from './lib/env.mjs';
import { backup } from './lib/backup.mjs';

try {
  const folder = await backup(resolveEnv(), process.argv[2]);
  console.log(`Backup written to ${folder}`);
} catch (error) {
  console.error(`Backup failed: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
