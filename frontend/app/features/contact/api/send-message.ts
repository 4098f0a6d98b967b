import { callApi } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { API_PATHS } from '~/lib/api-paths';

export type ContactInput = { name: string; email: string; country: string; detail: string; humanCheck: string; website: string };

/** POST the contact path/?id={key}: 201 is success, anything else failure. */
export async function sendMessage(site: PublicSiteConfig, input: ContactInput): Promise<boolean> {
  const answer = await callApi<number>(`${API_PATHS.contact(site.productSlug)}/?id=${encodeURIComponent(site.siteKey)}`, { body: input });
  return answer.status === 201;
}
