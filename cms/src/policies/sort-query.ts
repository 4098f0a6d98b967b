import { errors } from '@strapi/utils';
import type { Policy } from '../lib/policy';

/**
 * `?sort=` of Strapi's stock REST routes (GET /api/articles, /api/quotes),
 * which read it themselves. Strapi's own check skips a field path whose first
 * part is empty (`.x`, `../../etc/passwd`) and its database layer then throws a
 * plain Error: a 500. A sort text must name fields, each optionally with
 * :asc or :desc; a sort object's keys Strapi checks itself.
 */
const SORT_ENTRY = /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*(:(asc|desc))?$/i;

const sortTexts = (sort: unknown): string[] =>
  typeof sort === 'string' ? sort.split(',') : Array.isArray(sort) ? sort.flatMap(sortTexts) : [];

export default ((policyContext) => {
  const entries = sortTexts(policyContext.request?.query?.sort).map((entry) => entry.trim());
  if (entries.some((entry) => entry !== '' && !SORT_ENTRY.test(entry))) {
    throw new errors.ValidationError('sort: must be field names, each optionally followed by :asc or :desc');
  }
  return true;
}) satisfies Policy;
