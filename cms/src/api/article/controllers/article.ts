import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { z } from 'zod';
import { looksLikeTagPair } from '@blog/rules/tag-pair';
import {
  FULL_TEXT_LAST_PAGE,
  FULL_TEXT_PAGE_SIZE,
  FULL_TEXT_QUERY_MAX,
  FULL_TEXT_TERMS_MAX,
  parseFullTextQuery,
} from '@blog/rules/full-text';
import {
  PASSWORD_IN_ADDRESS,
  articleDataOf,
  articleDeleteInput,
  articleEditInput,
  articlePostInput,
  hasPasswordInQuery,
  htmlOf,
} from '../../../lib/article-write-input';
import { documentIdQuery, pagingFields } from '../../../lib/owner-queries';
import { withNewsletterChoice } from '../../../lib/newsletter';
import { requireOwnerPassword } from '../lib/owner-password';
import { NO_NUL, NO_NUL_MESSAGE, parseInput } from '../../../lib/validate';
import { type CreatedArticle, HREF_TAKEN } from '../services/article';
import { SEARCH_COUNT_CAP } from '../../../lib/article-search';
import { serviceOf } from '../../../lib/services';

const UID = 'api::article.article';

const byPathQuery = z.object({
  name: z
    .string({ error: 'is required (the page path, e.g. /blog/{id})' })
    .min(1, 'is required')
    .max(512, 'is too long')
    .regex(NO_NUL, NO_NUL_MESSAGE),
});

const singleBody = z.object({
  href: z
    .string({ error: 'is required (the article path, e.g. /my-article)' })
    .regex(/^\/[^\s?#\u0000]{0,299}$/, 'must be a path starting with /'),
});

const listQuery = z.object({
  category: z.enum(['coding', 'health'], { error: 'must be coding or health' }).optional(),
  ...pagingFields(20),
  exclude: z.string().max(200, 'is too long').regex(NO_NUL, NO_NUL_MESSAGE).optional(),
  excerpt: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
});

const searchQuery = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required (the text to search for)' : 'must be one text') })
    .trim()
    .min(1, 'is required (the text to search for)')
    .max(100, 'must be at most 100 characters')
    .regex(NO_NUL, NO_NUL_MESSAGE)
    .refine((text) => !looksLikeTagPair(text), 'must not be HTML'),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    // Up to the count's cap: the live results list every match the count reports.
    .max(SEARCH_COUNT_CAP, `must be at most ${SEARCH_COUNT_CAP}`)
    .default(8),
});

const searchTextQuery = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required (the words to search for)' : 'must be one text') })
    .trim()
    .min(1, 'is required (the words to search for)')
    .max(FULL_TEXT_QUERY_MAX, `must be at most ${FULL_TEXT_QUERY_MAX} characters`)
    .regex(NO_NUL, NO_NUL_MESSAGE)
    .transform((text) => ({ text, query: parseFullTextQuery(text) }))
    .refine(
      ({ query }) => query.words.length + query.phrases.length <= FULL_TEXT_TERMS_MAX,
      `must have at most ${FULL_TEXT_TERMS_MAX} words and phrases`,
    ),
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    // The ranked matches stop at the cap: no page lies beyond it.
    .max(FULL_TEXT_LAST_PAGE, `must be at most ${FULL_TEXT_LAST_PAGE}`)
    .default(1),
});

const relatedQuery = z.object({
  id: z.string({ error: 'is required (the article id)' }).regex(/^[A-Za-z0-9]{1,64}$/, 'must be an article id (letters and digits)'),
});

const articleReference = documentIdQuery('article');
const NOT_FOUND = 'No article has this id.';
const NO_DELETE_PASSWORD = 'enter password...';

/** The owner's answers are for one browser, once; and a password never travels in the address. */
function startOwnerAnswer(ctx: Context) {
  ctx.set('Cache-Control', 'private, no-store');
  if (hasPasswordInQuery(ctx.query)) throw new errors.ValidationError(PASSWORD_IN_ADDRESS);
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  async byPath(ctx) {
    const { name } = parseInput(byPathQuery, ctx.query);
    const article = await serviceOf(strapi, UID).findByPath(name);
    // The spec's reader expects the literal JSON null for "not found".
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(article);
  },

  async single(ctx) {
    const { href } = parseInput(singleBody, ctx.request.body ?? {});
    const article = await serviceOf(strapi, UID).findByHref(href);
    if (!article) return ctx.notFound('No article has this href.');
    ctx.body = article;
  },

  async list(ctx) {
    const query = parseInput(listQuery, ctx.query);
    ctx.body = await serviceOf(strapi, UID).list({
      section: query.category,
      page: query.page,
      pageSize: query.pageSize,
      excludeHeading: query.exclude,
      withExcerpts: query.excerpt === 'true',
    });
  },

  async search(ctx) {
    const { q, limit } = parseInput(searchQuery, ctx.query);
    ctx.body = await serviceOf(strapi, UID).search({ text: q, limit });
  },

  async searchText(ctx) {
    const { q, page } = parseInput(searchTextQuery, ctx.query);
    ctx.body = await serviceOf(strapi, UID).searchText({ query: q.query, page, pageSize: FULL_TEXT_PAGE_SIZE });
  },

  async related(ctx) {
    const { id } = parseInput(relatedQuery, ctx.query);
    const related = await serviceOf(strapi, UID).related(id);
    if (!related) return ctx.notFound(NOT_FOUND);
    ctx.body = related;
  },

  /** Owner only: a new article from the editor (docs/spec/admin-side.md section 7, call 3). */
  async ownerCreate(ctx) {
    startOwnerAnswer(ctx);
    const { emailSubscribers, ...input } = parseInput(articlePostInput, ctx.request.body ?? {});
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
    const { id, editorPassword, ...input } = parseInput(articleEditInput, ctx.request.body ?? {});
    const problem = serviceOf(strapi, UID).problemOf({ ...input, bodyHtml: htmlOf(input.articleSave) }, 'edit', editorPassword);
    if (problem) throw new errors.ValidationError(problem);
    await requireOwnerPassword(strapi, ctx, editorPassword);
    const outcome = await serviceOf(strapi, UID).updateFromEditor(id, articleDataOf(input));
    if (outcome === 'not-found') return ctx.notFound(NOT_FOUND);
    if (outcome === 'href-taken') return ctx.conflict(HREF_TAKEN);
    ctx.status = 204;
  },

  /** Owner only: deletes an article, after the owner's password from the body or a header (call 5). */
  async ownerDelete(ctx) {
    startOwnerAnswer(ctx);
    const { reference } = parseInput(articleReference, ctx.query);
    const header = ctx.get('X-Editor-Password');
    const { password } = parseInput(articleDeleteInput, header ? { password: header } : (ctx.request.body ?? {}));
    if (password === '') throw new errors.ValidationError(NO_DELETE_PASSWORD);
    await requireOwnerPassword(strapi, ctx, password);
    if (!(await serviceOf(strapi, UID).removeByDocumentId(reference))) return ctx.notFound(NOT_FOUND);
    ctx.status = 204;
  },
}));
