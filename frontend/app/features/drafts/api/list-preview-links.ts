import useSWR from 'swr';
import { getJson } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { PreviewLink } from '../preview-link';

export const previewLinksPath = ({ siteKey }: PublicSiteConfig, draftId: string) =>
  `${API_PATHS.previewLinks}?${new URLSearchParams({ id: siteKey, reference: draftId })}`;

/** GET /api/preview-link?id={key}&reference={draft id}: the draft's links that still open it, newest first. */
export function usePreviewLinks(site: PublicSiteConfig, draftId: string | null) {
  return useSWR(
    draftId ? previewLinksPath(site, draftId) : null,
    async (path: string) => (await getJson<{ data: PreviewLink[] }>(path)).data,
  );
}
