import useSWR from 'swr';
import type { ArticlePage } from '~/lib/article';
import { getJson } from '~/lib/api-client';

/** The owner's list shows 10 articles a page (docs/spec/admin-side.md section 9). */
export const OWNER_PAGE_SIZE = 10;

export const articlePagePath = (siteKey: string, page: number) =>
  `/api/article/?${new URLSearchParams({ id: siteKey, page: String(page), pageSize: String(OWNER_PAGE_SIZE) })}`;

/** GET /api/article/?id={key}&page={n}&pageSize=10: one page of articles, newest first, without bodies. */
export function useArticlePage(siteKey: string, page: number) {
  return useSWR<ArticlePage>(articlePagePath(siteKey, page), getJson);
}
