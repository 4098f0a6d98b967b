import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { getAnswer } from '~/lib/api-client';

/** The CMS keeps at most 100 versions of an article (ADR 34): one page of the largest size holds them all. */
const ALL_VERSIONS = 100;

export const versionsPath = (siteKey: string, articleId: string) =>
  routeUrl(API.articleHistory.versions, { query: { id: siteKey, reference: articleId, pageSize: ALL_VERSIONS } });

/** GET /api/article-history?id={key}&reference={article id}: the article's versions, newest first. */
export function useArticleVersions(siteKey: string, articleId: string) {
  return useSWR(versionsPath(siteKey, articleId), (path: string) => getAnswer(API.articleHistory.versions, path));
}
