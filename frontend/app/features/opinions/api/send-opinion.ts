import { callApi } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { API_PATHS } from '~/lib/api-paths';

export type OpinionInput = { reader: string; country: string; opinion: string; humanCheck: string; website: string };

/** POST /api/opinion-about-article-{name}/?id={key}&reference: success is the answer 201. */
export async function sendOpinion(site: PublicSiteConfig, reference: string, input: OpinionInput): Promise<boolean> {
  const query = new URLSearchParams({ id: site.siteKey, reference });
  const answer = await callApi<number>(`${API_PATHS.opinions(site.productSlug)}/?${query}`, { body: input });
  return answer.status === 201 && answer.data === 201;
}
