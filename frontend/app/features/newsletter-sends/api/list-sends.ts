import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { getAnswer } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import type { ListPage } from '~/components/owner/list-page';
import { type ShownSend, timeUntil } from '../send';

/** While an e-mail waits or is leaving, the list looks again this often, so its state follows. */
const FOLLOW_MS = 15_000;

/** GET /api/newsletter/sends?id={key}&page={page}: the latest 20 first. */
export const sendsPath = (site: PublicSiteConfig, page: number) => routeUrl(API.newsletter.sends, { query: { id: site.siteKey, page } });

export async function fetchSends(path: string): Promise<ListPage<ShownSend>> {
  const answer = await getAnswer(API.newsletter.sends, path);
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
