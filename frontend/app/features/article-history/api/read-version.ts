import useSWR from 'swr';
import { getJson } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { VersionComparison } from '../article-version';

export const versionPath = (siteKey: string, versionId: string) =>
  `${API_PATHS.articleVersion}?${new URLSearchParams({ id: siteKey, reference: versionId })}`;

/** GET /api/article-history/version?id={key}&reference={version id}: the version and the article now. Nothing while none is chosen. */
export function useVersionComparison(siteKey: string, versionId: string | null) {
  return useSWR(
    versionId ? versionPath(siteKey, versionId) : null,
    async (path: string) => (await getJson<{ data: VersionComparison }>(path)).data,
  );
}
