// The database of a site under test, read the same way on SQLite and PostgreSQL
// (`?` placeholders, rows as objects): to read a human check's answer, and to
// check afterwards that every acknowledged write is stored.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @typedef {{ all: (sql: string, params?: unknown[]) => Promise<any[]>, close: () => Promise<unknown> }} SiteDb */

/** The SQLite file of a site (opened per call: the CMS may be killed and restarted meanwhile). */
export function sqliteDb(file) {
  const Database = require('better-sqlite3');
  const withDb = (use) => {
    const db = new Database(file, { fileMustExist: true, timeout: 10_000 });
    try {
      return use(db);
    } finally {
      db.close();
    }
  };
  return {
    file,
    all: async (sql, params = []) => withDb((db) => db.prepare(sql).all(...params)),
    /** PRAGMA integrity_check: 'ok', or the problems SQLite found. */
    integrity: async () =>
      withDb((db) =>
        db
          .pragma('integrity_check')
          .map((row) => row.integrity_check)
          .join('; '),
      ),
    journalMode: async () => withDb((db) => db.pragma('journal_mode', { simple: true })),
    close: async () => {},
  };
}

/** One connection to PostgreSQL as the administrator, reading the site's schema. */
export async function postgresDb(adminUrl, schema) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrl, options: `-c search_path=${schema}` });
  await client.connect();
  return {
    all: async (sql, params = []) => {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${(n += 1)}`),
          params,
        )
      ).rows;
    },
    close: () => client.end().catch(() => undefined),
  };
}

/** Every opinion, like and article of a run carries its marker; these read them back. */
export async function storedLikes(db, domain) {
  return db.all("SELECT email, article_id FROM reactions WHERE kind = 'like' AND email LIKE ?", [`%@${domain}`]);
}

export async function storedOpinions(db, marker) {
  return (await db.all('SELECT opinion FROM opinions WHERE opinion LIKE ?', [`${marker}%`])).map((row) => row.opinion);
}

/** The whole-site counter and today's (UTC) views. */
export async function viewCounts(db) {
  const [counter] = await db.all('SELECT count FROM site_counters ORDER BY id LIMIT 1');
  const [daily] = await db.all('SELECT count FROM daily_views WHERE day = ?', [new Date().toISOString().slice(0, 10)]);
  return { counter: Number(counter?.count ?? 0), daily: Number(daily?.count ?? 0) };
}
