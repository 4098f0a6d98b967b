import useSWR from 'swr';
import { getJson } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';

export type ReactionKind = 'like' | 'unlike';
export type ReactionCount = { ArticleId: string; count: number };

/** GET /api/like?ArticleId= (or /api/unlike): this article's count only, never the records. */
export function fetchReactionCount(kind: ReactionKind, articleId: string) {
  return getJson<ReactionCount>(`${API_PATHS[kind]}?ArticleId=${encodeURIComponent(articleId)}`);
}

export function useReactionCount(kind: ReactionKind, articleId: string) {
  // Counts reload after a like, not when the window regains focus (that would disable the form under the reader).
  return useSWR(['reaction', kind, articleId], () => fetchReactionCount(kind, articleId), { revalidateOnFocus: false });
}
