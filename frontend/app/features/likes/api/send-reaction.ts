import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { ReactionKind } from './reaction-count';

const REACTION_ROUTES = { like: API.likes.like, unlike: API.likes.unlike } as const;

/** POST /api/like or /api/unlike with Email and idArticle; the answer only triggers a reload of the counts. */
export function sendReaction(kind: ReactionKind, email: string, articleId: string, website: string) {
  return callRoute(REACTION_ROUTES[kind], { body: { Email: email, idArticle: articleId, website } });
}
