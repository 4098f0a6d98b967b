import type { Core } from '@strapi/strapi';
import { keyWordsOf, rankRelated } from '@blog/rules/full-text';
import { containsPattern } from './article-search';
import { FTS_TABLE } from './full-text-index';
import { isPostgres, rawRows } from './raw-sql';

/**
 * Related reading (ADR 44): the spec's Next Articles (up to 4 others whose heading does not
 * contain this one's), ordered by how related they are. An article's key words are its most
 * frequent ones (the title's count thrice); each is looked up in the full-text index, and
 * every one that other articles share counts, a word shared by few weighing more (rules'
 * rankRelated); the same section comes first.
 */
const KEY_WORDS = 24;
// A word in more articles than this says little about any of them: it is not followed further.
const COMMON = 500;

type Knex = Core.Strapi['db']['connection'];
type Current = { id: number; section: string | null; headingSave: string; bodyText: string | null };

/** The ids of the articles holding `word` (at most COMMON + 1: more means "common"). */
async function idsWith(strapi: Core.Strapi, knex: Knex, word: string): Promise<number[]> {
  const sql = isPostgres(strapi)
    ? `SELECT id FROM articles WHERE search_vector @@ to_tsquery('simple', ?) LIMIT ?`
    : `SELECT rowid AS id FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ? LIMIT ?`;
  const term = isPostgres(strapi) ? `'${word}'` : `"${word}"`;
  return rawRows<{ id: number }>(await knex.raw(sql, [term, COMMON + 1])).map((row) => Number(row.id));
}

/** Up to `limit` article ids related to the article `documentId`, most related first; null when there is no such article. */
export async function relatedArticleIds(strapi: Core.Strapi, documentId: string, limit: number): Promise<number[] | null> {
  const knex = strapi.db.connection;
  const current = rawRows<Current>(
    await knex.raw(
      'SELECT id, section, heading_save AS "headingSave", body_text AS "bodyText" FROM articles WHERE document_id = ? LIMIT 1',
      [documentId],
    ),
  )[0];
  if (!current) return null;
  const words = keyWordsOf(`${current.headingSave} `.repeat(3) + (current.bodyText ?? ''), KEY_WORDS);
  const found = await Promise.all(
    words.map(async (word) => ({ word, ids: (await idsWith(strapi, knex, word)).filter((id) => id !== Number(current.id)) })),
  );
  const shared = found.filter(({ ids }) => ids.length > 0 && ids.length <= COMMON);
  const candidates = [...new Set(shared.flatMap(({ ids }) => ids))];
  if (candidates.length === 0) return [];
  const total = Number(rawRows<{ n: string }>(await knex.raw('SELECT count(*) AS n FROM articles'))[0].n);
  // The spec's rule of headings: an article whose heading holds this one's is never listed.
  const allowed = rawRows<{ id: number; section: string | null; createdAt: unknown }>(
    await knex.raw(
      `SELECT id, section, created_at AS "createdAt" FROM articles
       WHERE id IN (${candidates.map(() => '?').join(', ')}) AND lower(heading_save) NOT LIKE lower(?) ESCAPE '\\'`,
      [...candidates, containsPattern(current.headingSave)],
    ),
  );
  const info = new Map(
    allowed.map((row) => [Number(row.id), { section: row.section, createdAt: new Date(timeOf(row.createdAt)).getTime() }]),
  );
  return rankRelated(current.section, shared, total, info)
    .slice(0, limit)
    .map((candidate) => candidate.id);
}

/** createdAt as the drivers give it: SQLite's milliseconds (number or digits), PostgreSQL's Date. */
const timeOf = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number | Date));
