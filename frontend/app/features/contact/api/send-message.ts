import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

export type ContactInput = { name: string; email: string; country: string; detail: string; humanCheck: string; website: string };

/** POST the contact path/?id={key}: 201 is success, anything else failure. */
export async function sendMessage(site: PublicSiteConfig, input: ContactInput): Promise<boolean> {
  const answer = await callRoute(API.pings.send, { product: site.productSlug, query: { id: site.siteKey }, body: input });
  return answer.status === 201;
}
