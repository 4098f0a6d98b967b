// Content stamps: a build or an install is redone only when its inputs changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';

const SKIP = new Set(['node_modules', 'dist', 'build', '.cache', '.tmp', '.strapi', '.react-router', 'test-results', 'tests', 'types']);

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (SKIP.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

export function hashInputs(entries) {
  const hash = createHash('sha256');
  for (const entry of entries) {
    for (const file of files(entry)) {
      // Relative, so a second checkout of the repository (a git worktree) shares the install stamp.
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function isFresh(stampFile, hash) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
}

export function writeStamp(stampFile, hash) {
  writeFileSync(stampFile, hash);
}
