import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type DraftWrite, failureOf } from '../draft';

/** DELETE /api/article-draft-{product}/schedule?id={key}&reference={draftId}: the draft keeps no publish time (ADR 37). */
export async function clearSchedule({ siteKey, productSlug }: PublicSiteConfig, draftId: string): Promise<DraftWrite> {
  const answer = await callRoute(API.drafts.unschedule, { product: productSlug, query: { id: siteKey, reference: draftId } });
  return answer.status === 200 ? { ok: true, value: true } : failureOf(answer);
}
