import type { ArticleSummary } from '~/lib/article';
import { type ArticleSummaryWire, summaryFromWire } from '~/lib/article-wire';
import { API_PATHS } from '~/lib/api-paths';
import { cmsJson } from '~/lib/cms.server';
import { relatedReads } from './article-reads';
import { listArticles } from './list-articles.server';

/** The spec's Next Articles: up to 4. */
export const NEXT_ARTICLES = 4;

/** GET /api/article-related?id=: the CMS's articles most related to this one (ADR 44); none for an article it does not know. */
async function relatedArticles(id: string): Promise<ArticleSummary[]> {
  const wire = await cmsJson<{ data: ArticleSummaryWire[] }>(
    `${API_PATHS.relatedArticles}?${new URLSearchParams({ id })}`,
    {},
    relatedReads,
  );
  return (wire?.data ?? []).map(summaryFromWire);
}

/**
 * An article's Next Articles (reader spec: up to 4 others whose heading does not contain its
 * heading): the most related first, computed by the CMS, then the newest that keep the rule,
 * shipped ones among them, until there are 4. Kept with the page by the page cache.
 */
export async function nextArticles(
  article: Pick<ArticleSummary, 'id' | 'title'>,
  shipped: readonly ArticleSummary[],
): Promise<ArticleSummary[]> {
  const [related, newest] = await Promise.all([
    article.id ? relatedArticles(article.id) : [],
    // One more than a page: the article itself is in neither list (its heading holds its own), a related one may be in both.
    listArticles({ pageSize: NEXT_ARTICLES * 2, excludeHeading: article.title, shipped }),
  ]);
  const listed = new Set(related.map((found) => found.key));
  return [...related, ...newest.articles.filter((found) => !listed.has(found.key))].slice(0, NEXT_ARTICLES);
}
