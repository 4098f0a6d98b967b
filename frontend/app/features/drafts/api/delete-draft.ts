import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type DraftWrite, failureOf } from '../draft';

/** DELETE /api/article-draft-{product}/?id={key} with `{ arg: draftId }`: 200 `{ data: { deleted } }`. */
export async function deleteDraft({ siteKey, productSlug }: PublicSiteConfig, draftId: string): Promise<DraftWrite> {
  const answer = await callApi(`${API_PATHS.drafts(productSlug)}/?${new URLSearchParams({ id: siteKey })}`, {
    method: 'DELETE',
    body: { arg: draftId },
  });
  return answer.status === 200 ? { ok: true, value: true } : failureOf(answer);
}
