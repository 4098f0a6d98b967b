import type { Core } from '@strapi/strapi';
import { plainText } from '@blog/rules/text';
import { ensureTriggers, isPostgres, rawRows } from './raw-sql';
import { htmlOfStored } from './stored-body';

/**
 * The full-text index of articles (ADR 44): title, body text and sources, on both databases,
 * current inside each write's transaction. SQLite: an FTS5 table over `articles` (external
 * content, so the text is stored once) with the unicode61 tokenizer folding case and
 * diacritics, kept by triggers. PostgreSQL: a generated tsvector column (title weight A, body
 * B, sources C) over a folded text, with a GIN index. The body's text (`body_text`) is written
 * by the article's write itself (lib/article-input.ts): base64 is nothing an index can read.
 */
export const FTS_TABLE = 'article_texts';

/**
 * PostgreSQL: how many articles hold each word of the index (the word '' counts the articles),
 * kept by triggers inside each write's transaction, so related reading reads the rarity of its
 * key words in one look-up (ts_stat reads every vector). SQLite counts in its index instead.
 */
export const WORDS_TABLE = 'article_words';

/** The columns indexed, in order: title, body, the photo's source and the research links. */
export const FTS_COLUMNS = ['heading_save', 'body_text', 'image_source', 'research_links_save'] as const;

type Knex = Core.Strapi['db']['connection'];

const columnList = FTS_COLUMNS.join(', ');
const newValues = FTS_COLUMNS.map((column) => `new.${column}`).join(', ');
const oldValues = FTS_COLUMNS.map((column) => `old.${column}`).join(', ');
const TRIGGERS = ['articles_texts_insert', 'articles_texts_delete', 'articles_texts_update'];
const SQLITE_TRIGGERS = [
  `CREATE TRIGGER articles_texts_insert AFTER INSERT ON articles BEGIN
     INSERT INTO ${FTS_TABLE}(rowid, ${columnList}) VALUES (new.id, ${newValues}); END`,
  `CREATE TRIGGER articles_texts_delete AFTER DELETE ON articles BEGIN
     INSERT INTO ${FTS_TABLE}(${FTS_TABLE}, rowid, ${columnList}) VALUES ('delete', old.id, ${oldValues}); END`,
  `CREATE TRIGGER articles_texts_update AFTER UPDATE OF ${columnList} ON articles BEGIN
     INSERT INTO ${FTS_TABLE}(${FTS_TABLE}, rowid, ${columnList}) VALUES ('delete', old.id, ${oldValues});
     INSERT INTO ${FTS_TABLE}(rowid, ${columnList}) VALUES (new.id, ${newValues}); END`,
];

/**
 * PostgreSQL's folding in SQL, as foldText does it in JavaScript (unaccent is not installed
 * everywhere): lower case, the Latin letters with diacritics to their base letter (translate()
 * maps one character to one), and punctuation to spaces so the 'simple' parser splits words
 * where unicode61 does ("node.js" is "node" and "js").
 */
function pgFoldingPairs(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const char = String.fromCodePoint(code).toLowerCase();
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
    if (base.length === 1 && base !== char && /[a-z]/.test(base) && !from.includes(char)) {
      from += char;
      to += base;
    }
  }
  // Typographic punctuation the C locale's [:punct:] does not know.
  const punctuation = '\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u00ab\u00bb\u00b7';
  return { from: from + punctuation, to: to + ' '.repeat(punctuation.length) };
}

const { from: FOLD_FROM, to: FOLD_TO } = pgFoldingPairs();
const pgFold = (sql: string) => `regexp_replace(translate(lower(${sql}), '${FOLD_FROM}', '${FOLD_TO}'), '[[:punct:][:space:]]+', ' ', 'g')`;

const PG_VECTOR = `setweight(to_tsvector('simple'::regconfig, ${pgFold("coalesce(heading_save, '')")}), 'A')
  || setweight(to_tsvector('simple'::regconfig, ${pgFold("coalesce(body_text, '')")}), 'B')
  || setweight(to_tsvector('simple'::regconfig, ${pgFold("coalesce(image_source, '') || ' ' || coalesce(research_links_save::text, '')")}), 'C')`;

const PG_WORD_TRIGGERS = ['articles_words_insert_delete', 'articles_words_update'];
const PG_WORD_COUNTS = [
  // Words in a fixed order, so two writes that share words take their rows' locks in the same order.
  `CREATE OR REPLACE FUNCTION article_words_count() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN
     INSERT INTO ${WORDS_TABLE} AS w (word, articles)
       SELECT word, sum(delta) FROM (
         SELECT unnest(tsvector_to_array(NEW.search_vector)) AS word, 1 AS delta
         UNION ALL SELECT unnest(tsvector_to_array(OLD.search_vector)), -1
         UNION ALL SELECT '', CASE TG_OP WHEN 'INSERT' THEN 1 WHEN 'DELETE' THEN -1 ELSE 0 END
       ) changed GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
     ON CONFLICT (word) DO UPDATE SET articles = w.articles + excluded.articles;
     RETURN NULL; END $fn$`,
  `CREATE TRIGGER articles_words_insert_delete AFTER INSERT OR DELETE ON articles FOR EACH ROW EXECUTE FUNCTION article_words_count()`,
  `CREATE TRIGGER articles_words_update AFTER UPDATE OF ${columnList} ON articles FOR EACH ROW
     WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION article_words_count()`,
];

const BACKFILL_BATCH = 200;

/** Articles written before body_text existed (or by an import that skipped it) get it from their stored body. */
async function backfillBodyTexts(knex: Knex) {
  for (;;) {
    const rows = rawRows<{ id: number; body: string | null }>(
      await knex.raw('SELECT id, article_save AS body FROM articles WHERE body_text IS NULL LIMIT ?', [BACKFILL_BATCH]),
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      // A body that cannot be read (a legacy one without its key) is indexed by its title alone.
      const html = htmlOfStored(row.body ?? '');
      await knex.raw('UPDATE articles SET body_text = ? WHERE id = ?', [html === null ? '' : plainText(html), row.id]);
    }
  }
}

/** Creates the index on start, idempotently; derives it from the rows when it was missing. */
export async function ensureFullTextIndex(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  await backfillBodyTexts(knex);
  if (!isPostgres(strapi)) {
    await knex.raw(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${FTS_TABLE} USING fts5(${columnList}, content='articles', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    );
    await ensureTriggers(strapi, 'articles', TRIGGERS, SQLITE_TRIGGERS, async (trx) => {
      await trx.raw(`INSERT INTO ${FTS_TABLE}(${FTS_TABLE}) VALUES ('rebuild')`);
    });
    return;
  }
  await knex.raw(`ALTER TABLE articles ADD COLUMN IF NOT EXISTS search_vector tsvector GENERATED ALWAYS AS (${PG_VECTOR}) STORED`);
  // Without GIN's pending list: each write puts its words in the index at once, where with it
  // every search read the whole list of recent words (up to 4 MB) until a vacuum merged it.
  await knex.raw('CREATE INDEX IF NOT EXISTS articles_search_vector_idx ON articles USING gin (search_vector) WITH (fastupdate = off)');
  await knex.raw('ALTER INDEX articles_search_vector_idx SET (fastupdate = off)');
  await knex.raw("SELECT gin_clean_pending_list('articles_search_vector_idx'::regclass)");
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${WORDS_TABLE} (word text PRIMARY KEY, articles integer NOT NULL)`);
  await ensureTriggers(strapi, 'articles', PG_WORD_TRIGGERS, PG_WORD_COUNTS, async (trx) => {
    await trx.raw(`DELETE FROM ${WORDS_TABLE}`);
    await trx.raw(
      `INSERT INTO ${WORDS_TABLE} (word, articles)
       SELECT word, count(*) FROM articles, unnest(tsvector_to_array(search_vector)) AS word GROUP BY word
       UNION ALL SELECT '', count(*) FROM articles`,
    );
  });
}
