import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { isPostgres } from './raw-sql';

/**
 * What reader pages show changes only through a few content types. Every
 * committed write of one of them stamps a new random token in the one-row
 * `content_version` table, so each web server can keep rendered pages until
 * the token moves: SQLite servers read the row (it is on their disk),
 * PostgreSQL servers are told at once by NOTIFY. A random token, not a count,
 * so a restored backup can never bring an old number (and its pages) back.
 */
export const CONTENT_VERSION_TABLE = 'content_version';
export const CONTENT_VERSION_CHANNEL = 'blog_content_version';

/** The content types a reader page renders (lists, articles, quotes, the block switch). */
export const READER_CONTENT = new Set(['api::article.article', 'api::quote.quote', 'api::site-flag.site-flag']);
const WRITES = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);

export async function ensureContentVersion(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(CONTENT_VERSION_TABLE))) {
    await knex.schema.createTable(CONTENT_VERSION_TABLE, (table) => {
      table.integer('id').primary();
      table.string('token', 64).notNullable();
      table.bigInteger('changed_at').notNullable();
    });
  }
  // A new start may follow a restore or a write made while no web server listened: start fresh.
  await bumpContentVersion(strapi);
}

type Knex = Core.Strapi['db']['connection'];

/** Stamps a new token; given a transaction, in it, so the token moves exactly when the content commits. */
export async function bumpContentVersion(strapi: Core.Strapi, trx?: Knex) {
  const knex = trx ?? strapi.db.connection;
  const token = randomUUID();
  await knex(CONTENT_VERSION_TABLE).insert({ id: 1, token, changed_at: Date.now() }).onConflict('id').merge();
  // Inside a transaction PostgreSQL holds the notice until the commit, and drops it on a rollback.
  if (isPostgres(strapi)) await knex.raw('SELECT pg_notify(?, ?)', [CONTENT_VERSION_CHANNEL, token]);
}

/** The current token and when it moved (the Blog page in Strapi's admin shows it). */
export async function readContentVersion(strapi: Core.Strapi): Promise<{ token: string; changedAt: string } | null> {
  const row = await strapi.db.connection(CONTENT_VERSION_TABLE).where({ id: 1 }).first('token', 'changed_at');
  return row ? { token: String(row.token), changedAt: new Date(Number(row.changed_at)).toISOString() } : null;
}

/**
 * The Document Service middleware: a write of reader content by any route, the
 * admin panel or a script runs in one transaction with the new token (the
 * write joins it), so no web server can see the token before the content.
 */
export function installContentVersion(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (!READER_CONTENT.has(context.uid) || !WRITES.has(context.action)) return next();
    return strapi.db.transaction(async ({ trx }): Promise<Awaited<ReturnType<typeof next>>> => {
      const result = await next();
      await bumpContentVersion(strapi, trx as unknown as Knex);
      return result;
    });
  });
}
