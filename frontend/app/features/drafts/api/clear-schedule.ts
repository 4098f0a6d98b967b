import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type DraftWrite, failureOf } from '../draft';

/** DELETE /api/article-draft-{product}/schedule?id={key}&reference={draftId}: the draft keeps no publish time (ADR 37). */
export async function clearSchedule({ siteKey, productSlug }: PublicSiteConfig, draftId: string): Promise<DraftWrite> {
  const query = new URLSearchParams({ id: siteKey, reference: draftId });
  const answer = await callApi(`${API_PATHS.scheduleDraft(productSlug)}?${query}`, { method: 'DELETE' });
  return answer.status === 200 ? { ok: true, value: true } : failureOf(answer);
}
