import type { Section } from '@blog/rules/category';
import { API_PATHS } from '~/lib/api-paths';
import type { ArticlePage } from '~/lib/article';
import { type ArticlePageWire, pageFromWire } from '~/lib/article-wire';
import { cmsJson } from '~/lib/cms.server';
import { webConfig } from '~/lib/config.server';

export type ListArticlesInput = { section?: Section; page?: number; pageSize: number; excludeHeading?: string };

const EMPTY: ArticlePage = { articles: [], pagination: { page: 1, pageSize: 0, total: 0, pageCount: 0 } };

/** GET /api/article/?id={key}: one page of articles, newest first, without bodies. */
export async function listArticles({ section, page = 1, pageSize, excludeHeading }: ListArticlesInput): Promise<ArticlePage> {
  const query = new URLSearchParams({ id: webConfig().siteKey, page: String(page), pageSize: String(pageSize) });
  if (section) query.set('category', section);
  if (excludeHeading) query.set('exclude', excludeHeading);
  const wire = await cmsJson<ArticlePageWire>(`${API_PATHS.articles}/?${query}`);
  return wire ? pageFromWire(wire) : EMPTY;
}
