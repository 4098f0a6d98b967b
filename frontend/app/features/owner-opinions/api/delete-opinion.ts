import { callApi } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { API_PATHS } from '~/lib/api-paths';

/** DELETE /api/opinion-about-article-{product}/?id={key}&reference={opinion id} (call 11): the answer's status, 0 when the network failed. */
export async function deleteOpinion(site: PublicSiteConfig, opinionId: string): Promise<number> {
  const query = new URLSearchParams({ id: site.siteKey, reference: opinionId });
  const answer = await callApi<unknown>(`${API_PATHS.opinions(site.productSlug)}/?${query}`, { method: 'DELETE' });
  return answer.status;
}
