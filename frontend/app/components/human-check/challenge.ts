import { callApi } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';

export type Challenge = { challenge: string; subject: string; reference: string; images: string[] };

/** GET /api/human-check: a new challenge (no answers in it). */
export function fetchChallenge() {
  return callApi<{ data: Challenge }>(API_PATHS.humanCheck);
}

/** POST /api/human-check: the picks; a single-use token when they are right. */
export function verifyPicks(challenge: string, picks: number[]) {
  return callApi<{ data: { token: string; expiresAt: string } }>(API_PATHS.humanCheck, { body: { challenge, picks } });
}
