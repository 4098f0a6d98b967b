import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { getAnswer } from '~/lib/api-client';

export type ReactionKind = 'like' | 'unlike';

const COUNT_ROUTES = { like: API.likes.likes, unlike: API.likes.unlikes } as const;

/** GET /api/like?ArticleId= (or /api/unlike): this article's count only, never the records. */
export function fetchReactionCount(kind: ReactionKind, articleId: string) {
  const route = COUNT_ROUTES[kind];
  return getAnswer(route, routeUrl(route, { query: { ArticleId: articleId } }));
}

export function useReactionCount(kind: ReactionKind, articleId: string) {
  // Counts reload after a like, not when the window regains focus (that would disable the form under the reader).
  return useSWR(['reaction', kind, articleId], () => fetchReactionCount(kind, articleId), { revalidateOnFocus: false });
}
