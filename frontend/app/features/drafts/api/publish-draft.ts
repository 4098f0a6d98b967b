import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type DraftWrite, failureOf } from '../draft';

/**
 * POST /api/article-draft-{product}/publish?id={key}&reference={draftId} with `{ emailSubscribers }`:
 * the article is created and the draft removed together; 201 names the article.
 */
export async function publishDraft(
  { siteKey, productSlug }: PublicSiteConfig,
  draftId: string,
  emailSubscribers: boolean,
): Promise<DraftWrite<{ id: string; href: string }>> {
  const query = new URLSearchParams({ id: siteKey, reference: draftId });
  const answer = await callApi<{ data: { _id: string; href: string } }>(`${API_PATHS.publishDraft(productSlug)}?${query}`, {
    method: 'POST',
    body: { emailSubscribers },
  });
  if (answer.status !== 201 || !answer.data) return failureOf(answer);
  return { ok: true, value: { id: answer.data.data._id, href: answer.data.data.href } };
}
