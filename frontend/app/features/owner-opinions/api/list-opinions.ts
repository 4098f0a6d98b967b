import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { getAnswer } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ListPage } from '~/components/owner/list-page';

/** One reader opinion as the A-Opinions page shows it: plain text, never markup. */
export type Opinion = { id: string; name: string; country: string; text: string; reference: string | null; createdAt: string };

/** GET /api/opinion-about-article-{product}/?id={key}&reference=abc (call 10), one page of 50. */
export const opinionsPath = (site: PublicSiteConfig, page: number) =>
  routeUrl(API.opinions.list, { product: site.productSlug, query: { id: site.siteKey, reference: 'abc', page } });

export async function fetchOpinions(path: string): Promise<ListPage<Opinion>> {
  const answer = await getAnswer(API.opinions.list, path);
  return {
    items: answer.data.map(({ id, values: [name, country, text], reference, createdAt }) => ({
      id,
      name,
      country,
      text,
      reference,
      createdAt,
    })),
    pagination: answer.meta.pagination,
  };
}

export function useOpinions(site: PublicSiteConfig, page: number) {
  return useSWR(opinionsPath(site, page), fetchOpinions);
}
