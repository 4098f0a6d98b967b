import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type LinkOutcome, linkFailure } from '../preview-link';

/** DELETE /api/preview-link?id={key}&reference={link id}: the link opens nothing from now on. */
export async function revokePreviewLink({ siteKey }: PublicSiteConfig, linkId: string): Promise<LinkOutcome<true>> {
  const answer = await callRoute(API.previewLinks.revoke, { query: { id: siteKey, reference: linkId } });
  return answer.status === 200 ? { ok: true, value: true } : linkFailure(answer);
}
