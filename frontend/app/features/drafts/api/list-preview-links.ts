import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { getAnswer } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

export const previewLinksPath = ({ siteKey }: PublicSiteConfig, draftId: string) =>
  routeUrl(API.previewLinks.list, { query: { id: siteKey, reference: draftId } });

/** GET /api/preview-link?id={key}&reference={draft id}: the draft's links that still open it, newest first. */
export function usePreviewLinks(site: PublicSiteConfig, draftId: string | null) {
  return useSWR(
    draftId ? previewLinksPath(site, draftId) : null,
    async (path: string) => (await getAnswer(API.previewLinks.list, path)).data,
  );
}
