import { API } from '@blog/contract/routes';
import { FULL_TEXT_LAST_PAGE, FULL_TEXT_PAGE_SIZE, type FullTextQuery } from '@blog/rules/full-text';
import type { Article } from '~/lib/article';
import { cmsJson } from '~/lib/cms.server';
import { type FullTextResult, cmsRangeOf, pageOfResults, shippedFullTextMatches } from '../full-text';

export type FullTextAnswer = { results: FullTextResult[]; total: number; capped: boolean; pageCount: number };

async function cmsPage(text: string, page: number) {
  const wire = await cmsJson(API.search.text, { query: { q: text, page } });
  const results = (wire?.data ?? []).map((hit): FullTextResult => ({
    id: hit._id,
    href: hit.href,
    title: hit.headingSave,
    section: hit.section,
    displayDate: hit.dateSave,
    createdAt: hit.createdAt,
    snippet: hit.snippet,
    inTitle: hit.inTitle,
  }));
  return { results, total: wire?.meta.total ?? 0, capped: wire?.meta.capped ?? false };
}

/**
 * One page of /search: the CMS's full-text results with the articles shipped with the site
 * that match merged in (full-text.ts says where). The query must have words to look up.
 */
export async function searchTextOnServer(
  text: string,
  query: FullTextQuery,
  page: number,
  shipped: readonly Article[],
): Promise<FullTextAnswer> {
  const found = shippedFullTextMatches(query, shipped);
  const { start, end } = cmsRangeOf(page, found.filter((result) => result.inTitle).length);
  const firstPage = Math.min(FULL_TEXT_LAST_PAGE, Math.floor(start / FULL_TEXT_PAGE_SIZE) + 1);
  const first = await cmsPage(text, firstPage);
  const pageStart = (firstPage - 1) * FULL_TEXT_PAGE_SIZE;
  // A page of the whole list can straddle two of the CMS's.
  const straddles =
    end > pageStart + FULL_TEXT_PAGE_SIZE && pageStart + FULL_TEXT_PAGE_SIZE < first.total && firstPage < FULL_TEXT_LAST_PAGE;
  const second = straddles ? (await cmsPage(text, firstPage + 1)).results : [];
  const total = first.total + found.length;
  return {
    results: pageOfResults(page, found, { results: [...first.results, ...second], start: pageStart, total: first.total }),
    total,
    capped: first.capped,
    pageCount: Math.ceil(total / FULL_TEXT_PAGE_SIZE),
  };
}
