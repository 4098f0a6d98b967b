import type { ArticleSummary } from '~/lib/article';
import { listArticles } from './list-articles.server';

// The sitemap protocol's limit for one file.
export const SITEMAP_LIMIT = 50000;

/** Every article (up to the sitemap limit), newest first, a page of 100 at a time. */
export async function allArticleSummaries(limit = SITEMAP_LIMIT): Promise<ArticleSummary[]> {
  const all: ArticleSummary[] = [];
  for (let page = 1; all.length < limit; page += 1) {
    const list = await listArticles({ page, pageSize: 100 });
    all.push(...list.articles);
    if (page >= list.pagination.pageCount) break;
  }
  return all.slice(0, limit);
}
