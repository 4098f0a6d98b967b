import type { Core } from '@strapi/strapi';
import { ensureTriggers, isPostgres } from './raw-sql';

/**
 * Likes and unlikes per article, counted as they are written. A COUNT over the
 * (article, kind) index reads one index entry per reaction, so an article with
 * 100,000 likes cost 6 ms a count; this table answers in one row whatever the
 * number. Database triggers keep it, inside the transaction of every insert,
 * delete or change of a reaction by any route, the admin panel or a script, so
 * it cannot drift from the rows; the upsert makes concurrent likes exact.
 */
const TABLE = 'reaction_counts';
const TRIGGERS = ['reactions_count_insert', 'reactions_count_delete', 'reactions_count_update'];

const ADD = (
  row: 'new' | 'old',
  step: 1 | -1,
) => `INSERT INTO ${TABLE} (article_id, kind, total) VALUES (${row}.article_id, ${row}.kind, ${step})
  ON CONFLICT (article_id, kind) DO UPDATE SET total = ${TABLE}.total + ${step}`;
// Strapi requires both; a row written without them by hand is simply not counted.
const COUNTED = (row: string) => `${row}.article_id IS NOT NULL AND ${row}.kind IS NOT NULL`;

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER reactions_count_insert AFTER INSERT ON reactions WHEN ${COUNTED('new')} BEGIN ${ADD('new', 1)}; END`,
  `CREATE TRIGGER reactions_count_delete AFTER DELETE ON reactions WHEN ${COUNTED('old')} BEGIN ${ADD('old', -1)}; END`,
  `CREATE TRIGGER reactions_count_update AFTER UPDATE OF article_id, kind ON reactions WHEN ${COUNTED('old')} AND ${COUNTED('new')}
     BEGIN ${ADD('old', -1)}; ${ADD('new', 1)}; END`,
];

// One function for the three events, in the CMS's schema (the first of its search path).
const POSTGRES_TRIGGERS = [
  `CREATE OR REPLACE FUNCTION reactions_count_follow() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP IN ('DELETE', 'UPDATE') AND ${COUNTED('old')} THEN ${ADD('old', -1)}; END IF;
     IF TG_OP IN ('INSERT', 'UPDATE') AND ${COUNTED('new')} THEN ${ADD('new', 1)}; END IF;
     RETURN NULL;
   END $$`,
  ...TRIGGERS.map(
    (name, n) =>
      `CREATE TRIGGER ${name} AFTER ${['INSERT', 'DELETE', 'UPDATE OF article_id, kind'][n]} ON reactions FOR EACH ROW EXECUTE FUNCTION reactions_count_follow()`,
  ),
];

/**
 * Creates the table and its triggers on start; when a trigger is missing the
 * counts are taken again from the rows (ensureTriggers).
 */
export async function ensureReactionCounts(strapi: Core.Strapi) {
  await strapi.db.connection.raw(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (article_id varchar(300) NOT NULL, kind varchar(16) NOT NULL, total integer NOT NULL, PRIMARY KEY (article_id, kind))`,
  );
  await ensureTriggers(strapi, 'reactions', TRIGGERS, isPostgres(strapi) ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS, async (trx) => {
    await trx.raw(`DELETE FROM ${TABLE}`);
    await trx.raw(
      `INSERT INTO ${TABLE} (article_id, kind, total) SELECT article_id, kind, count(*) FROM reactions WHERE ${COUNTED('reactions')} GROUP BY article_id, kind`,
    );
  });
}

/** How many addresses liked (or unliked) an article: one row. */
export async function reactionCount(strapi: Core.Strapi, kind: string, articleId: string): Promise<number> {
  const row = await strapi.db.connection(TABLE).where({ article_id: articleId, kind }).first('total');
  return Number(row?.total ?? 0);
}
