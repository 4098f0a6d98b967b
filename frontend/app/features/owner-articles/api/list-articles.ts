import useSWR from 'swr';
import { getJson } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import { type ArticlePageWire, pageFromWire } from '~/lib/article-wire';

/** The owner's list shows 10 articles a page (docs/spec/admin-side.md section 9). */
export const OWNER_PAGE_SIZE = 10;

export const articlePagePath = (siteKey: string, page: number) =>
  `${API_PATHS.articles}/?${new URLSearchParams({ id: siteKey, page: String(page), pageSize: String(OWNER_PAGE_SIZE) })}`;

/** GET /api/article/?id={key}&page={n}&pageSize=10: one page of articles, newest first, without bodies. */
export function useArticlePage(siteKey: string, page: number) {
  return useSWR(articlePagePath(siteKey, page), async (path: string) => pageFromWire(await getJson<ArticlePageWire>(path)));
}
