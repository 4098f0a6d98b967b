import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

export type OpinionInput = { reader: string; country: string; opinion: string; humanCheck: string; website: string };

/** POST /api/opinion-about-article-{name}/?id={key}&reference: success is the answer 201 (status and body, by the contract). */
export async function sendOpinion(site: PublicSiteConfig, reference: string, input: OpinionInput): Promise<boolean> {
  const answer = await callRoute(API.opinions.send, { product: site.productSlug, query: { id: site.siteKey, reference }, body: input });
  return answer.status === 201;
}
