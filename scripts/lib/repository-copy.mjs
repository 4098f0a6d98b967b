// A copy of the repository's files as a clone has them, with this tree's uncommitted changes
// and new files (git's own list, so ignored files such as node_modules and .env never come).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';

/** Removes what `target` holds beyond `keep` (relative paths), never entering a node_modules folder. */
function prune(target, keep, dir = target) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) prune(target, keep, full);
    else if (!keep.has(path.relative(target, full))) rmSync(full);
  }
}

/**
 * Copies every listed file into `target` (made if missing); files already there are overwritten,
 * and any other file there (one deleted from the repository since, a build, a log) is removed,
 * so a tree kept between runs holds exactly this one's files and its installed packages.
 */
export function copyRepository(target) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  mkdirSync(target, { recursive: true });
  prune(target, new Set(files));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(target, file));
  }
  return target;
}
