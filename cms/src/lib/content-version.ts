import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { SITE_TAG } from '@blog/rules/content-tags';
import { isPostgres } from './raw-sql';
import { WHOLE_TYPE_TAGS, articleWriteTags, readListPosition } from './written-tags';

/**
 * What reader pages show changes only through a few content types. Every
 * committed write of one of them stamps a new random token in the one-row
 * `content_version` table, so each web server can keep rendered pages until
 * the token moves: SQLite servers read the row (it is on their disk),
 * PostgreSQL servers are told at once by NOTIFY. A random token, not a count,
 * so a restored backup can never bring an old number (and its pages) back.
 *
 * The same token is stamped on the tags the write touched (`content_tag`, one row
 * per tag, lib/written-tags.ts): a web server keeps each page while the tags it
 * read keep their tokens, so a write re-renders only the pages that show it (ADR 47).
 */
export const CONTENT_VERSION_TABLE = 'content_version';
export const CONTENT_TAG_TABLE = 'content_tag';
export const CONTENT_VERSION_CHANNEL = 'blog_content_version';

/** The content types a reader page renders (lists, articles, quotes, the block switch). */
export const READER_CONTENT = new Set(['api::article.article', 'api::quote.quote', 'api::site-flag.site-flag']);
const WRITES = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);
const ARTICLE = 'api::article.article';

export async function ensureContentVersion(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(CONTENT_VERSION_TABLE))) {
    await knex.schema.createTable(CONTENT_VERSION_TABLE, (table) => {
      table.integer('id').primary();
      table.string('token', 64).notNullable();
      table.bigInteger('changed_at').notNullable();
    });
  }
  if (!(await knex.schema.hasTable(CONTENT_TAG_TABLE))) {
    await knex.schema.createTable(CONTENT_TAG_TABLE, (table) => {
      table.string('tag', 200).primary();
      table.string('token', 64).notNullable();
    });
  }
  // A new start may follow a restore or a write made while no web server listened: every page afresh.
  await bumpContentVersion(strapi);
}

type Knex = Core.Strapi['db']['connection'];

/**
 * Stamps a new token, on the content version and on `tags` (by default the one every page
 * reads: every cached page goes); given a transaction, in it, so the tokens move exactly when
 * the content commits.
 */
export async function bumpContentVersion(strapi: Core.Strapi, trx?: Knex, tags: readonly string[] = [SITE_TAG]) {
  const knex = trx ?? strapi.db.connection;
  const token = randomUUID();
  await knex(CONTENT_VERSION_TABLE).insert({ id: 1, token, changed_at: Date.now() }).onConflict('id').merge();
  const rows = [...new Set(tags)].map((tag) => ({ tag, token }));
  if (rows.length) await knex(CONTENT_TAG_TABLE).insert(rows).onConflict('tag').merge();
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
 * write joins it), so no web server can see the token before the content. An
 * article's position in the lists is read before and after the write, in the same
 * transaction, to know whether the lists moved or only the article.
 */
export function installContentVersion(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (!READER_CONTENT.has(context.uid) || !WRITES.has(context.action)) return next();
    return strapi.db.transaction(async ({ trx }): Promise<Awaited<ReturnType<typeof next>>> => {
      const article = context.uid === ARTICLE;
      const asked = (context.params as { documentId?: string } | undefined)?.documentId;
      const before = article ? await readListPosition(strapi, asked) : null;
      const result = await next();
      let tags = [WHOLE_TYPE_TAGS[context.uid]];
      if (article) {
        const documentId = asked ?? (result as { documentId?: string } | null)?.documentId;
        const after = context.action === 'delete' ? null : await readListPosition(strapi, documentId);
        tags = articleWriteTags(documentId, before, after);
      }
      await bumpContentVersion(strapi, trx as unknown as Knex, tags);
      return result;
    });
  });
}
