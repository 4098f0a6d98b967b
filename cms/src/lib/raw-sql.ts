import type { Core } from '@strapi/strapi';

type Knex = Core.Strapi['db']['connection'];

export const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

/**
 * Holds back other writers of `table` until the transaction ends, so a check-then-insert inside
 * it is safe. SQLite's single connection already runs transactions one at a time.
 */
export async function lockForWrites(strapi: Core.Strapi, trx: Knex, table: string) {
  if (isPostgres(strapi)) await trx.raw('LOCK TABLE ?? IN SHARE ROW EXCLUSIVE MODE', [table]);
}

/** The rows of a `knex.raw` SELECT: PostgreSQL answers `{ rows }`, SQLite the rows themselves. */
export const rawRows = <T = Record<string, unknown>>(result: unknown): T[] =>
  Array.isArray(result) ? result : (result as { rows: T[] }).rows;

/**
 * Triggers that keep derived data (a search index, counts) on `table`. At start,
 * when any of `names` is missing (the first start, or a table Strapi rebuilt for
 * a schema change), they are created again and `rebuild` derives the data from
 * the rows afresh, in one transaction with writes to the table held back (SQLite
 * has one writer; a share lock on PostgreSQL). When all are there, nothing runs.
 */
export async function ensureTriggers(
  strapi: Core.Strapi,
  table: string,
  names: string[],
  create: string[],
  rebuild: (trx: Knex) => Promise<void>,
) {
  const knex = strapi.db.connection;
  const placeholders = names.map(() => '?').join(', ');
  const sql = isPostgres(strapi)
    ? `SELECT count(*) AS n FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relname = ? AND c.relnamespace = current_schema()::regnamespace AND t.tgname IN (${placeholders})`
    : `SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? AND name IN (${placeholders})`;
  if (Number(rawRows(await knex.raw(sql, [table, ...names]))[0].n) === names.length) return;
  await knex.transaction(async (trx) => {
    await lockForWrites(strapi, trx as unknown as Knex, table);
    for (const name of names)
      await trx.raw(isPostgres(strapi) ? `DROP TRIGGER IF EXISTS ${name} ON ${table}` : `DROP TRIGGER IF EXISTS ${name}`);
    for (const statement of create) await trx.raw(statement);
    await rebuild(trx as unknown as Knex);
  });
}
