import { callApi } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

/** DELETE /api/opinion-about-article-{product}/?id={key}&reference={opinion id} (call 11): the answer's status, 0 when the network failed. */
export async function deleteOpinion(site: PublicSiteConfig, opinionId: string): Promise<number> {
  const query = new URLSearchParams({ id: site.siteKey, reference: opinionId });
  const answer = await callApi<unknown>(`/api/opinion-about-article-${site.productSlug}/?${query}`, { method: 'DELETE' });
  return answer.status;
}
