import useSWR from 'swr';
import { getJson } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ListPage, Pagination } from '~/components/owner/list-page';
import { API_PATHS } from '~/lib/api-paths';

/** One reader opinion as the A-Opinions page shows it: plain text, never markup. */
export type Opinion = { id: string; name: string; country: string; text: string; reference: string | null; createdAt: string };

/** The spec's wire form: three values in the order name, country, opinion. */
type OpinionWire = { id: string; values: [string, string, string]; reference: string | null; createdAt: string };

/** GET /api/opinion-about-article-{product}/?id={key}&reference=abc (call 10), one page of 50. */
export function opinionsPath(site: PublicSiteConfig, page: number): string {
  const query = new URLSearchParams({ id: site.siteKey, reference: 'abc', page: String(page) });
  return `${API_PATHS.opinions(site.productSlug)}/?${query}`;
}

export async function fetchOpinions(path: string): Promise<ListPage<Opinion>> {
  const answer = await getJson<{ data: OpinionWire[]; meta: { pagination: Pagination } }>(path);
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
