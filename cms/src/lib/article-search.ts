import type { Core } from '@strapi/strapi';
import { SEARCH_COUNT_CAP } from '@blog/contract/inputs/search';
import { ensureTriggers, isPostgres, rawRows } from './raw-sql';

/**
 * Heading search whose cost does not grow with the number of articles.
 *
 * A substring match (`LIKE '%text%'`) cannot use a b-tree index, so every
 * search used to read every heading. Both databases get a trigram index:
 * SQLite an FTS5 table with the trigram tokenizer over `articles`, kept in
 * step by triggers inside each write's transaction; PostgreSQL a pg_trgm GIN
 * index on lower(heading). The count stops at SEARCH_COUNT_CAP, so a text in
 * half the headings is as cheap as a rare one (the search's `limit` goes up to
 * it). Raw SQL because the Document Service has no notion of either index;
 * articles have no drafts or locales, so a row is a published article.
 */

// createdAt as the driver reads it: SQLite's stored milliseconds, or PostgreSQL's timestamp.
export type ArticleSearchRow = { documentId: string; href: string; headingSave: string; section: string; createdAt: unknown };
export type ArticleSearchFound = { rows: ArticleSearchRow[]; total: number; capped: boolean };

type Knex = Core.Strapi['db']['connection'];
type Dialect = 'sqlite' | 'postgres';

const FTS_TABLE = 'article_headings';
// The trigram tokenizer finds nothing in a text shorter than one trigram.
const TRIGRAM = 3;
const COLUMNS =
  'a.document_id AS "documentId", a.href AS href, a.heading_save AS "headingSave", a.section AS section, a.created_at AS "createdAt"';
const NEWEST_FIRST = 'ORDER BY a.created_at DESC, a.id DESC';

const dialectOf = (strapi: Core.Strapi): Dialect => (isPostgres(strapi) ? 'postgres' : 'sqlite');

/** `%text%` for LIKE with its wildcards and escape character taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An FTS5 phrase: the text's trigrams in a row, i.e. the text as a substring (any case). */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

const HEADING_TRIGGERS = ['articles_headings_insert', 'articles_headings_delete', 'articles_headings_update'];
const SQLITE_TRIGGERS = [
  `CREATE TRIGGER articles_headings_insert AFTER INSERT ON articles BEGIN
     INSERT INTO ${FTS_TABLE}(rowid, heading_save) VALUES (new.id, new.heading_save); END`,
  `CREATE TRIGGER articles_headings_delete AFTER DELETE ON articles BEGIN
     INSERT INTO ${FTS_TABLE}(${FTS_TABLE}, rowid, heading_save) VALUES ('delete', old.id, old.heading_save); END`,
  `CREATE TRIGGER articles_headings_update AFTER UPDATE OF heading_save ON articles BEGIN
     INSERT INTO ${FTS_TABLE}(${FTS_TABLE}, rowid, heading_save) VALUES ('delete', old.id, old.heading_save);
     INSERT INTO ${FTS_TABLE}(rowid, heading_save) VALUES (new.id, new.heading_save); END`,
];

/** The schema pg_trgm lives in, installing it (in public, shared by every schema) if it is missing. */
async function trigramSchema(knex: Knex): Promise<string | null> {
  const installed = async () =>
    rawRows<{ schema: string }>(
      await knex.raw(
        "SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'",
      ),
    )[0]?.schema ?? null;
  const found = await installed();
  if (found) return found;
  try {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  } catch {
    // No right to install it (or a concurrent install won): whatever is there now decides.
  }
  return installed();
}

/** Creates the trigram index (and the exact-heading index) on start; idempotent. */
export async function ensureArticleSearch(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  await knex.raw('CREATE INDEX IF NOT EXISTS articles_heading_lower_idx ON articles (lower(heading_save))');
  if (dialectOf(strapi) === 'sqlite') {
    await knex.raw(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${FTS_TABLE} USING fts5(heading_save, content='articles', content_rowid='id', tokenize='trigram')`,
    );
    // Rows written while the triggers were missing (first start, a table rebuilt by Strapi) are indexed again.
    await ensureTriggers(strapi, 'articles', HEADING_TRIGGERS, SQLITE_TRIGGERS, async (trx) => {
      await trx.raw(`INSERT INTO ${FTS_TABLE}(${FTS_TABLE}) VALUES ('rebuild')`);
    });
    return;
  }
  const schema = await trigramSchema(knex);
  if (!schema) {
    strapi.log.warn(
      'Search: the pg_trgm extension is not installed and this role cannot install it; heading search reads every heading (CREATE EXTENSION pg_trgm as a superuser makes it indexed).',
    );
    return;
  }
  await knex.raw(
    `CREATE INDEX IF NOT EXISTS articles_heading_trgm_idx ON articles USING gin (lower(heading_save) "${schema}".gin_trgm_ops)`,
  );
}

async function countMatches(knex: Knex, dialect: Dialect, text: string): Promise<number> {
  const limit = SEARCH_COUNT_CAP + 1;
  const [sql, value] =
    dialect === 'sqlite' && text.length >= TRIGRAM
      ? [`SELECT 1 FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ? LIMIT ?`, ftsPhrase(text)]
      : [`SELECT 1 FROM articles a WHERE lower(a.heading_save) LIKE lower(?) ESCAPE '\\' LIMIT ?`, containsPattern(text)];
  return Number(rawRows(await knex.raw(`SELECT count(*) AS n FROM (${sql}) matches`, [value, limit]))[0].n);
}

/**
 * The newest matches that are not the exact heading. Many matches: walk the
 * newest articles and stop at `limit` (a frequent text is found within a few
 * rows). Few matches (at most the cap): read them from the trigram index and
 * sort them. PostgreSQL's planner makes that choice itself from its statistics.
 */
async function newestMatches(knex: Knex, dialect: Dialect, text: string, limit: number, many: boolean) {
  const notExact = 'lower(a.heading_save) <> lower(?)';
  if (dialect === 'postgres' || many || text.length < TRIGRAM) {
    const index = dialect === 'sqlite' ? 'INDEXED BY articles_created_at_idx' : '';
    const sql = `SELECT ${COLUMNS} FROM articles a ${index} WHERE lower(a.heading_save) LIKE lower(?) ESCAPE '\\' AND ${notExact} ${NEWEST_FIRST} LIMIT ?`;
    return rawRows<ArticleSearchRow>(await knex.raw(sql, [containsPattern(text), text, limit]));
  }
  const sql = `SELECT ${COLUMNS} FROM (SELECT rowid AS id FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ?) m
    CROSS JOIN articles a ON a.id = m.id WHERE ${notExact} ${NEWEST_FIRST} LIMIT ?`;
  return rawRows<ArticleSearchRow>(await knex.raw(sql, [ftsPhrase(text), text, limit]));
}

/** Articles whose heading contains `text` (any case): exact headings first, then newest first. */
export async function findArticlesByHeading(strapi: Core.Strapi, text: string, limit: number): Promise<ArticleSearchFound> {
  const knex = strapi.db.connection;
  const dialect = dialectOf(strapi);
  const counted = await countMatches(knex, dialect, text);
  const exact = rawRows<ArticleSearchRow>(
    await knex.raw(`SELECT ${COLUMNS} FROM articles a WHERE lower(a.heading_save) = lower(?) ${NEWEST_FIRST} LIMIT ?`, [text, limit]),
  );
  const others = exact.length < limit ? await newestMatches(knex, dialect, text, limit - exact.length, counted > SEARCH_COUNT_CAP) : [];
  return { rows: [...exact, ...others], total: Math.min(counted, SEARCH_COUNT_CAP), capped: counted > SEARCH_COUNT_CAP };
}
