import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type DraftWrite, failureOf } from '../draft';

/**
 * PUT /api/article-draft-{product}/schedule?id={key}&reference={draftId} with
 * `{ publishAt, emailSubscribers }`: 200 with the time as stored (ADR 37).
 */
export async function scheduleDraft(
  { siteKey, productSlug }: PublicSiteConfig,
  draftId: string,
  publishAt: string,
  emailSubscribers: boolean,
): Promise<DraftWrite<string>> {
  const answer = await callRoute(API.drafts.schedule, {
    product: productSlug,
    query: { id: siteKey, reference: draftId },
    body: { publishAt, emailSubscribers },
  });
  if (answer.status !== 200 || !answer.data) return failureOf(answer);
  return { ok: true, value: answer.data.data.publishAt };
}
