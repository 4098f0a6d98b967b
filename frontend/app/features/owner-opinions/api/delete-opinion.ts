import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

/** DELETE /api/opinion-about-article-{product}/?id={key}&reference={opinion id} (call 11): the answer's status, 0 when the network failed. */
export async function deleteOpinion(site: PublicSiteConfig, opinionId: string): Promise<number> {
  const answer = await callRoute(API.opinions.remove, { product: site.productSlug, query: { id: site.siteKey, reference: opinionId } });
  return answer.status;
}
