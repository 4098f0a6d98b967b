import { factories } from '@strapi/strapi';
import { z } from 'zod';
import { looksLikeTagPair } from '@blog/rules/text';
import { parseInput } from '../../../lib/validate';

const UID = 'api::article.article';

const byPathQuery = z.object({
  name: z.string({ error: 'is required (the page path, e.g. /blog/{id})' }).min(1, 'is required').max(512, 'is too long'),
});

const singleBody = z.object({
  href: z
    .string({ error: 'is required (the article path, e.g. /my-article)' })
    .regex(/^\/[^\s?#]{0,299}$/, 'must be a path starting with /'),
});

const listQuery = z.object({
  category: z.enum(['coding', 'health'], { error: 'must be coding or health' }).optional(),
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100000, 'is too large').default(1),
  pageSize: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100, 'must be at most 100').default(20),
  exclude: z.string().max(200, 'is too long').optional(),
});

const searchQuery = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required (the text to search for)' : 'must be one text') })
    .trim()
    .min(1, 'is required (the text to search for)')
    .max(100, 'must be at most 100 characters')
    .refine((text) => !looksLikeTagPair(text), 'must not be HTML'),
  limit: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(10, 'must be at most 10').default(8),
});

export default factories.createCoreController(UID, ({ strapi }) => ({
  async byPath(ctx) {
    const { name } = parseInput(byPathQuery, ctx.query);
    const article = await strapi.service(UID).findByPath(name);
    // The spec's reader expects the literal JSON null for "not found".
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(article);
  },

  async single(ctx) {
    const { href } = parseInput(singleBody, ctx.request.body ?? {});
    const article = await strapi.service(UID).findByHref(href);
    if (!article) return ctx.notFound('No article has this href.');
    ctx.body = article;
  },

  async list(ctx) {
    const query = parseInput(listQuery, ctx.query);
    ctx.body = await strapi.service(UID).list({
      section: query.category,
      page: query.page,
      pageSize: query.pageSize,
      excludeHeading: query.exclude,
    });
  },

  async search(ctx) {
    const { q, limit } = parseInput(searchQuery, ctx.query);
    ctx.body = await strapi.service(UID).search({ text: q, limit });
  },
}));
