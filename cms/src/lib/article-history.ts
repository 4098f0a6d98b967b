import type { Core } from '@strapi/strapi';
import { isPostgres } from './raw-sql';
import { serviceOf } from './services';

const ARTICLE = 'api::article.article';
const VERSIONS = 'api::article-version.article-version';

type Knex = Core.Strapi['db']['connection'];

/**
 * The most versions one article keeps: older ones are dropped as a new one comes. A body may
 * be 720 KB, so an unbounded history could grow without end; 100 edits back is far more
 * than a writer goes looking for (ADR 34).
 */
export const KEPT_VERSIONS = 100;

/**
 * The Document Service middleware that keeps an article's history (docs/decisions/0034).
 * Every update of an article, whoever makes it (the editor's PUT, a restore, Strapi's admin,
 * a script), keeps the state it replaces as a version, and a delete takes the article's
 * versions with it: in one transaction with the write (it joins the content version's), so a
 * version is never lost and never half-written. The row is locked on PostgreSQL before it is
 * read, so concurrent edits each keep the state the one before them wrote; SQLite runs one
 * transaction at a time. Installed last: it runs after the write has been checked.
 */
export function installArticleHistory(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== ARTICLE || (context.action !== 'update' && context.action !== 'delete')) return next();
    const documentId = (context.params as { documentId?: string }).documentId;
    if (!documentId) return next();
    const versions = serviceOf(strapi, VERSIONS);
    return strapi.db.transaction(async ({ trx }): Promise<Awaited<ReturnType<typeof next>>> => {
      if (context.action === 'delete') {
        const result = await next();
        await versions.forget(documentId);
        return result;
      }
      if (isPostgres(strapi)) await (trx as unknown as Knex)('articles').where({ document_id: documentId }).forUpdate().select('id');
      const replaced = await strapi.db.query(ARTICLE).findOne({ where: { documentId } });
      const result = await next();
      if (replaced && result) await versions.keep(documentId, replaced);
      return result;
    });
  });
}
