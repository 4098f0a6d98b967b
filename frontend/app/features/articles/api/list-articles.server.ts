import type { Section } from '@blog/rules/category';
import { cmsJson } from '~/lib/cms.server';
import { webConfig } from '~/lib/config.server';
import type { ArticlePage } from '~/lib/article';

export type ListArticlesInput = { section?: Section; page?: number; pageSize: number; excludeHeading?: string };

const EMPTY: ArticlePage = { data: [], meta: { pagination: { page: 1, pageSize: 0, total: 0, pageCount: 0 } } };

/** GET /api/article/?id={key}: one page of articles, newest first, without bodies. */
export async function listArticles({ section, page = 1, pageSize, excludeHeading }: ListArticlesInput): Promise<ArticlePage> {
  const query = new URLSearchParams({ id: webConfig().siteKey, page: String(page), pageSize: String(pageSize) });
  if (section) query.set('category', section);
  if (excludeHeading) query.set('exclude', excludeHeading);
  return (await cmsJson<ArticlePage>(`/api/article/?${query}`)) ?? EMPTY;
}
