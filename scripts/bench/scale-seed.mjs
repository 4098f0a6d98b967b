// Fills a blog's SQLite database to a given size for the scale benchmark:
// exactly `articles` articles (the demo ones first, then generated ones in both
// sections) and `reactions` reaction rows spread over them. Rows are written
// the way Strapi writes them (document ids, timestamps, published_at), in one
// transaction with prepared statements, so 100,000 articles and a million
// reactions take seconds. Run it only while the CMS is stopped.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/env.mjs';

const require = createRequire(path.join(ROOT, 'cms', 'package.json'));
const Database = require('better-sqlite3');

const documentId = () =>
  randomBytes(18)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')
    .slice(0, 24);
const TOPICS = [
  ['coding', 'Coding', 'JavaScript'],
  ['coding', 'Coding', 'TypeScript'],
  ['coding', 'Coding', 'Web'],
  ['health', 'Health', 'Sleep'],
  ['health', 'Health', 'Walking'],
  ['health', 'Health', 'Breathing'],
];
const BODY = Buffer.from(
  '<p>A generated article for the scale benchmark. It has a few sentences of text, so that lists and pages carry realistic rows.</p>'.repeat(
    8,
  ),
).toString('base64');

/** Sets the article count to `articles` (keeping the oldest ones) and the reaction rows to `reactions`. */
export function seedScale(dbFile, { articles, reactions }) {
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  try {
    db.transaction(() => {
      const have = /** @type {{ n: number }} */ (db.prepare('SELECT COUNT(*) AS n FROM articles').get()).n;
      if (have > articles) {
        db.prepare('DELETE FROM articles WHERE id NOT IN (SELECT id FROM articles ORDER BY created_at, id LIMIT ?)').run(articles);
      }
      const insert =
        db.prepare(`INSERT INTO articles (document_id, href, heading_save, image_cdn, image_source, image_save, article_save, author_save, date_save,
        research_links_save, category, total_words, section, created_at, updated_at, published_at, locale)
        VALUES (?, ?, ?, ?, ?, ?, ?, 'Rowan Ellis', 'January 1, 2024', '[]', ?, 120, ?, ?, ?, ?, NULL)`);
      const start = Date.parse('2020-01-01T00:00:00Z');
      for (let n = have; n < articles; n += 1) {
        const [section, category, word] = TOPICS[n % TOPICS.length];
        const cover = `/media/covers/cover-${String((n % 18) + 1).padStart(2, '0')}.png`;
        const at = start + n * 60000;
        insert.run(
          documentId(),
          `/scale-${word.toLowerCase()}-note-${n}`,
          `${word} note number ${n}`,
          cover,
          'Generated',
          JSON.stringify([cover, 'Generated']),
          BODY,
          category,
          section,
          at,
          at,
          at,
        );
      }
      const ids = db.prepare('SELECT document_id FROM articles').pluck().all();
      db.prepare('DELETE FROM reactions').run();
      const react = db.prepare(`INSERT INTO reactions (document_id, kind, email, article_id, created_at, updated_at, published_at, locale)
        VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`);
      const now = Date.now();
      for (let n = 0; n < reactions; n += 1) {
        react.run(documentId(), n % 5 === 0 ? 'unlike' : 'like', `reader${n}@example.com`, ids[n % ids.length], now, now, now);
      }
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.exec('ANALYZE');
  } finally {
    db.close();
  }
}
