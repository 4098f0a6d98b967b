import * as z from 'zod/mini';
import { listPage } from '../answers';
import { route } from '../route';

/** The spec's wire form of an opinion: three values, in the order name, country, opinion; `reference` is the article's path. */
const opinionWire = z.object({
  id: z.string(),
  values: z.tuple([z.string(), z.string(), z.string()]),
  reference: z.nullable(z.string()),
  createdAt: z.string(),
});

const owner = { access: 'owner', siteKey: true, slashBeforeQuery: true } as const;

/** Readers' opinions of an article: the form, and the owner's list (A-Opinions). */
export const OPINION_ROUTES = {
  /** The old client checks `response.data === 201`: the body is the number itself. */
  send: route({
    fastPath: 'reader-call',
    method: 'POST',
    path: '/opinion-about-article-{product}',
    siteKey: true,
    slashBeforeQuery: true,
    answer: z.literal(201),
  }),
  list: route({ method: 'GET', path: '/opinion-about-article-{product}', ...owner, answer: listPage(opinionWire) }),
  remove: route({
    method: 'DELETE',
    path: '/opinion-about-article-{product}',
    ...owner,
    answer: z.object({ data: z.object({ deleted: z.string() }) }),
  }),
};
