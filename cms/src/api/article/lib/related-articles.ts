import type { Core } from '@strapi/strapi';
import { keyWordsOf, rankRelated, relatedScores } from '@blog/rules/full-text';
import { containsPattern } from '../../../lib/article-search';
import { FTS_TABLE, WORDS_TABLE } from '../../../lib/full-text-index';
import { isPostgres, rawRows } from '../../../lib/raw-sql';

/**
 * Related reading (ADR 44): the spec's Next Articles (up to 4 others whose heading does not
 * contain this one's), ordered by how related they are. An article's key words are its most
 * frequent ones (the title's count thrice); every one that other articles share counts, a word
 * shared by few weighing more (rules' rankRelated); the same section comes first. Every article
 * page asks for it, so it costs a handful of statements: how many articles hold each
 * key word, the articles holding the rare ones, then the candidates' sections, most related first.
 */
const KEY_WORDS = 24;
// A word in more articles than this says little about any of them: it is not followed further.
const COMMON = 500;
// Candidates whose section and heading are read at a time, most related first (ties whole).
const BATCH = 32;

type Knex = Core.Strapi['db']['connection'];
type Current = { id: number; section: string | null; headingSave: string; bodyText: string | null };
type Counted = { docs: Map<string, number>; total: number };

/**
 * How many articles hold each word (SQLite: counted in the index up to COMMON + 2, in one
 * statement; PostgreSQL: read from the word counts its triggers keep), and how many there are.
 */
async function frequencies(strapi: Core.Strapi, knex: Knex, words: string[]): Promise<Counted> {
  if (isPostgres(strapi)) {
    const rows = rawRows<{ word: string; articles: number }>(
      await knex.raw(`SELECT word, articles FROM ${WORDS_TABLE} WHERE word = ANY(?)`, [['', ...words]]),
    );
    const docs = new Map(rows.map((row) => [row.word, Number(row.articles)]));
    return { docs, total: docs.get('') ?? 0 };
  }
  const counts = words.map(
    (_, n) => `(SELECT count(*) FROM (SELECT 1 FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ? LIMIT ${COMMON + 2})) AS n${n}`,
  );
  const row = rawRows<Record<string, number>>(
    await knex.raw(
      `SELECT (SELECT count(*) FROM articles) AS total, ${counts.join(', ')}`,
      words.map((word) => `"${word}"`),
    ),
  )[0];
  return { docs: new Map(words.map((word, n) => [word, Number(row[`n${n}`])])), total: Number(row.total) };
}

/** The ids of the articles holding each of `words` (each held by at most COMMON), in one statement. */
async function holders(strapi: Core.Strapi, knex: Knex, words: string[]): Promise<{ word: string; ids: number[] }[]> {
  const select = isPostgres(strapi)
    ? (n: number) => `SELECT ${n} AS n, id FROM articles WHERE search_vector @@ to_tsquery('simple', ?)`
    : (n: number) => `SELECT ${n} AS n, rowid AS id FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ?`;
  const terms = words.map((word) => (isPostgres(strapi) ? `'${word}'` : `"${word}"`));
  const rows = rawRows<{ n: number; id: number }>(await knex.raw(words.map((_, n) => select(n)).join(' UNION ALL '), terms));
  const found = words.map((word) => ({ word, ids: [] as number[] }));
  for (const row of rows) found[Number(row.n)].ids.push(Number(row.id));
  return found;
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
  if (words.length === 0) return [];
  const { docs, total } = await frequencies(strapi, knex, words);
  // A word held by more than COMMON others is not followed (this article holds its key words too).
  const rare = words.filter((word) => (docs.get(word) ?? 0) > 0 && (docs.get(word) ?? 0) <= COMMON + 1);
  if (rare.length === 0) return [];
  const shared = (await holders(strapi, knex, rare))
    .map(({ word, ids }) => ({ word, ids: ids.filter((id) => id !== Number(current.id)) }))
    .filter(({ ids }) => ids.length > 0 && ids.length <= COMMON);
  const byScore = [...relatedScores(shared, total).entries()].sort((a, b) => b[1] - a[1]);
  // Sections and headings are read for the most related candidates first, until `limit` of them
  // rank first (the same section, or any when this article has none): every candidate not read
  // scores less than all that were, so it could not come before them.
  const info = new Map<number, { section: string | null; createdAt: number }>();
  let first = 0;
  for (let from = 0; from < byScore.length && first < limit;) {
    let to = Math.min(byScore.length, from + BATCH);
    while (to < byScore.length && byScore[to][1] === byScore[to - 1][1]) to += 1;
    const ids = byScore.slice(from, to).map(([id]) => id);
    // The spec's rule of headings: an article whose heading holds this one's is never listed.
    const rows = rawRows<{ id: number; section: string | null; createdAt: unknown }>(
      await knex.raw(
        `SELECT id, section, created_at AS "createdAt" FROM articles
         WHERE id IN (${ids.map(() => '?').join(', ')}) AND lower(heading_save) NOT LIKE lower(?) ESCAPE '\\'`,
        [...ids, containsPattern(current.headingSave)],
      ),
    );
    for (const row of rows) {
      info.set(Number(row.id), { section: row.section, createdAt: new Date(timeOf(row.createdAt)).getTime() });
      if (current.section === null || row.section === current.section) first += 1;
    }
    from = to;
  }
  return rankRelated(current.section, shared, total, info)
    .slice(0, limit)
    .map((candidate) => candidate.id);
}

/** createdAt as the drivers give it: SQLite's milliseconds (number or digits), PostgreSQL's Date. */
const timeOf = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number | Date));
