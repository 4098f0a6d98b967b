import type { Core } from '@strapi/strapi';
import { FULL_TEXT_CAP, type FullTextQuery, holdsQuery, markedSnippet, markedWords, wordsOf } from '@blog/rules/full-text';
import { FTS_TABLE } from './full-text-index';
import { isPostgres, rawRows } from './raw-sql';

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
 * SQLite: the newest FULL_TEXT_CAP matches in one pass down the index (FTS5 reads its doclists
 * in rowid order and scores only the rows it returns), then title matches first and bm25 in
 * JavaScript. Scoring every match for ORDER BY rank instead costs ~60 ms for a word in most of
 * 100,000 bodies; asking the index for the title matches in a second query, up to 9 ms more.
 */
async function rankSqlite(knex: Knex, query: FullTextQuery, offset: number, size: number) {
  const newest = rawRows<{ id: number; score: number; heading: string | null }>(
    await knex.raw(
      `SELECT rowid AS id, bm25(${FTS_TABLE}, 10.0, 1.0, 0.5, 0.5) AS score, heading_save AS heading
       FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ? ORDER BY rowid DESC LIMIT ?`,
      [ftsExpression(query), FULL_TEXT_CAP + 1],
    ),
  );
  const ranked = newest
    .slice(0, FULL_TEXT_CAP)
    .map((row) => ({ id: row.id, score: row.score, inTitle: holdsQuery(wordsOf(row.heading ?? ''), query) }))
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
export async function searchFullText(strapi: Core.Strapi, query: FullTextQuery, page: number, size: number): Promise<FullTextFound> {
  const knex = strapi.db.connection;
  const offset = (page - 1) * size;
  const { ranked, counted } = await (isPostgres(strapi) ? rankPostgres : rankSqlite)(knex, query, offset, size);
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
