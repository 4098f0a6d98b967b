import { z } from 'zod';
import { input } from '../input';
import { ARTICLE_ROUTES } from '../routes/articles';
import { articleFields, documentId, emailSubscribers, password, writeBody } from './article-fields';
import { NO_NUL, NO_NUL_MESSAGE, pagingFields, referenceQuery } from './fields';

const byPathQuery = z
  .object({
    name: z
      .string({ error: 'is required (the page path, e.g. /blog/{id})' })
      .min(1, 'is required')
      .max(512, 'is too long')
      .regex(NO_NUL, NO_NUL_MESSAGE),
  })
  .transform(({ name }) => ({ path: name }));

const byHrefBody = z.object({
  href: z
    .string({ error: 'is required (the article path, e.g. /my-article)' })
    .regex(/^\/[^\s?#\u0000]{0,299}$/, 'must be a path starting with /'),
});

/** A page of the readers' list: the spec's `category` is the section, `exclude` a heading left out. */
const listQuery = z
  .object({
    category: z.enum(['coding', 'health'], { error: 'must be coding or health' }).optional(),
    ...pagingFields(20),
    exclude: z.string().max(200, 'is too long').regex(NO_NUL, NO_NUL_MESSAGE).optional(),
    excerpt: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  })
  .transform(({ category, page, pageSize, exclude, excerpt }) => ({
    section: category,
    page,
    pageSize,
    excludeHeading: exclude,
    withExcerpts: excerpt === 'true',
  }));

const relatedQuery = z
  .object({
    id: z.string({ error: 'is required (the article id)' }).regex(/^[A-Za-z0-9]{1,64}$/, 'must be an article id (letters and digits)'),
  })
  .transform(({ id }) => ({ articleId: id }));

/** The owner's edit: the fields, the article's id and the owner's password. */
const editBody = writeBody({ ...articleFields, id: documentId('article'), editorPassword: password }).transform(
  ({ id, editorPassword, ...fields }) => ({ ...fields, articleId: id, password: editorPassword }),
);

export const ARTICLE_INPUTS = {
  byPath: input(ARTICLE_ROUTES.byPath, { query: byPathQuery }),
  byHref: input(ARTICLE_ROUTES.byHref, { body: byHrefBody }),
  list: input(ARTICLE_ROUTES.list, { query: listQuery }),
  posts: input(ARTICLE_ROUTES.posts, { query: listQuery }),
  related: input(ARTICLE_ROUTES.related, { query: relatedQuery }),
  /** The fields and 'E-mail to subscribers'. */
  create: input(ARTICLE_ROUTES.create, { body: writeBody({ ...articleFields, emailSubscribers }) }),
  edit: input(ARTICLE_ROUTES.edit, { body: editBody }),
  /** The article, and the owner's password: from the JSON body, or the CMS puts the X-Editor-Password header's there. */
  remove: input(ARTICLE_ROUTES.remove, {
    query: referenceQuery('article', 'articleId'),
    body: writeBody({ password }),
  }),
};
