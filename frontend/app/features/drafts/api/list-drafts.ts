import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { getAnswer } from '~/lib/api-client';
import type { Pagination } from '~/lib/article';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type Draft, draftFromWire } from '../draft';

/** The most drafts the page lists at once: the newest edited first. */
export const DRAFTS_SHOWN = 50;

export type DraftList = { drafts: Draft[]; pagination: Pagination };

export const draftListPath = ({ siteKey, productSlug }: PublicSiteConfig) =>
  routeUrl(API.drafts.list, { product: productSlug, query: { id: siteKey, reference: 'abc', pageSize: DRAFTS_SHOWN } });

/** GET /api/article-draft-{product}/?id={key}&reference=abc: the owner's drafts. */
export function useDrafts(site: PublicSiteConfig) {
  return useSWR(site.productSlug ? draftListPath(site) : null, async (path: string): Promise<DraftList> => {
    const wire = await getAnswer(API.drafts.list, path);
    return { drafts: wire.data.map(draftFromWire), pagination: wire.meta.pagination };
  });
}
