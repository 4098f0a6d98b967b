import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type LinkOutcome, type NewPreviewLink, type PreviewLink, linkFailure, previewAddress } from '../preview-link';

/** POST /api/preview-link?id={key}&reference={draft id}: 201 with the new link and its token, shown once. */
export async function sharePreview({ siteKey }: PublicSiteConfig, draftId: string): Promise<LinkOutcome<NewPreviewLink>> {
  const answer = await callApi<{ data: PreviewLink & { token: string } }>(
    `${API_PATHS.previewLinks}?${new URLSearchParams({ id: siteKey, reference: draftId })}`,
    { method: 'POST', body: {} },
  );
  if (answer.status !== 201 || !answer.data) return linkFailure(answer);
  const { token, ...link } = answer.data.data;
  return { ok: true, value: { ...link, address: previewAddress(token) } };
}
