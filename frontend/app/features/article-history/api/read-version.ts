import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { getAnswer } from '~/lib/api-client';

export const versionPath = (siteKey: string, versionId: string) =>
  routeUrl(API.articleHistory.version, { query: { id: siteKey, reference: versionId } });

/** GET /api/article-history/version?id={key}&reference={version id}: the version and the article now. Nothing while none is chosen. */
export function useVersionComparison(siteKey: string, versionId: string | null) {
  return useSWR(
    versionId ? versionPath(siteKey, versionId) : null,
    async (path: string) => (await getAnswer(API.articleHistory.version, path)).data,
  );
}
