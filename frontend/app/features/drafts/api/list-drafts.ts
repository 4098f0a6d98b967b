import useSWR from 'swr';
import { getJson } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { type Draft, draftsRoute } from '../draft';

/** The most drafts the page lists at once: the newest edited first. */
export const DRAFTS_SHOWN = 50;

export type DraftList = { data: Draft[]; meta: { pagination: { page: number; pageSize: number; total: number; pageCount: number } } };

export const draftListPath = ({ siteKey, productSlug }: PublicSiteConfig) =>
  `${draftsRoute(productSlug)}?${new URLSearchParams({ id: siteKey, reference: 'abc', pageSize: String(DRAFTS_SHOWN) })}`;

/** GET /api/article-draft-{product}/?id={key}&reference=abc: the owner's drafts. */
export function useDrafts(site: PublicSiteConfig) {
  return useSWR<DraftList>(site.productSlug ? draftListPath(site) : null, getJson);
}
