// Fills a blog's SQLite database to a given size for the scale benchmark:
// exactly `articles` articles (the demo ones first, then generated ones in both
// sections) and `reactions` reaction rows spread over them. Rows are written
// the way Strapi writes them (document ids, timestamps, published_at), in one
// transaction with prepared statements, so 100,000 articles and a million
// reactions take seconds. Run it only while the CMS is stopped, on a database the CMS has
// created: its triggers fill the full-text index as the rows go in (ADR 44).
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
export const TOPICS = [
  ['coding', 'Coding', 'JavaScript'],
  ['coding', 'Coding', 'TypeScript'],
  ['coding', 'Coding', 'Web'],
  ['health', 'Health', 'Sleep'],
  ['health', 'Health', 'Walking'],
  ['health', 'Health', 'Breathing'],
];
// The bodies' words: the topics' own words, frequent, then a long tail of made-up ones, drawn
// with a skew (a few words in most bodies, most words in few), as in real writing, so a
// full-text search meets common words, rare words and phrases.
const COMMON_WORDS = (
  'sleep code habit light rest walk breath focus screen night morning body brain test build error type page ' +
  'deep water food stress desk eyes time work data list file stream layout grid form text simple small calm'
).split(' ');
const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'tu', 'sa', 'vel', 'on', 'dri', 'pa', 'shu', 'ne', 'gor', 'li', 'fa', 'zen'];
const TAIL = Array.from({ length: 6000 }, (_, n) => {
  let word = '';
  for (let rest = n + 17; rest > 0; rest = Math.floor(rest / SYLLABLES.length)) word += SYLLABLES[rest % SYLLABLES.length];
  return word;
});

/** The n-th word of the long tail (wrapping round): a word the seed writes in about one body of a hundred. */
export const tailWord = (n) => TAIL[n % TAIL.length];

/** A small deterministic random source (mulberry32), so every run seeds the same texts. */
function randomSource(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Article n's body text: 120 to 200 words in sentences, its topic's word among them. */
export function bodyText(n, topic) {
  const random = randomSource(n + 1);
  const words = [];
  const count = 120 + Math.floor(random() * 80);
  for (let at = 0; at < count; at += 1) {
    const draw = random();
    // Three words in ten are common ones (each in about two bodies of three); the rest from the tail, skewed.
    const word =
      at % 23 === 5
        ? topic
        : draw < 0.3
          ? COMMON_WORDS[Math.floor((draw / 0.3) * COMMON_WORDS.length)]
          : TAIL[Math.floor(TAIL.length * random() ** 2)];
    words.push(at % 12 === 0 ? word[0].toUpperCase() + word.slice(1) : word);
    if (at % 12 === 11) words[words.length - 1] += '.';
  }
  return `${words.join(' ')}.`;
}

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
        research_links_save, category, total_words, section, created_at, updated_at, published_at, locale, body_text)
        VALUES (?, ?, ?, ?, ?, ?, ?, 'Rowan Ellis', 'January 1, 2024', '[]', ?, ?, ?, ?, ?, ?, NULL, ?)`);
      const start = Date.parse('2020-01-01T00:00:00Z');
      for (let n = have; n < articles; n += 1) {
        const [section, category, word] = TOPICS[n % TOPICS.length];
        const cover = `/media/covers/cover-${String((n % 18) + 1).padStart(2, '0')}.png`;
        const at = start + n * 60000;
        const text = bodyText(n, word.toLowerCase());
        insert.run(
          documentId(),
          `/scale-${word.toLowerCase()}-note-${n}`,
          `${word} note number ${n}`,
          cover,
          'Generated',
          JSON.stringify([cover, 'Generated']),
          Buffer.from(`<p>${text}</p>`).toString('base64'),
          category,
          text.split(' ').length,
          section,
          at,
          at,
          at,
          text,
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
    // One b-tree per index level after a bulk load, as a long-running blog's automerge makes it.
    db.exec("INSERT INTO article_texts(article_texts) VALUES('optimize')");
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.exec('ANALYZE');
  } finally {
    db.close();
  }
}
