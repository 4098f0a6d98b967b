import * as z from 'zod/mini';
import { pagination } from '../answers';
import { createdArticle } from '../answers/article';
import { route } from '../route';

/** One version in an article's list: when that state was written, its title and length. */
const versionSummary = z.object({ id: z.string(), savedAt: z.string(), title: z.string(), wordCount: z.number() });

/** An article's state, a version's or the one it has now, in the product's words: the body as HTML. */
const articleState = z.object({
  id: z.string(),
  savedAt: z.string(),
  title: z.string(),
  cover: z.string(),
  credit: z.string(),
  body: z.string(),
  sources: z.array(z.string()),
  wordCount: z.number(),
});

const owner = { access: 'owner', siteKey: true } as const;

/** The owner's history of an article: its versions, one version, a restore (ADR 34). */
export const ARTICLE_HISTORY_ROUTES = {
  /** Newest first, with the article's title now. */
  versions: route({
    method: 'GET',
    path: '/article-history',
    ...owner,
    answer: z.object({
      data: z.array(versionSummary),
      meta: z.object({ pagination, article: z.object({ id: z.string(), title: z.string() }) }),
    }),
  }),
  /** One version, with the article as it is now to compare it with. */
  version: route({
    method: 'GET',
    path: '/article-history/version',
    ...owner,
    answer: z.object({ data: z.object({ article: z.string(), version: articleState, current: articleState }) }),
  }),
  restore: route({ method: 'POST', path: '/article-history/restore', ...owner, answer: createdArticle }),
};
