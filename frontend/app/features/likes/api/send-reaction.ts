import { callApi } from '~/lib/api-client';
import type { ReactionCount, ReactionKind } from './reaction-count';
import { API_PATHS } from '~/lib/api-paths';

/** POST /api/like or /api/unlike with Email and idArticle; the answer only triggers a reload of the counts. */
export function sendReaction(kind: ReactionKind, email: string, articleId: string, website: string) {
  return callApi<ReactionCount>(API_PATHS[kind], { body: { Email: email, idArticle: articleId, website } });
}
