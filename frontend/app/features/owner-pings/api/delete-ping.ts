import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

/** DELETE /api/contacttry-{product}/?reference={message id}&id={key} (call 13): 204 means deleted; 0 when the network failed. */
export async function deletePing(site: PublicSiteConfig, pingId: string): Promise<number> {
  const answer = await callRoute(API.pings.remove, { product: site.productSlug, query: { reference: pingId, id: site.siteKey } });
  return answer.status;
}
