import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { ARTICLE_INPUTS } from '@blog/contract/inputs/articles';
import { SEARCH_INPUTS } from '@blog/contract/inputs/search';
import { FULL_TEXT_PAGE_SIZE } from '@blog/rules/full-text';
import { articleDataOf, htmlOf } from '../../../lib/article-data';
import { withNewsletterChoice } from '../../../lib/newsletter';
import { PASSWORD_IN_ADDRESS, hasPasswordInQuery, requireOwnerPassword } from '../lib/owner-password';
import { readInput } from '../../../lib/validate';
import { type CreatedArticle, HREF_TAKEN } from '../services/article';
import { serviceOf } from '../../../lib/services';

const UID = 'api::article.article';

const NOT_FOUND = 'No article has this id.';
const NO_DELETE_PASSWORD = 'enter password...';

/** The owner's answers are for one browser, once; and a password never travels in the address. */
function startOwnerAnswer(ctx: Context) {
  ctx.set('Cache-Control', 'private, no-store');
  if (hasPasswordInQuery(ctx.query)) throw new errors.ValidationError(PASSWORD_IN_ADDRESS);
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  async byPath(ctx) {
    const { path } = readInput(ARTICLE_INPUTS.byPath, ctx);
    const article = await serviceOf(strapi, UID).findByPath(path);
    // The spec's reader expects the literal JSON null for "not found".
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(article);
  },

  async single(ctx) {
    const { href } = readInput(ARTICLE_INPUTS.byHref, ctx);
    const article = await serviceOf(strapi, UID).findByHref(href);
    if (!article) return ctx.notFound('No article has this href.');
    ctx.body = article;
  },

  // GET /api/post too: the same query.
  async list(ctx) {
    ctx.body = await serviceOf(strapi, UID).list(readInput(ARTICLE_INPUTS.list, ctx));
  },

  async search(ctx) {
    ctx.body = await serviceOf(strapi, UID).search(readInput(SEARCH_INPUTS.titles, ctx));
  },

  async searchText(ctx) {
    const { query, page } = readInput(SEARCH_INPUTS.text, ctx);
    ctx.body = await serviceOf(strapi, UID).searchText({ query, page, pageSize: FULL_TEXT_PAGE_SIZE });
  },

  async related(ctx) {
    const { articleId } = readInput(ARTICLE_INPUTS.related, ctx);
    const related = await serviceOf(strapi, UID).related(articleId);
    if (!related) return ctx.notFound(NOT_FOUND);
    ctx.body = related;
  },

  /** Owner only: a new article from the editor (docs/spec/admin-side.md section 7, call 3). */
  async ownerCreate(ctx) {
    startOwnerAnswer(ctx);
    const { emailSubscribers, ...input } = readInput(ARTICLE_INPUTS.create, ctx);
    const problem = serviceOf(strapi, UID).problemOf({ ...input, bodyHtml: htmlOf(input.articleSave) }, 'post');
    if (problem) throw new errors.ValidationError(problem);
    const created = await withNewsletterChoice<CreatedArticle>(emailSubscribers, () =>
      serviceOf(strapi, UID).createFromEditor(articleDataOf(input)),
    );
    if (!created) return ctx.conflict(HREF_TAKEN);
    ctx.status = 201;
    ctx.body = { data: { _id: created.documentId, href: created.href }, message: 'Created' };
  },

  /** Owner only: an edit of an article, after the owner's password (call 4). */
  async ownerUpdate(ctx) {
    startOwnerAnswer(ctx);
    const { articleId, password, ...input } = readInput(ARTICLE_INPUTS.edit, ctx);
    const problem = serviceOf(strapi, UID).problemOf({ ...input, bodyHtml: htmlOf(input.articleSave) }, 'edit', password);
    if (problem) throw new errors.ValidationError(problem);
    await requireOwnerPassword(strapi, ctx, password);
    const outcome = await serviceOf(strapi, UID).updateFromEditor(articleId, articleDataOf(input));
    if (outcome === 'not-found') return ctx.notFound(NOT_FOUND);
    if (outcome === 'href-taken') return ctx.conflict(HREF_TAKEN);
    ctx.status = 204;
  },

  /** Owner only: deletes an article, after the owner's password from the body or a header (call 5). */
  async ownerDelete(ctx) {
    startOwnerAnswer(ctx);
    const header = ctx.get('X-Editor-Password');
    const body = header ? { password: header } : ctx.request.body;
    const { articleId, password } = readInput(ARTICLE_INPUTS.remove, { request: { query: ctx.query, body } });
    if (password === '') throw new errors.ValidationError(NO_DELETE_PASSWORD);
    await requireOwnerPassword(strapi, ctx, password);
    if (!(await serviceOf(strapi, UID).removeByDocumentId(articleId))) return ctx.notFound(NOT_FOUND);
    ctx.status = 204;
  },
}));
