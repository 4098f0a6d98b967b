import { callApi } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

export type ContactInput = { name: string; email: string; country: string; detail: string; humanCheck: string; website: string };

/** POST the contact path/?id={key}: 201 is success, anything else failure. */
export async function sendMessage(site: PublicSiteConfig, input: ContactInput): Promise<boolean> {
  const answer = await callApi<number>(`/api/contacttry-${site.productSlug}/?id=${encodeURIComponent(site.siteKey)}`, { body: input });
  return answer.status === 201;
}
