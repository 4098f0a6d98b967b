import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { articleSearchPath, searchAnswerFromWire } from '~/features/search/api/search-articles';
import { getAnswer } from '~/lib/api-client';

/** One page of the owner's list (admin-side.md section 9: 10 per page). */
export const TITLE_SEARCH_LIMIT = 10;

/**
 * GET /api/search?q={text}&limit=10: articles whose title contains the text,
 * in any case. `text` is already clean (searchText); null asks nothing.
 */
export function useTitleSearch(text: string | null) {
  return useSWR(
    text === null ? null : articleSearchPath(text, TITLE_SEARCH_LIMIT),
    async (path: string) => searchAnswerFromWire(await getAnswer(API.search.titles, path)),
    { keepPreviousData: true },
  );
}
