import * as z from 'zod/mini';
import { foundArticleWire } from '../answers/article';
import { route } from '../route';

/** Searching titles (the live results) and full text (docs/api.md, Search). */
export const SEARCH_ROUTES = {
  /** The first matches; `total` counts every match up to a cap (`capped`: more match). */
  titles: route({
    fastPath: 'reader-call',
    method: 'GET',
    path: '/search',
    answer: z.object({ data: z.array(foundArticleWire), meta: z.object({ total: z.number(), capped: z.boolean() }) }),
  }),
  /** One page of full-text hits, each with its snippet: escaped HTML, the matched words in `<mark>`. */
  text: route({
    fastPath: 'reader-call',
    method: 'GET',
    path: '/search/text',
    answer: z.object({
      data: z.array(z.extend(foundArticleWire, { dateSave: z.string(), snippet: z.string(), inTitle: z.boolean() })),
      meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number(), capped: z.boolean(), onlyStopWords: z.boolean() }),
    }),
  }),
};
