import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type DraftWrite, failureOf } from '../draft';

/** DELETE /api/article-draft-{product}/?id={key} with `{ arg: draftId }`: 200 `{ data: { deleted } }`. */
export async function deleteDraft({ siteKey, productSlug }: PublicSiteConfig, draftId: string): Promise<DraftWrite> {
  const answer = await callRoute(API.drafts.remove, { product: productSlug, query: { id: siteKey }, body: { arg: draftId } });
  return answer.status === 200 ? { ok: true, value: true } : failureOf(answer);
}
