import { type AnswerOf, routeName, routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import { looksLikeTagPair } from '@blog/rules/tag-pair';
import useSWR from 'swr';
// zod's tree-shakable build: this file ships to the browser with the search box.
import * as z from 'zod/mini';
import { callRoute } from '~/lib/api-client';
import type { ArticleSummary } from '~/lib/article';
import { SEARCH_TEXT_MAX, searchText } from '../match';
import { withShippedMatches } from '../shipped-matches';

/**
 * The most GET /api/search lists (SEARCH_COUNT_CAP of @blog/contract/inputs/search,
 * up to which the CMS counts, which the browser does not load): the live results
 * show every match up to it, as the spec lists every article whose heading
 * contains the text.
 */
export const SEARCH_RESULTS_CAP = 1000;

/** The input of GET /api/search; the CMS answers 400 for anything else. */
function articleSearchSchema() {
  return z.object({
    q: z.string().check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(SEARCH_TEXT_MAX, `must be at most ${SEARCH_TEXT_MAX} characters`),
      z.refine((q) => !looksLikeTagPair(q), 'must not be HTML'),
    ),
    limit: z.optional(z.int().check(z.gte(1), z.lte(SEARCH_RESULTS_CAP))),
  });
}

export type ArticleSearchInput = z.input<ReturnType<typeof articleSearchSchema>>;

let schema: ReturnType<typeof articleSearchSchema> | undefined;

/**
 * Checks untrusted input (a loader's ?q=) as the CMS will; throws a ZodError.
 * Built on first use, and the browser's fetcher takes text that searchText has
 * cleaned by the same rules instead: no page builds it for the search box in
 * its footer.
 */
export function parseArticleSearchInput(input: unknown) {
  schema ??= articleSearchSchema();
  return schema.parse(input);
}

export type ArticleSearchResult = Pick<ArticleSummary, 'id' | 'href' | 'title' | 'section' | 'createdAt'>;

/**
 * A search's answer: the first matches (exact headings first) and how many
 * match in all, counted up to a cap (`capped`: more than `total` match).
 */
export type ArticleSearchAnswer = { articles: ArticleSearchResult[]; total: number; capped: boolean };

/** GET /api/search's answer, with the spec's names. */
export type ArticleSearchWire = AnswerOf<typeof API.search.titles>;

export const searchAnswerFromWire = ({ data, meta }: ArticleSearchWire): ArticleSearchAnswer => ({
  articles: data.map((wire) => ({
    id: wire._id,
    href: wire.href,
    title: wire.headingSave,
    section: wire.section,
    createdAt: wire.createdAt,
  })),
  total: meta.total,
  capped: meta.capped,
});

/** The answer with the text it is for, so a caller can tell stale results from current ones. */
export type ArticleSearch = ArticleSearchAnswer & { text: string };

/** The CMS path for a search; the text must already be clean (searchText or parseArticleSearchInput). */
export function articleSearchPath(q: string, limit: number): string {
  return routeUrl(API.search.titles, { query: { q, limit } });
}

/**
 * GET /api/search from the browser (same origin: the web server passes /api to the CMS), with
 * the matching articles shipped with the site merged in.
 */
export async function fetchArticleSearch(input: string, shipped: readonly ArticleSearchResult[] = []): Promise<ArticleSearch> {
  const text = searchText(input);
  if (text === null) throw new Error('Nothing to search for');
  const { status, data } = await callRoute(API.search.titles, { query: { q: text, limit: SEARCH_RESULTS_CAP } });
  if (status !== 200 || !data) throw new Error(`Search failed (${status})`);
  return { ...withShippedMatches(searchAnswerFromWire(data), shipped, text, SEARCH_RESULTS_CAP), text };
}

/**
 * Live results for a search text (null: no request). The previous results
 * stay while the next ones load, so the list does not flicker as the reader types.
 */
export function useArticleSearch(text: string | null, shipped: readonly ArticleSearchResult[] = []) {
  return useSWR(text === null ? null : ([routeName(API.search.titles), text] as const), ([, q]) => fetchArticleSearch(q, shipped), {
    keepPreviousData: true,
    // Headings change rarely; a tab switch is no reason to search again.
    revalidateOnFocus: false,
  });
}
