import { type AnswerOf, routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR, { mutate } from 'swr';
import { getAnswer } from '~/lib/api-client';

/** What waits for the owner: the menu shows Draft, A-Opinions and Ping (with counts) only when non-zero. */
export type OwnerOverview = AnswerOf<typeof API.views.overview>['data'];

export const overviewPath = (siteKey: string) => routeUrl(API.views.overview, { query: { id: siteKey } });

/** GET /api/dashboard-overview: one call for the menu's three counts. */
export async function fetchOverview(path: string): Promise<OwnerOverview> {
  return (await getAnswer(API.views.overview, path)).data;
}

/**
 * The menu's counts, first from the dashboard's server render (so the menu is
 * right before any script runs), then kept fresh by swr.
 */
export function useOverview(siteKey: string, fallbackData?: OwnerOverview) {
  return useSWR(overviewPath(siteKey), fetchOverview, { fallbackData });
}

/**
 * Every write that changes a count (an opinion, a message or a draft saved,
 * deleted or published) calls this, so the menu follows without a reload:
 * the spec's 100 ms draft-cookie poll, done as revalidation after writes.
 */
export function refreshOverview(siteKey: string) {
  return mutate(overviewPath(siteKey));
}

/** The spec's draft marker: '+' with no drafts, 'abc' with at least one. */
export const draftMarker = (overview: OwnerOverview | undefined) => ((overview?.drafts ?? 0) > 0 ? 'abc' : '+');
