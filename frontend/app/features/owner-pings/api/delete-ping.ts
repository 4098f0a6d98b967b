import { callApi } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { API_PATHS } from '~/lib/api-paths';

/** DELETE /api/contacttry-{product}/?reference={message id}&id={key} (call 13): 204 means deleted; 0 when the network failed. */
export async function deletePing(site: PublicSiteConfig, pingId: string): Promise<number> {
  const query = new URLSearchParams({ reference: pingId, id: site.siteKey });
  const answer = await callApi<unknown>(`${API_PATHS.contact(site.productSlug)}/?${query}`, { method: 'DELETE' });
  return answer.status;
}
