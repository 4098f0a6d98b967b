import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type LinkOutcome, linkFailure } from '../preview-link';

/** DELETE /api/preview-link?id={key}&reference={link id}: the link opens nothing from now on. */
export async function revokePreviewLink({ siteKey }: PublicSiteConfig, linkId: string): Promise<LinkOutcome<true>> {
  const answer = await callApi(`${API_PATHS.previewLinks}?${new URLSearchParams({ id: siteKey, reference: linkId })}`, {
    method: 'DELETE',
  });
  return answer.status === 200 ? { ok: true, value: true } : linkFailure(answer);
}
