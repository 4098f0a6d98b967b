// A copy of the repository's files as a clone has them, with this tree's uncommitted changes
// and new files (git's own list, so ignored files such as node_modules and .env never come).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';

/** Copies every listed file into `target` (made if missing); files already there are overwritten. */
export function copyRepository(target) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    try {
      mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
      cpSync(path.join(ROOT, file), path.join(target, file));
    } catch (error) {
      // A tracked file deleted in the working tree is not part of this tree.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
  }
  return target;
}
