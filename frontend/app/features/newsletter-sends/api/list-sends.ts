import useSWR from 'swr';
import { getJson } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ListPage, Pagination } from '~/components/owner/list-page';
import { type NewsletterSend, type ShownSend, timeUntil } from '../send';

/** While an e-mail waits or is leaving, the list looks again this often, so its state follows. */
const FOLLOW_MS = 15_000;

/** GET /api/newsletter/sends?id={key}&page={page}: the latest 20 first. */
export function sendsPath(site: PublicSiteConfig, page: number): string {
  return `${API_PATHS.newsletterSends}?${new URLSearchParams({ id: site.siteKey, page: String(page) })}`;
}

export async function fetchSends(path: string): Promise<ListPage<ShownSend>> {
  const answer = await getJson<{ data: NewsletterSend[]; meta: { pagination: Pagination } }>(path);
  const now = Date.now();
  const items = answer.data.map((send) => ({
    ...send,
    leavesIn: send.state === 'waiting' && send.dueAt ? timeUntil(send.dueAt, now) : null,
  }));
  return { items, pagination: answer.meta.pagination };
}

export function useSends(site: PublicSiteConfig, page: number) {
  return useSWR(sendsPath(site, page), fetchSends, {
    refreshInterval: (list) => (list?.items.some((send) => send.state === 'waiting' || send.state === 'sending') ? FOLLOW_MS : 0),
  });
}
