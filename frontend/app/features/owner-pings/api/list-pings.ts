import useSWR from 'swr';
import { getJson } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ListPage, Pagination } from '~/components/owner/list-page';
import { API_PATHS } from '~/lib/api-paths';

/** One reader contact message (a ping) as the Ping page shows it: plain text, never markup. */
export type Ping = { id: string; email: string; name: string; country: string; message: string; createdAt: string };

/** The spec's wire form: four base64 (UTF-8) values in the order email, name, country, message. */
type PingWire = { id: string; values: [string, string, string, string]; createdAt: string };

const fromBase64 = (value: string) => new TextDecoder().decode(Uint8Array.from(atob(value), (char) => char.charCodeAt(0)));

/** GET /api/contacttry-{product}/?id={key} (call 12), one page of 50. */
export function pingsPath(site: PublicSiteConfig, page: number): string {
  const query = new URLSearchParams({ id: site.siteKey, page: String(page) });
  return `${API_PATHS.contact(site.productSlug)}/?${query}`;
}

export async function fetchPings(path: string): Promise<ListPage<Ping>> {
  const answer = await getJson<{ data: PingWire[]; meta: { pagination: Pagination } }>(path);
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
