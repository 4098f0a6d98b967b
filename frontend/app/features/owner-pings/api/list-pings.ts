import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { getAnswer } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ListPage } from '~/components/owner/list-page';

/** One reader contact message (a ping) as the Ping page shows it: plain text, never markup. */
export type Ping = { id: string; email: string; name: string; country: string; message: string; createdAt: string };

const fromBase64 = (value: string) => new TextDecoder().decode(Uint8Array.from(atob(value), (char) => char.charCodeAt(0)));

/** GET /api/contacttry-{product}/?id={key} (call 12), one page of 50. */
export const pingsPath = (site: PublicSiteConfig, page: number) =>
  routeUrl(API.pings.list, { product: site.productSlug, query: { id: site.siteKey, page } });

export async function fetchPings(path: string): Promise<ListPage<Ping>> {
  const answer = await getAnswer(API.pings.list, path);
  return {
    items: answer.data.map(({ id, values, createdAt }) => {
      const [email, name, country, message] = values.map(fromBase64);
      return { id, email, name, country, message, createdAt };
    }),
    pagination: answer.meta.pagination,
  };
}

export function usePings(site: PublicSiteConfig, page: number) {
  return useSWR(pingsPath(site, page), fetchPings);
}
