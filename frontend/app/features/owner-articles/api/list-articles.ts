import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { getAnswer } from '~/lib/api-client';
import { pageFromWire } from '~/lib/article-wire';

/** The owner's list shows 10 articles a page (docs/spec/admin-side.md section 9). */
export const OWNER_PAGE_SIZE = 10;

export const articlePagePath = (siteKey: string, page: number) =>
  routeUrl(API.articles.list, { query: { id: siteKey, page, pageSize: OWNER_PAGE_SIZE } });

/** GET /api/article/?id={key}&page={n}&pageSize=10: one page of articles, newest first, without bodies. */
export function useArticlePage(siteKey: string, page: number) {
  return useSWR(articlePagePath(siteKey, page), async (path: string) => pageFromWire(await getAnswer(API.articles.list, path)));
}
