import { callApi } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type DraftWrite, draftsRoute, failureOf } from '../draft';

/**
 * POST /api/article-draft-{product}/publish?id={key}&reference={draftId}: the
 * article is created and the draft removed together; 201 names the article.
 */
export async function publishDraft(
  { siteKey, productSlug }: PublicSiteConfig,
  draftId: string,
): Promise<DraftWrite<{ _id: string; href: string }>> {
  const query = new URLSearchParams({ id: siteKey, reference: draftId });
  const answer = await callApi<{ data: { _id: string; href: string } }>(`${draftsRoute(productSlug)}publish?${query}`, {
    method: 'POST',
    body: {},
  });
  return answer.status === 201 && answer.data ? { ok: true, value: answer.data.data } : failureOf(answer);
}
