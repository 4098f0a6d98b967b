import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** Short-lived rows (challenges, attempts, sessions, failures) are kept a day after they stop mattering. */
export const KEEP_MS = 24 * 3600_000;
const SWEEP_BATCH = 100;

/**
 * Deletes rows a table no longer needs, a bounded batch per call, so the
 * table stays small without a timer. `stale` narrows a select of ids.
 */
export async function sweepRows(strapi: Core.Strapi, uid: string, stale: (rows: Knex.QueryBuilder) => Knex.QueryBuilder) {
  const knex = strapi.db.connection;
  const table = strapi.db.metadata.get(uid as never).tableName;
  await knex(table)
    .whereIn('id', stale(knex(table).select('id')).limit(SWEEP_BATCH))
    .del();
}
