import useSWR from 'swr';
import { getJson } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { Pagination } from '~/lib/article';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type Draft, type DraftWire, draftFromWire } from '../draft';

/** The most drafts the page lists at once: the newest edited first. */
export const DRAFTS_SHOWN = 50;

export type DraftList = { drafts: Draft[]; pagination: Pagination };

export const draftListPath = ({ siteKey, productSlug }: PublicSiteConfig) =>
  `${API_PATHS.drafts(productSlug)}/?${new URLSearchParams({ id: siteKey, reference: 'abc', pageSize: String(DRAFTS_SHOWN) })}`;

/** GET /api/article-draft-{product}/?id={key}&reference=abc: the owner's drafts. */
export function useDrafts(site: PublicSiteConfig) {
  return useSWR(site.productSlug ? draftListPath(site) : null, async (path: string): Promise<DraftList> => {
    const wire = await getJson<{ data: DraftWire[]; meta: { pagination: Pagination } }>(path);
    return { drafts: wire.data.map(draftFromWire), pagination: wire.meta.pagination };
  });
}
