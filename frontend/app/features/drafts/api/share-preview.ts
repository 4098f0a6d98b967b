import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type LinkOutcome, type NewPreviewLink, linkFailure, previewAddress } from '../preview-link';

/** POST /api/preview-link?id={key}&reference={draft id}: 201 with the new link and its token, shown once. */
export async function sharePreview({ siteKey }: PublicSiteConfig, draftId: string): Promise<LinkOutcome<NewPreviewLink>> {
  const answer = await callRoute(API.previewLinks.create, { query: { id: siteKey, reference: draftId }, body: {} });
  if (answer.status !== 201 || !answer.data) return linkFailure(answer);
  const { token, ...link } = answer.data.data;
  return { ok: true, value: { ...link, address: previewAddress(token) } };
}
