import { API } from '@blog/contract/routes';
import type { Section } from '@blog/rules/category';
import { type ArticlePage, type ArticleSummary, newestFirst } from '~/lib/article';
import { pageFromWire } from '~/lib/article-wire';
import { cmsJson } from '~/lib/cms.server';
import { webConfig } from '~/lib/config.server';
import { mergeSorted } from '~/lib/merge-sorted';
import { versionMemo } from '~/lib/version-memo.server';
import { listReads } from './article-reads';

type CmsListInput = {
  section?: Section;
  page?: number;
  pageSize: number;
  excludeHeading?: string;
  /** Each article's excerpt too, for cards (the CMS reads the page's bodies for it). */
  withExcerpts?: boolean;
};

export type ListArticlesInput = CmsListInput & {
  /** Articles that live outside the CMS (the route passes the site's shipped ones), listed among the others. */
  shipped?: readonly ArticleSummary[];
};

const EMPTY: ArticlePage = { articles: [], pagination: { page: 1, pageSize: 0, total: 0, pageCount: 0 } };

/** GET /api/article/?id={key}: one page of the CMS's articles, newest first, without bodies. */
async function cmsPage({ section, page = 1, pageSize, excludeHeading, withExcerpts }: CmsListInput): Promise<ArticlePage> {
  const query = {
    id: webConfig().siteKey,
    page,
    pageSize,
    category: section,
    exclude: excludeHeading || undefined,
    excerpt: withExcerpts ? 'true' : undefined,
  };
  const wire = await cmsJson(API.articles.list, { query }, listReads({ section, excludeHeading }));
  return wire ? pageFromWire(wire) : EMPTY;
}

/** The shipped articles a list with these filters holds, newest first; the CMS's own filters, applied alike. */
function shippedIn(shipped: readonly ArticleSummary[], { section, excludeHeading }: CmsListInput) {
  const excluded = excludeHeading?.toLowerCase();
  return shipped
    .filter((a) => (!section || a.section === section) && (!excluded || !a.title.toLowerCase().includes(excluded)))
    .sort(newestFirst);
}

/**
 * One page of every article, newest first, without bodies: the CMS's, and the shipped
 * ones in their places by date, counted in the total and the pages. The CMS pages its own
 * list only, so the page's first place may hold a CMS article from as many places earlier
 * as there are shipped articles before it: the CMS's pages from there to this one are
 * asked for (one more page at most, while there are fewer shipped articles than a page
 * holds) and merged with the shipped ones. A shipped article newer than all of them lies
 * before the page anyway; one older than all of them, after it.
 */
export const listArticles = (input: ListArticlesInput): Promise<ArticlePage> => listOfVersion(listKey(input), input);

// A list is fixed by the content version: asked of the CMS once per version and list (issue 21:
// Next Articles, the landing's sections, the category pages, rendered afresh).
const CACHED_LISTS = 200;
const listOfVersion = versionMemo((_key: string, input: ListArticlesInput) => listAll(input), CACHED_LISTS);
const listKey = ({ shipped = [], ...input }: ListArticlesInput) => JSON.stringify([input, shipped.map((a) => a.key)]);

async function listAll({ shipped = [], ...input }: ListArticlesInput): Promise<ArticlePage> {
  const extra = shippedIn(shipped, input);
  if (extra.length === 0) return cmsPage(input);
  const { page = 1, pageSize } = input;
  const start = (page - 1) * pageSize;
  const firstPage = Math.floor(Math.max(0, start - extra.length) / pageSize) + 1;
  const pages = await Promise.all(Array.from({ length: page - firstPage + 1 }, (_, n) => cmsPage({ ...input, page: firstPage + n })));
  const skip = start - (firstPage - 1) * pageSize;
  const merged = mergeSorted(
    pages.flatMap((p) => p.articles),
    extra,
    newestFirst,
  );
  const total = pages[pages.length - 1].pagination.total + extra.length;
  return {
    articles: merged.slice(skip, skip + pageSize),
    pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) },
  };
}
