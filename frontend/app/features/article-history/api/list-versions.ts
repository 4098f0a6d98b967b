import useSWR from 'swr';
import { getJson } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { VersionList } from '../article-version';

/** The CMS keeps at most 100 versions of an article (ADR 34): one page of the largest size holds them all. */
const ALL_VERSIONS = 100;

export const versionsPath = (siteKey: string, articleId: string) =>
  `${API_PATHS.articleHistory}?${new URLSearchParams({ id: siteKey, reference: articleId, pageSize: String(ALL_VERSIONS) })}`;

/** GET /api/article-history?id={key}&reference={article id}: the article's versions, newest first. */
export function useArticleVersions(siteKey: string, articleId: string) {
  return useSWR(versionsPath(siteKey, articleId), (path: string) => getJson<VersionList>(path));
}
