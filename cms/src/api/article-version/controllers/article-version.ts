import { factories } from '@strapi/strapi';
import { ARTICLE_HISTORY_INPUTS } from '@blog/contract/inputs/article-history';
import { readInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';
import { ARTICLE_NOT_FOUND, VERSION_NOT_FOUND } from '../services/article-version';

const UID = 'api::article-version.article-version';

// Every answer is the owner's, for one browser, once.
export default factories.createCoreController(UID, ({ strapi }) => ({
  /** An article's versions, newest first: id, time, title, word count. */
  async ownerList(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { articleId, page, pageSize } = readInput(ARTICLE_HISTORY_INPUTS.versions, ctx);
    const versions = await serviceOf(strapi, UID).listForOwner(articleId, { page, pageSize });
    if (!versions) return ctx.notFound(ARTICLE_NOT_FOUND);
    ctx.body = versions;
  },

  /** One version, with the article as it is now to compare it with. */
  async ownerRead(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { versionId } = readInput(ARTICLE_HISTORY_INPUTS.version, ctx);
    const found = await serviceOf(strapi, UID).findForOwner(versionId);
    if (!found) return ctx.notFound(VERSION_NOT_FOUND);
    ctx.body = { data: found };
  },

  /** Restores a version: the article is edited back to it (the state it replaces becomes a version). */
  async ownerRestore(ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const { versionId } = readInput(ARTICLE_HISTORY_INPUTS.restore, ctx);
    const result = await serviceOf(strapi, UID).restore(versionId);
    if (result.outcome === 'not-found') return ctx.notFound(result.message);
    if (result.outcome === 'href-taken') return ctx.conflict(result.message);
    ctx.body = { data: { _id: result.documentId, href: result.href }, message: 'Restored' };
  },
}));
