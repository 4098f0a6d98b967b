import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { FLAGS_TAG } from '@blog/rules/content-tags';

/** The SQLite database of the site under test (the data folder the web server was started with). */
export function siteDb() {
  return new Database(path.join(process.env.E2E_DATA_DIR as string, 'blog.db'));
}

/**
 * Deletes a test file's articles straight from the site's database: the delete route would
 * check the owner's password, which takes part in the sign-in lockout that sign-in.spec.ts counts.
 */
export function deleteArticles(...ids: string[]) {
  const db = siteDb();
  try {
    for (const id of ids) db.prepare('DELETE FROM articles WHERE document_id = ?').run(id);
  } finally {
    db.close();
  }
}

export function readSiteCounter(): number {
  const db = siteDb();
  try {
    return (db.prepare('SELECT count FROM site_counters ORDER BY id LIMIT 1').get() as { count: number }).count;
  } finally {
    db.close();
  }
}

/** Forgets who has been counted today (the `view_marks` table), so the next view of every reader counts. */
export function forgetTodaysViewers() {
  const db = siteDb();
  try {
    db.prepare('DELETE FROM view_marks').run();
  } finally {
    db.close();
  }
}

export function readTodaysViews(): number {
  const db = siteDb();
  try {
    const row = db.prepare('SELECT count FROM daily_views WHERE day = ?').get(new Date().toISOString().slice(0, 10)) as
      { count: number } | undefined;
    return row?.count ?? 0;
  } finally {
    db.close();
  }
}

/**
 * The block switch, written the way the CMS writes it: with a new content version and the
 * switch's own tag in the same transaction (cms/src/lib/content-version.ts), so cached pages and
 * the values the web server caches per version (the switch among them) follow at once.
 */
export function setBlock(block: 'none' | 'global' | 'partial') {
  const db = siteDb();
  try {
    const token = randomUUID();
    db.transaction(() => {
      db.prepare('UPDATE site_flags SET block = ?').run(block);
      db.prepare('UPDATE content_version SET token = ? WHERE id = 1').run(token);
      db.prepare('INSERT INTO content_tag (tag, token) VALUES (?, ?) ON CONFLICT (tag) DO UPDATE SET token = excluded.token').run(
        FLAGS_TAG,
        token,
      );
    })();
  } finally {
    db.close();
  }
}
