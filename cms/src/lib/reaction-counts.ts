import type { Core } from '@strapi/strapi';

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

type Knex = Core.Strapi['db']['connection'];

const ADD = (row: 'new' | 'old', step: 1 | -1) => `INSERT INTO ${TABLE} (article_id, kind, total) VALUES (${row}.article_id, ${row}.kind, ${step})
  ON CONFLICT (article_id, kind) DO UPDATE SET total = ${TABLE}.total + ${step}`;
// Strapi requires both; a row written without them by hand is simply not counted.
const COUNTED = (row: 'new' | 'old') => `${row}.article_id IS NOT NULL AND ${row}.kind IS NOT NULL`;

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
  ...TRIGGERS.map((name, n) => `CREATE TRIGGER ${name} AFTER ${['INSERT', 'DELETE', 'UPDATE OF article_id, kind'][n]} ON reactions FOR EACH ROW EXECUTE FUNCTION reactions_count_follow()`),
];

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

async function triggerCount(strapi: Core.Strapi, knex: Knex): Promise<number> {
  const sql = isPostgres(strapi)
    ? "SELECT count(*) AS n FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relname = 'reactions' AND c.relnamespace = current_schema()::regnamespace AND t.tgname IN (?, ?, ?)"
    : "SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'reactions' AND name IN (?, ?, ?)";
  const result = await knex.raw(sql, TRIGGERS);
  return Number((isPostgres(strapi) ? result.rows : result)[0].n);
}

/**
 * Creates the table and its triggers on start. When a trigger is missing (the
 * first start, or a table Strapi rebuilt for a schema change), the counts are
 * taken again from the rows in the same transaction, with writes of reactions
 * held back meanwhile (SQLite's one writer; a share lock on PostgreSQL).
 */
export async function ensureReactionCounts(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${TABLE} (article_id varchar(300) NOT NULL, kind varchar(16) NOT NULL, total integer NOT NULL, PRIMARY KEY (article_id, kind))`);
  if ((await triggerCount(strapi, knex)) === TRIGGERS.length) return;
  await knex.transaction(async (trx) => {
    if (isPostgres(strapi)) await trx.raw('LOCK TABLE reactions IN SHARE ROW EXCLUSIVE MODE');
    for (const name of TRIGGERS) await trx.raw(isPostgres(strapi) ? `DROP TRIGGER IF EXISTS ${name} ON reactions` : `DROP TRIGGER IF EXISTS ${name}`);
    for (const statement of isPostgres(strapi) ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await trx.raw(statement);
    await trx.raw(`DELETE FROM ${TABLE}`);
    await trx.raw(`INSERT INTO ${TABLE} (article_id, kind, total) SELECT article_id, kind, count(*) FROM reactions WHERE article_id IS NOT NULL AND kind IS NOT NULL GROUP BY article_id, kind`);
  });
}

/** How many addresses liked (or unliked) an article: one row. */
export async function reactionCount(strapi: Core.Strapi, kind: string, articleId: string): Promise<number> {
  const row = await strapi.db.connection(TABLE).where({ article_id: articleId, kind }).first('total');
  return Number(row?.total ?? 0);
}
