// `npm run restore -- <backup folder>`: puts a backup made by `npm run backup`
// back in place. Stop the blog first; start it again afterwards.
import { resolveEnv } from './lib/env.mjs';
import { restore } from './lib/backup.mjs';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(2);
}
try {
  const manifest = await restore(resolveEnv(), folder);
  console.log(
    `Restored the ${manifest.database.client} database of ${manifest.createdAt} and ${manifest.uploads.length} uploaded files from ${folder}`,
  );
} catch (error) {
  console.error(`Restore failed: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
