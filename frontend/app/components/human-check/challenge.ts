import type { AnswerOf } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';

export type Challenge = AnswerOf<typeof API.humanCheck.challenge>['data'];

/** GET /api/human-check: a new challenge (no answers in it). */
export function fetchChallenge() {
  return callRoute(API.humanCheck.challenge);
}

/** POST /api/human-check: the picks; a single-use token when they are right. */
export function verifyPicks(challenge: string, picks: number[]) {
  return callRoute(API.humanCheck.verify, { body: { challenge, picks } });
}
