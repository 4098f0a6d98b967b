import type { Core } from '@strapi/strapi';
import { FULL_TEXT_CAP, type FullTextQuery, holdsQuery, markedSnippet, markedWords, wordsOf } from '@blog/rules/full-text';
import { FTS_TABLE } from '../../../lib/full-text-index';
import { isPostgres, rawRows } from '../../../lib/raw-sql';

/**
 * Full-text search over the index of lib/full-text-index.ts (ADR 44). Title matches (every
 * word and phrase in the title) first, then by relevance (SQLite's bm25, PostgreSQL's ts_rank,
 * both weighting the title over the body over the sources). Bounded: the count stops at
 * FULL_TEXT_CAP, and when more articles match, the FULL_TEXT_CAP most recently written of them
 * are the ones ranked and listed, so a word found in every article costs what a word in 250
 * does (a bound of 1,000 cost three to four times as much: bm25 and the title are read for
 * every row ranked). Snippets are cut for the page's rows only, escaped, then marked.
 */
export type FullTextHit = {
  documentId: string;
  href: string;
  headingSave: string;
  section: string | null;
  dateSave: string | null;
  createdAt: unknown;
  snippet: string;
  inTitle: boolean;
};
export type FullTextFound = { hits: FullTextHit[]; total: number; capped: boolean };

type Knex = Core.Strapi['db']['connection'];
type Ranked = { id: number; inTitle: number | boolean };
type Row = Omit<FullTextHit, 'snippet' | 'inTitle'> & { id: number; bodyText: string | null };

/** FTS5's expression: each word and phrase quoted (its words are letters and digits only), all required. */
export function ftsExpression({ words, phrases }: FullTextQuery): string {
  return [...words.map((word) => `"${word}"`), ...phrases.map((phrase) => `"${phrase.join(' ')}"`)].join(' ');
}

/** PostgreSQL's tsquery text, its words optionally held to one weight (A: the title). */
export function tsQueryText({ words, phrases }: FullTextQuery, weight = ''): string {
  const term = (word: string) => `'${word}'${weight ? `:${weight}` : ''}`;
  return [...words.map(term), ...phrases.map((phrase) => `(${phrase.map(term).join(' <-> ')})`)].join(' & ');
}

/**
 * The words of `query` that count in FTS5's bm25 (the uncommon ones), per content version (an article write moves it).
 * bm25 floors the weight (IDF) of a word held by half the articles or more at 1e-6, so such a
 * word still filters but does not rank; yet bm25 walks its whole list on every query to count
 * its articles (1.2 ms for a word in 76,000 of 100,000 bodies, whatever the rows ranked). Left out
 * of the ranking expression, the rest rank as before; equal scores go newest first instead of by
 * how often the common word appears (docs/performance.md, 2026-11-29).
 */
const commonWords = { version: null as string | null, total: 0, common: new Map<string, boolean>() };
const CACHED_WORDS = 5_000;

async function uncommonWordsQuery(knex: Knex, query: FullTextQuery, version: string | null): Promise<FullTextQuery> {
  if (version !== commonWords.version || commonWords.common.size >= CACHED_WORDS) {
    const { n } = rawRows<{ n: number }>(await knex.raw('SELECT count(*) AS n FROM articles'))[0];
    Object.assign(commonWords, { version, total: Number(n), common: new Map() });
  }
  // This version's map: a search that started under an older version does not write into a newer one's.
  const { common, total } = commonWords;
  const unknown = query.words.filter((word) => !common.has(word));
  if (unknown.length > 0) {
    // Counted up to half the articles, all in one statement: past that, how many more says nothing.
    const counts = unknown.map((_, n) => `(SELECT count(*) FROM (SELECT 1 FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ? LIMIT ?)) AS n${n}`);
    const row = rawRows<Record<string, number>>(
      await knex.raw(
        `SELECT ${counts.join(', ')}`,
        unknown.flatMap((word) => [`"${word}"`, Math.ceil(total / 2)]),
      ),
    )[0];
    unknown.forEach((word, n) => common.set(word, total > 0 && 2 * Number(row[`n${n}`]) >= total));
  }
  const words = query.words.filter((word) => !common.get(word));
  // Nothing but common words: every weight is the same floor, and bm25 over them all is the order.
  return words.length + query.phrases.length === 0 ? query : { ...query, words };
}

/**
 * SQLite: the newest FULL_TEXT_CAP matches in one pass down the index (FTS5 reads its doclists
 * in rowid order), then their bm25 over the uncommon words (uncommonWordsQuery), then title
 * matches first and by score in JavaScript. Scoring every match for ORDER BY rank instead costs
 * ~60 ms for a word in most of 100,000 bodies; asking the index for the title matches in a
 * second query, up to 9 ms more.
 */
async function rankSqlite(knex: Knex, query: FullTextQuery, offset: number, size: number, version: string | null) {
  // The headings from the articles by id: FTS5 reads a column of its external content by fetching
  // every indexed column of the row, each body among them (0.74 against 0.33 ms for 251 rows).
  const newest = rawRows<{ id: number; heading: string | null }>(
    await knex.raw(
      `WITH newest AS (SELECT rowid AS id FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ? ORDER BY rowid DESC LIMIT ?)
       SELECT n.id, a.heading_save AS heading FROM newest n JOIN articles a ON a.id = n.id ORDER BY n.id DESC`,
      [ftsExpression(query), FULL_TEXT_CAP + 1],
    ),
  );
  const listed = newest.slice(0, FULL_TEXT_CAP);
  const scores = new Map<number, number>();
  if (listed.length > 0) {
    // The listed rows are the newest matches: between the first and the last id, the uncommon
    // words match these and perhaps others, which are passed over.
    const rows = rawRows<{ id: number; score: number }>(
      await knex.raw(
        `SELECT rowid AS id, bm25(${FTS_TABLE}, 10.0, 1.0, 0.5, 0.5) AS score FROM ${FTS_TABLE}
         WHERE ${FTS_TABLE} MATCH ? AND rowid BETWEEN ? AND ?`,
        [ftsExpression(await uncommonWordsQuery(knex, query, version)), listed.at(-1)!.id, listed[0].id],
      ),
    );
    for (const row of rows) scores.set(Number(row.id), row.score);
  }
  const ranked = listed
    .map((row) => ({ id: row.id, score: scores.get(Number(row.id)) ?? 0, inTitle: holdsQuery(wordsOf(row.heading ?? ''), query) }))
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.score - b.score || b.id - a.id);
  return { ranked: ranked.slice(offset, offset + size), counted: newest.length };
}

/** PostgreSQL: the same order from the tsvector column and its GIN index. */
async function rankPostgres(knex: Knex, query: FullTextQuery, offset: number, size: number) {
  const [all, title] = [tsQueryText(query), tsQueryText(query, 'A')];
  const rows = rawRows<Ranked & { counted: string }>(
    await knex.raw(
      `WITH newest AS (
         SELECT a.id, a.search_vector FROM articles a WHERE a.search_vector @@ to_tsquery('simple', ?) ORDER BY a.id DESC LIMIT ?
       ), counted AS (SELECT count(*) AS n FROM newest)
       SELECT m.id, m.search_vector @@ to_tsquery('simple', ?) AS "inTitle", (SELECT n FROM counted) AS counted
       FROM (SELECT * FROM newest LIMIT ?) m
       ORDER BY "inTitle" DESC, ts_rank(m.search_vector, to_tsquery('simple', ?)) DESC, m.id DESC LIMIT ? OFFSET ?`,
      [all, FULL_TEXT_CAP + 1, title, FULL_TEXT_CAP, all, size, offset],
    ),
  );
  if (rows.length > 0) return { ranked: rows, counted: Number(rows[0].counted) };
  const counted = rawRows<{ n: string }>(
    await knex.raw(`SELECT count(*) AS n FROM (SELECT 1 FROM articles WHERE search_vector @@ to_tsquery('simple', ?) LIMIT ?) m`, [
      all,
      FULL_TEXT_CAP + 1,
    ]),
  )[0].n;
  return { ranked: [], counted: Number(counted) };
}

/** One page of articles matching every word and phrase of `query`, with a marked snippet each. */
export async function searchFullText(
  strapi: Core.Strapi,
  query: FullTextQuery,
  page: number,
  size: number,
  /** The content version it runs under (cachedAnswer's): SQLite caches which words are common per version. */
  version: string | null,
): Promise<FullTextFound> {
  const knex = strapi.db.connection;
  const offset = (page - 1) * size;
  const { ranked, counted } = await (isPostgres(strapi)
    ? rankPostgres(knex, query, offset, size)
    : rankSqlite(knex, query, offset, size, version));
  const ids = ranked.map((row) => Number(row.id));
  const rows =
    ids.length === 0
      ? []
      : rawRows<Row>(
          await knex.raw(
            `SELECT a.id, a.document_id AS "documentId", a.href, a.heading_save AS "headingSave", a.section, a.date_save AS "dateSave",
               a.created_at AS "createdAt", a.body_text AS "bodyText" FROM articles a WHERE a.id IN (${ids.map(() => '?').join(', ')})`,
            ids,
          ),
        );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const marked = markedWords(query);
  const hits = ranked.flatMap(({ id, inTitle }) => {
    const row = byId.get(Number(id));
    if (!row) return [];
    const { id: _id, bodyText, ...fields } = row;
    return [{ ...fields, snippet: markedSnippet(bodyText ?? '', marked), inTitle: Boolean(inTitle) }];
  });
  return { hits, total: Math.min(counted, FULL_TEXT_CAP), capped: counted > FULL_TEXT_CAP };
}
