import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { cmsConfig } from './config';

/**
 * "This reader was counted today on this counter" (issue 14, item 11): one row per
 * client address, counter and UTC day, so repeat views and bursts count once. The row
 * holds an HMAC of address and day under the server's APP_KEYS, never the address:
 * with the day inside the hash, no two days' rows can be linked. Rows of past days
 * mean nothing and are swept. The table and its key column keep their stored names.
 */
const TABLE = 'view_marks';

/** A UTC day as Strapi stores a date attribute: YYYY-MM-DD. */
export const utcDay = (time = Date.now()) => new Date(time).toISOString().slice(0, 10);

// Per database (a restarted Strapi gets a new one): the table made once, the sweep once a day.
const tables = new WeakMap<object, Promise<unknown>>();
const sweptOn = new WeakMap<object, string>();

/** The table in Strapi's own schema (DATABASE_SCHEMA on PostgreSQL), like every query here. */
const inSchema = <B extends { withSchema(name: string): B }>(strapi: Core.Strapi, builder: B): B => {
  const name = strapi.db.getSchemaName();
  return name ? builder.withSchema(name) : builder;
};
const countedToday = (strapi: Core.Strapi) => inSchema(strapi, strapi.db.connection(TABLE));
const schema = (strapi: Core.Strapi) => inSchema(strapi, strapi.db.connection.schema);
const hasTable = (strapi: Core.Strapi) => schema(strapi).hasTable(TABLE);

/** Made at the first view; two replicas racing to make it is no error (PostgreSQL reports one then). */
async function createTable(strapi: Core.Strapi) {
  if (await hasTable(strapi)) return;
  try {
    await schema(strapi).createTable(TABLE, (table) => {
      table.string('mark', 64).primary();
      table.string('day', 10).notNullable();
    });
  } catch (error) {
    if (!(await hasTable(strapi))) throw error;
  }
}

function ensureTable(strapi: Core.Strapi) {
  let ready = tables.get(strapi.db);
  if (!ready) {
    ready = createTable(strapi);
    // A failed creation is retried by the next view instead of failing forever.
    ready.catch(() => tables.delete(strapi.db));
    tables.set(strapi.db, ready);
  }
  return ready;
}

/** Rows of days before `day`, dropped once a day per process, off the view's path. */
function sweep(strapi: Core.Strapi, day: string) {
  if (sweptOn.get(strapi.db) === day) return;
  sweptOn.set(strapi.db, day);
  countedToday(strapi)
    .where('day', '<', day)
    .del()
    .catch((error: Error) => strapi.log.warn(`view marks: sweep failed: ${error.message}`));
}

const keyOf = (counter: string, address: string, day: string) =>
  createHmac('sha256', cmsConfig().server.appKeys.join(',')).update(`${counter}\n${day}\n${address}`).digest('base64url');

/**
 * True the first time this address is seen on `counter` on `day`, false ever after
 * that day. One INSERT ... ON CONFLICT DO NOTHING: of concurrent identical views, one wins.
 */
async function firstViewToday(strapi: Core.Strapi, counter: string, address: string, day: string): Promise<boolean> {
  await ensureTable(strapi);
  sweep(strapi, day);
  const inserted = await countedToday(strapi)
    .insert({ mark: keyOf(counter, address, day), day })
    .onConflict('mark')
    .ignore()
    .returning('mark');
  return inserted.length > 0;
}

/** Deletes the row of a view whose count failed, so the reader's next view counts. */
async function forgetView(strapi: Core.Strapi, counter: string, address: string, day: string) {
  await countedToday(strapi)
    .where({ mark: keyOf(counter, address, day) })
    .del();
}

/**
 * Counts with `count` only a reader's first view of the day; a repeat is answered with
 * `current`. A failed count deletes its row, so no view is recorded but never counted.
 */
export async function countOncePerDay<T>(
  strapi: Core.Strapi,
  { counter, address, day }: { counter: string; address: string; day: string },
  count: () => Promise<T>,
  current: () => Promise<T>,
): Promise<T> {
  if (!(await firstViewToday(strapi, counter, address, day))) return current();
  try {
    return await count();
  } catch (error) {
    await forgetView(strapi, counter, address, day).catch(() => undefined);
    throw error;
  }
}
