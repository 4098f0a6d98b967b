import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
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
  const answer = await callRoute(API.drafts.publish, {
    product: productSlug,
    query: { id: siteKey, reference: draftId },
    body: { emailSubscribers },
  });
  if (answer.status !== 201 || !answer.data) return failureOf(answer);
  return { ok: true, value: { id: answer.data.data._id, href: answer.data.data.href } };
}
